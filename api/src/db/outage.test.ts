// The database going down under load and coming back, on a PostgreSQL cluster this test starts itself (never the
// shared server): writers post the contact form and readers search while the cluster is stopped and started
// again. Every request during the outage is answered 503 with Retry-After within a second (pages with a German
// page, not JSON), /readyz says so within two, the log says once that the database is down, the process
// recovers without a restart, and every write that was acknowledged is in the database. Prints its figures.
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgClusterAvailable, startPgCluster, type PgCluster } from '#test/pg-cluster.ts';
import { createApp } from '../app.ts';
import { boot } from '../boot.ts';
import { scaledLimits } from '../http/rate-limit.ts';
import type { Logger } from '../log.ts';
import type { Services } from '../services.ts';

interface Answer {
  at: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  type: string;
  id?: number;
}

/** Log lines of the process, by message. */
function collectingLogger(lines: string[]): Logger {
  const logger: Logger = {
    debug: () => {},
    info: (message) => lines.push(message),
    warn: (message) => lines.push(message),
    error: (message) => {
      lines.push(message);
    },
    child: () => logger,
  };
  return logger;
}

describe.skipIf(!pgClusterAvailable())('a database outage under load', () => {
  let cluster: PgCluster;
  let services: Services;
  let server: http.Server;
  let base: string;
  let dataDir: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    cluster = await startPgCluster();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stallfinder-outage-'));
    services = await boot(
      {
        NODE_ENV: 'test',
        DATABASE_URL: cluster.url,
        DATA_DIR: dataDir,
        SESSION_SECRET: 'a-session-secret-of-the-outage-test-0123456789',
        SEED_DEMO_DATA: 'false',
        RATE_LIMIT_SCALE: '1000',
        DB_CONNECT_TIMEOUT_MS: '1000',
        DB_ACQUIRE_TIMEOUT_MS: '1000',
      },
      { log: collectingLogger(logLines) },
    );
    server = http.createServer(
      createApp({ services, limits: scaledLimits(services.config.rateLimitScale) }).callback(),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await services?.jobs.stop();
    await services?.db.close();
    await cluster?.destroy();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function call(pathname: string, init: RequestInit = {}): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(base + pathname, { ...init, signal: AbortSignal.timeout(10_000) });
    const text = await response.text();
    const answer: Answer = {
      at: started,
      ms: performance.now() - started,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      type: response.headers.get('content-type') ?? '',
    };
    if (response.status === 201) answer.id = (JSON.parse(text) as { id: number }).id;
    return answer;
  }

  let written = 0;
  const write = () =>
    call('/api/contact-form', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ name: 'Ausfall', email: 'ausfall@example.com', message: `Nachricht ${++written}` }),
    });

  it('answers 503 within a second while the database is down, recovers, and keeps every acknowledged write', async () => {
    const answers: Answer[] = [];
    let running = true;
    const loop = async (request: () => Promise<Answer>) => {
      while (running) answers.push(await request());
    };
    const load = [
      loop(write),
      loop(write),
      loop(() => call('/api/listings?region=germany')),
      loop(() => call('/api/listings/featured')),
    ];
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const stopAt = performance.now();
    await cluster.stop();
    const stoppedAt = performance.now();
    const page = await call('/stallplaetze', { headers: { Accept: 'text/html' } });
    const ready = await call('/readyz');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const startAt = performance.now();
    await cluster.start();
    // Recovered: a write answered 201 after the start.
    let recoveredAt = 0;
    while (!recoveredAt && performance.now() - startAt < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      recoveredAt = answers.find((a) => a.at > startAt && a.status === 201)?.at ?? 0;
    }
    // The probe asks every second: the log says the database is back.
    for (let i = 0; i < 40 && !logLines.includes('database reachable again'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    running = false;
    await Promise.all(load);

    const down = answers.filter((a) => a.at >= stoppedAt && a.at + a.ms < startAt);
    const first503 = answers.find((a) => a.at >= stopAt && a.status === 503)!;
    const acknowledged = answers.filter((a) => a.id !== undefined).map((a) => a.id!);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const stored = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contact_requests WHERE id = ANY ($1::int[])',
      [acknowledged],
    );
    await client.end();

    const statuses = (list: Answer[]) =>
      JSON.stringify(
        Object.fromEntries(Object.entries(Object.groupBy(list, (a) => a.status)).map(([k, v]) => [k, v!.length])),
      );
    // The figures of the outage, for the record (the assertions below are the bars).
    // eslint-disable-next-line no-console
    console.log(
      [
        `outage test: ${answers.length} requests, ${down.length} while the database was down`,
        `first 503 ${(first503.at + first503.ms - stopAt).toFixed(0)} ms after the stop began`,
        `slowest answer while down ${Math.max(...down.map((a) => a.ms)).toFixed(0)} ms`,
        `recovered ${(recoveredAt - startAt).toFixed(0)} ms after the database was started`,
        `writes acknowledged ${acknowledged.length}, stored ${stored.rows[0]!.n}`,
        `statuses before ${statuses(answers.filter((a) => a.at < stopAt))}, down ${statuses(down)}, after ${statuses(answers.filter((a) => a.at > startAt))}`,
      ].join('; '),
    );

    expect(down.length).toBeGreaterThan(10);
    expect(down.every((a) => a.status === 503 && a.retryAfter === '5')).toBe(true);
    expect(Math.max(...down.map((a) => a.ms))).toBeLessThan(1000);
    expect(first503.at + first503.ms - stopAt).toBeLessThan(1000 + (stoppedAt - stopAt));
    expect(answers.some((a) => a.status === 500)).toBe(false);
    expect(page).toMatchObject({ status: 503, retryAfter: '5' });
    expect(page.type).toContain('text/html');
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(2000);
    expect(recoveredAt).toBeGreaterThan(0);
    expect((await call('/readyz')).status).toBe(200);
    expect(stored.rows[0]!.n).toBe(acknowledged.length);
    expect(logLines.filter((line) => line.startsWith('database unreachable'))).toHaveLength(1);
    expect(logLines).toContain('database reachable again');
    expect(logLines.filter((line) => line === 'unexpected error')).toEqual([]);
    expect(services.availability.failures).toBeGreaterThanOrEqual(down.length);
  }, 60_000);
});
