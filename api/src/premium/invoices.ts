// Invoices after their issue (issue 38): the owner's and the back office's lists, one invoice for its PDF, the
// payment and the cancellation by a credit note (Storno) with its own number from the same sequence. Another owner's
// invoice answers 404 exactly like one that does not exist.
import type { Knex } from 'knex';
import { PREMIUM_MSG, type AdminInvoiceDto, type InvoiceDto, type InvoiceState } from '#contract/premium.ts';
import { conflict, notFound } from '../http/errors.ts';
import { berlinDay, type InvoiceData } from './invoice-data.ts';
import { applyPremium } from './listing-premium.ts';
import { startWaitingPeriod } from './booking.ts';
import { nextInvoiceNumber } from './numbering.ts';

export interface InvoiceRow {
  id: number;
  number: string;
  kind: 'invoice' | 'credit_note';
  userId: number | null;
  listingId: number | null;
  correctsId: number | null;
  days: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatRate: string | number;
  issuedAt: Date;
  dueOn: string | Date | null;
  paidAt: Date | null;
  cancelledAt: Date | null;
  data: InvoiceData;
  relatedNumber: string | null;
}

function invoiceRows(knex: Knex) {
  return knex('invoices as i')
    .leftJoin('invoices as r', (j) => j.on('r.correctsId', 'i.id').orOn('r.id', 'i.correctsId'))
    .select('i.*', 'r.number as relatedNumber')
    .orderBy('i.issuedAt', 'desc')
    .orderBy('i.id', 'desc');
}

const stateOf = (row: InvoiceRow): InvoiceState =>
  row.kind === 'credit_note' ? 'credit_note' : row.cancelledAt ? 'cancelled' : row.paidAt ? 'paid' : 'open';

/** A credit note's amounts count against its invoice: negative in the lists. */
const signed = (row: InvoiceRow, cents: number) => (row.kind === 'credit_note' ? -cents : cents) / 100;

export function presentInvoice(row: InvoiceRow): InvoiceDto {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    state: stateOf(row),
    issuedOn: row.data.issuedOn,
    dueOn: row.data.dueOn,
    listingId: row.listingId,
    listingTitle: row.data.line.description,
    days: row.days,
    periodFrom: row.data.periodFrom,
    periodTo: row.data.periodTo,
    net: signed(row, row.netCents),
    vat: signed(row, row.vatCents),
    gross: signed(row, row.grossCents),
    vatRate: Number(row.vatRate),
    paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
    relatedNumber: row.relatedNumber,
  };
}

export function presentAdminInvoice(row: InvoiceRow): AdminInvoiceDto {
  const buyer = row.data.buyer;
  return {
    ...presentInvoice(row),
    buyerName: buyer.company ? `${buyer.name} (${buyer.company})` : buyer.name,
    buyerEmail: buyer.email,
  };
}

export async function ownerInvoices(knex: Knex, ownerId: number): Promise<InvoiceDto[]> {
  return ((await invoiceRows(knex).where('i.userId', ownerId)) as InvoiceRow[]).map(presentInvoice);
}

export async function adminInvoices(knex: Knex): Promise<AdminInvoiceDto[]> {
  return ((await invoiceRows(knex)) as InvoiceRow[]).map(presentAdminInvoice);
}

/** The owner's own invoice or credit note, or 404. */
export async function ownInvoice(knex: Knex, ownerId: number, id: number): Promise<InvoiceRow> {
  const row = (await invoiceRows(knex).where('i.id', id).where('i.userId', ownerId).first()) as InvoiceRow | undefined;
  if (!row) throw notFound(PREMIUM_MSG.invoice);
  return row;
}

async function lockedInvoice(trx: Knex.Transaction, id: number): Promise<InvoiceRow> {
  const row = (await trx('invoices').where({ id }).forUpdate().first()) as InvoiceRow | undefined;
  if (!row) throw notFound(PREMIUM_MSG.invoice);
  if (row.kind === 'credit_note') throw conflict(PREMIUM_MSG.creditNote);
  if (row.cancelledAt) throw conflict(PREMIUM_MSG.cancelled);
  return row;
}

async function adminInvoice(knex: Knex, id: number): Promise<AdminInvoiceDto> {
  return presentAdminInvoice((await invoiceRows(knex).where('i.id', id).first()) as InvoiceRow);
}

/** The admin marks the invoice paid; a period waiting for the payment starts now (or where booked Premium ends). */
export async function markPaid(knex: Knex, adminId: number, id: number, now: Date): Promise<AdminInvoiceDto> {
  await knex.transaction(async (trx) => {
    const invoice = await lockedInvoice(trx, id);
    if (invoice.paidAt) throw conflict(PREMIUM_MSG.alreadyPaid);
    if (invoice.listingId) await trx('listings').where({ id: invoice.listingId }).forUpdate().first('id');
    await trx('invoices').where({ id }).update({ paidAt: now, paidBy: adminId });
    const period = await trx('premium_periods').where({ invoiceId: id }).whereNull('endedAt').first();
    if (period) await startWaitingPeriod(trx, period, now);
    if (invoice.listingId) await applyPremium(trx, invoice.listingId, now);
  });
  return adminInvoice(knex, id);
}

/**
 * Cancels the invoice with a credit note: the invoice's data with the credit note's own number, date and a
 * reference to the invoice. Its Premium period ends now (or never starts). Returns the cancelled invoice.
 */
export async function cancelInvoice(knex: Knex, adminId: number, id: number, now: Date): Promise<AdminInvoiceDto> {
  await knex.transaction(async (trx) => {
    const invoice = await lockedInvoice(trx, id);
    // The listing before the number counter: the order a booking takes them in, so the two never deadlock.
    if (invoice.listingId) await trx('listings').where({ id: invoice.listingId }).forUpdate().first('id');
    const issuedOn = berlinDay(now);
    const number = await nextInvoiceNumber(trx, Number(issuedOn.slice(0, 4)));
    const data: InvoiceData = {
      ...invoice.data,
      kind: 'credit_note',
      number,
      issuedOn,
      dueOn: null,
      corrects: { number: invoice.number, issuedOn: invoice.data.issuedOn },
    };
    await trx('invoices').insert({
      number,
      kind: 'credit_note',
      userId: invoice.userId,
      listingId: invoice.listingId,
      correctsId: invoice.id,
      days: invoice.days,
      netCents: invoice.netCents,
      vatCents: invoice.vatCents,
      grossCents: invoice.grossCents,
      vatRate: invoice.vatRate,
      issuedAt: now,
      data: JSON.stringify(data),
    });
    await trx('invoices').where({ id }).update({ cancelledAt: now, cancelledBy: adminId });
    await trx('premium_periods').where({ invoiceId: id }).whereNull('endedAt').update({ endedAt: now });
    if (invoice.listingId) await applyPremium(trx, invoice.listingId, now);
  });
  return adminInvoice(knex, id);
}
