// A place offered to a person on a waiting list (issue 36): open until its deadline, then accepted, declined or
// expired. The offer's lines go into the conversation between the person and the stable about the listing.
// At most one open offer per entry; the deadline job finds the open ones by their deadline.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('waitlist_offers', (t) => {
    t.increments('id').primary();
    t.integer('entry_id').notNullable().references('waitlist_entries.id').onDelete('CASCADE');
    t.integer('conversation_id').references('conversations.id').onDelete('SET NULL');
    t.string('state', 10).notNullable().defaultTo('open');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('decided_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `ALTER TABLE waitlist_offers ADD CONSTRAINT waitlist_offers_state_check
       CHECK (state IN ('open', 'accepted', 'declined', 'expired'))`,
  );
  await knex.raw(`CREATE UNIQUE INDEX waitlist_offers_one_open ON waitlist_offers (entry_id) WHERE state = 'open'`);
  await knex.raw(`CREATE INDEX waitlist_offers_deadline_idx ON waitlist_offers (expires_at) WHERE state = 'open'`);
  await knex.raw('CREATE INDEX waitlist_offers_entry_idx ON waitlist_offers (entry_id, created_at DESC)');
  await knex.raw('CREATE INDEX waitlist_offers_conversation_idx ON waitlist_offers (conversation_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('waitlist_offers');
}
