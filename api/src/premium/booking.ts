// Booking Premium (issue 38): the owner's view of a listing's Premium and the booking itself, which issues the
// invoice and adds the period in one transaction. A period starts at booking (payment due in 14 days) or, with the
// setting premiumStartsOn = payment, once the invoice is paid; either way it starts where the listing's booked
// Premium ends, so an extension follows on without a gap.
import type { Knex } from 'knex';
import {
  PAYMENT_TERM_DAYS,
  premiumCents,
  premiumOffers,
  type PremiumBookingDto,
  type PremiumDays,
  type PremiumStateDto,
} from '#contract/premium.ts';
import type { SettingsService } from '../settings/service.ts';
import { ownListing } from '../owner/ownership.ts';
import { addDays, berlinDay, countryOfRegion, sellerOf, type InvoiceData } from './invoice-data.ts';
import { applyPremium, runningPeriods } from './listing-premium.ts';
import { mailInvoiceIssued, type PremiumMailDeps } from './mails.ts';
import { nextInvoiceNumber } from './numbering.ts';

export interface BookingDeps extends PremiumMailDeps {
  settings: Pick<SettingsService, 'get'>;
}

interface PeriodRow {
  id: number;
  listingId: number;
  days: number;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** The end of the listing's booked Premium still to come (running or following), or null. */
async function bookedEnd(trx: Knex, listingId: number, now: Date): Promise<Date | null> {
  const row = (await trx('premium_periods')
    .where({ listingId })
    .whereNull('endedAt')
    .where('endsAt', '>', now)
    .max('endsAt as end')
    .first()) as { end: Date | string | null } | undefined;
  return row?.end ? new Date(row.end) : null;
}

/** Where a new period begins: at the end of the booked Premium, or now. */
export async function periodStart(trx: Knex, listingId: number, now: Date): Promise<Date> {
  const end = await bookedEnd(trx, listingId, now);
  return end && end > now ? end : now;
}

/** Gives a period waiting for its payment its start and end (the invoice was paid). */
export async function startWaitingPeriod(trx: Knex.Transaction, period: PeriodRow, now: Date): Promise<void> {
  if (period.startsAt) return;
  const startsAt = await periodStart(trx, period.listingId, now);
  await trx('premium_periods')
    .where({ id: period.id })
    .update({ startsAt, endsAt: addDays(startsAt, period.days) });
}

export async function premiumState(
  knex: Knex,
  settings: Pick<SettingsService, 'get'>,
  ownerId: number,
  listingId: number,
  now: Date,
): Promise<PremiumStateDto> {
  const listing = await ownListing(ownerId, listingId);
  const current = await settings.get(knex);
  const running = (await runningPeriods(knex, now).where({ listingId }).orderBy('startsAt').first('startsAt')) as
    { startsAt: Date } | undefined;
  const end = await bookedEnd(knex, listingId, now);
  const next = running
    ? undefined
    : ((await knex('premium_periods')
        .where({ listingId })
        .whereNull('endedAt')
        .where('startsAt', '>', now)
        .orderBy('startsAt')
        .first('startsAt')) as { startsAt: Date } | undefined);
  const startsAt = running?.startsAt ?? next?.startsAt;
  return {
    active: listing.isPremium,
    ...(startsAt && end ? { startsAt: new Date(startsAt).toISOString(), endsAt: end.toISOString() } : {}),
    offers: premiumOffers(current),
    vatRate: current.smallBusiness ? 0 : current.vatRate,
  };
}

const nameOf = (user: { firstName: string | null; lastName: string | null; username: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

/** Books `days` of Premium for the owner's listing: invoice, period and listing in one transaction. */
export async function bookPremium(
  deps: BookingDeps,
  knex: Knex,
  ownerId: number,
  listingId: number,
  days: PremiumDays,
  now: Date,
): Promise<PremiumBookingDto> {
  return knex.transaction(async (trx) => {
    const listing = await ownListing(ownerId, listingId, trx, true);
    const settings = await deps.settings.get(trx);
    const user = (await trx('users').where({ id: ownerId }).first('email', 'firstName', 'lastName', 'username')) as {
      email: string;
      firstName: string | null;
      lastName: string | null;
      username: string;
    };
    const stable = listing.stable!;
    const amounts = premiumCents(days, settings);
    const startsAt = settings.premiumStartsOn === 'booking' ? await periodStart(trx, listingId, now) : null;
    const endsAt = startsAt ? addDays(startsAt, days) : null;
    const issuedOn = berlinDay(now);
    const number = await nextInvoiceNumber(trx, Number(issuedOn.slice(0, 4)));
    const data: InvoiceData = {
      kind: 'invoice',
      number,
      issuedOn,
      dueOn: berlinDay(addDays(now, PAYMENT_TERM_DAYS)),
      seller: sellerOf(settings),
      buyer: {
        name: nameOf(user),
        company: stable.name,
        street: stable.address,
        zip: stable.postalCode,
        city: stable.city,
        country: countryOfRegion(stable.region),
        email: user.email,
      },
      line: { description: `Premium-Anzeige „${listing.title}“, ${days} Tage`, days, listingId },
      periodFrom: startsAt ? berlinDay(startsAt) : null,
      periodTo: endsAt ? berlinDay(endsAt) : null,
      netCents: amounts.net,
      vatCents: amounts.vat,
      grossCents: amounts.gross,
      vatRate: amounts.rate,
      smallBusiness: settings.smallBusiness,
    };
    const [invoice] = (await trx('invoices')
      .insert({
        number,
        kind: 'invoice',
        userId: ownerId,
        listingId,
        days,
        netCents: amounts.net,
        vatCents: amounts.vat,
        grossCents: amounts.gross,
        vatRate: amounts.rate,
        issuedAt: now,
        dueOn: data.dueOn,
        data: JSON.stringify(data),
      })
      .returning('id')) as { id: number }[];
    await trx('premium_periods').insert({ listingId, days, startsAt, endsAt, invoiceId: invoice!.id });
    await applyPremium(trx, listingId, now);
    await mailInvoiceIssued(deps, trx, data, settings.siteName);
    return {
      invoice: { id: invoice!.id, number, gross: amounts.gross / 100 },
      ...(startsAt && endsAt ? { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() } : {}),
    };
  });
}
