// The map's clusters counted ahead (GET /api/map): for each grid level of the zooms that show wide areas, each
// grid cell and each search cell (region, price band, stall type, amenities; -1 for all of them together), how
// many public listings lie there, how many are premium, and the sums of their coordinates and ids. A whole
// country at zoom 6 is then about a hundred grid cells: the unfiltered map sums their "all" rows, a filtered
// one the rows of its search cells, instead of grouping a million listings (250-400 ms at a million on this
// machine, against a 100 ms bar). Closer zooms (a city) group the few listings of their area directly.
// Maintained by a trigger on every row of listing_search, in the same transaction as the change.
//
// The grid is Web Mercator's at 64 px cells: level = zoom + 2, column x from the longitude, row y from the
// latitude (north first), exactly as contract/bbox.ts cellX/cellY compute them. Coordinates are summed in
// millionths of a degree as integers, so adding and taking away a listing is exact and never drifts; the ids'
// sum names the listing of a cell that holds one.
import type { Knex } from 'knex';

/**
 * Levels counted ahead (api/src/listings/map-clusters.ts KEPT_LEVELS): by search cell for zooms 3 to 10, all
 * together up to zoom 12 (a city: at levels 13 and 14 a search cell's row holds about one listing, a row of all
 * of them dozens).
 */
const FIRST_LEVEL = 5;
const LAST_CELL_LEVEL = 12;
const LAST_LEVEL = 14;
/** earthdistance's latitude() and longitude(), written out (api/src/listings/area.ts says why). */
const LATITUDE = (earth: string) => `degrees(asin(greatest(-1, least(1, cube_ll_coord(${earth}, 3) / earth()))))`;
const LONGITUDE = (earth: string) => `degrees(atan2(cube_ll_coord(${earth}, 2), cube_ll_coord(${earth}, 1)))`;
/** The levels and rows one listing counts in: every level's row of all, and its search cell's up to its level. */
const LISTING_ROWS = `generate_series(${FIRST_LEVEL}, ${LAST_LEVEL}) AS l
         CROSS JOIN unnest(ARRAY[-1, search_cell]::smallint[]) AS c`;
const LISTING_ROWS_WHERE = `(c = -1 OR l <= ${LAST_CELL_LEVEL})`;
const MERCATOR_MAX_LAT = 85.05112877980659;

const COLUMNS = 'listing_id, cell, price, is_premium, rating, created_at, postal_code, doc';

/** listing_search_rebuild() as migration add_location_to_listing_search left it, with the map's part or not. */
function rebuild(withMap: boolean): string {
  return `
    CREATE OR REPLACE FUNCTION listing_search_rebuild() RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      ALTER TABLE listing_search DISABLE TRIGGER listing_search_count_cells;
      ALTER TABLE listing_search DISABLE TRIGGER listing_search_post_terms;
      ${withMap ? 'ALTER TABLE listing_search DISABLE TRIGGER listing_search_count_map;' : ''}
      DELETE FROM listing_search;
      INSERT INTO listing_search (${COLUMNS}, earth)
      SELECT ${COLUMNS}, earth FROM listing_search_source;
      ALTER TABLE listing_search ENABLE TRIGGER listing_search_count_cells;
      ALTER TABLE listing_search ENABLE TRIGGER listing_search_post_terms;
      ${withMap ? 'ALTER TABLE listing_search ENABLE TRIGGER listing_search_count_map;' : ''}
      DELETE FROM listing_search_cells;
      INSERT INTO listing_search_cells (cell, listings) SELECT cell, count(*) FROM listing_search GROUP BY cell;
      DELETE FROM listing_search_terms;
      INSERT INTO listing_search_terms (term, listing_id, cell, price, is_premium, rating, created_at)
      SELECT d.term, s.listing_id, s.cell, s.price, s.is_premium, s.rating, s.created_at
        FROM listing_search_dense_terms d
        JOIN listing_search s ON listing_search_has_term(s.doc, s.postal_code, d.term);
      ${withMap ? 'PERFORM listing_map_rebuild();' : ''}
    END $$`;
}

