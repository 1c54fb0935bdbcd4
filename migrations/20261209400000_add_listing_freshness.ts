// Listings that stay fresh (issue 38): when the owner last updated the listing (edits, their own status changes
// and renewals; never an admin's or the platform's changes), when the reminder for that update's term went out,
// and the single-use renewal links of the reminder and expiry mails, stored as hashes. `expired_at` itself came
// with the Premium periods (20261209000000). Existing listings count from their last update.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('listings', (t) => {
    t.timestamp('owner_touched_at', { useTz: true });
    t.timestamp('expiry_reminded_at', { useTz: true });
  });
  await knex.raw('UPDATE listings SET owner_touched_at = COALESCE(updated_at, created_at, now())');
  await knex.raw('ALTER TABLE listings ALTER COLUMN owner_touched_at SET DEFAULT now()');
  await knex.raw('ALTER TABLE listings ALTER COLUMN owner_touched_at SET NOT NULL');
  // The job's two look-ups (due for a reminder, due to run out) scan only listings that can still run out.
  await knex.raw(
    `CREATE INDEX listings_freshness_idx ON listings (owner_touched_at)
       WHERE expired_at IS NULL AND status <> 'inactive'`,
  );
  await knex.schema.createTable('listing_renewal_tokens', (t) => {
    t.increments('id').primary();
    t.integer('listing_id').notNullable().references('listings.id').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['listing_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('listing_renewal_tokens');
  await knex.raw('DROP INDEX IF EXISTS listings_freshness_idx');
  await knex.schema.alterTable('listings', (t) => {
    t.dropColumn('expiry_reminded_at');
    t.dropColumn('owner_touched_at');
  });
}
