// Newsletter sign-ups per topic; one row per address and topic, so signing up twice stores one.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_signups', (t) => {
    t.increments('id');
    t.string('topic', 40).notNullable();
    t.string('email', 254).notNullable();
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['topic', 'email']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_signups');
}
