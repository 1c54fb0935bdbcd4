// The search filters on a listing's structured facts and its all-in month (issue 15) read listing_search, like
// every other filter: the view listing_search_source derives them from listings.facts, the price list and the
// stable, and the triggers keep them current. They are not cell dimensions (3,072 cells would become millions):
// a search with them counts its matches up to the cap and walks its sort order's index, testing them on each row.
//   total      the base price plus every required recurring extra a month (contract/costs.ts totalMonthly)
//   facts      flags, as api/src/listings/fact-bits.ts names them (a test compares the two through the search)
//   turnout    daily turnout through the year: the lower of summer and winter hours, whole hours
//   max_height, min_age, max_age, area   as the owner gave them, NULL when not given
//   free_from  the day a place is free: -infinity when free now, infinity when every place is let
// The all-in month has its own order indexes, ascending and descending, carrying the cell and the point as the
// base price's do.
import type { Knex } from 'knex';

const COLUMNS = 'listing_id, cell, price, is_premium, rating, created_at, postal_code, doc, earth';
const FACT_COLUMNS = 'total, facts, turnout, max_height, min_age, max_age, area, free_from';

/** The flags of listing_search.facts, from the listing's facts and its stable. */
const FACT_FLAGS = `
  (CASE l.facts->>'careLevel' WHEN 'full' THEN 1 WHEN 'part' THEN 2 WHEN 'self' THEN 4 ELSE 0 END)
  + (CASE WHEN l.facts->>'turnoutGrouping' IN ('group', 'both') THEN 8 ELSE 0 END)
  + (CASE l.facts->'admits'->>'stallions' WHEN 'true' THEN 16 WHEN 'false' THEN 32 ELSE 0 END)
  + (CASE WHEN l.facts->'admits'->>'mares' = 'false' THEN 64 ELSE 0 END)
  + (CASE WHEN l.facts->'admits'->>'geldings' = 'false' THEN 128 ELSE 0 END)
  + (CASE WHEN l.facts->'admits'->>'ponies' = 'false' THEN 256 ELSE 0 END)
  + (CASE WHEN l.facts->'admits'->>'donkeys' = 'false' THEN 512 ELSE 0 END)
  + (CASE l.facts->>'hoofs' WHEN 'shodOnly' THEN 1024 WHEN 'barefootOnly' THEN 2048 ELSE 0 END)
  + (CASE WHEN jsonb_typeof(l.facts->'specialNeeds') = 'array' THEN
       (CASE WHEN l.facts->'specialNeeds' @> '["hayOnly"]' THEN 0 ELSE 4096 END)
       + (CASE WHEN l.facts->'specialNeeds' @> '["eczema"]' THEN 0 ELSE 8192 END)
       + (CASE WHEN l.facts->'specialNeeds' @> '["senior"]' THEN 0 ELSE 16384 END)
       + (CASE WHEN l.facts->'specialNeeds' @> '["diet"]' THEN 0 ELSE 32768 END)
     ELSE 0 END)
  + (CASE WHEN l.facts->>'turnoutGrouping' = 'group' THEN 65536 ELSE 0 END)
  + (CASE WHEN s.has_indoor_arena THEN 131072 ELSE 0 END)
  + (CASE WHEN 'horseWalker' = ANY (s.facilities) THEN 262144 ELSE 0 END)
  + (CASE WHEN 'trainer' = ANY (s.facilities) THEN 524288 ELSE 0 END)`;

/** A number of the facts as a smallint, or NULL (the owner contract keeps them in range). */
const whole = (key: string) => `floor((l.facts->>'${key}')::numeric)::smallint`;

