// A second index of the care level, by the turnout, carrying what the first one carries (the facts, the stall type
// and the id): a search by care level and "Weidegang ab" reads only the listings with that much turnout. Through the
// care level's index, whose second key is the stall type, it read every listing of the care level: "Vollpension,
// ab 8 Std. Weidegang, sofort frei" with a horse tested 57,000 entries for 694 matches at 200,000 listings (14 ms),
// and reads the 10,800 with that much turnout (3.4 ms; docs/performance.md). Partial, like the turnout's own
// indexes: only the listings that state it. It carries no more than the care level's index: carrying the orders'
// columns too (region, prices, amenities, point) made both half as wide again and every search through them slower.
import type { Knex } from 'knex';

const CARRIED = [
  'stall_type',
  'listing_id',
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

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE INDEX listing_search_care_turnout_idx ON listing_search (care, turnout) INCLUDE (${CARRIED.join(', ')})
      WHERE turnout IS NOT NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX listing_search_care_turnout_idx');
}
