// Mails about new messages (issue 35): each account's choice (batched, daily, off) and when its last daily digest
// went out; the addresses of anonymous enquirers who unsubscribed; and, per message, when its recipient was told
// about it, so no message is mailed twice. Messages that exist already count as told: nothing old is mailed.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('message_mails', 10).notNullable().defaultTo('batched');
    t.timestamp('message_digest_sent_at', { useTz: true });
  });
  await knex.raw(
    `ALTER TABLE users ADD CONSTRAINT users_message_mails_check CHECK (message_mails IN ('batched', 'daily', 'off'))`,
  );
  await knex.schema.createTable('message_mail_optouts', (t) => {
    /** Lower case: an anonymous enquirer's address, for all their conversations. */
    t.string('email', 254).primary();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.alterTable('conversation_messages', (t) => {
    t.timestamp('notified_at', { useTz: true });
  });
  await knex.raw(`UPDATE conversation_messages SET notified_at = created_at`);
  // The minute's job looks only at messages nobody has read or been told about yet.
  await knex.raw(
    `CREATE INDEX conversation_messages_untold_idx ON conversation_messages (created_at)
       WHERE notified_at IS NULL AND read_at IS NULL AND sender <> 'system'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS conversation_messages_untold_idx');
  await knex.schema.alterTable('conversation_messages', (t) => t.dropColumn('notified_at'));
  await knex.schema.dropTable('message_mail_optouts');
  await knex.raw('ALTER TABLE users DROP CONSTRAINT IF EXISTS users_message_mails_check');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('message_digest_sent_at');
    t.dropColumn('message_mails');
  });
}
