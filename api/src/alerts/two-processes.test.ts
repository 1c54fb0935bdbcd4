// Two processes of the product running the alert job at the same moments on one PostgreSQL database: every change
// is recorded once, and every saved search gets exactly one alert mail. PostgreSQL only: the embedded database
// belongs to one process.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServerUrl } from '#test/database.ts';

const serverUrl = testServerUrl();
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const SEARCHES = 20;
const LISTINGS = 30;

function runner(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['api/test/alert-runs.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', WORKERS: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`exited with ${code}:\n${output}`))));
  });
}

describe.skipIf(!serverUrl)('the alert job in two processes', () => {
  let name = '';
  let url = '';
  let db: pg.Client;

  beforeAll(async () => {
    name = `stallfinder_alerts_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const at = new URL(serverUrl!);
    at.pathname = `/${name}`;
    url = at.toString();
  });
  afterAll(async () => {
    await db?.end();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('records each change once and mails each search once', { timeout: 120_000 }, async () => {
    const env = {
      DATABASE_URL: url,
      SEED_DEMO_DATA: 'false',
      SESSION_SECRET: 'a-session-secret-of-the-alert-test-0123',
    };
    // One run migrates the empty database and takes its (empty) state.
    await runner({ ...env, ALERT_RUNS: '1' });
    db = new pg.Client({ connectionString: url });
    await db.connect();
    const owner = await db.query(
      `INSERT INTO users (email, username, password_hash, is_stable_owner) VALUES ('owner@example.de', 'owner', 'x', true)
       RETURNING id`,
    );
    const stable = await db.query(
      `INSERT INTO stables (owner_id, name, description, address, city, postal_code, region, latitude, longitude)
       VALUES ($1, 'Hof Zwei', 'Ruhig', 'Weg 1', 'München', '80331', 'germany', 48.137, 11.575) RETURNING id`,
      [owner.rows[0].id],
    );
    for (let i = 0; i < SEARCHES; i++) {
      await db.query(
        `INSERT INTO saved_searches (email, name, query, criteria, frequency, confirmed_at)
         VALUES ($1, 'Suche', '', $2, 'instant', now() - interval '1 hour')`,
        [
          `suche${i}@example.de`,
          JSON.stringify({ filters: {}, origins: [], near: { lat: 48.1, lon: 11.6, radiusKm: 50, label: 'München' } }),
        ],
      );
    }
    for (let i = 0; i < LISTINGS; i++) {
      await db.query(
        `INSERT INTO listings (stable_id, title, description, stall_type, price_per_month, image_urls, features, status)
         VALUES ($1, $2, 'Box', 'inside_box', 400, '[]', '[]', 'active')`,
        [stable.rows[0].id, `Box ${i}`],
      );
    }
    const at = new Date(Date.now() + 60_000).toISOString();
    const outputs = await Promise.all([runner({ ...env, ALERT_RUNS_AT: at }), runner({ ...env, ALERT_RUNS_AT: at })]);
    const mailed = outputs.map((output) => Number(/done (\d+)/.exec(output)?.[1]));
    expect(mailed[0]! + mailed[1]!).toBe(SEARCHES);

    const events = await db.query(`SELECT count(*)::int AS n FROM alert_events WHERE kind = 'published'`);
    expect(events.rows[0].n).toBe(LISTINGS);
    const mails = await db.query(
      `SELECT data->>'to' AS "to", count(*)::int AS n FROM pgboss.job WHERE name = 'mail-bulk' GROUP BY 1`,
    );
    expect(mails.rows).toHaveLength(SEARCHES);
    for (const row of mails.rows) expect(row.n, row.to).toBe(1);
    const matches = await db.query(`SELECT count(*)::int AS n FROM saved_search_matches WHERE mailed_at IS NOT NULL`);
    expect(matches.rows[0].n).toBe(SEARCHES * LISTINGS);
  });
});