/** The view's columns before this migration. */
const BASE_COLUMNS = `
  SELECT l.id AS listing_id,
         (CASE s.region WHEN 'germany' THEN 0 WHEN 'austria' THEN 1 ELSE 2 END) * 1024
         + (CASE WHEN l.price_per_month < 200 THEN 0 WHEN l.price_per_month < 400 THEN 1
                 WHEN l.price_per_month < 600 THEN 2 ELSE 3 END) * 256
         + (CASE l.stall_type WHEN 'outside_box' THEN 0 WHEN 'inside_box' THEN 1 WHEN 'open_stable' THEN 2
                 ELSE 3 END) * 64
         + s.has_riding_arena::int + s.has_wash_area::int * 2 + s.has_wifi::int * 4 + s.has_parking::int * 8
         + s.has_feed::int * 16 + s.has_vet::int * 32 AS cell,
         l.price_per_month AS price,
         l.is_premium,
         coalesce(s.rating, 0) AS rating,
         l.created_at,
         s.postal_code,
         search_fold(l.title || ' ' || l.description || ' ' || s.name || ' ' || s.address || ' ' || s.city
                     || ' ' || s.postal_code) AS doc,
         CASE WHEN s.latitude IS NOT NULL AND s.longitude IS NOT NULL
              THEN ll_to_earth(s.latitude::float8 + ((l.id % 1000) - 500)::float8 * 1e-9,
                               s.longitude::float8 + ((l.id / 1000 % 1000) - 500)::float8 * 1e-9) END AS earth`;

const FROM = `
    FROM listings l
    JOIN stables s ON s.id = l.stable_id
   WHERE l.status IN ('active', 'premium')`;

const SOURCE = `${BASE_COLUMNS},
         -- contract/costs.ts in whole cents: a monthly item as it is, a yearly one as its twelfth.
         l.price_per_month + coalesce((
           SELECT sum(CASE i->>'period'
                        WHEN 'monthly' THEN round((i->>'amount')::numeric * 100)
                        ELSE round(round((i->>'amount')::numeric * 100) / 12) END)
             FROM jsonb_array_elements(l.price_items) AS i
            WHERE i->>'kind' = 'required' AND i->>'period' IN ('monthly', 'yearly')
         ), 0) / 100 AS total,
         ${FACT_FLAGS} AS facts,
         floor(LEAST((l.facts->>'turnoutHoursSummer')::numeric, (l.facts->>'turnoutHoursWinter')::numeric))::smallint AS turnout,
         ${whole('maxHeightCm')} AS max_height,
         ${whole('minAge')} AS min_age,
         ${whole('maxAge')} AS max_age,
         (l.facts->>'areaM2')::numeric(5, 1) AS area,
         CASE WHEN l.free_places = 0 THEN 'infinity'::date
              ELSE coalesce(l.available_from, '-infinity'::date) END AS free_from
  ${FROM}`;

/** listing_search_refresh and listing_search_rebuild, writing these columns besides COLUMNS. */
function functions(extra: readonly string[]): string[] {
  const all = [...COLUMNS.split(', '), ...extra].filter((c) => c !== 'listing_id');
  const compared = all.filter((c) => c !== 'earth');
  return [
    `CREATE OR REPLACE FUNCTION listing_search_refresh(ids integer[]) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM listing_search ls
       WHERE ls.listing_id = ANY (ids)
         AND NOT EXISTS (SELECT 1 FROM listing_search_source src WHERE src.listing_id = ls.listing_id);
      INSERT INTO listing_search (listing_id, ${all.join(', ')})
      SELECT listing_id, ${all.join(', ')}
        FROM listing_search_source
       WHERE listing_id = ANY (ids)
      ON CONFLICT (listing_id) DO UPDATE
         SET ${all.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
       WHERE (${compared.map((c) => `listing_search.${c}`).join(', ')})
             IS DISTINCT FROM (${compared.map((c) => `EXCLUDED.${c}`).join(', ')})
          OR listing_search.earth::text IS DISTINCT FROM EXCLUDED.earth::text;
    END $$`,
    `CREATE OR REPLACE FUNCTION listing_search_rebuild() RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      ALTER TABLE listing_search DISABLE TRIGGER listing_search_count_cells;
      ALTER TABLE listing_search DISABLE TRIGGER listing_search_post_terms;
      ALTER TABLE listing_search DISABLE TRIGGER listing_search_count_map;
      DELETE FROM listing_search;
      INSERT INTO listing_search (listing_id, ${all.join(', ')})
      SELECT listing_id, ${all.join(', ')} FROM listing_search_source;
      ALTER TABLE listing_search ENABLE TRIGGER listing_search_count_cells;
      ALTER TABLE listing_search ENABLE TRIGGER listing_search_post_terms;
      ALTER TABLE listing_search ENABLE TRIGGER listing_search_count_map;
      DELETE FROM listing_search_cells;
      INSERT INTO listing_search_cells (cell, listings) SELECT cell, count(*) FROM listing_search GROUP BY cell;
      DELETE FROM listing_search_terms;
      INSERT INTO listing_search_terms (term, listing_id, cell, price, is_premium, rating, created_at)
      SELECT d.term, s.listing_id, s.cell, s.price, s.is_premium, s.rating, s.created_at
        FROM listing_search_dense_terms d
        JOIN listing_search s ON listing_search_has_term(s.doc, s.postal_code, d.term);
      PERFORM listing_map_rebuild();
    END $$`,
  ];
}

