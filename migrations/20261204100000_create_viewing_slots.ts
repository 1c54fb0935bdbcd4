// Viewing slots (issue 35): times an owner offers for visiting a stable, each taking `capacity` visitors. A slot
// belongs to the stable, not to a listing, since one visit shows every box of the stable. One slot per stable and
// moment: a weekly pattern run twice adds nothing twice.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('viewing_slots', (t) => {
    t.increments('id').primary();
    t.integer('stable_id').notNullable().references('stables.id').onDelete('CASCADE');
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.integer('minutes').notNullable();
    t.integer('capacity').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['stable_id', 'starts_at']);
  });
  await knex.raw(
    `ALTER TABLE viewing_slots ADD CONSTRAINT viewing_slots_minutes_check CHECK (minutes BETWEEN 15 AND 480),
       ADD CONSTRAINT viewing_slots_capacity_check CHECK (capacity BETWEEN 1 AND 50)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('viewing_slots');
}
