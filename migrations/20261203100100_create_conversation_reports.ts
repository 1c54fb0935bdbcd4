// Reports of a conversation to the admins: the one way an admin reads a conversation at all, until handled.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
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
    'CREATE INDEX conversation_reports_open_idx ON conversation_reports (created_at) WHERE handled_at IS NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('conversation_reports');
}
