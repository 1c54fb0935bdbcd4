// Platform settings as one JSON document; the API merges it over the defaults of the contract.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('platform_settings', (t) => {
    t.integer('id').primary();
    t.jsonb('value').notNullable().defaultTo('{}');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('ALTER TABLE platform_settings ADD CONSTRAINT platform_settings_single_row CHECK (id = 1)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('platform_settings');
}
