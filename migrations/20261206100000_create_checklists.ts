// Visit checklists (issue 35): one per account and listing, the answers per question (stars, note, updatedAt)
// and the free notes kept as JSON, merged per part by contract/checklists.ts. Gone with the account or the listing.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('checklists', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('listing_id').notNullable().references('listings.id').onDelete('CASCADE');
    t.jsonb('answers').notNullable().defaultTo('{}');
    t.jsonb('notes');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'listing_id']);
    t.index(['listing_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('checklists');
}
