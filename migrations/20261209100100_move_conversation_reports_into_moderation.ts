// The conversation reports (issue 35) become reports of the one moderation queue (issue 37): each moves over with
// its reporter, text and time; the old reasons map onto the new ones (spam and fraud → fraud, harassment →
// offensive); a report marked handled counts as decided. The old table goes, so there is one queue to read.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `INSERT INTO moderation_reports (kind, item_id, reporter_id, reason, message, status, created_at, decided_at)
     SELECT 'conversation', conversation_id, reporter_id,
            CASE reason WHEN 'spam' THEN 'fraud' WHEN 'harassment' THEN 'offensive'
                        WHEN 'fraud' THEN 'fraud' ELSE 'other' END,
            message, CASE WHEN handled_at IS NULL THEN 'open' ELSE 'decided' END, created_at, handled_at
       FROM conversation_reports ORDER BY id`,
  );
  await knex.schema.dropTable('conversation_reports');
}

/** Back to a table of its own, with the new reasons (the old ones cannot be told apart any more). */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('conversation_reports', (t) => {
    t.increments('id').primary();
    t.integer('conversation_id').notNullable().references('conversations.id').onDelete('CASCADE');
    t.integer('reporter_id').references('users.id').onDelete('SET NULL');
    t.string('reporter_role', 10).notNullable();
    t.string('reason', 20).notNullable();
    t.text('message').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('handled_at', { useTz: true });
    t.integer('handled_by').references('users.id').onDelete('SET NULL');
    t.index(['conversation_id']);
  });
  await knex.raw(
    `INSERT INTO conversation_reports (conversation_id, reporter_id, reporter_role, reason, message, created_at, handled_at)
     SELECT r.item_id, r.reporter_id, CASE WHEN r.reporter_id = v.enquirer_id THEN 'enquirer' ELSE 'owner' END,
            r.reason, r.message, r.created_at, r.decided_at
       FROM moderation_reports r JOIN conversations v ON v.id = r.item_id
      WHERE r.kind = 'conversation' ORDER BY r.id`,
  );
  await knex.raw(
    'CREATE INDEX conversation_reports_open_idx ON conversation_reports (created_at) WHERE handled_at IS NULL',
  );
  await knex('moderation_reports').where({ kind: 'conversation' }).delete();
}
