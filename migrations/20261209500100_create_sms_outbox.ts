// SMS waiting to go out to the provider at SMS_URL (api/src/sms/): written in the transaction of the change that
// causes one, sent by the scheduled `sms` work, which records when it went out or why it failed.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sms_outbox', (t) => {
    t.increments('id').primary();
    t.string('to', 40).notNullable();
    t.string('text', 480).notNullable();
    t.integer('tries').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX sms_outbox_pending_idx ON sms_outbox (id) WHERE sent_at IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sms_outbox');
}
