// Removes rows that no longer mean anything: expired sessions, rate-limit windows, mailed links and the view
// counter's visitors of past days; and chooses the search's common words again. Runs at
// start and then hourly in every process; the deletes are idempotent, so several processes may overlap.
import type { Knex } from 'knex';
import { pruneTokens } from './account/tokens.ts';
import { pruneSessions } from './auth/session-store.ts';
import { pruneRateLimits } from './http/rate-limit.ts';
import { chooseDenseTerms } from './listings/dense-terms.ts';
import { pruneViewVisitors } from './listings/visitor.ts';
import type { Logger } from './log.ts';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export async function runHousekeeping(knex: Knex): Promise<void> {
  await Promise.all([pruneSessions(knex), pruneRateLimits(knex), pruneTokens(knex), pruneViewVisitors(knex)]);
  await chooseDenseTerms(knex);
}

/** Prunes every hour; the timer never keeps the process alive. */
export function scheduleHousekeeping(knex: Knex, log: Logger): NodeJS.Timeout {
  const timer = setInterval(() => {
    runHousekeeping(knex).catch((err) => log.warn('housekeeping failed', { err }));
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return timer;
}
