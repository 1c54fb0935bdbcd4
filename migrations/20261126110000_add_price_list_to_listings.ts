// A listing's price list and deposit (issue 15): what is in the base price, what comes on top every month or year,
// what is optional and what is paid once (contract/costs.ts), in the owner's order, and the deposit (Kaution).
// The list is part of the listing, read and written with it: one JSON column, checked by the contract's
// PriceItemBody on every write, not a table of its own.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE listings ADD COLUMN price_items jsonb NOT NULL DEFAULT '[]'::jsonb`);
  await knex.raw('ALTER TABLE listings ADD COLUMN deposit numeric(10, 2)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE listings DROP COLUMN deposit');
  await knex.raw('ALTER TABLE listings DROP COLUMN price_items');
}