const LISTING_TRIGGER_COLUMNS =
  'stable_id, title, description, stall_type, price_per_month, is_premium, status, created_at';
const STABLE_TRIGGER_COLUMNS =
  'name, address, city, postal_code, region, rating, has_riding_arena, has_wash_area, has_wifi, has_parking, has_feed, has_vet, latitude, longitude';

async function triggers(knex: Knex, listingColumns: string, stableColumns: string): Promise<void> {
  await knex.raw('DROP TRIGGER listings_refresh_search ON listings');
  await knex.raw(`
    CREATE TRIGGER listings_refresh_search AFTER INSERT OR UPDATE OF ${listingColumns}
    ON listings FOR EACH ROW EXECUTE FUNCTION listings_refresh_search()`);
  await knex.raw('DROP TRIGGER stables_refresh_search ON stables');
  await knex.raw(`
    CREATE TRIGGER stables_refresh_search AFTER UPDATE OF ${stableColumns}
    ON stables FOR EACH ROW EXECUTE FUNCTION stables_refresh_search()`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE listing_search
      ADD COLUMN total numeric(10, 2),
      ADD COLUMN facts integer NOT NULL DEFAULT 0,
      ADD COLUMN turnout smallint,
      ADD COLUMN max_height smallint,
      ADD COLUMN min_age smallint,
      ADD COLUMN max_age smallint,
      ADD COLUMN area numeric(5, 1),
      ADD COLUMN free_from date NOT NULL DEFAULT '-infinity'`);
  // The view gains the new columns at its end (CREATE OR REPLACE VIEW may only append).
  await knex.raw(`CREATE OR REPLACE VIEW listing_search_source AS ${SOURCE}`);
  await knex.raw(`
    UPDATE listing_search AS ls
       SET (${FACT_COLUMNS}) = (SELECT ${FACT_COLUMNS} FROM listing_search_source src WHERE src.listing_id = ls.listing_id)`);
  await knex.raw('ALTER TABLE listing_search ALTER COLUMN total SET NOT NULL');

  for (const statement of functions(FACT_COLUMNS.split(', '))) await knex.raw(statement);
  // The facts, the price list and the vacancy of a listing, and the stable's hall and facilities, now change
  // what the search shows.
  await triggers(
    knex,
    `${LISTING_TRIGGER_COLUMNS}, price_items, facts, free_places, available_from`,
    `${STABLE_TRIGGER_COLUMNS}, has_indoor_arena, facilities`,
  );
  await knex.raw('CREATE INDEX listing_search_total_idx ON listing_search (total, listing_id) INCLUDE (cell, earth)');
  await knex.raw(
    'CREATE INDEX listing_search_total_desc_idx ON listing_search ((-total), listing_id) INCLUDE (cell, total, earth)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX listing_search_total_desc_idx');
  await knex.raw('DROP INDEX listing_search_total_idx');
  await triggers(knex, LISTING_TRIGGER_COLUMNS, STABLE_TRIGGER_COLUMNS);
  for (const statement of functions([])) await knex.raw(statement);
  // A view loses columns only by being made anew; the functions name it only in their bodies.
  await knex.raw('DROP VIEW listing_search_source');
  await knex.raw(`CREATE VIEW listing_search_source AS ${BASE_COLUMNS} ${FROM}`);
  await knex.raw(
    `ALTER TABLE listing_search ${FACT_COLUMNS.split(', ')
      .map((c) => `DROP COLUMN ${c}`)
      .join(', ')}`,
  );
}