export async function up(knex: Knex): Promise<void> {
  // contract/bbox.ts cellX and cellY, in SQL.
  await knex.raw(`
    CREATE FUNCTION map_cell_x(lon float8, level integer) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT least(2 ^ level - 1, greatest(0, floor((lon + 180) / 360 * 2 ^ level)))::integer
    $$`);
  await knex.raw(`
    CREATE FUNCTION map_cell_y(lat float8, level integer) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT least(2 ^ level - 1, greatest(0, floor(
               (1 - ln(tan(radians(least(${MERCATOR_MAX_LAT}, greatest(-${MERCATOR_MAX_LAT}, lat))))
                       + 1 / cos(radians(least(${MERCATOR_MAX_LAT}, greatest(-${MERCATOR_MAX_LAT}, lat))))) / pi())
               / 2 * 2 ^ level)))::integer
    $$`);

  await knex.raw(`
    CREATE TABLE listing_map_cells (
      level smallint NOT NULL,
      -- The search cell (migration create_listing_search), or -1: the listings of every cell.
      cell smallint NOT NULL,
      x integer NOT NULL,
      y integer NOT NULL,
      listings integer NOT NULL CHECK (listings > 0),
      premium integer NOT NULL,
      lat_e6 bigint NOT NULL,
      lon_e6 bigint NOT NULL,
      id_sum bigint NOT NULL,
      -- A map's area is a range of columns within its level and cells: read from the key's index alone.
      PRIMARY KEY (level, cell, x, y) INCLUDE (listings, premium, lat_e6, lon_e6, id_sum)
    )`);

  // Adds (sign 1) or takes away (-1) one listing at every level, in its cell's row and in the row of all.
  // Rows are locked in key order, so two transactions never wait on each other's rows crosswise; a row whose
  // last listing leaves is deleted (its sums are then zero).
  await knex.raw(`
    CREATE FUNCTION listing_map_shift(id integer, search_cell smallint, is_premium boolean, earth cube, sign integer)
    RETURNS void
    LANGUAGE plpgsql AS $$
    DECLARE
      lat float8 := ${LATITUDE('earth')};
      lon float8 := ${LONGITUDE('earth')};
    BEGIN
      IF sign > 0 THEN
        INSERT INTO listing_map_cells AS m (level, cell, x, y, listings, premium, lat_e6, lon_e6, id_sum)
        SELECT l, c, map_cell_x(lon, l), map_cell_y(lat, l), 1, is_premium::integer,
               round(lat * 1e6)::bigint, round(lon * 1e6)::bigint, id::bigint
          FROM ${LISTING_ROWS}
         WHERE ${LISTING_ROWS_WHERE}
         ORDER BY l, c
        ON CONFLICT (level, cell, x, y) DO UPDATE
           SET listings = m.listings + 1, premium = m.premium + EXCLUDED.premium,
               lat_e6 = m.lat_e6 + EXCLUDED.lat_e6, lon_e6 = m.lon_e6 + EXCLUDED.lon_e6,
               id_sum = m.id_sum + EXCLUDED.id_sum;
      ELSE
        -- An UPDATE over a join locks its rows in no set order: they are locked in key order first.
        PERFORM 1 FROM listing_map_cells m, ${LISTING_ROWS}
         WHERE m.level = l AND m.cell = c AND m.x = map_cell_x(lon, l) AND m.y = map_cell_y(lat, l)
         ORDER BY m.level, m.cell
           FOR UPDATE OF m;
        DELETE FROM listing_map_cells m
         USING ${LISTING_ROWS}
         WHERE m.level = l AND m.cell = c AND m.x = map_cell_x(lon, l) AND m.y = map_cell_y(lat, l)
           AND m.listings = 1;
        UPDATE listing_map_cells m
           SET listings = m.listings - 1, premium = m.premium - is_premium::integer,
               lat_e6 = m.lat_e6 - round(lat * 1e6)::bigint, lon_e6 = m.lon_e6 - round(lon * 1e6)::bigint,
               id_sum = m.id_sum - id
          FROM ${LISTING_ROWS}
         WHERE m.level = l AND m.cell = c AND m.x = map_cell_x(lon, l) AND m.y = map_cell_y(lat, l);
      END IF;
    END $$`);

  // A row counts on the map when it has a point; a change of cell, premium flag or point moves it.
  await knex.raw(`
    CREATE FUNCTION listing_search_count_map() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND OLD.cell = NEW.cell AND OLD.is_premium = NEW.is_premium
         AND OLD.earth::text IS NOT DISTINCT FROM NEW.earth::text THEN
        RETURN NULL;
      END IF;
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.earth IS NOT NULL THEN
        PERFORM listing_map_shift(OLD.listing_id, OLD.cell, OLD.is_premium, OLD.earth, -1);
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.earth IS NOT NULL THEN
        PERFORM listing_map_shift(NEW.listing_id, NEW.cell, NEW.is_premium, NEW.earth, 1);
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER listing_search_count_map
    AFTER INSERT OR DELETE OR UPDATE OF cell, is_premium, earth ON listing_search
    FOR EACH ROW EXECUTE FUNCTION listing_search_count_map()`);
  await knex.raw(`
    CREATE FUNCTION listing_search_clear_map() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM listing_map_cells;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER listing_search_clear_map
    AFTER TRUNCATE ON listing_search
    FOR EACH STATEMENT EXECUTE FUNCTION listing_search_clear_map()`);

  // Counts every level from scratch, one level at a time from the points read once (a million listings by ten
  // levels at once would be grouped in one piece): after a bulk load, and below for the listings there are.
  await knex.raw(`
    CREATE FUNCTION listing_map_rebuild() RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM listing_map_cells;
      CREATE TEMP TABLE listing_map_points ON COMMIT DROP AS
      SELECT listing_id, cell, is_premium, ${LATITUDE('earth')} AS lat, ${LONGITUDE('earth')} AS lon
        FROM listing_search WHERE earth IS NOT NULL;
      FOR l IN ${FIRST_LEVEL}..${LAST_LEVEL} LOOP
        INSERT INTO listing_map_cells (level, cell, x, y, listings, premium, lat_e6, lon_e6, id_sum)
        SELECT l, coalesce(p.cell, -1), p.x, p.y, count(*), count(*) FILTER (WHERE p.is_premium),
               sum(p.lat_e6), sum(p.lon_e6), sum(p.listing_id)
          FROM (SELECT listing_id, CASE WHEN l <= ${LAST_CELL_LEVEL} THEN cell ELSE -1 END AS cell, is_premium,
                       map_cell_x(lon, l) AS x, map_cell_y(lat, l) AS y,
                       round(lat * 1e6)::bigint AS lat_e6, round(lon * 1e6)::bigint AS lon_e6
                  FROM listing_map_points) AS p
         GROUP BY GROUPING SETS ((p.cell, p.x, p.y), (p.x, p.y))
        -- Above the search cells' levels both sets are the row of all.
        HAVING l <= ${LAST_CELL_LEVEL} OR GROUPING(p.cell) = 1;
      END LOOP;
      DROP TABLE listing_map_points;
    END $$`);
  await knex.raw(rebuild(true));
  await knex.raw('SELECT listing_map_rebuild()');
  await knex.raw('ANALYZE listing_map_cells');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(rebuild(false));
  await knex.raw('DROP TRIGGER IF EXISTS listing_search_clear_map ON listing_search');
  await knex.raw('DROP TRIGGER IF EXISTS listing_search_count_map ON listing_search');
  await knex.raw('DROP FUNCTION IF EXISTS listing_search_clear_map()');
  await knex.raw('DROP FUNCTION IF EXISTS listing_search_count_map()');
  await knex.raw('DROP FUNCTION IF EXISTS listing_map_rebuild()');
  await knex.raw('DROP FUNCTION IF EXISTS listing_map_shift(integer, smallint, boolean, cube, integer)');
  await knex.raw('DROP TABLE IF EXISTS listing_map_cells');
  await knex.raw('DROP FUNCTION IF EXISTS map_cell_y(float8, integer)');
  await knex.raw('DROP FUNCTION IF EXISTS map_cell_x(float8, integer)');
}
