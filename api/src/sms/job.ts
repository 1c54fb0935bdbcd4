// Sends the queued SMS (sms_outbox) to the provider at SMS_URL: POST {"to","text"} as JSON, any 2xx counts as
// handed over. Every minute, once across all processes (a pg-boss schedule); a failed SMS is tried again at the
// next run, at most SMS_TRIES times, and keeps its last error.
import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import type { ScheduledWork } from '../jobs/queue.ts';

export const SMS_QUEUE = 'sms';
export const SMS_TRIES = 5;
const BATCH = 50;
const TIMEOUT_MS = 10_000;

interface PendingSms {
  id: number;
  to: string;
  text: string;
}

async function post(url: string, sms: PendingSms): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ to: sms.to, text: sms.text }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
}

/** Sends what is waiting; returns how many went out. Without SMS_URL nothing is sent (and nothing is queued). */
export async function sendPendingSms(knex: Knex, config: Pick<Config, 'smsUrl'>, now: Date): Promise<number> {
  const url = config.smsUrl;
  if (!url) return 0;
  const pending: (PendingSms & { tries: number })[] = await knex('smsOutbox')
    .whereNull('sentAt')
    .where('tries', '<', SMS_TRIES)
    .orderBy('id')
    .limit(BATCH)
    .select('id', 'to', 'text', 'tries');
  let sent = 0;
  for (const sms of pending) {
    // Claimed by counting the try first, outside any transaction (the provider may take seconds): a run that
    // overlaps this one finds the count changed and leaves the SMS alone.
    const claimed = await knex('smsOutbox')
      .where({ id: sms.id, tries: sms.tries })
      .whereNull('sentAt')
      .update({ tries: sms.tries + 1 });
    if (!claimed) continue;
    try {
      await post(url, sms);
      await knex('smsOutbox').where('id', sms.id).update({ sentAt: now, lastError: null });
      sent += 1;
    } catch (err) {
      await knex('smsOutbox')
        .where('id', sms.id)
        .update({ lastError: String((err as Error).message).slice(0, 500) });
    }
  }
  return sent;
}

export function smsWork(deps: { config: Pick<Config, 'smsUrl'> }): ScheduledWork {
  return {
    name: SMS_QUEUE,
    cron: '* * * * *',
    run: async ({ knex, now }) => {
      await sendPendingSms(knex, deps.config, now);
    },
  };
}
