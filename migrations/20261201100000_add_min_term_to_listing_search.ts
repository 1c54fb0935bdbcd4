// The contract's minimum term in months, for the search's filter "Mindestlaufzeit höchstens" (maxMinTerm).
import type { Knex } from 'knex';
import { addSearchColumn } from './listing-search-columns.ts';

export async function up(knex: Knex): Promise<void> {
  await addSearchColumn(knex, {
    name: 'min_term',
    expression: "floor((l.facts->>'minTermMonths')::numeric)::smallint",
  });
}

export async function down(): Promise<void> {
  // The search's schema is rebuilt, not rolled back (20261130100000_rebuild_listing_search).
  throw new Error('add_min_term_to_listing_search cannot be rolled back');
}
