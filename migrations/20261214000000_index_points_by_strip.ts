// The points once more, on a B-tree: keyed by the grid's column at level 12 (`cell_x >> 8`, 4,096 columns, 6.5 km
// wide at 48° N) and the row at level 20, carrying the point and the common filters' columns. A radius or a travel
// time with only the common filters is counted from it (area.ts, inStrips): one range of rows per column of the
// circle's box. The GiST index takes about seven times as long per entry, and a count with few matches reads every
// entry of the circle (docs/performance.md). `cell_x` is carried so that the column is computed from the index's
// entries alone (an index-only scan). The GiST index stays for nearest first and for the bitmaps with text or facts.
// migrate.ts analyses the table afterwards, which gathers the statistics of the column expression.
import type { Knex } from 'knex';

const CARRIED = [
  'cell_x',
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

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE INDEX listing_search_strip_idx ON listing_search ((cell_x >> 8), cell_y) INCLUDE (${CARRIED.join(', ')})`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX listing_search_strip_idx');
}
