// Waiting lists (issue 36): a signed-in person on the list of a listing without a free place, with an optional
// horse profile and note. `position` orders the list (the owner may reorder it); entries that left it (declined,
// expired) keep their row without a position, for the owner's screen. One active entry per person and listing;
// positions are unique per listing among the active ones (joins lock the listing's row to count).
// `waitlist_notify_first` on listings: the owner's choice who is told when free places come back, null for all.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('waitlist_entries', (t) => {
    t.increments('id').primary();
    t.integer('listing_id').notNullable().references('listings.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('horse_id').references('horses.id').onDelete('SET NULL');
    t.text('note');
    t.integer('position');
    t.string('state', 10).notNullable().defaultTo('waiting');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `ALTER TABLE waitlist_entries
       ADD CONSTRAINT waitlist_entries_state_check
         CHECK (state IN ('waiting', 'offered', 'accepted', 'declined', 'expired')),
       ADD CONSTRAINT waitlist_entries_position_check
         CHECK ((position IS NULL) = (state IN ('declined', 'expired')))`,
  );
  await knex.raw(
    `CREATE UNIQUE INDEX waitlist_entries_active_user ON waitlist_entries (listing_id, user_id)
       WHERE position IS NOT NULL`,
  );
  await knex.raw(
    `CREATE UNIQUE INDEX waitlist_entries_position ON waitlist_entries (listing_id, position)
       WHERE position IS NOT NULL`,
  );
  await knex.raw('CREATE INDEX waitlist_entries_user_idx ON waitlist_entries (user_id)');

  await knex.schema.alterTable('listings', (t) => {
    t.integer('waitlist_notify_first');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('listings', (t) => {
    t.dropColumn('waitlist_notify_first');
  });
  await knex.schema.dropTable('waitlist_entries');
}
