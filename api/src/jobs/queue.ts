// Background work on the same PostgreSQL, through pg-boss (a job queue made for PostgreSQL: SKIP LOCKED
// fetching, retries with backoff, cron schedules that fire once across all processes, and an adapter for
// running its statements inside our own transactions). Two queues:
//   - mail: every outgoing mail, enqueued in the transaction of the change that causes it (a transactional
//     outbox), sent by a worker, retried with backoff, and kept as failed for the back office after the last try;
//   - housekeeping: the hourly clean-up the caller hands in (services.ts: housekeeping.ts), scheduled by cron,
//     once per hour whichever process runs it. The queue knows no domain code.
// On the embedded database pg-boss runs its statements through the knex pool's one PGlite connection, so they
// take turns with the app's transactions instead of landing inside one.
import { isDatabaseUnavailable, type DatabaseAvailability } from '../db/availability.ts';
import type { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import { fromKnex, PgBoss, type ConstructorOptions, type Job } from 'pg-boss';
import type { Database } from '../db/connection.ts';
import type { Logger } from '../log.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';

export const MAIL_QUEUE = 'mail';
export const HOUSEKEEPING_QUEUE = 'housekeeping';

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
  /** Queues a mail in the caller's transaction (or on its own when `db` is the pool). */
  enqueueMail(db: Knex, message: MailMessage): Promise<string>;
  /** Runs every job due now in this process, mail and housekeeping (tests, and `npm run worker -- --once`). */
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

export interface JobQueueOptions {
  /** The hourly clean-up. */
  housekeeping: (knex: Knex) => Promise<void>;
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
  { housekeeping, availability, heartbeatSeconds = 30 }: JobQueueOptions,
): JobQueue {
  const { knex } = db;
  let boss = newBoss();
  let started = false;

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
   * mark the job done) finds its delivery recorded and sends nothing again.
   */
  async function deliver(job: Job<MailMessage>): Promise<void> {
    const done = await knex('mailDeliveries').where({ jobId: job.id }).first('jobId');
    if (done) return;
    await mailer.send({ ...job.data, messageId: `<${job.id}@stallfinder.mail>` });
    await knex('mailDeliveries').insert({ jobId: job.id }).onConflict('jobId').ignore();
  }

  async function handle(job: Job<unknown>): Promise<void> {
    if (job.name === MAIL_QUEUE) await deliver(job as Job<MailMessage>);
    else if (job.name === HOUSEKEEPING_QUEUE) await housekeeping(knex);
  }

  return {
    get boss() {
      return boss;
    },

    async start({ work, clock }) {
      if (clock) boss = newBoss(clock);
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
      await boss.createQueue(MAIL_QUEUE, mailQueue);
      // A queue made by an earlier version keeps its options unless told the current ones.
      await boss.updateQueue(MAIL_QUEUE, mailQueue);
      await boss.createQueue(HOUSEKEEPING_QUEUE, { retryLimit: 0 });
      if (!work) return;
      await boss.schedule(HOUSEKEEPING_QUEUE, '0 * * * *');
      for (const name of [MAIL_QUEUE, HOUSEKEEPING_QUEUE]) {
        await boss.work(name, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
          try {
            await handle(job!);
          } catch (err) {
            log.warn(`${name} job failed; pg-boss retries it`, { err, jobId: job!.id, retryCount: job!.retryCount });
            throw err;
          }
        });
      }
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 5_000 });
    },

    async enqueueMail(on, message) {
      const id = await boss.send(MAIL_QUEUE, { ...message }, { db: fromKnex(on) });
      if (!id) throw new Error('the mail job was not queued');
      return id;
    },

    async drain() {
      let ran = 0;
      for (const name of [MAIL_QUEUE, HOUSEKEEPING_QUEUE]) {
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
           FROM unnest(?::text[]) AS q (name)
           LEFT JOIN pgboss.job j ON j.name = q.name
          GROUP BY q.name ORDER BY q.name DESC`,
        [[MAIL_QUEUE, HOUSEKEEPING_QUEUE]],
      );
      return result.rows;
    },

    async failedMails() {
      // pg-boss keeps jobs in pgboss.job; its findJobs() does not filter by state, so the back office reads
      // the failed ones there directly (read only; every change goes through pg-boss).
      const result = await knex.raw<{
        rows: {
          id: string;
          data: MailMessage;
          output: { message?: string } | null;
          retry_count: number;
          completed_on: Date;
        }[];
      }>(
        `SELECT id, data, output, retry_count, completed_on FROM pgboss.job
          WHERE name = ? AND state = 'failed' ORDER BY completed_on DESC LIMIT 50`,
        [MAIL_QUEUE],
      );
      return result.rows.map((row) => ({
        id: row.id,
        to: row.data.to,
        subject: row.data.subject,
        error: row.output?.message ?? 'Unbekannter Fehler',
        tries: row.retry_count + 1,
        failedAt: new Date(row.completed_on).toISOString(),
      }));
    },

    async retryMail(id) {
      const found = await knex.raw<{ rows: unknown[] }>(
        `SELECT 1 FROM pgboss.job WHERE name = ? AND id = ?::uuid AND state = 'failed'`,
        [MAIL_QUEUE, id],
      );
      if (found.rows.length === 0) return false;
      await boss.retry(MAIL_QUEUE, id);
      return true;
    },
  };
}
