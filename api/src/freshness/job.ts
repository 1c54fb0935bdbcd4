// The freshness job: every ten minutes (and once when a worker starts), on whichever process's worker, it mails the
// reminder to every listing EXPIRY_REMINDER_DAYS before its end and takes every listing past its end offline
// (lifecycle.expire) with a mail saying how to bring it back. Each listing is reminded and expired exactly once per
// term, however many runs overlap: a run claims its rows with FOR UPDATE SKIP LOCKED and marks them
// (expiry_reminded_at, expired_at) in the transaction that queues the mail; a later run no longer finds them.
import type { Knex } from 'knex';
import { EXPIRY_REMINDER_DAYS, listingExpiresAt } from '#contract/listing-freshness.ts';
import type { ScheduledWork } from '../jobs/queue.ts';
import { expire } from '../listings/lifecycle.ts';
import { Listing } from '../models/Listing.ts';
import { mailExpired, mailExpiryReminder, type FreshnessMailDeps } from './mails.ts';
import { pruneRenewalTokens } from './tokens.ts';

export const FRESHNESS_QUEUE = 'listing-freshness';

const DAY_MS = 86_400_000;
/** Listings claimed per transaction: a long backlog (the first run after the setting was lowered) goes in pieces. */
const BATCH = 50;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Listings that can run out: neither paused nor already run out. */
const mayRunOut = (q: Knex.QueryBuilder) => q.whereNull('expiredAt').whereNot('status', 'inactive');

async function remindBatch(deps: FreshnessMailDeps, knex: Knex, days: number, now: Date): Promise<number> {
  return knex.transaction(async (trx) => {
    const due = (await mayRunOut(trx('listings'))
      .whereNull('expiryRemindedAt')
      .where('ownerTouchedAt', '<=', daysBefore(now, days - EXPIRY_REMINDER_DAYS))
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .select('id', 'status', 'ownerTouchedAt')) as { id: number; status: string; ownerTouchedAt: Date }[];
    if (due.length === 0) return 0;
    await trx('listings')
      .whereIn(
        'id',
        due.map((row) => row.id),
      )
      .update({ expiryRemindedAt: now });
    for (const row of due) {
      const facts = { ...row, expiryRemindedAt: now, expiredAt: null };
      const expiresAt = listingExpiresAt(facts, days, now)!;
      await mailExpiryReminder(deps, trx, row.id, { touchedAt: new Date(row.ownerTouchedAt), expiresAt, days }, now);
    }
    return due.length;
  });
}

async function expireBatch(deps: FreshnessMailDeps, knex: Knex, days: number, now: Date): Promise<number> {
  return knex.transaction(async (trx) => {
    const due = await Listing.query(trx)
      .whereNull('expiredAt')
      .whereNot('status', 'inactive')
      .where('ownerTouchedAt', '<=', daysBefore(now, days))
      .where('expiryRemindedAt', '<=', daysBefore(now, EXPIRY_REMINDER_DAYS))
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked();
    for (const listing of due) {
      await expire(trx, listing, now);
      await mailExpired(deps, trx, listing.id, now);
    }
    return due.length;
  });
}

/** One run at `now`: the reminders due, then the listings past their end. */
export async function runFreshness(
  deps: FreshnessMailDeps,
  knex: Knex,
  now: Date,
): Promise<{ reminded: number; expired: number }> {
  const { listingExpiryDays: days } = await deps.settings.get(knex);
  let reminded = 0;
  let expired = 0;
  for (let n = BATCH; n === BATCH; reminded += n) n = await remindBatch(deps, knex, days, now);
  for (let n = BATCH; n === BATCH; expired += n) n = await expireBatch(deps, knex, days, now);
  await pruneRenewalTokens(knex, now);
  return { reminded, expired };
}

/** The job for the queue; `deps` without `jobs`, which is the queue running it. */
export function listingFreshnessWork(deps: Omit<FreshnessMailDeps, 'jobs'>): ScheduledWork {
  return {
    name: FRESHNESS_QUEUE,
    cron: '*/10 * * * *',
    // A listing due while no worker ran (a deploy, a night without one) is handled at the next start.
    runAtStart: true,
    async run({ knex, now, queue }) {
      await runFreshness({ ...deps, jobs: queue }, knex, now);
    },
  };
}
