// The stable's location on every search row, for the search by distance ("within 25 km of 80331"): a point on
// the earth's surface as earthdistance's cube (ll_to_earth), under a GiST index that serves both the radius
// (earth_box, a cube around the centre, then the exact great-circle distance) and the nearest-first order (the
// index's <-> ordering, whose straight-line distance through the sphere grows with the great-circle distance).
// A geohash or grid column under a B-tree would serve the radius, but not nearest first with a limit.
// cube and earthdistance are contrib extensions of every PostgreSQL and of PGlite; PostGIS is not available on the
// embedded database. A stable without coordinates has no point and is found by no distance search.
import type { Knex } from 'knex';

const COLUMNS = 'listing_id, cell, price, is_premium, rating, created_at, postal_code, doc';

/** Each region's first cell (api/src/listings/cells.ts regionCells): a region's cells are the 1,024 from it. */
const REGION_FIRST_CELLS = [
  ['germany', 0],
  ['austria', 1024],
  ['switzerland', 2048],
] as const;

/** The sort orders' indexes (migration create_listing_search) and the cells', up to their closing parenthesis. */
const WITH_POINT = [
  [
    'listing_search_relevance_idx',
    '(is_premium DESC, rating DESC, created_at DESC, listing_id DESC) INCLUDE (cell',
    '',
  ],
  ['listing_search_price_idx', '(price, listing_id) INCLUDE (cell', ''],
  ['listing_search_price_desc_idx', '((-price), listing_id) INCLUDE (cell, price', ''],
  ['listing_search_rating_idx', '(rating DESC, created_at DESC, listing_id DESC) INCLUDE (cell', ''],
  ['listing_search_newest_idx', '(created_at DESC, listing_id DESC) INCLUDE (cell', ''],
  // The id too: a radius's few filtered listings are read from this index alone.
  ['listing_search_cell_idx', '(cell) INCLUDE (is_premium, rating, created_at, price', ', listing_id'],
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS cube');
  await knex.raw('CREATE EXTENSION IF NOT EXISTS earthdistance');
  await knex.raw('ALTER TABLE listing_search ADD COLUMN earth cube');

  // The view gains the point as its last column (CREATE OR REPLACE VIEW may only append).
  await knex.raw(`
    CREATE OR REPLACE VIEW listing_search_source AS
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
           -- Each listing's point is its stable's, moved by less than a millimetre by its id, so no two points
           -- and no two distances are equal: nearest first needs no second key, which the index cannot order by.
           CASE WHEN s.latitude IS NOT NULL AND s.longitude IS NOT NULL
                THEN ll_to_earth(s.latitude::float8 + ((l.id % 1000) - 500)::float8 * 1e-9,
                                 s.longitude::float8 + ((l.id / 1000 % 1000) - 500)::float8 * 1e-9) END AS earth
      FROM listings l
      JOIN stables s ON s.id = l.stable_id
     WHERE l.status IN ('active', 'premium')`);

  await knex.raw(`
    CREATE OR REPLACE FUNCTION listing_search_refresh(ids integer[]) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM listing_search ls
       WHERE ls.listing_id = ANY (ids)
         AND NOT EXISTS (SELECT 1 FROM listing_search_source src WHERE src.listing_id = ls.listing_id);
      INSERT INTO listing_search (${COLUMNS}, earth)
      SELECT ${COLUMNS}, earth
        FROM listing_search_source
       WHERE listing_id = ANY (ids)
      ON CONFLICT (listing_id) DO UPDATE
         SET cell = EXCLUDED.cell, price = EXCLUDED.price, is_premium = EXCLUDED.is_premium,
             rating = EXCLUDED.rating, created_at = EXCLUDED.created_at, postal_code = EXCLUDED.postal_code,
             doc = EXCLUDED.doc, earth = EXCLUDED.earth
       WHERE (listing_search.cell, listing_search.price, listing_search.is_premium, listing_search.rating,
              listing_search.created_at, listing_search.postal_code, listing_search.doc)
             IS DISTINCT FROM
             (EXCLUDED.cell, EXCLUDED.price, EXCLUDED.is_premium, EXCLUDED.rating, EXCLUDED.created_at,
              EXCLUDED.postal_code, EXCLUDED.doc)
          OR listing_search.earth::text IS DISTINCT FROM EXCLUDED.earth::text;
    END $$`);
  // Moving a stable's pin moves its listings' points.
  await knex.raw('DROP TRIGGER stables_refresh_search ON stables');
  await knex.raw(`
    CREATE TRIGGER stables_refresh_search
    AFTER UPDATE OF name, address, city, postal_code, region, rating, has_riding_arena, has_wash_area, has_wifi,
                    has_parking, has_feed, has_vet, latitude, longitude
    ON stables FOR EACH ROW EXECUTE FUNCTION stables_refresh_search()`);

  await knex.raw(`
    CREATE OR REPLACE FUNCTION listing_search_rebuild() RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      ALTER TABLE listing_search DISABLE TRIGGER listing_search_count_cells;
      ALTER TABLE listing_search DISABLE TRIGGER listing_search_post_terms;
      DELETE FROM listing_search;
      INSERT INTO listing_search (${COLUMNS}, earth)
      SELECT ${COLUMNS}, earth FROM listing_search_source;
      ALTER TABLE listing_search ENABLE TRIGGER listing_search_count_cells;
      ALTER TABLE listing_search ENABLE TRIGGER listing_search_post_terms;
      DELETE FROM listing_search_cells;
      INSERT INTO listing_search_cells (cell, listings) SELECT cell, count(*) FROM listing_search GROUP BY cell;
      DELETE FROM listing_search_terms;
      INSERT INTO listing_search_terms (term, listing_id, cell, price, is_premium, rating, created_at)
      SELECT d.term, s.listing_id, s.cell, s.price, s.is_premium, s.rating, s.created_at
        FROM listing_search_dense_terms d
        JOIN listing_search s ON listing_search_has_term(s.doc, s.postal_code, d.term);
    END $$`);

  // A listing's postings carry no point: setting one rewrites none of them.
  await knex.raw('DROP TRIGGER listing_search_post_terms ON listing_search');
  await knex.raw(`
    CREATE TRIGGER listing_search_post_terms
    AFTER INSERT OR DELETE OR UPDATE OF cell, price, is_premium, rating, created_at, postal_code, doc
    ON listing_search FOR EACH ROW EXECUTE FUNCTION listing_search_post_terms()`);

  await knex.raw(`
    UPDATE listing_search ls SET earth = src.earth
      FROM listing_search_source src
     WHERE src.listing_id = ls.listing_id AND src.earth IS NOT NULL`);
  // The cell and the sort keys ride along: counting and reading the listings of a radius read the index alone.
  await knex.raw(
    'CREATE INDEX listing_search_earth_idx ON listing_search USING gist (earth) INCLUDE (cell, is_premium, rating, created_at, price, listing_id)',
  );
  // One more per region, for a distance search with a region filter: far fewer entries than the whole index
  // where the radius reaches across a border (within 100 km of München, the Swiss listings are none of 90,000).
  for (const [region, first] of REGION_FIRST_CELLS) {
    await knex.raw(
      `CREATE INDEX listing_search_earth_${region}_idx ON listing_search USING gist (earth) INCLUDE (cell, is_premium, rating, created_at, price, listing_id) WHERE cell >= ${first} AND cell < ${first + 1024}`,
    );
  }
  // The point rides along in the indexes a distance search walks or reads by cell, so it tests the distance on
  // their entries instead of fetching each row.
  for (const [name, definition, extra] of WITH_POINT) {
    await knex.raw(`DROP INDEX ${name}`);
    await knex.raw(`CREATE INDEX ${name} ON listing_search ${definition}${extra}, earth)`);
  }
  await knex.raw('ANALYZE listing_search');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION listing_search_rebuild() RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      ALTER TABLE listing_search DISABLE TRIGGER listing_search_count_cells;
      ALTER TABLE listing_search DISABLE TRIGGER listing_search_post_terms;
      DELETE FROM listing_search;
      INSERT INTO listing_search (${COLUMNS})
      SELECT ${COLUMNS} FROM listing_search_source;
      ALTER TABLE listing_search ENABLE TRIGGER listing_search_count_cells;
      ALTER TABLE listing_search ENABLE TRIGGER listing_search_post_terms;
      DELETE FROM listing_search_cells;
      INSERT INTO listing_search_cells (cell, listings) SELECT cell, count(*) FROM listing_search GROUP BY cell;
      DELETE FROM listing_search_terms;
      INSERT INTO listing_search_terms (term, listing_id, cell, price, is_premium, rating, created_at)
      SELECT d.term, s.listing_id, s.cell, s.price, s.is_premium, s.rating, s.created_at
        FROM listing_search_dense_terms d
        JOIN listing_search s ON listing_search_has_term(s.doc, s.postal_code, d.term);
    END $$`);
  await knex.raw('DROP TRIGGER listing_search_post_terms ON listing_search');
  await knex.raw(`
    CREATE TRIGGER listing_search_post_terms
    AFTER INSERT OR DELETE OR UPDATE ON listing_search
    FOR EACH ROW EXECUTE FUNCTION listing_search_post_terms()`);
  await knex.raw('DROP TRIGGER stables_refresh_search ON stables');
  await knex.raw(`
    CREATE TRIGGER stables_refresh_search
    AFTER UPDATE OF name, address, city, postal_code, region, rating, has_riding_arena, has_wash_area, has_wifi,
                    has_parking, has_feed, has_vet
    ON stables FOR EACH ROW EXECUTE FUNCTION stables_refresh_search()`);
  await knex.raw(`
    CREATE OR REPLACE FUNCTION listing_search_refresh(ids integer[]) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM listing_search ls
       WHERE ls.listing_id = ANY (ids)
         AND NOT EXISTS (SELECT 1 FROM listing_search_source src WHERE src.listing_id = ls.listing_id);
      INSERT INTO listing_search (${COLUMNS})
      SELECT ${COLUMNS}
        FROM listing_search_source
       WHERE listing_id = ANY (ids)
      ON CONFLICT (listing_id) DO UPDATE
         SET cell = EXCLUDED.cell, price = EXCLUDED.price, is_premium = EXCLUDED.is_premium,
             rating = EXCLUDED.rating, created_at = EXCLUDED.created_at, postal_code = EXCLUDED.postal_code,
             doc = EXCLUDED.doc
       WHERE (listing_search.cell, listing_search.price, listing_search.is_premium, listing_search.rating,
              listing_search.created_at, listing_search.postal_code, listing_search.doc)
             IS DISTINCT FROM
             (EXCLUDED.cell, EXCLUDED.price, EXCLUDED.is_premium, EXCLUDED.rating, EXCLUDED.created_at,
              EXCLUDED.postal_code, EXCLUDED.doc);
    END $$`);
  await knex.raw('DROP INDEX IF EXISTS listing_search_earth_idx');
  for (const [region] of REGION_FIRST_CELLS) await knex.raw(`DROP INDEX IF EXISTS listing_search_earth_${region}_idx`);
  for (const [name, definition] of WITH_POINT) {
    await knex.raw(`DROP INDEX ${name}`);
    await knex.raw(`CREATE INDEX ${name} ON listing_search ${definition})`);
  }
  await knex.raw('ALTER TABLE listing_search DROP COLUMN earth');
  await knex.raw('DROP VIEW listing_search_source');
  await knex.raw(`
    CREATE VIEW listing_search_source AS
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
                       || ' ' || s.postal_code) AS doc
      FROM listings l
      JOIN stables s ON s.id = l.stable_id
     WHERE l.status IN ('active', 'premium')`);
  await knex.raw('DROP EXTENSION IF EXISTS earthdistance');
  await knex.raw('DROP EXTENSION IF EXISTS cube');
}
