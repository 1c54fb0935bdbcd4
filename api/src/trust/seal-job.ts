// The seal job: a scheduled job (api/src/jobs/queue.ts runs it every hour, once per occurrence whichever process)
// hides every confirmed seal whose valid-until day has passed (status 'expired') and reminds the owner once, 30
// days before that day. Both are UPDATE ... WHERE on the seal's state with the mail queued in the same
// transaction, so overlapping runs expire and remind each seal exactly once.
import type { Knex } from 'knex';
import { isoDay } from '#contract/dates.ts';
import { HOME_TIME_ZONE } from '#contract/limits.ts';
import { sealLabel, type SealKind } from '#contract/trust.ts';
import type { ScheduledWork } from '../jobs/queue.ts';
import { mailSealReminder, stableOwnerOf, type TrustMailDeps } from './mails.ts';

export const SEAL_JOB_QUEUE = 'seal-expiry';
export const SEAL_REMINDER_DAYS = 30;

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Expires and reminds as of `now`; answers how many seals of each. */
export async function runSealJob(deps: TrustMailDeps, knex: Knex, now: Date) {
  const today = isoDay(now, HOME_TIME_ZONE);
  return knex.transaction(async (trx) => {
    const expired = (await trx('stable_seals')
      .where('status', 'confirmed')
      .where('validUntil', '<', today)
      .update({ status: 'expired' })
      .returning('stableId')) as { stableId: number }[];
    if (expired.length)
      await trx('stables')
        .whereIn('id', [...new Set(expired.map((e) => e.stableId))])
        .update({ updatedAt: now });
    const due = (await trx('stable_seals')
      .where('status', 'confirmed')
      .whereNull('remindedAt')
      .where('validUntil', '<=', addDays(today, SEAL_REMINDER_DAYS))
      .update({ remindedAt: now })
      .returning(['stableId', 'kind', 'name', 'stars', 'validUntil'])) as {
      stableId: number;
      kind: SealKind;
      name: string;
      stars: number | null;
      validUntil: string;
    }[];
    for (const seal of due) {
      await mailSealReminder(deps, trx, await stableOwnerOf(trx, seal.stableId), {
        label: sealLabel(seal),
        validUntil: seal.validUntil,
      });
    }
    return { expired: expired.length, reminded: due.length };
  });
}

/** The job for the queue; `deps` without `jobs`, which is the queue running it. */
export function sealWork(deps: Omit<TrustMailDeps, 'jobs'>): ScheduledWork {
  return {
    name: SEAL_JOB_QUEUE,
    cron: '7 * * * *',
    async run({ knex, now, queue }) {
      await runSealJob({ ...deps, jobs: queue }, knex, now);
    },
  };
}
