// The postal codes' index carries the common filters (the columns every order's index carries, api/src/search/order.ts
// CARRIED_COLUMNS): a postal prefix with a region, a stall type, a price band or amenities is then counted from the
// prefix's entries alone. Without them the planner ANDed the prefix's bitmap with the filter's, which held a fifth
// of the listings or more: "80" with a vet on site read 34,000 entries of the vet's index for 1,001 matches, 9.7 ms
// at 200,000 listings, and reads 5,000 of the prefix's entries, 1.6 ms (docs/performance.md).
import type { Knex } from 'knex';

const CARRIED = [
  'earth',
  'region',
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

async function postalIndex(knex: Knex, carried: string[]): Promise<void> {
  await knex.raw('DROP INDEX listing_search_postal_code_idx');
  await knex.raw(
    `CREATE INDEX listing_search_postal_code_idx ON listing_search (postal_code text_pattern_ops)
       INCLUDE (${['stall_type', 'listing_id', ...carried].join(', ')})`,
  );
}

export async function up(knex: Knex): Promise<void> {
  await postalIndex(knex, CARRIED);
}

export async function down(knex: Knex): Promise<void> {
  await postalIndex(knex, []);
}
