// The reminder of the day before: a scheduled job (api/src/jobs/queue.ts runs it every ten minutes, once per
// occurrence whichever process) mails both sides of each booked viewing that starts within the next 24 hours.
// Marking `reminded_at` and queuing the mails happen in one transaction, and the mark is an UPDATE ... WHERE
// reminded_at IS NULL, so two runs at once (two processes, a retried job) remind a viewing exactly once.
import type { Knex } from 'knex';
import type { ScheduledWork } from '../jobs/queue.ts';
import { mailViewingReminder, type ViewingMailDeps } from './mails.ts';
import { viewingRows, type ViewingRow } from './rows.ts';

export const VIEWING_REMINDER_QUEUE = 'viewing-reminders';
const AHEAD_MS = 24 * 3600 * 1000;

/** Reminds every booked viewing starting within 24 hours of `now` not yet reminded; answers how many. */
export async function sendViewingReminders(deps: ViewingMailDeps, knex: Knex, now: Date): Promise<number> {
  return knex.transaction(async (trx) => {
    const marked = (await trx('viewings')
      .where('status', 'booked')
      .whereNull('remindedAt')
      .where('startsAt', '>', now)
      .where('startsAt', '<=', new Date(now.getTime() + AHEAD_MS))
      .update({ remindedAt: now })
      .returning('id')) as { id: number }[];
    if (marked.length === 0) return 0;
    const rows = (await viewingRows(trx).whereIn(
      'v.id',
      marked.map((m) => m.id),
    )) as ViewingRow[];
    for (const row of rows) await mailViewingReminder(deps, trx, row);
    return rows.length;
  });
}

/** The job for the queue; `deps` without `jobs`, which is the queue running it. */
export function viewingReminderWork(deps: Omit<ViewingMailDeps, 'jobs'>): ScheduledWork {
  return {
    name: VIEWING_REMINDER_QUEUE,
    cron: '*/10 * * * *',
    async run({ knex, now, queue }) {
      await sendViewingReminders({ ...deps, jobs: queue }, knex, now);
    },
  };
}
