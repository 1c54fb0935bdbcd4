// The offers' deadline: a scheduled job (api/src/jobs/queue.ts runs it every five minutes, once per occurrence
// whichever process) lets every open offer past its deadline run out (offers.ts expireOffers: each exactly once,
// with its mails, however many runs overlap).
import type { ScheduledWork } from '../jobs/queue.ts';
import type { WaitlistMailDeps } from './mails.ts';
import { expireOffers } from './offers.ts';

export const WAITLIST_DEADLINE_QUEUE = 'waitlist-offer-deadlines';

/** The job for the queue; `deps` without `jobs`, which is the queue running it. */
export function waitlistDeadlineWork(deps: Omit<WaitlistMailDeps, 'jobs'>): ScheduledWork {
  return {
    name: WAITLIST_DEADLINE_QUEUE,
    cron: '*/5 * * * *',
    async run({ knex, now, queue }) {
      await expireOffers({ ...deps, jobs: queue }, knex, now);
    },
  };
}
