// listing_map_shift() (migration create_listing_map_cells) joined listing_map_cells with the levels and cells as
// sets, and the planner, unable to see that each level names one row, read the table whole for each statement:
// moving two stables' pins took 80-225 ms at a million listings (10-15 ms without the map's trigger). Now one
// statement per key, each a primary-key lookup (counting down first, deleting the row only when it reached zero):
// 15-55 ms for the same. The rows are still written in key order (levels up, the row of all before the cell's),
// so two transactions never wait on each other's rows crosswise.
import type { Knex } from 'knex';

/** As migration create_listing_map_cells keeps them. */
const FIRST_LEVEL = 5;
const LAST_CELL_LEVEL = 12;
const LAST_LEVEL = 14;
const LATITUDE = `degrees(asin(greatest(-1, least(1, cube_ll_coord(earth, 3) / earth()))))`;
const LONGITUDE = `degrees(atan2(cube_ll_coord(earth, 2), cube_ll_coord(earth, 1)))`;

export async function up(knex: Knex): Promise<void> {
  // A row may reach 0 for the moment between counting its last listing down and deleting it.
  await knex.raw('ALTER TABLE listing_map_cells DROP CONSTRAINT listing_map_cells_listings_check');
  await knex.raw('ALTER TABLE listing_map_cells ADD CONSTRAINT listing_map_cells_listings_check CHECK (listings >= 0)');
  await knex.raw(`
    CREATE OR REPLACE FUNCTION listing_map_shift(id integer, search_cell smallint, is_premium boolean, earth cube,
                                                 sign integer)
    RETURNS void
    LANGUAGE plpgsql AS $$
    DECLARE
      lat float8 := ${LATITUDE};
      lon float8 := ${LONGITUDE};
      -- Named apart from the table's columns, which PL/pgSQL would not tell from them.
      lat_millionths bigint := round(lat * 1e6)::bigint;
      lon_millionths bigint := round(lon * 1e6)::bigint;
      premium_count integer := is_premium::integer;
      c smallint;
      cx integer;
      cy integer;
      left_over integer;
    BEGIN
      FOR l IN ${FIRST_LEVEL}..${LAST_LEVEL} LOOP
        cx := map_cell_x(lon, l);
        cy := map_cell_y(lat, l);
        FOREACH c IN ARRAY CASE WHEN l <= ${LAST_CELL_LEVEL} THEN ARRAY[-1, search_cell] ELSE ARRAY[-1] END::smallint[] LOOP
          IF sign > 0 THEN
            INSERT INTO listing_map_cells AS m (level, cell, x, y, listings, premium, lat_e6, lon_e6, id_sum)
            VALUES (l, c, cx, cy, 1, premium_count, lat_millionths, lon_millionths, id)
            ON CONFLICT (level, cell, x, y) DO UPDATE
               SET listings = m.listings + 1, premium = m.premium + EXCLUDED.premium,
                   lat_e6 = m.lat_e6 + EXCLUDED.lat_e6, lon_e6 = m.lon_e6 + EXCLUDED.lon_e6,
                   id_sum = m.id_sum + EXCLUDED.id_sum;
          ELSE
            -- Counted down; the row of a cell's last listing then goes (its sums are zero).
            UPDATE listing_map_cells m
               SET listings = m.listings - 1, premium = m.premium - premium_count,
                   lat_e6 = m.lat_e6 - lat_millionths, lon_e6 = m.lon_e6 - lon_millionths, id_sum = m.id_sum - id
             WHERE m.level = l AND m.cell = c AND m.x = cx AND m.y = cy
            RETURNING m.listings INTO left_over;
            IF left_over = 0 THEN
              DELETE FROM listing_map_cells m WHERE m.level = l AND m.cell = c AND m.x = cx AND m.y = cy;
            END IF;
          END IF;
        END LOOP;
      END LOOP;
    END $$`);
}

// The function keeps its meaning, only its statements change: down leaves it (migration create_listing_map_cells's
// down drops it) and restores the stricter check, which holds whenever no change is under way.
export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE listing_map_cells DROP CONSTRAINT listing_map_cells_listings_check');
  await knex.raw('ALTER TABLE listing_map_cells ADD CONSTRAINT listing_map_cells_listings_check CHECK (listings > 0)');
}
