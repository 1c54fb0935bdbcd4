// Whether a listing is Premium now, the one place that decides it (issue 38): the admin's override when there is
// one, else whether a booked period runs. `listings.is_premium` is what the search sorts first and the cards badge.
// The status is left alone: the spec keeps the premium flag separate from the status, whose `premium` stays one of
// the public statuses an admin may choose (docs/premium.md).
import type { Knex } from 'knex';

/** A period that runs at `now`: started, not over, not ended early. */
export function runningPeriods(knex: Knex, now: Date) {
  return knex('premium_periods')
    .whereNull('endedAt')
    .whereNotNull('startsAt')
    .where('startsAt', '<=', now)
    .where('endsAt', '>', now);
}

/** Sets `is_premium` of the listing from its override and periods, with the row locked; answers it. */
export async function applyPremium(trx: Knex.Transaction, listingId: number, now: Date): Promise<boolean> {
  const row = (await trx('listings').where({ id: listingId }).forUpdate().first('isPremium', 'premiumOverride')) as
    { isPremium: boolean; premiumOverride: boolean | null } | undefined;
  if (!row) return false;
  const running = await runningPeriods(trx, now).where({ listingId }).first('id');
  const isPremium = row.premiumOverride ?? Boolean(running);
  if (row.isPremium !== isPremium) await trx('listings').where({ id: listingId }).update({ isPremium, updatedAt: now });
  return isPremium;
}

/**
 * The admin's toggle: an override of the bookings, recorded with who and when. Toggling to what the bookings say
 * anyway clears the override, so the listing follows its bookings again.
 */
export async function overridePremium(
  trx: Knex.Transaction,
  listingId: number,
  isPremium: boolean,
  adminId: number,
  now: Date,
): Promise<void> {
  const running = await runningPeriods(trx, now).where({ listingId }).first('id');
  await trx('listings')
    .where({ id: listingId })
    .update({
      premiumOverride: Boolean(running) === isPremium ? null : isPremium,
      premiumOverrideBy: adminId,
      premiumOverrideAt: now,
    });
  await applyPremium(trx, listingId, now);
}
