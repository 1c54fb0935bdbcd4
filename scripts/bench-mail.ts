// The mail part of the bench (issue 35): with 1,000 bulk mails queued, how long a password-reset mail requested
// then takes until it is written on the file transport (bar: 5 s), and how many bulk mails per second one worker
// writes (bar: 50). One process boots as the server does with its workers on (WORKERS=1), on the embedded
// database in a fresh data directory, or on BENCH_DATABASE_URL when given; mail goes to the file transport.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../api/src/app.ts';
import { boot } from '../api/src/boot.ts';

export const MAIL_BARS = { resetMs: 5_000, bulkPerSecond: 50 };
const BULK = 1_000;
/** Recipients of the bench's own mails, removed from the queue afterwards. */
const DOMAIN = 'bench.invalid';

export interface MailFigures {
  database: string;
  resetMs: number;
  bulkPerSecond: number;
}

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`mail bench: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export async function benchMail(databaseUrl: string | undefined): Promise<MailFigures> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stallfinder-bench-mail-'));
  const services = await boot({
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO_DATA: 'false',
    WORKERS: '1',
    LOG_LEVEL: 'silent',
  });
  const { knex, jobs, mail } = services;
  const server = http.createServer(createApp({ services }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  services.config.siteUrl = url;

  // When each mail was written: the queue's worker calls the mailer, which resolves once the file is on disk.
  const written = new Map<string, number>();
  const send = mail.send.bind(mail);
  mail.send = async (message) => {
    await send(message);
    written.set(message.to, performance.now());
  };

  const email = `reset-${process.pid}@${DOMAIN}`;
  try {
    await knex('users').insert({
      email,
      username: `bench-reset-${process.pid}`,
      passwordHash: 'not-a-hash',
      firstName: 'Bench',
      lastName: 'Reset',
      emailVerifiedAt: new Date(),
    });
    const queuedAt = performance.now();
    await knex.transaction(async (trx) => {
      for (let i = 0; i < BULK; i++) {
        await jobs.enqueueMail(
          trx,
          {
            to: `bulk-${i}@${DOMAIN}`,
            subject: `Übersicht ${i}`,
            text: 'Neue Stallplätze in deiner Nähe.',
            html: '<p>Neue Stallplätze in deiner Nähe.</p>',
          },
          { bulk: true },
        );
      }
    });
    const enqueuedMs = performance.now() - queuedAt;

    const requestedAt = performance.now();
    const res = await fetch(`${url}/api/password/forgot`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url },
      body: JSON.stringify({ email }),
    });
    if (res.status !== 202) throw new Error(`mail bench: the reset request answered ${res.status}`);
    const bulkWaiting = BULK - [...written.keys()].filter((to) => to.startsWith('bulk-')).length;
    await until(() => written.has(email), 60_000, 'the reset mail');
    const resetMs = written.get(email)! - requestedAt;

    await until(() => written.size >= BULK + 1, 120_000, 'the bulk mails');
    const bulkTimes = [...written].filter(([to]) => to.startsWith('bulk-')).map(([, at]) => at);
    const bulkPerSecond = BULK / ((Math.max(...bulkTimes) - queuedAt - enqueuedMs) / 1000);
    console.log(
      `\nMail on ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'the embedded database'}, file transport, one ` +
        `process with its workers: ${BULK} bulk mails queued in one transaction (${enqueuedMs.toFixed(0)} ms), ` +
        `${bulkWaiting} still waiting when the reset was requested`,
    );
    return { database: databaseUrl ? 'PostgreSQL' : 'embedded', resetMs, bulkPerSecond };
  } finally {
    mail.send = send;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await jobs.stop();
    await knex.raw(`DELETE FROM pgboss.job WHERE data->>'to' LIKE ?`, [`%@${DOMAIN}`]).catch(() => {});
    await knex('users').where({ email }).delete();
    await services.db.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
