// Listings that stay fresh, in the demo: most listings were updated by their owners within the last weeks, a few run
// out within days (one's reminder is due when a worker starts, with its "Anzeige verlängern" link; the others had
// theirs on time) and one ran out
// (offline, with the way back in the owner area). Every date counts from the seed's day, so nothing runs out under a
// newcomer's `npm start` or a browser test: the nearest end is DEMO_EXPIRING's fewest days away.
import type { Knex } from 'knex';
import { EXPIRY_REMINDER_DAYS } from '#contract/listing-freshness.ts';
import { DEFAULT_SETTINGS } from '#contract/settings.ts';

const DAY_MS = 86_400_000;

/**
 * Owners (no other browser test signs in as them) with one public listing ending in this many days: the first one's
 * reminder is due (EXPIRY_REMINDER_DAYS left), the others were reminded on time.
 */
export const DEMO_EXPIRING: readonly { username: string; daysLeft: number }[] = [
  { username: 'franziska.maier', daysLeft: EXPIRY_REMINDER_DAYS },
  { username: 'max.gruber', daysLeft: 3 },
  { username: 'reto.brunner', daysLeft: 5 },
];
/** The owner whose paused listing ran out four days ago. */
const DEMO_EXPIRED_OWNER = 'barbara.zuercher';

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

async function firstListingOf(trx: Knex.Transaction, username: string, statuses: string[]): Promise<number | null> {
  const row = (await trx('listings as l')
    .join('stables as s', 's.id', 'l.stableId')
    .join('users as u', 'u.id', 's.ownerId')
    .where('u.username', username)
    .whereIn('l.status', statuses)
    .orderBy('l.id')
    .first('l.id')) as { id: number } | undefined;
  return row?.id ?? null;
}

export async function seedDemoFreshness(trx: Knex.Transaction, now: Date): Promise<void> {
  const days = DEFAULT_SETTINGS.listingExpiryDays;
  // Updated by their owners within the last six weeks, never before they were created.
  await trx.raw(
    `UPDATE listings SET owner_touched_at = GREATEST(created_at, ?::timestamptz - ((id * 7) % 42) * interval '1 day')`,
    [now],
  );
  for (const { username, daysLeft } of DEMO_EXPIRING) {
    const id = await firstListingOf(trx, username, ['active']);
    if (id)
      await trx('listings')
        .where({ id })
        .update({
          ownerTouchedAt: daysAgo(now, days - daysLeft),
          expiryRemindedAt: daysLeft < EXPIRY_REMINDER_DAYS ? daysAgo(now, EXPIRY_REMINDER_DAYS - daysLeft) : null,
        });
  }
  // Ran out four days ago, after its reminder; it was public, so renewing brings it straight back. A paused one
  // when she has one, so the public pages keep every listing they had.
  const expired =
    (await firstListingOf(trx, DEMO_EXPIRED_OWNER, ['inactive'])) ??
    (await firstListingOf(trx, DEMO_EXPIRED_OWNER, ['active']));
  if (expired) {
    await trx('listings')
      .where({ id: expired })
      .update({
        status: 'inactive',
        pausedFromStatus: 'active',
        ownerTouchedAt: daysAgo(now, days + 4),
        expiryRemindedAt: daysAgo(now, EXPIRY_REMINDER_DAYS + 4),
        expiredAt: daysAgo(now, 4),
      });
  }
}
