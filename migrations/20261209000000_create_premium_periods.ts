// Premium as booked periods (issue 38), and when a listing ran out for lack of updates. Two parts of that issue
// meet here, so both are created first: a premium period belongs to a listing and, when booked, to its invoice
// (the invoices' migration adds that reference); `starts_at` is null while a period waits for its payment. A listing
// that expires keeps its periods: they pause from `listings.expired_at` and are shifted by the paused time when the
// owner brings the listing back (api/src/premium/pause.ts).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('listings', (t) => {
    t.timestamp('expired_at', { useTz: true });
  });
  await knex.schema.createTable('premium_periods', (t) => {
    t.increments('id').primary();
    t.integer('listing_id').notNullable().references('listings.id').onDelete('CASCADE');
    t.integer('days').notNullable();
    t.timestamp('starts_at', { useTz: true });
    t.timestamp('ends_at', { useTz: true });
    t.timestamp('ended_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('ALTER TABLE premium_periods ADD CONSTRAINT premium_periods_days_check CHECK (days > 0)');
  await knex.raw(
    `ALTER TABLE premium_periods ADD CONSTRAINT premium_periods_span_check
       CHECK ((starts_at IS NULL AND ends_at IS NULL) OR (starts_at IS NOT NULL AND ends_at > starts_at))`,
  );
  await knex.raw('CREATE INDEX premium_periods_listing_idx ON premium_periods (listing_id, ends_at)');
  await knex.raw('CREATE INDEX premium_periods_running_idx ON premium_periods (ends_at) WHERE ended_at IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('premium_periods');
  await knex.schema.alterTable('listings', (t) => {
    t.dropColumn('expired_at');
  });
}
