// The care level's two indexes carry the region too: "Österreich, Selbstversorger, ab 12 m²" is then counted from
// the care level's entries alone. Without it the planner read the table: at 200,000 listings 8,600 rows for 1,001
// matches (13 to 22 ms); from the index 3.0 ms (docs/performance.md). The region is a few bytes of an entry of
// about 120, unlike the orders' columns the care index turned down (migration index_care_by_turnout).
import type { Knex } from 'knex';

const FACTS = [
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
  'min_term',
  'has_indoor_arena',
  'facilities',
];

async function careIndexes(knex: Knex, region: string[]): Promise<void> {
  await knex.raw('DROP INDEX listing_search_care_idx');
  await knex.raw(
    `CREATE INDEX listing_search_care_idx ON listing_search (care, stall_type)
       INCLUDE (${['listing_id', ...region, 'turnout', ...FACTS].join(', ')})`,
  );
  await knex.raw('DROP INDEX listing_search_care_turnout_idx');
  await knex.raw(
    `CREATE INDEX listing_search_care_turnout_idx ON listing_search (care, turnout)
       INCLUDE (${['stall_type', 'listing_id', ...region, ...FACTS].join(', ')}) WHERE turnout IS NOT NULL`,
  );
}

export async function up(knex: Knex): Promise<void> {
  await careIndexes(knex, ['region']);
}

export async function down(knex: Knex): Promise<void> {
  await careIndexes(knex, []);
}
