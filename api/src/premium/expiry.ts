// Premium's scheduled job (issue 38; api/src/jobs/queue.ts runs it every ten minutes, once per occurrence whichever
// process): ends every period past its end and sets its listing's Premium from what remains, and mails the owner
// three days before the listing's booked Premium ends, exactly once (the mark and the mail share a transaction and
// the mark is an UPDATE ... WHERE reminded_at IS NULL). Periods of an expired listing (listings.expired_at) are
// paused and left alone (premium/pause.ts moves them on when the listing comes back).
import type { Knex } from 'knex';
import { PREMIUM_REMINDER_DAYS } from '#contract/premium.ts';
import type { ScheduledWork } from '../jobs/queue.ts';
import type { SettingsService } from '../settings/service.ts';
import { addDays } from './invoice-data.ts';
import { applyPremium } from './listing-premium.ts';
import { mailPremiumEndsSoon, type PremiumMailDeps } from './mails.ts';

export const PREMIUM_QUEUE = 'premium-periods';

type Deps = PremiumMailDeps & { settings: Pick<SettingsService, 'get'> };

const notPaused = (knex: Knex) =>
  knex('listings').whereRaw('listings.id = premium_periods.listing_id').whereNull('listings.expiredAt');

/** Ends the periods over at `now`; answers how many listings were looked at again. */
export async function endPremiumPeriods(knex: Knex, now: Date): Promise<number> {
  return knex.transaction(async (trx) => {
    const ended = (await trx('premium_periods')
      .whereNull('endedAt')
      .whereNotNull('endsAt')
      .where('endsAt', '<=', now)
      .whereExists(notPaused(trx))
      .update({ endedAt: trx.raw('ends_at') })
      .returning('listingId')) as { listingId: number }[];
    // Periods that began since the last run (an extension, a paid one) make their listing Premium too.
    const begun = (await trx('premium_periods as p')
      .join('listings as l', 'l.id', 'p.listingId')
      .whereNull('p.endedAt')
      .where('p.startsAt', '<=', now)
      .where('p.endsAt', '>', now)
      .where('l.isPremium', false)
      .whereNull('l.premiumOverride')
      .whereNull('l.expiredAt')
      .select('p.listingId')) as { listingId: number }[];
    const listings = [...new Set([...ended, ...begun].map((row) => row.listingId))].sort((a, b) => a - b);
    for (const listingId of listings) await applyPremium(trx, listingId, now);
    return listings.length;
  });
}

/** Mails each owner whose listing's booked Premium ends within three days and is not extended; answers how many. */
export async function remindPremiumEnding(deps: Deps, knex: Knex, now: Date): Promise<number> {
  return knex.transaction(async (trx) => {
    const marked = (await trx('premium_periods as p')
      .whereNull('p.endedAt')
      .whereNull('p.remindedAt')
      .where('p.endsAt', '>', now)
      .where('p.endsAt', '<=', addDays(now, PREMIUM_REMINDER_DAYS))
      .whereExists(trx('listings').whereRaw('listings.id = p.listing_id').whereNull('listings.expiredAt'))
      // An extension already booked (following on, or waiting for its payment) needs no reminder.
      .whereNotExists(
        trx('premium_periods as n')
          .whereRaw('n.listing_id = p.listing_id')
          .whereRaw('n.id <> p.id')
          .whereNull('n.endedAt')
          .where((q) => q.whereNull('n.startsAt').orWhereRaw('n.starts_at >= p.ends_at')),
      )
      .update({ remindedAt: now })
      .returning(['p.listingId', 'p.endsAt'])) as { listingId: number; endsAt: Date }[];
    for (const row of marked) {
      const owner = (await trx('listings as l')
        .join('stables as s', 's.id', 'l.stableId')
        .join('users as u', 'u.id', 's.ownerId')
        .where('l.id', row.listingId)
        .first('l.title', 'u.email', 'u.firstName', 'u.lastName', 'u.username')) as {
        title: string;
        email: string;
        firstName: string | null;
        lastName: string | null;
        username: string;
      };
      await mailPremiumEndsSoon(deps, trx, {
        listingId: row.listingId,
        title: owner.title,
        endsAt: new Date(row.endsAt),
        email: owner.email,
        name: [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.username,
      });
    }
    return marked.length;
  });
}

/** The job for the queue; `deps` without `jobs`, which is the queue running it. */
export function premiumWork(deps: Omit<Deps, 'jobs'>): ScheduledWork {
  return {
    name: PREMIUM_QUEUE,
    cron: '*/10 * * * *',
    async run({ knex, now, queue }) {
      await endPremiumPeriods(knex, now);
      await remindPremiumEnding({ ...deps, jobs: queue }, knex, now);
    },
  };
}
