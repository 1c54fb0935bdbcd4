// Accounts of visitors, stable owners and admins; e-mail and username are unique regardless of case.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('email', 254).notNullable();
    t.string('username', 40).notNullable();
    t.text('password_hash').notNullable();
    t.string('first_name', 120);
    t.string('last_name', 120);
    t.string('phone', 40);
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.boolean('is_stable_owner').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });
  await knex.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))');
  await knex.raw('CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))');
  await knex.raw('CREATE INDEX users_admin_idx ON users (id) WHERE is_admin');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
