// The care level's index carries every fact a filter tests, the stable's facilities, its indoor hall and the
// minimum term included: a search by care level, stall type and a facility is then counted from the index alone.
// Without them, each match of care level and stall type was read from the table to test the facility: 8,700 rows
// for "Innenbox, Vollpension, ab 14 m², Trainer, sofort frei" at 200,000 listings (docs/performance.md).
import type { Knex } from 'knex';

const CARRIED = [
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

async function careIndex(knex: Knex, carried: readonly string[]): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS listing_search_care_idx');
  await knex.raw(
    `CREATE INDEX listing_search_care_idx ON listing_search (care, stall_type) INCLUDE (${carried.join(', ')})`,
  );
}

export async function up(knex: Knex): Promise<void> {
  await careIndex(knex, [...CARRIED, 'min_term', 'has_indoor_arena', 'facilities']);
}

export async function down(knex: Knex): Promise<void> {
  await careIndex(knex, CARRIED);
}
