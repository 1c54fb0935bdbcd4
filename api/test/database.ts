// A fresh database for each test file: in-memory PGlite by default, or a new database on the PostgreSQL
// server named by TEST_DATABASE_URL / DATABASE_URL, dropped again afterwards.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/connection.ts';
import { migrateLatest } from '../src/db/migrate.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Names the state the migrations leave a database in (with what else it depends on, `salt`). */
async function migrationsHash(salt: string): Promise<string> {
  const hash = createHash('sha256').update(salt);
  const migrations = path.join(ROOT, 'migrations');
  for (const name of (await fs.readdir(migrations)).sort()) {
    hash.update(name).update(await fs.readFile(path.join(migrations, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated embedded database as PGlite dumps it, made once for this set of migrations and PGlite version
 * and shared by the test files (a file in the temporary directory, named by their hash): starting from it takes
 * a fraction of the 2-3 s that running every migration took for each of the 50-odd files.
 */
async function migratedTemplate(): Promise<Blob> {
  const lock = JSON.parse(await fs.readFile(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const pglite = lock.packages['node_modules/@electric-sql/pglite']?.version ?? '';
  const file = path.join(os.tmpdir(), `stallfinder-test-db-${await migrationsHash(pglite)}.tar`);
  const kept = await fs.readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);
  const db = await openDatabase({ kind: 'embedded', dataDir: null });
  await migrateLatest(db.knex);
  const template = await db.dump!();
  await db.close();
  // Written aside and renamed, so a test file starting beside this one reads a whole file or none.
  const partial = `${file}.${process.pid}`;
  await fs.writeFile(partial, Buffer.from(await template.arrayBuffer()));
  await fs.rename(partial, file);
  return template;
}

export interface TestDatabase {
  db: Database;
  url: string | null;
  drop(): Promise<void>;
}

export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The migrated database on the server, made once for this set of migrations by the first test file that needs it
 * (the others wait on an advisory lock) and kept: `CREATE DATABASE … TEMPLATE` copies it in a fraction of the time
 * every migration takes. A template of earlier migrations is dropped when a new one is made.
 */
async function serverTemplate(serverUrl: string): Promise<string> {
  const name = `stallfinder_template_${await migrationsHash('postgres')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', ['stallfinder_template']);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return name;
    const stale = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'stallfinder\\_template\\_%' AND datname <> $1",
      [name],
    );
    // Another checkout's run may still be copying one: that one stays.
    for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
    // Made under another name and renamed, so a template that exists is a whole one.
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    await admin.query(`CREATE DATABASE ${building}`);
    const db = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, building) });
    try {
      await migrateLatest(db.knex);
    } finally {
      await db.close();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const db = await openDatabase({ kind: 'embedded', dataDir: null, loadDataDir: await migratedTemplate() });
    // Nothing to do unless the template is behind the migrations (it is named by them).
    await migrateLatest(db.knex);
    return { db, url: null, drop: () => db.close() };
  }
  const template = await serverTemplate(serverUrl);
  const name = `stallfinder_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = databaseUrl(serverUrl, name);
  const db = await openDatabase({ kind: 'postgres', url });
  await migrateLatest(db.knex);
  return {
    db,
    url,
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
