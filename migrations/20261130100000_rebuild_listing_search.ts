// The search schema in one place (docs/search.md): one row per public listing in listing_search, written by
// triggers in the transaction of every change to a listing or its stable, from one view (listing_search_source)
// that derives every column the search filters and sorts on. It replaces what sixteen migrations had grown:
// kept cell counts, postings of common words with their hourly chooser, kept map cells, fact masks and samples.
//
// The view and the table have the same columns in the same order and of the same types, so the refresh copies
// whole rows and compares them whole: a new column is added to both (at their ends) and nothing else changes.
// Its indexes: one B-tree per sort order (keyset paging) carrying the common filters' columns, one per fact a filter
// narrows by, one the map is counted from, a GiST index of the points (radius, map area, nearest first), an inverted
// index of the words (with the vocabulary, whose trigrams find the words a term lies within), and the postal codes.
import type { Knex } from 'knex';

/** What came before (migrations 20261124100000 to 20261129100000), dropped with everything that hangs on it. */
const OLD_TABLES = ['listing_search_terms', 'listing_search_dense_terms', 'listing_search_cells', 'listing_map_cells'];
const OLD_FUNCTIONS = [
  'listing_fact_mask(integer, smallint, smallint, numeric)',
  'listing_map_rebuild()',
  'listing_map_shift(integer, smallint, boolean, cube, integer)',
  'listing_search_choose_terms(integer, real, real, text[])',
  'listing_search_clear_cells()',
  'listing_search_clear_map()',
  'listing_search_clear_terms()',
  'listing_search_count_cells()',
  'listing_search_count_map()',
  'listing_search_has_term(text, text, text)',
  'listing_search_post_terms()',
  'listing_search_rebuild()',
  'listing_search_refresh(integer[])',
  'listing_search_stamp()',
  'listing_search_terms_spot()',
  'listings_refresh_search()',
  'stables_refresh_search()',
  'map_cell_x(double precision, integer)',
  'map_cell_y(double precision, integer)',
];

/** The key of the advisory lock committing writers of the search take in turn: a constant no other lock uses. */
const SEARCH_TURN = 720_261_130;

/** The Web Mercator position (0 to 1 from the west and from the north) that map clusters are counted by. */
export const MERCATOR_Y = `(1 - ln(tan(radians(least(85.05112877980659, greatest(-85.05112877980659, s.latitude))))
                        + 1 / cos(radians(least(85.05112877980659, greatest(-85.05112877980659, s.latitude)))))
                     / pi()) / 2`;

