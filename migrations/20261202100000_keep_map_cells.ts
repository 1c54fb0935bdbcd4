// The map of all listings, unfiltered, at the country zooms: its clusters read from kept counts per grid cell
// instead of grouping every point of DACH on each request (docs/search.md, mechanism 10). Kept at one fine level
// (MAP_KEPT_LEVEL in api/src/search/map.ts, zoom 8), which coarser zooms sum up. Written by statement triggers on
// listing_search from the rows each statement added or removed, so they follow every write of the search table,
// under the turn its writers take (listing_search_turn): no two transactions update the cells at once.
import type { Knex } from 'knex';

/** The grid level the cells are kept at: 2^10 columns around the world (contract/bbox.ts gridLevel(8)). */
const LEVEL = 10;
const CELLS = 2 ** LEVEL;

/** A row's cell at the kept level, as map.ts computes it. */
const cellOf = (rows: string) => `
  SELECT least(${CELLS - 1}, greatest(0, floor(map_x * ${CELLS})::int)) AS x,
         least(${CELLS - 1}, greatest(0, floor(map_y * ${CELLS})::int)) AS y,
         count(*)::int AS count, (count(*) FILTER (WHERE is_premium))::int AS premium,
         sum(lat) AS lat, sum(lon) AS lon
    FROM ${rows} WHERE lat IS NOT NULL AND lon IS NOT NULL GROUP BY 1, 2`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE listing_map_cells (
      x integer NOT NULL,
      y integer NOT NULL,
      count integer NOT NULL,
      premium integer NOT NULL,
      -- The sums of the listings' latitudes and longitudes: a cluster's position is their mean.
      lat double precision NOT NULL,
      lon double precision NOT NULL,
      PRIMARY KEY (x, y)
    )`);
  await knex.raw(`
    CREATE FUNCTION listing_map_cells_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        UPDATE listing_map_cells AS kept
           SET count = kept.count - gone.count, premium = kept.premium - gone.premium,
               lat = kept.lat - gone.lat, lon = kept.lon - gone.lon
          FROM (${cellOf('removed')}) AS gone
         WHERE kept.x = gone.x AND kept.y = gone.y;
        DELETE FROM listing_map_cells WHERE count = 0;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO listing_map_cells AS kept ${cellOf('added')}
        ON CONFLICT (x, y) DO UPDATE
          SET count = kept.count + excluded.count, premium = kept.premium + excluded.premium,
              lat = kept.lat + excluded.lat, lon = kept.lon + excluded.lon;
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE TRIGGER listing_map_cells_insert AFTER INSERT ON listing_search
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_count()`);
  await knex.raw(`CREATE TRIGGER listing_map_cells_delete AFTER DELETE ON listing_search
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_count()`);
  await knex.raw(`CREATE TRIGGER listing_map_cells_update AFTER UPDATE ON listing_search
    REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_count()`);
  await knex.raw(`
    CREATE FUNCTION listing_map_cells_clear() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM listing_map_cells;
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE TRIGGER listing_map_cells_truncate AFTER TRUNCATE ON listing_search
    FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_clear()`);
  await knex.raw(`INSERT INTO listing_map_cells ${cellOf('listing_search')}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE listing_map_cells');
  await knex.raw('DROP FUNCTION listing_map_cells_count() CASCADE');
  await knex.raw('DROP FUNCTION listing_map_cells_clear() CASCADE');
}
