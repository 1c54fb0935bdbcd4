// Invoice numbers without gaps (§ 14 UStG): one sequence per calendar year for invoices and credit notes alike,
// "2026-00001". The upsert locks the year's counter row until the caller's transaction ends, so concurrent bookings
// take their numbers one after the other, and a transaction that rolls back gives its number back.
import type { Knex } from 'knex';

export async function nextInvoiceNumber(trx: Knex.Transaction, year: number): Promise<string> {
  const { rows } = await trx.raw<{ rows: { n: number }[] }>(
    `INSERT INTO invoice_counters (year, last_number) VALUES (?, 1)
     ON CONFLICT (year) DO UPDATE SET last_number = invoice_counters.last_number + 1
     RETURNING last_number AS n`,
    [year],
  );
  return `${year}-${String(rows[0]!.n).padStart(5, '0')}`;
}
