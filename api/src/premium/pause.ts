// Premium time is not lost while a listing is expired (issue 38): a period pauses from `listings.expired_at` and,
// when the owner brings the listing back, every period not yet over at that moment moves on by the paused time.
// The listing-freshness code calls this in the transaction that renews the listing; the Premium expiry job leaves
// the periods of expired listings alone.
import type { Knex } from 'knex';

/** Moves the listing's unfinished Premium periods on by the time since `expiredAt`; answers how many moved. */
export async function resumePremiumAfterPause(
  trx: Knex,
  listingId: number,
  expiredAt: Date,
  now: Date,
): Promise<number> {
  const paused = Math.max(0, now.getTime() - expiredAt.getTime());
  if (paused === 0) return 0;
  const interval = `${paused} milliseconds`;
  return trx('premium_periods')
    .where({ listingId })
    .whereNull('endedAt')
    .where((q) => q.whereNull('endsAt').orWhere('endsAt', '>', expiredAt))
    .update({
      startsAt: trx.raw('CASE WHEN starts_at > ? THEN starts_at + ?::interval ELSE starts_at END', [
        expiredAt,
        interval,
      ]),
      endsAt: trx.raw('ends_at + ?::interval', [interval]),
    });
}
