// Background work on the same PostgreSQL, through pg-boss (a job queue made for PostgreSQL: SKIP LOCKED
// fetching, retries with backoff, cron schedules that fire once across all processes, and an adapter for
// running its statements inside our own transactions). The queues:
//   - mail and mail-bulk: every outgoing mail, enqueued in the transaction of the change that causes it (a
//     transactional outbox), sent by a worker, retried with backoff, and kept as failed for the back office after
//     the last try. `mail` holds what a person waits for (a confirmation, a reset link, a new message); mail-bulk
//     holds newsletters, digests and alerts. Each has workers of its own, so a reset link never waits behind a
//     thousand digests;
//   - housekeeping: the hourly clean-up the caller hands in (services.ts: housekeeping.ts), scheduled by cron,
//     once per hour whichever process runs it; and any further scheduled work the caller hands in the same way.
// The queue knows no domain code. What holds:
//   - a mail is queued with its change or not at all, and goes out once per job: a job run again after its mail
//     went out finds it in mail_deliveries; only a crash between handing a mail over and recording it can send
//     it twice, so each lane holds one mail at a time;
//   - a mail in `mail` never waits for one in mail-bulk: separate queues, separate workers, short polling, and
//     a worker whose fetch came back full fetches again at once.
// On the embedded database pg-boss runs its statements through the knex pool's one PGlite connection, so they
// take turns with the app's transactions instead of landing inside one.
import { isDatabaseUnavailable, type DatabaseAvailability } from '../db/availability.ts';
import type { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import { fromKnex, PgBoss, type ConstructorOptions, type Job, type JobResult } from 'pg-boss';
import type { Database } from '../db/connection.ts';
import type { Logger } from '../log.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import type { MailQueueName } from '#contract/jobs.ts';

/** Mail a person waits for. */
export const MAIL_QUEUE = 'mail';
/** Mail nobody waits for at this minute: newsletters, digests, alerts. */
export const MAIL_BULK_QUEUE = 'mail-bulk';
export const MAIL_QUEUES: readonly MailQueueName[] = [MAIL_QUEUE, MAIL_BULK_QUEUE];
export const HOUSEKEEPING_QUEUE = 'housekeeping';

/**
 * Mails fetched together: a worker sends a fetched batch one after another and fetches the next at once while
 * the batch came back full. Several lanes per queue (the mailer's `lanes`) send at the same time.
 */
const MAIL_BATCH = 20;
/** An idle mail worker looks for new mail this often. */
const MAIL_POLL_SECONDS = 0.5;

/** Tries of a mail before it is kept as failed: now, then after 30 s, 1, 2, 4 and 8 minutes. */
const MAIL_RETRIES = 5;

export interface QueueFigures {
  name: string;
  waiting: number;
  active: number;
  failed: number;
}

export interface FailedMail {
  id: string;
  queue: MailQueueName;
  to: string;
  subject: string;
  error: string;
  tries: number;
  failedAt: string;
}

export interface JobQueue {
  /** Installs or updates pg-boss's tables; with `work`, this process also runs the jobs and the schedule. */
  start(options: { work: boolean; clock?: ConstructorOptions['clock'] }): Promise<void>;
  stop(): Promise<void>;
  /**
   * Queues a mail in the caller's transaction (or on its own when `db` is the pool). `bulk` for mail nobody
   * waits for (newsletters, digests, alerts): it goes out after, never before, what a person waits for.
   */
  enqueueMail(db: Knex, message: MailMessage, options?: { bulk?: boolean }): Promise<string>;
  /** Queues many mails in one statement, like enqueueMail (the alerts' outbox: thousands at 7:00). */
  enqueueMails(db: Knex, messages: MailMessage[], options?: { bulk?: boolean }): Promise<void>;
  /** Runs every job due now in this process, mail first (tests, and `npm run worker -- --once`). */
  drain(): Promise<number>;
  figures(): Promise<QueueFigures[]>;
  failedMails(): Promise<FailedMail[]>;
  /** Queues a failed mail again; false when no failed mail has this id. */
  retryMail(id: string): Promise<boolean>;
  readonly boss: PgBoss;
}

/** pg-boss's statements on the knex pool's single PGlite connection, one at a time with everything else. */
function embeddedAdapter(knex: Knex): NonNullable<ConstructorOptions['db']> {
  const client = knex.client as {
    acquireConnection(): Promise<PGlite>;
    releaseConnection(connection: PGlite): Promise<void>;
  };
  const withConnection = async <T>(work: (connection: PGlite) => Promise<T>): Promise<T> => {
    const connection = await client.acquireConnection();
    try {
      return await work(connection);
    } finally {
      await client.releaseConnection(connection);
    }
  };
  return {
    executeSql: (text: string, values?: unknown[]) =>
      withConnection(async (connection) => {
        try {
          if (values?.length) return await connection.query(text, values);
          // Without parameters pg-boss may send several statements (its schema, a BEGIN ... COMMIT block).
          const results = await connection.exec(text);
          return { rows: results.flatMap((result) => result.rows) };
        } catch (err) {
          // A failed statement in pg-boss's own block must not leave the one connection in an aborted transaction.
          await connection.query('ROLLBACK').catch(() => {});
          throw err;
        }
      }),
    setSessionStatements: (statements: string[]) =>
      withConnection(async (connection) => {
        for (const statement of statements) await connection.exec(statement);
      }),
  };
}

/** Work on a cron schedule, in a queue of its own: each occurrence runs once, on whichever process's worker. */
export interface ScheduledWork {
  /** The queue's name, also shown in the back office. */
  name: string;
  /** A cron expression (UTC). */
  cron: string;
  /** `now` is the queue's clock (a test's TestClock), `queue` this queue, e.g. to enqueue mail. */
  run(context: { knex: Knex; now: Date; queue: JobQueue }): Promise<void>;
  /** Also run once when a worker starts: work that was due while no worker ran is not left to the next occurrence. */
  runAtStart?: boolean;
}

export interface JobQueueOptions {
  /** The hourly clean-up. */
  housekeeping: (knex: Knex) => Promise<void>;
  scheduled?: ScheduledWork[];
  /** Told when polling fails for want of the database, so the outage is logged once. */
  availability?: DatabaseAvailability;
  /**
   * A worker sending a mail proves it is alive this often; a mail whose worker died (killed, machine lost) is
   * handed to another after missing one beat, rather than after pg-boss's default of 15 minutes.
   */
  heartbeatSeconds?: number;
}

export function createJobQueue(
  db: Database,
  mailer: Mailer,
  log: Logger,
  { housekeeping, scheduled = [], availability, heartbeatSeconds = 30 }: JobQueueOptions,
): JobQueue {
  const { knex } = db;
  let boss = newBoss();
  let clock: ConstructorOptions['clock'] | undefined;
  let started = false;
  const queueNames = [...MAIL_QUEUES, HOUSEKEEPING_QUEUE, ...scheduled.map((work) => work.name)];

  function newBoss(clock?: ConstructorOptions['clock']): PgBoss {
    const connection: ConstructorOptions =
      db.kind === 'postgres' ? { connectionString: db.url, max: 3 } : { db: embeddedAdapter(knex) };
    const created = new PgBoss({
      ...connection,
      schema: 'pgboss',
      // The monitor notices missed heartbeats; it runs as often as a beat is due.
      monitorIntervalSeconds: heartbeatSeconds,
      ...(clock ? { clock } : {}),
    });
    // Polling fails every few seconds while the database is down: the outage is logged once, by availability.
    created.on('error', (err) => {
      if (availability && isDatabaseUnavailable(err)) availability.failed(err, { request: false });
      else log.error('job queue error', { err });
    });
    return created;
  }

  /**
   * Sends a mail job's message once: a job retried after its mail went out (the process died before it could
   * mark the job done) finds its delivery recorded and sends nothing again. `firstTry`: the job was never handed
   * out before, so nobody can have sent it, and the look-up is spared.
   */
  async function deliver(job: Job<MailMessage>, { firstTry = false } = {}): Promise<void> {
    if (!firstTry && (await knex('mailDeliveries').where({ jobId: job.id }).first('jobId'))) return;
    await mailer.send({ ...job.data, messageId: `<${job.id}@stallfinder.mail>` });
    await recordDelivery(job.id);
  }

  /** The record that keeps a retried job from sending again: tried a few times, since failing it sends again. */
  async function recordDelivery(jobId: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await knex('mailDeliveries').insert({ jobId }).onConflict('jobId').ignore();
        return;
      } catch (err) {
        if (attempt >= 5) throw err;
        log.warn('recording a sent mail failed; trying again', { err, jobId, attempt });
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  async function handle(job: Job<unknown>): Promise<void> {
    if ((MAIL_QUEUES as readonly string[]).includes(job.name)) await deliver(job as Job<MailMessage>);
    else if (job.name === HOUSEKEEPING_QUEUE) await housekeeping(knex);
    else {
      const work = scheduled.find((candidate) => candidate.name === job.name);
      await work?.run({ knex, now: new Date(clock ? clock.now() : Date.now()), queue });
    }
  }

  /**
   * A fetched batch of mails, sent one after another; each settles on its own, so one refused mail is retried
   * without the others. One lane holds one mail at a time: a crash can send again at most the one mail a lane
   * had handed over but not yet recorded.
   */
  async function deliverBatch(name: string, jobs: Job<unknown>[]): Promise<JobResult[]> {
    const results: JobResult[] = [];
    for (const job of jobs) {
      // The heartbeat found this job no longer ours (this process stalled past a beat): whoever holds it now
      // sends it; this worker leaves it alone rather than send it a second time.
      if (job.signal?.aborted) continue;
      try {
        await deliver(job as Job<MailMessage>, { firstTry: job.retryCount === 0 });
        results.push({ id: job.id, status: 'completed' });
      } catch (err) {
        log.warn(`${name} job failed; pg-boss retries it`, { err, jobId: job.id, retryCount: job.retryCount });
        results.push({ id: job.id, status: 'failed', output: { message: (err as Error).message } });
      }
    }
    return results;
  }

  async function failedMailRow(id: string): Promise<string | undefined> {
    const found = await knex.raw<{ rows: { name: string }[] }>(
      `SELECT name FROM pgboss.job WHERE name = ANY(?::text[]) AND id = ?::uuid AND state = 'failed'`,
      [[...MAIL_QUEUES], id],
    );
    return found.rows[0]?.name;
  }

  const queue: JobQueue = {
    get boss() {
      return boss;
    },

    async start({ work, clock: testClock }) {
      if (testClock) {
        clock = testClock;
        boss = newBoss(testClock);
      }
      await boss.start();
      started = true;
      const mailQueue = {
        retryLimit: MAIL_RETRIES,
        retryDelay: 30,
        retryBackoff: true,
        retryDelayMax: 3600,
        heartbeatSeconds,
        // Failed mails stay a month for the back office to see and send again.
        deleteAfterSeconds: 30 * 24 * 3600,
      };
      for (const name of MAIL_QUEUES) {
        await boss.createQueue(name, mailQueue);
        // A queue made by an earlier version keeps its options unless told the current ones.
        await boss.updateQueue(name, mailQueue);
      }
      await boss.createQueue(HOUSEKEEPING_QUEUE, { retryLimit: 0 });
      for (const { name } of scheduled) await boss.createQueue(name, { retryLimit: 0 });
      if (!work) return;
      await boss.schedule(HOUSEKEEPING_QUEUE, '0 * * * *');
      for (const { name, cron } of scheduled) await boss.schedule(name, cron);
      for (const name of MAIL_QUEUES) {
        await boss.work(
          name,
          {
            batchSize: MAIL_BATCH,
            // While a fetch comes back full there is more: fetch again at once instead of after the interval.
            burstWhenBatchFull: true,
            pollingIntervalSeconds: MAIL_POLL_SECONDS,
            localConcurrency: mailer.lanes ?? 1,
            perJobResults: true,
          },
          (jobs) => deliverBatch(name, jobs),
        );
      }
      for (const name of [HOUSEKEEPING_QUEUE, ...scheduled.map((work) => work.name)]) {
        await boss.work(name, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
          try {
            await handle(job!);
          } catch (err) {
            log.warn(`${name} job failed; pg-boss retries it`, { err, jobId: job!.id, retryCount: job!.retryCount });
            throw err;
          }
        });
      }
      for (const { name } of scheduled.filter((work) => work.runAtStart)) await boss.send(name, {});
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 5_000 });
    },

    async enqueueMail(on, message, { bulk = false } = {}) {
      const id = await boss.send(bulk ? MAIL_BULK_QUEUE : MAIL_QUEUE, { ...message }, { db: fromKnex(on) });
      if (!id) throw new Error('the mail job was not queued');
      return id;
    },

    async enqueueMails(on, messages, { bulk = false } = {}) {
      if (messages.length === 0) return;
      await boss.insert(
        bulk ? MAIL_BULK_QUEUE : MAIL_QUEUE,
        messages.map((message) => ({ data: { ...message } })),
        { db: fromKnex(on) },
      );
    },

    async drain() {
      let ran = 0;
      for (const name of queueNames) {
        for (;;) {
          const jobs = await boss.fetch(name, { batchSize: 20 });
          if (jobs.length === 0) break;
          for (const job of jobs) {
            try {
              await handle(job);
              await boss.complete(name, job.id);
            } catch (err) {
              await boss.fail(name, job.id, { message: (err as Error).message });
            }
            ran += 1;
          }
        }
      }
      return ran;
    },

    async figures() {
      // Counted live in pgboss.job (pg-boss's own queue figures are refreshed only by its maintenance).
      const result = await knex.raw<{ rows: { name: string; waiting: number; active: number; failed: number }[] }>(
        `SELECT q.name,
                count(j.id) FILTER (WHERE j.state IN ('created', 'retry'))::int AS waiting,
                count(j.id) FILTER (WHERE j.state = 'active')::int AS active,
                count(j.id) FILTER (WHERE j.state = 'failed')::int AS failed
           FROM unnest(?::text[]) WITH ORDINALITY AS q (name, position)
           LEFT JOIN pgboss.job j ON j.name = q.name
          GROUP BY q.name, q.position ORDER BY q.position`,
        [queueNames],
      );
      return result.rows;
    },

    async failedMails() {
      // pg-boss keeps jobs in pgboss.job; its findJobs() does not filter by state, so the back office reads
      // the failed ones there directly (read only; every change goes through pg-boss).
      const result = await knex.raw<{
        rows: {
          id: string;
          name: FailedMail['queue'];
          data: MailMessage;
          output: { message?: string } | null;
          retry_count: number;
          completed_on: Date;
        }[];
      }>(
        `SELECT id, name, data, output, retry_count, completed_on FROM pgboss.job
          WHERE name = ANY(?::text[]) AND state = 'failed' ORDER BY completed_on DESC LIMIT 50`,
        [[...MAIL_QUEUES]],
      );
      return result.rows.map((row) => ({
        id: row.id,
        queue: row.name,
        to: row.data.to,
        subject: row.data.subject,
        error: row.output?.message ?? 'Unbekannter Fehler',
        tries: row.retry_count + 1,
        failedAt: new Date(row.completed_on).toISOString(),
      }));
    },

    async retryMail(id) {
      const name = await failedMailRow(id);
      if (!name) return false;
      await boss.retry(name, id);
      return true;
    },
  };
  return queue;
}
