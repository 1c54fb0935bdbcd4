// Two processes starting at the same moment on one empty PostgreSQL database (boot() twice at once, each with its
// own connections and data directory, as two machines behind a load balancer): both come up, exactly one
// migrates, creates the admin and seeds, and a session signed in on one works on the other. PostgreSQL only: the
// embedded database belongs to one process.
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testServerUrl } from '#test/database.ts';
import { TestClient } from '#test/server.ts';
import { createApp } from './app.ts';
import { boot } from './boot.ts';
import type { Services } from './services.ts';

const serverUrl = testServerUrl();
const ADMIN_PASSWORD = 'zwei-prozesse-admin';

describe.skipIf(!serverUrl)('two processes starting at once on one empty PostgreSQL database', () => {
  const name = `stallfinder_start_${process.pid}_${randomBytes(4).toString('hex')}`;
  const started: { services: Services; server: http.Server; dataDir: string }[] = [];

  afterAll(async () => {
    for (const { services, server, dataDir } of started) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.db.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('both come up, one migrates and seeds, and they share sessions', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;

    const start = async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stallfinder-start-'));
      // No SESSION_SECRET: the processes must agree on one without a manual step.
      const services = await boot({
        NODE_ENV: 'test',
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        ADMIN_PASSWORD,
        LOG_LEVEL: 'silent',
        SEED_DEMO_DATA: 'true',
      });
      const server = http.createServer(createApp({ services }).callback());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      started.push({ services, server, dataDir });
      return { services, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    };
    const [a, b] = await Promise.all([start(), start()]);

    const { knex } = a.services;
    const counts = await knex.raw(`SELECT
        (SELECT count(*) FROM users WHERE is_admin)::int AS admins,
        (SELECT count(*) FROM stables)::int AS stables,
        (SELECT count(DISTINCT name) FROM stables)::int AS "distinctStables",
        (SELECT count(*) FROM knex_migrations)::int AS migrations,
        (SELECT count(DISTINCT name) FROM knex_migrations)::int AS "distinctMigrations"`);
    const row = counts.rows[0];
    expect(row.admins).toBe(1);
    expect(row.stables).toBeGreaterThan(10);
    // Seeded once: every demo stable is there exactly once.
    expect(row.stables).toBe(row.distinctStables);
    expect(row.migrations).toBe(row.distinctMigrations);
    expect(a.services.config.sessionSecret).toBe(b.services.config.sessionSecret);

    const onA = new TestClient(a.url);
    const login = await onA.post('/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    const onB = new TestClient(b.url);
    const me = await onB.get('/api/admin/me', { Cookie: onA.cookieHeader });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('admin');
  }, 120_000);
});
