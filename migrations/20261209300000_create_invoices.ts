// Invoices and credit notes of booked Premium (issue 38). One consecutive sequence per calendar year for both
// kinds ("2026-00001"): `invoice_counters` holds the last number of a year, and the booking's transaction takes the
// next one with an upsert that locks the year's row until it commits, so concurrent bookings queue there and a
// rolled-back booking gives its number back (no gaps). `data` is the invoice as issued (seller, buyer, lines,
// amounts, dates): the PDF and the e-invoice are rendered from it alone, so they come out the same every time; a
// trigger refuses any change to it, to the number or to the amounts. Only the payment and the cancellation change.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('invoice_counters', (t) => {
    t.integer('year').primary();
    t.integer('last_number').notNullable();
  });
  await knex.schema.createTable('invoices', (t) => {
    t.increments('id').primary();
    t.text('number').notNullable().unique();
    t.text('kind').notNullable();
    // The buyer's account; the invoice outlives it (kept ten years), the buyer's name and address are in `data`.
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.integer('listing_id').references('listings.id').onDelete('SET NULL');
    // A credit note names the invoice it cancels.
    t.integer('corrects_id').references('invoices.id').onDelete('RESTRICT');
    t.integer('days').notNullable();
    t.integer('net_cents').notNullable();
    t.integer('vat_cents').notNullable();
    t.integer('gross_cents').notNullable();
    t.decimal('vat_rate', 5, 2).notNullable();
    t.timestamp('issued_at', { useTz: true }).notNullable();
    t.date('due_on');
    t.timestamp('paid_at', { useTz: true });
    t.integer('paid_by').references('users.id').onDelete('SET NULL');
    t.timestamp('cancelled_at', { useTz: true });
    t.integer('cancelled_by').references('users.id').onDelete('SET NULL');
    t.jsonb('data').notNullable();
  });
  await knex.raw(`ALTER TABLE invoices ADD CONSTRAINT invoices_kind_check CHECK (kind IN ('invoice', 'credit_note'))`);
  await knex.raw(
    `ALTER TABLE invoices ADD CONSTRAINT invoices_credit_note_check
       CHECK ((kind = 'credit_note') = (corrects_id IS NOT NULL))`,
  );
  await knex.raw(
    'CREATE UNIQUE INDEX invoices_one_credit_note_idx ON invoices (corrects_id) WHERE corrects_id IS NOT NULL',
  );
  await knex.raw('CREATE INDEX invoices_user_idx ON invoices (user_id, issued_at DESC)');
  await knex.raw(`
    CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.number IS DISTINCT FROM OLD.number OR NEW.kind IS DISTINCT FROM OLD.kind
         OR NEW.data IS DISTINCT FROM OLD.data OR NEW.net_cents IS DISTINCT FROM OLD.net_cents
         OR NEW.vat_cents IS DISTINCT FROM OLD.vat_cents OR NEW.gross_cents IS DISTINCT FROM OLD.gross_cents
         OR NEW.vat_rate IS DISTINCT FROM OLD.vat_rate OR NEW.issued_at IS DISTINCT FROM OLD.issued_at THEN
        RAISE EXCEPTION 'an issued invoice does not change (%)', OLD.number;
      END IF;
      RETURN NEW;
    END $$`);
  await knex.raw(
    'CREATE TRIGGER invoices_immutable BEFORE UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_immutable()',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('invoices');
  await knex.raw('DROP FUNCTION IF EXISTS invoices_immutable()');
  await knex.schema.dropTable('invoice_counters');
}
