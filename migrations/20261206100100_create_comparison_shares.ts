// Read-only share links of a comparison (/vergleich/<token>): who shared which listings. Only the token's
// SHA-256 is stored; the link itself is shown once, to the one who made it. Gone with the account.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('comparison_shares', (t) => {
    t.increments('id').primary();
    t.string('token_hash', 64).notNullable().unique();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.jsonb('listing_ids').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('comparison_shares');
}
