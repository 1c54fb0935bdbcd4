// A booked Premium period belongs to its invoice (issue 38; the periods' table was created first, without it), and
// remembers when its owner was told it ends soon, so the reminder goes exactly once.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('premium_periods', (t) => {
    t.integer('invoice_id').references('invoices.id').onDelete('SET NULL');
    t.timestamp('reminded_at', { useTz: true });
  });
  await knex.raw('CREATE UNIQUE INDEX premium_periods_invoice_idx ON premium_periods (invoice_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('premium_periods', (t) => {
    t.dropColumn('reminded_at');
    t.dropColumn('invoice_id');
  });
}