const SOURCE = `
  SELECT l.id AS listing_id,
         l.stall_type::text AS stall_type,
         l.price_per_month AS price,
         -- The band of the price filter (contract/price-bands.ts): 0 below 200 €, 1 to 400, 2 to 600, 3 above.
         width_bucket(l.price_per_month, ARRAY[200, 400, 600]::numeric[])::smallint AS price_band,
         s.region::text AS region,
         -- contract/costs.ts totalMonthly, in whole cents: a monthly item as it is, a yearly one as its twelfth.
         (l.price_per_month + coalesce((
           SELECT sum(CASE i->>'period'
                        WHEN 'monthly' THEN round((i->>'amount')::numeric * 100)
                        ELSE round(round((i->>'amount')::numeric * 100) / 12) END)
             FROM jsonb_array_elements(l.price_items) AS i
            WHERE i->>'kind' = 'required' AND i->>'period' IN ('monthly', 'yearly')
         ), 0) / 100)::numeric(10, 2) AS total,
         l.is_premium,
         -- 0 without a rating (ratings are 1 to 5): the descending orders put unrated stables last.
         coalesce(s.rating, 0)::numeric(2, 1) AS rating,
         l.created_at,
         s.has_riding_arena, s.has_wash_area, s.has_wifi, s.has_parking, s.has_feed, s.has_vet, s.has_indoor_arena,
         s.facilities,
         l.facts->>'careLevel' AS care,
         -- Daily turnout through the year: the lower of summer and winter, or the one given.
         floor(LEAST((l.facts->>'turnoutHoursSummer')::numeric, (l.facts->>'turnoutHoursWinter')::numeric))::smallint
           AS turnout,
         l.facts->>'turnoutGrouping' AS turnout_grouping,
         -- Whether the stable takes stallions, mares, ...: NULL where it does not say.
         (l.facts->'admits'->>'stallions')::boolean AS admits_stallions,
         (l.facts->'admits'->>'mares')::boolean AS admits_mares,
         (l.facts->'admits'->>'geldings')::boolean AS admits_geldings,
         (l.facts->'admits'->>'ponies')::boolean AS admits_ponies,
         (l.facts->'admits'->>'donkeys')::boolean AS admits_donkeys,
         l.facts->>'hoofs' AS hoofs,
         -- The special needs it caters for: NULL where it does not say, empty for none.
         CASE WHEN jsonb_typeof(l.facts->'specialNeeds') = 'array'
              THEN ARRAY(SELECT jsonb_array_elements_text(l.facts->'specialNeeds')) END AS special_needs,
         floor((l.facts->>'maxHeightCm')::numeric)::smallint AS max_height,
         floor((l.facts->>'minAge')::numeric)::smallint AS min_age,
         floor((l.facts->>'maxAge')::numeric)::smallint AS max_age,
         (l.facts->>'areaM2')::numeric AS area,
         -- The first day a place is free: -infinity when free now, infinity when every place is let.
         CASE WHEN l.free_places = 0 THEN 'infinity'::date ELSE coalesce(l.available_from, '-infinity'::date) END
           AS free_from,
         s.postal_code::text AS postal_code,
         -- The words of the searchable text, folded (search_fold) and each once, in order: a search term (which never
         -- holds a space) matches a listing when it lies within one of its words.
         ARRAY(SELECT DISTINCT word
                 FROM regexp_split_to_table(search_fold(l.title || ' ' || l.description || ' ' || s.name || ' '
                                                       || s.address || ' ' || s.city || ' ' || s.postal_code),
                                            '[[:space:]]+') AS word
                WHERE word <> '' ORDER BY word) AS words,
         -- The stable's point, moved by less than a millimetre by the listing's id: no two listings lie at the same
         -- distance from anywhere, so nearest first needs no second key (the GiST index orders by one).
         CASE WHEN s.latitude IS NOT NULL AND s.longitude IS NOT NULL
              THEN ll_to_earth(s.latitude + ((l.id % 1000) - 500)::float8 * 1e-9,
                               s.longitude + ((l.id / 1000 % 1000) - 500)::float8 * 1e-9)::cube
         END AS earth,
         s.latitude AS lat,
         s.longitude AS lon,
         -- Where the stable lies on the Web Mercator map, 0 to 1 from the west and from the north: the map's grid
         -- cells at zoom z are floor(map_x * 2^(z + 2)) (contract/bbox.ts cellX, cellY).
         (s.longitude + 180) / 360 AS map_x,
         ${MERCATOR_Y} AS map_y
    FROM listings AS l
    JOIN stables AS s ON s.id = l.stable_id
   WHERE l.status IN ('active', 'premium')`;

/**
 * The indexes of the sort orders (api/src/search/order.ts), and of the two prices within what goes with them: an
 * inside box is dear and a pasture cheap, and the all-in month follows the base price's band, so a walk along a
 * price order for "Innenbox" or "bis 200 €" would otherwise pass every listing that sorts before its matches. The
 * base price orders sort by its band first (the same order, since the band rises with the price), so one index
 * serves them with a band and without.
 */
const ORDERS = {
  relevance: 'is_premium DESC, rating DESC, created_at DESC, listing_id DESC',
  rating: 'rating DESC, created_at DESC, listing_id DESC',
  newest: 'created_at DESC, listing_id DESC',
  price: 'price_band, price, listing_id',
  stall_type_price: 'stall_type, price_band, price, listing_id',
  total: 'total, listing_id',
  stall_type_total: 'stall_type, total, listing_id',
  price_band_total: 'price_band, total, listing_id',
};

/**
 * What every order index carries besides its keys: the columns of the filters most searches set (region, stall
 * type, the two prices, the amenities; api/src/search/order.ts CARRIED_COLUMNS). A walk along an order
 * tests them on the index's entries without reading the table, so a filter whose matches sort late (the dear inside
 * boxes in the cheapest-first order) costs a scan of small entries, not a table row each.
 */
