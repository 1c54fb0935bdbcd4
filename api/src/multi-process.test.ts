// Several processes of the product on one PostgreSQL database, as machines behind a load balancer: real
// operating-system processes (api/test/processes.ts), photos in an S3-compatible store (s3rver on 127.0.0.1).
//   - Two servers started at the same moment on an empty database both come up; exactly one migrates, creates
//     the admin and seeds; a session made on one works on the other; a photo uploaded through one is served
//     through the other; a mail enqueued by one is sent exactly once, though both run workers.
//   - Crashes: a server killed right after answering loses none of the mails it acknowledged (they wait in the
//     queue), and a worker killed while sending leaves the rest to another worker, which sends each mail once.
// PostgreSQL only: the embedded database belongs to one process.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoListDto } from '#contract/owner.ts';
import { testServerUrl } from '#test/database.ts';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import { readMails } from '#test/mail.ts';
import { uploadFiles } from '#test/multipart.ts';
import { startProcess, type ProductProcess } from '#test/processes.ts';
import { startS3Server, type S3TestServer } from '#test/s3-server.ts';
import { TestClient } from '#test/server.ts';
import { openDatabase } from './db/connection.ts';

const serverUrl = testServerUrl();
const ADMIN_PASSWORD = 'zwei-prozesse-admin';

