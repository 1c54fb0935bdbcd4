// The map groups its matches by each listing's grid cell at the finest level, stored as two integers: the cell at
// the level of a zoom is then one shift of each (cell_x >> (20 - level)), where computing it from the Web Mercator
// position took five function calls per coordinate and match: a quarter of the time of the map of a country with a
// filter, where every match is grouped (docs/performance.md).
// The map's two indexes are keyed by the cells instead of the positions, so the area asked for is whole ranges of
// them; they carry what they carried.
import type { Knex } from 'knex';
import { addSearchColumns } from './listing-search-columns.ts';
import { MERCATOR_Y } from './20261130100000_rebuild_listing_search.ts';

/** The finest grid level: the map's at its closest zoom (contract/bbox.ts gridLevel(MAP_MAX_ZOOM)). */
const CELLS = 2 ** 20;

/** What the map's indexes carry: what the clusters need and the common filters test (the stall type too). */
const CARRIED = [
  'lat',
  'lon',
  'is_premium',
  'listing_id',
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

const cell = (position: string) => `least(${CELLS - 1}, greatest(0, floor(${position} * ${CELLS})))::int`;

export async function up(knex: Knex): Promise<void> {
  // Dropped first, so that filling the new columns does not build them again under the old key.
  await knex.raw('DROP INDEX listing_search_map_idx');
  await knex.raw('DROP INDEX listing_search_stall_type_map_idx');
  await addSearchColumns(knex, [
    // The same arithmetic as map_x and map_y (migration rebuild_listing_search), so cell_x >> (20 - level) is
    // exactly floor(map_x * 2^level), the cell contract/bbox.ts and the kept cells count by.
    { name: 'cell_x', expression: cell('(s.longitude + 180) / 360') },
    { name: 'cell_y', expression: cell(`(${MERCATOR_Y})`) },
  ]);
  await knex.raw(
    `CREATE INDEX listing_search_map_idx ON listing_search (cell_x, cell_y) INCLUDE (${CARRIED.join(', ')})`,
  );
  await knex.raw(
    `CREATE INDEX listing_search_stall_type_map_idx ON listing_search (stall_type, cell_x, cell_y)
     INCLUDE (${CARRIED.filter((column) => column !== 'stall_type').join(', ')})`,
  );
}

export async function down(): Promise<void> {
  // The search's schema is rebuilt, not rolled back (20261130100000_rebuild_listing_search).
  throw new Error('add_map_cells_to_listing_search cannot be rolled back');
}
