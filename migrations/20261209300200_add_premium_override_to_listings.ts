// The admin's Premium toggle stays, as an override of what the bookings say (issue 38): `premium_override` null
// follows the booked periods, true or false wins over them; who set it last and when is kept beside it.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('listings', (t) => {
    t.boolean('premium_override');
    t.integer('premium_override_by').references('users.id').onDelete('SET NULL');
    t.timestamp('premium_override_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('listings', (t) => {
    t.dropColumn('premium_override_at');
    t.dropColumn('premium_override_by');
    t.dropColumn('premium_override');
  });
}
