// Viewings (issue 35): a slot booked by the enquirer of a conversation, or proposed by the owner and accepted by
// the enquirer. The time is copied from the slot, so a cancelled viewing keeps its time when the slot is deleted.
// `sequence` counts the changes a calendar has to follow (SEQUENCE of the .ics); `reminded_at` marks the reminder
// of the day before as sent, once. A conversation has at most one viewing that is proposed or booked.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('viewings', (t) => {
    t.increments('id').primary();
    t.integer('slot_id').references('viewing_slots.id').onDelete('SET NULL');
    t.integer('conversation_id').notNullable().references('conversations.id').onDelete('CASCADE');
    t.string('status', 10).notNullable();
    t.string('proposed_by', 10).notNullable();
    t.string('cancelled_by', 10);
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.integer('sequence').notNullable().defaultTo(0);
    t.timestamp('reminded_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `ALTER TABLE viewings
       ADD CONSTRAINT viewings_status_check CHECK (status IN ('proposed', 'booked', 'cancelled')),
       ADD CONSTRAINT viewings_proposed_by_check CHECK (proposed_by IN ('owner', 'enquirer')),
       ADD CONSTRAINT viewings_cancelled_by_check CHECK (cancelled_by IN ('owner', 'enquirer'))`,
  );
  await knex.raw(
    `CREATE UNIQUE INDEX viewings_one_active_per_conversation ON viewings (conversation_id)
       WHERE status IN ('proposed', 'booked')`,
  );
  // Counting a slot's taken places.
  await knex.raw(`CREATE INDEX viewings_slot_active_idx ON viewings (slot_id) WHERE status IN ('proposed', 'booked')`);
  // The reminder job: booked viewings not yet reminded, by time.
  await knex.raw(
    `CREATE INDEX viewings_reminder_idx ON viewings (starts_at) WHERE status = 'booked' AND reminded_at IS NULL`,
  );
  await knex.raw(`CREATE INDEX viewings_conversation_idx ON viewings (conversation_id, starts_at)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('viewings');
}
