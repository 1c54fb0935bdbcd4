// Removes rows that no longer mean anything: expired sessions, rate-limit windows, mailed links, the view
// counter's visitors of past days and old mail delivery records.
// Runs at start and then hourly as a scheduled job (jobs/queue.ts), once per hour across all processes; the
// deletes are idempotent, so an overlap with a start does no harm.
import type { Knex } from 'knex';
import { pruneTokens } from './account/tokens.ts';
import { pruneSessions } from './auth/session-store.ts';
import { pruneRateLimits } from './http/rate-limit.ts';
import { pruneViewVisitors } from './listings/visitor.ts';

/** A mail job is retried for at most a few hours; its delivery record is kept far longer than that. */
const DELIVERY_RECORD_DAYS = 30;

async function pruneMailDeliveries(knex: Knex): Promise<void> {
  await knex('mailDeliveries')
    .where('sentAt', '<', knex.raw(`now() - make_interval(days => ?)`, [DELIVERY_RECORD_DAYS]))
    .delete();
}

export async function runHousekeeping(knex: Knex): Promise<void> {
  await Promise.all([
    pruneSessions(knex),
    pruneRateLimits(knex),
    pruneTokens(knex),
    pruneViewVisitors(knex),
    pruneMailDeliveries(knex),
  ]);
}
