// The public search reads one narrow table instead of joining listings and stables: one row per public listing
// carrying everything the search filters and sorts on, maintained by triggers in the same transaction as every
// change to a listing or its stable, so no code path can forget it. Filters become one small integer, the
// "cell" (region, price band, stall type and the six amenity flags of the filter), whose row counts are kept in
// listing_search_cells: exact totals for any filter combination come from at most 3,072 rows. Every sort order
// has an index that delivers it with the cell included, so a page is an index-ordered scan with a limit.
//
// The cell's encoding must stay identical to api/src/listings/cells.ts (a test compares the two):
//   region (germany 0, austria 1, switzerland 2) * 1024 + price band (<200 0, <400 1, <600 2, else 3) * 256
//   + stall type (outside_box 0, inside_box 1, open_stable 2, pasture 3) * 64
//   + amenities (riding arena 1, wash area 2, wifi 4, parking 8, feed 16, vet 32).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE listing_search (
      listing_id integer PRIMARY KEY REFERENCES listings (id) ON DELETE CASCADE,
      cell smallint NOT NULL,
      price numeric(10, 2) NOT NULL,
      is_premium boolean NOT NULL,
      -- The stable's rating, 0 when it has none (ratings are 1 to 5), so a descending order puts unrated last.
      rating numeric(2, 1) NOT NULL,
      created_at timestamptz NOT NULL,
      postal_code varchar(10) NOT NULL,
      -- search_fold() of the listing's and the stable's searchable text, separated by spaces (terms never
      -- contain one, so no term matches across two fields).
      doc text NOT NULL
    )`);
  await knex.raw(`
    CREATE TABLE listing_search_cells (
      cell smallint PRIMARY KEY,
      listings integer NOT NULL CHECK (listings >= 0)
    )`);

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

  // Brings the rows of these listings in line with listing_search_source: written, changed or removed.
  await knex.raw(`
    CREATE FUNCTION listing_search_refresh(ids integer[]) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM listing_search ls
       WHERE ls.listing_id = ANY (ids)
         AND NOT EXISTS (SELECT 1 FROM listing_search_source src WHERE src.listing_id = ls.listing_id);
      INSERT INTO listing_search (listing_id, cell, price, is_premium, rating, created_at, postal_code, doc)
      SELECT listing_id, cell, price, is_premium, rating, created_at, postal_code, doc
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

  // Only the columns the search reads fire the triggers: a view counter or an updated_at stamp does not.
  await knex.raw(`
    CREATE FUNCTION listings_refresh_search() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM listing_search_refresh(ARRAY[NEW.id]);
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER listings_refresh_search
    AFTER INSERT OR UPDATE OF stable_id, title, description, stall_type, price_per_month, is_premium, status,
                              created_at
    ON listings FOR EACH ROW EXECUTE FUNCTION listings_refresh_search()`);
  await knex.raw(`
    CREATE FUNCTION stables_refresh_search() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM listing_search_refresh(ARRAY(SELECT id FROM listings WHERE stable_id = NEW.id));
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER stables_refresh_search
    AFTER UPDATE OF name, address, city, postal_code, region, rating, has_riding_arena, has_wash_area, has_wifi,
                    has_parking, has_feed, has_vet
    ON stables FOR EACH ROW EXECUTE FUNCTION stables_refresh_search()`);

  // The cell counts follow every row of listing_search, deletions by cascade and truncation included.
  await knex.raw(`
    CREATE FUNCTION listing_search_count_cells() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND OLD.cell = NEW.cell THEN
        RETURN NULL;
      END IF;
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE listing_search_cells SET listings = listings - 1 WHERE cell = OLD.cell;
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO listing_search_cells (cell, listings) VALUES (NEW.cell, 1)
        ON CONFLICT (cell) DO UPDATE SET listings = listing_search_cells.listings + 1;
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER listing_search_count_cells
    AFTER INSERT OR DELETE OR UPDATE OF cell ON listing_search
    FOR EACH ROW EXECUTE FUNCTION listing_search_count_cells()`);
  await knex.raw(`
    CREATE FUNCTION listing_search_clear_cells() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM listing_search_cells;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER listing_search_clear_cells
    AFTER TRUNCATE ON listing_search
    FOR EACH STATEMENT EXECUTE FUNCTION listing_search_clear_cells()`);

  // Rebuilds both tables from scratch in one statement each: after a bulk load that bypassed the triggers.
  await knex.raw(`
    CREATE FUNCTION listing_search_rebuild() RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      ALTER TABLE listing_search DISABLE TRIGGER listing_search_count_cells;
      DELETE FROM listing_search;
      INSERT INTO listing_search (listing_id, cell, price, is_premium, rating, created_at, postal_code, doc)
      SELECT listing_id, cell, price, is_premium, rating, created_at, postal_code, doc FROM listing_search_source;
      ALTER TABLE listing_search ENABLE TRIGGER listing_search_count_cells;
      DELETE FROM listing_search_cells;
      INSERT INTO listing_search_cells (cell, listings) SELECT cell, count(*) FROM listing_search GROUP BY cell;
    END $$`);
  await knex.raw('SELECT listing_search_rebuild()');

  // One index per sort order, each carrying the cell so a filtered page is read from the index alone.
  // Both price orders list equal prices in the order they were listed, so the descending one orders by the
  // negated price (ascending id in both).
  await knex.raw(
    'CREATE INDEX listing_search_relevance_idx ON listing_search (is_premium DESC, rating DESC, created_at DESC, listing_id DESC) INCLUDE (cell)',
  );
  await knex.raw('CREATE INDEX listing_search_price_idx ON listing_search (price, listing_id) INCLUDE (cell)');
  await knex.raw(
    'CREATE INDEX listing_search_price_desc_idx ON listing_search ((-price), listing_id) INCLUDE (cell, price)',
  );
  await knex.raw(
    'CREATE INDEX listing_search_rating_idx ON listing_search (rating DESC, created_at DESC, listing_id DESC) INCLUDE (cell)',
  );
  await knex.raw(
    'CREATE INDEX listing_search_newest_idx ON listing_search (created_at DESC, listing_id DESC) INCLUDE (cell)',
  );
  // The same orders within each group of cells that share region, price band and stall type (cell / 64): a
  // page filtered by those merges the first rows of each of its groups, so a filter whose listings all sort
  // late (the dear inside boxes in the cheapest-first order) costs no more than any other. The amenity bits are
  // tested on the included cell.
  await knex.raw(
    'CREATE INDEX listing_search_group_relevance_idx ON listing_search ((cell / 64), is_premium DESC, rating DESC, created_at DESC, listing_id DESC) INCLUDE (cell, price)',
  );
  await knex.raw(
    'CREATE INDEX listing_search_group_price_idx ON listing_search ((cell / 64), price, listing_id) INCLUDE (cell)',
  );
  await knex.raw(
    'CREATE INDEX listing_search_group_price_desc_idx ON listing_search ((cell / 64), (-price), listing_id) INCLUDE (cell, price)',
  );
  await knex.raw(
    'CREATE INDEX listing_search_group_rating_idx ON listing_search ((cell / 64), rating DESC, created_at DESC, listing_id DESC) INCLUDE (cell)',
  );
  await knex.raw(
    'CREATE INDEX listing_search_group_newest_idx ON listing_search ((cell / 64), created_at DESC, listing_id DESC) INCLUDE (cell)',
  );
  // Narrow filters: the few matching rows of their cells with every sort key, sorted after reading.
  await knex.raw(
    'CREATE INDEX listing_search_cell_idx ON listing_search (cell) INCLUDE (is_premium, rating, created_at, price)',
  );
  await knex.raw('CREATE INDEX listing_search_doc_trgm_idx ON listing_search USING gin (doc gin_trgm_ops)');
  await knex.raw(
    'CREATE INDEX listing_search_postal_code_idx ON listing_search (postal_code text_pattern_ops) INCLUDE (cell)',
  );
  await knex.raw('ANALYZE listing_search, listing_search_cells');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS stables_refresh_search ON stables');
  await knex.raw('DROP TRIGGER IF EXISTS listings_refresh_search ON listings');
  await knex.raw('DROP FUNCTION IF EXISTS stables_refresh_search()');
  await knex.raw('DROP FUNCTION IF EXISTS listings_refresh_search()');
  await knex.raw('DROP TABLE IF EXISTS listing_search_cells, listing_search');
  await knex.raw('DROP FUNCTION IF EXISTS listing_search_rebuild()');
  await knex.raw('DROP FUNCTION IF EXISTS listing_search_refresh(integer[])');
  await knex.raw('DROP FUNCTION IF EXISTS listing_search_count_cells()');
  await knex.raw('DROP FUNCTION IF EXISTS listing_search_clear_cells()');
  await knex.raw('DROP VIEW IF EXISTS listing_search_source');
}
