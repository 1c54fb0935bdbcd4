// Single-use links mailed to an account: password reset and e-mail confirmation (also after an address
// change). Only the SHA-256 hash of a token is stored, so a leaked table opens no account.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_tokens', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('purpose', 30).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    /** The address an e-mail confirmation confirms; it only counts while the account still has it. */
    t.string('email', 254);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'purpose']);
  });
  await knex.raw(
    `ALTER TABLE user_tokens ADD CONSTRAINT user_tokens_purpose_check CHECK (purpose IN ('password_reset', 'email_confirmation'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_tokens');
}
