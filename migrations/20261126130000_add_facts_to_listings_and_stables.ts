// The structured facts of a stable place (issue 15, contract/facts.ts): care, turnout, the place itself,
// admission rules and contract terms, all optional, as one JSON object per listing (checked by the contract's
// ListingFactsBody on every write; a missing key is a fact the owner did not give). The stable gains its
// facilities beyond the eight amenity flags (horse walker, trainer on site, ...) and its indoor hall's size.
// The search reads the facts it filters on from listing_search (migration add_facts_to_listing_search).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE listings ADD COLUMN facts jsonb NOT NULL DEFAULT '{}'::jsonb`);
  await knex.raw(`ALTER TABLE stables ADD COLUMN facilities text[] NOT NULL DEFAULT '{}'`);
  await knex.raw('ALTER TABLE stables ADD COLUMN indoor_arena_size varchar(40)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE stables DROP COLUMN indoor_arena_size');
  await knex.raw('ALTER TABLE stables DROP COLUMN facilities');
  await knex.raw('ALTER TABLE listings DROP COLUMN facts');
}