/** A fresh, empty database on the test server, and its URL. */
async function freshDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every mail the processes wrote (file mode: DATA_DIR/mail), by Message-ID. */
async function sentMails(processes: ProductProcess[]) {
  const mails = (await Promise.all(processes.map((p) => readMails(path.join(p.dataDir, 'mail'))))).flat();
  const ids = mails.map((mail) => mail.headers['message-id']!);
  return { mails, total: ids.length, unique: new Set(ids).size };
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL database and one object store', () => {
  let database: { name: string; url: string };
  let s3: S3TestServer;
  const processes: ProductProcess[] = [];

  beforeAll(async () => {
    database = await freshDatabase('stallfinder_two');
    s3 = await startS3Server();
  });
  afterAll(async () => {
    for (const p of processes) {
      await p.stop();
      await p.remove();
    }
    await s3?.close();
    if (database) await dropDatabase(database.name);
  });

  it('both come up at once; one seeds; sessions, photos and mails work across them', async () => {
    // No SESSION_SECRET: the processes must agree on one without a manual step.
    const env = {
      DATABASE_URL: database.url,
      ADMIN_PASSWORD,
      SEED_DEMO_DATA: 'true',
      RATE_LIMIT_SCALE: '100',
      ...s3.env,
    };
    const [a, b] = await Promise.all([startProcess('server', env), startProcess('server', env)]);
    processes.push(a!, b!);
    for (const p of [a!, b!]) expect((await fetch(`${p.url}/readyz`)).status).toBe(200);

    const [row] = await query<Record<string, number>>(
      database.url,
      `SELECT (SELECT count(*) FROM users WHERE is_admin)::int AS admins,
              (SELECT count(*) FROM stables)::int AS stables,
              (SELECT count(DISTINCT name) FROM stables)::int AS "distinctStables",
              (SELECT count(*) FROM knex_migrations)::int AS migrations,
              (SELECT count(DISTINCT name) FROM knex_migrations)::int AS "distinctMigrations"`,
    );
    expect(row!.admins).toBe(1);
    expect(row!.stables).toBeGreaterThan(10);
    // Seeded once: every demo stable is there exactly once.
    expect(row!.stables).toBe(row!.distinctStables);
    expect(row!.migrations).toBe(row!.distinctMigrations);

    // A session signed in on A works on B.
    const onA = new TestClient(a!.url);
    expect((await onA.post('/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(200);
    const onB = new TestClient(b!.url);
    const me = await onB.get('/api/admin/me', { Cookie: onA.cookieHeader });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('admin');

    // A photo uploaded through A by a stable owner: in the store, listed and served through B.
    const db = await openDatabase({ kind: 'postgres', url: database.url });
    const owner = new TestClient(a!.url);
    let listingId: number;
    try {
      const user = await signInAs(owner, db.knex, { isStableOwner: true });
      const stable = await buildStable(db.knex, { ownerId: user.id });
      listingId = (await buildListing(db.knex, { stableId: stable.id, status: 'pending' })).id;
    } finally {
      await db.close();
    }
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a6' } })
      .png()
      .toBuffer();
    const photos = `/api/my/listings/${listingId}/photos`;
    const upload = await uploadFiles<PhotoListDto>(owner, photos, [
      { name: 'weide.png', data: png, type: 'image/png' },
    ]);
    expect(upload.status).toBe(201);
    const uploaded = upload.body.photos.at(-1)!;
    expect(uploaded.url.startsWith(`${s3.options.endpoint}/${s3.options.bucket}/`)).toBe(true);
    const onBPhotos = await onB.get(photos, { Cookie: owner.cookieHeader });
    expect(onBPhotos.body.photos.map((p: { url: string }) => p.url)).toContain(uploaded.url);
    const key = uploaded.url.slice(`${s3.options.endpoint}/${s3.options.bucket}/`.length);
    const throughB = await fetch(`${b!.url}/media/${key}`);
    expect(throughB.status).toBe(200);
    expect(throughB.url).toBe(uploaded.url);
    expect((await sharp(Buffer.from(await throughB.arrayBuffer())).metadata()).format).toBe('webp');

    // A mail enqueued by A goes out once, from whichever worker takes it.
    const before = await sentMails([a!, b!]);
    const signup = await new TestClient(a!.url).post('/api/newsletter/stallverwaltung', {
      email: 'zwei.prozesse@example.com',
    });
    expect(signup.status).toBe(200);
    await until(async () => (await sentMails([a!, b!])).total > before.total, 20_000, 'the mail');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = await sentMails([a!, b!]);
    expect(after.mails.filter((mail) => mail.to.includes('zwei.prozesse@example.com'))).toHaveLength(1);
  }, 180_000);
});

describe.skipIf(!serverUrl)('mails through crashes', () => {
  let database: { name: string; url: string };
  const processes: ProductProcess[] = [];
  const MAILS = 60;

  beforeAll(async () => {
    database = await freshDatabase('stallfinder_crash');
  });
  afterAll(async () => {
    for (const p of processes) {
      await p.kill();
      await p.remove();
    }
    if (database) await dropDatabase(database.name);
  });

  it('loses no acknowledged mail when the server dies, and sends each once when a worker dies mid-way', async () => {
    const env = {
      DATABASE_URL: database.url,
      SEED_DEMO_DATA: 'false',
      SESSION_SECRET: 'a-session-secret-of-the-crash-test-0123456789',
      RATE_LIMIT_SCALE: '1000',
      JOB_HEARTBEAT_SECONDS: '10',
    };
    // A server that runs no jobs takes the sign-ups and is killed the moment it answered the last one.
    const server = await startProcess('server', { ...env, WORKERS: '0' });
    processes.push(server);
    const client = new TestClient(server.url);
    let acknowledged = 0;
    for (let i = 0; i < MAILS; i += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          client.post('/api/newsletter/stallverwaltung', { email: `absturz${i + j}@example.com` }),
        ),
      );
      acknowledged += answers.filter((answer) => answer.status === 200).length;
    }
    await server.kill();
    const [queued] = await query<{ n: number }>(
      database.url,
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail'",
    );

    // A worker sends part of them and is killed in the middle of its work.
    const first = await startProcess('worker', env);
    processes.push(first);
    await until(async () => (await sentMails([first])).total >= MAILS / 3, 60_000, 'the first worker to send');
    await first.kill();
    const sentBeforeCrash = (await sentMails([first])).total;

    // Another worker takes over, including the mail the dead one held (after one missed heartbeat).
    const second = await startProcess('worker', env);
    processes.push(second);
    await until(async () => (await sentMails([first, second])).unique >= acknowledged, 120_000, 'every mail');
    await until(
      async () =>
        (
          await query<{ n: number }>(
            database.url,
            "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND state <> 'completed'",
          )
        )[0]!.n === 0,
      30_000,
      'the queue to be empty',
    );
    const sent = await sentMails([first, second]);

    // eslint-disable-next-line no-console
    console.log(
      `crash test: ${acknowledged} sign-ups acknowledged, ${queued!.n} mails queued when the server was killed; ` +
        `${sentBeforeCrash} sent before the worker was killed; ${sent.unique} distinct mails sent in all, ` +
        `${sent.total - sent.unique} duplicates`,
    );
    expect(acknowledged).toBe(MAILS);
    expect(queued!.n).toBe(acknowledged);
    expect(sent.unique).toBe(acknowledged);
    // A mail is recorded as delivered right after it is handed over, so only a crash between those two steps
    // could send one twice: at most the one mail the killed worker had in hand.
    expect(sent.total - sent.unique).toBeLessThanOrEqual(1);
  }, 240_000);
});
