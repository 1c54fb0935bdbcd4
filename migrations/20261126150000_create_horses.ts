// Horse profiles of an account ("Passt mein Pferd?", issue 15): what a rider tells about each horse, checked by
// the contract's HorseBody on every write. Gone with the account.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('horses', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 60).notNullable();
    t.smallint('height_cm');
    t.string('gender', 16);
    t.smallint('age');
    t.string('type', 16);
    t.string('breed', 60);
    t.string('hoofs', 16);
    t.specificType('needs', 'text[]').notNullable().defaultTo('{}');
    t.string('turnout', 16);
    t.string('discipline', 60);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('horses');
}
