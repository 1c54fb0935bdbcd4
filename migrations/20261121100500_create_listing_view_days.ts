// Views per listing and day, so statistics can speak of a period, not only the running total.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('listing_view_days', (t) => {
    t.integer('listing_id').notNullable().references('listings.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.integer('views').notNullable().defaultTo(0);
    t.primary(['listing_id', 'day']);
    t.index(['day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('listing_view_days');
}