const CARRIED = [
  'earth',
  'region',
  'stall_type',
  'price_band',
  'price',
  'total',
  'has_riding_arena',
  'has_wash_area',
  'has_wifi',
  'has_parking',
  'has_feed',
  'has_vet',
];

/**
 * The facts a filter narrows by, each with its B-tree: a rare combination (care, turnout, height and stallions) is
 * the intersection of their bitmaps. Whether a place is free and how the horses go out are no such facts (most
 * listings have them), and not indexed. The care level's index carries the other facts, the horse's included: a
 * search by care and facts is read from it alone, and by stall type too (page.ts asks which stall types hold its
 * matches).
 */
const FACT_INDEXES = ['turnout', 'admits_stallions', 'max_height', 'area'];
const CARE_CARRIES = [
  'listing_id',
  'turnout',
  'turnout_grouping',
  'admits_stallions',
  'admits_mares',
  'admits_geldings',
  'admits_ponies',
  'admits_donkeys',
  'hoofs',
  'special_needs',
  'max_height',
  'min_age',
  'max_age',
  'area',
  'free_from',
];

/**
 * What the map counts by, and what its clusters need and the common filters test: the map of a whole country is
 * read from this index alone, which is a sixth of the table's size.
 */
const MAP_CARRIED = ['lat', 'lon', 'is_premium', 'listing_id', ...CARRIED];

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw('CREATE EXTENSION IF NOT EXISTS cube');
  await knex.raw('CREATE EXTENSION IF NOT EXISTS earthdistance');
  await knex.raw('DROP TRIGGER IF EXISTS listings_refresh_search ON listings');
  await knex.raw('DROP TRIGGER IF EXISTS stables_refresh_search ON stables');
  await knex.raw('DROP VIEW IF EXISTS listing_search_source');
  await knex.raw(`DROP TABLE IF EXISTS listing_search, ${OLD_TABLES.join(', ')} CASCADE`);
  await knex.raw('DROP TABLE IF EXISTS listing_search_vocabulary');
  for (const fn of OLD_FUNCTIONS) await knex.raw(`DROP FUNCTION IF EXISTS ${fn} CASCADE`);

  await knex.raw(`CREATE VIEW listing_search_source AS ${SOURCE}`);
  // Every word of the listings' text, so a search term becomes the words it lies within (the trigram index finds
  // them) and those are looked up in listing_search_words_idx. Written with the rows that bring a word in; a word
  // no listing has any longer stays, harmless (it finds nothing).
  await knex.raw('CREATE TABLE listing_search_vocabulary (word text PRIMARY KEY)');
  // The table takes the view's columns and types, so whole rows of the two compare.
  await knex.raw('CREATE TABLE listing_search (LIKE listing_search_source)');
  // No foreign key to listings: a deleted listing's row goes at commit like any other change (a cascade would lock
  // it earlier, out of turn).
  await knex.raw('ALTER TABLE listing_search ADD PRIMARY KEY (listing_id)');

  // Brings the rows of these listings in line with the view: a row that differs or is no longer public goes, and
  // the view's rows that are missing come in.
  await knex.raw(`
    CREATE FUNCTION listing_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
      DELETE FROM listing_search AS kept
       WHERE kept.listing_id = ANY (ids)
         AND NOT EXISTS (SELECT 1 FROM listing_search_source AS wanted
                          WHERE wanted.listing_id = kept.listing_id AND wanted IS NOT DISTINCT FROM kept);
      INSERT INTO listing_search SELECT * FROM listing_search_source WHERE listing_id = ANY (ids)
      ON CONFLICT (listing_id) DO NOTHING;
      INSERT INTO listing_search_vocabulary
      SELECT DISTINCT unnest(words) FROM listing_search WHERE listing_id = ANY (ids)
      ON CONFLICT (word) DO NOTHING;
    $$`);
  // The rows are brought in line at commit (deferred constraint triggers), one committing transaction at a time:
  // each takes this lock first and computes the rows of what it changed from everything committed before it, so
  // a stable's change and its listing's change, committed at once, both end up in the row. The lock is the last a
  // transaction takes and it waits for nothing while holding it, so it closes no deadlock. The listing generation
  // (migration create_listing_generation) is raised under it too: its row is the other lock taken at commit.
  await knex.raw(`
    CREATE FUNCTION listing_search_turn() RETURNS void LANGUAGE sql AS $$
      SELECT pg_advisory_xact_lock(${SEARCH_TURN})
    $$`);
  await knex.raw(`
    CREATE OR REPLACE FUNCTION raise_listing_generation() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('stallfinder.generation_raised', true) IS DISTINCT FROM 'yes' THEN
        PERFORM listing_search_turn();
        PERFORM set_config('stallfinder.generation_raised', 'yes', true);
        UPDATE listing_generation SET value = value + 1;
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE FUNCTION listings_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM listing_search_turn();
      PERFORM listing_search_refresh(ARRAY[coalesce(NEW.id, OLD.id)]);
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE CONSTRAINT TRIGGER listings_refresh_search AFTER INSERT OR DELETE ON listings
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION listings_refresh_search()`);
  // Counting a view changes only view_count, which the search does not read.
  await knex.raw(`CREATE CONSTRAINT TRIGGER listings_refresh_search_update AFTER UPDATE ON listings
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.view_count IS NOT DISTINCT FROM NEW.view_count)
    EXECUTE FUNCTION listings_refresh_search()`);
  await knex.raw(`
    CREATE FUNCTION stables_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM listing_search_turn();
      PERFORM listing_search_refresh(ARRAY(SELECT id FROM listings WHERE stable_id = NEW.id));
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE CONSTRAINT TRIGGER stables_refresh_search AFTER UPDATE ON stables
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stables_refresh_search()`);
  // TRUNCATE has no rows to defer (tests and maintenance, never requests).
  await knex.raw(`
    CREATE FUNCTION listings_clear_search() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM listing_search;
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE TRIGGER listings_clear_search AFTER TRUNCATE ON listings
    FOR EACH STATEMENT EXECUTE FUNCTION listings_clear_search()`);

  await knex.raw('INSERT INTO listing_search SELECT * FROM listing_search_source');
  for (const [name, key] of Object.entries(ORDERS)) {
    const carried = CARRIED.filter((column) => !key.split(', ').includes(column));
    await knex.raw(
      `CREATE INDEX listing_search_${name}_idx ON listing_search (${key}) INCLUDE (${carried.join(', ')})`,
    );
  }
  await knex.raw(
    `CREATE INDEX listing_search_care_idx ON listing_search (care, stall_type) INCLUDE (${CARE_CARRIES.join(', ')})`,
  );
  for (const column of FACT_INDEXES) {
    await knex.raw(`CREATE INDEX listing_search_${column}_idx ON listing_search (${column})`);
  }
  await knex.raw(
    `CREATE INDEX listing_search_map_idx ON listing_search (map_x, map_y) INCLUDE (${MAP_CARRIED.join(', ')})`,
  );
  // Nearest first with the carried filters, and the pages after it, are read from this index alone.
  await knex.raw(
    `CREATE INDEX listing_search_earth_idx ON listing_search USING gist (earth)
       INCLUDE (listing_id, ${CARRIED.filter((column) => column !== 'earth').join(', ')})`,
  );
  // The words' index, and the words with the listing's stall type ("inside_box:innenbox"), whose index tells at once
  // which stall types hold a word (api/src/search/page.ts walks a price order stall type by stall type).
  await knex.raw(`
    CREATE FUNCTION listing_search_typed_words(stall_type text, words text[]) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT array_agg(stall_type || ':' || word) FROM unnest(words) AS word
    $$`);
  await knex.raw('CREATE INDEX listing_search_words_idx ON listing_search USING gin (words)');
  await knex.raw(
    'CREATE INDEX listing_search_typed_words_idx ON listing_search USING gin (listing_search_typed_words(stall_type, words))',
  );
  await knex.raw('INSERT INTO listing_search_vocabulary SELECT DISTINCT unnest(words) FROM listing_search');
  await knex.raw(
    'CREATE INDEX listing_search_vocabulary_word_idx ON listing_search_vocabulary USING gin (word gin_trgm_ops)',
  );
  await knex.raw('CREATE INDEX listing_search_postal_code_idx ON listing_search (postal_code text_pattern_ops)');
  await knex.raw('ANALYZE listing_search');
}

export async function down(): Promise<void> {
  // The schema it replaced was grown by migrations that no longer exist; there is nothing to go back to.
  throw new Error('rebuild_listing_search cannot be rolled back');
}
