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

/**
 * The migrated embedded database as PGlite dumps it, made once for this set of migrations and PGlite version
 * and shared by the test files (a file in the temporary directory, named by their hash): starting from it takes
 * a fraction of the 2-3 s that running every migration took for each of the 50-odd files.
 */
async function migratedTemplate(): Promise<Blob> {
  const lock = JSON.parse(await fs.readFile(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const hash = createHash('sha256').update(lock.packages['node_modules/@electric-sql/pglite']?.version ?? '');
  const migrations = path.join(ROOT, 'migrations');
  for (const name of (await fs.readdir(migrations)).sort()) {
    hash.update(name).update(await fs.readFile(path.join(migrations, name)));
  }
  const file = path.join(os.tmpdir(), `stallfinder-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
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

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const db = await openDatabase({ kind: 'embedded', dataDir: null, loadDataDir: await migratedTemplate() });
    // Nothing to do unless the template is behind the migrations (it is named by them).
    await migrateLatest(db.knex);
    return { db, url: null, drop: () => db.close() };
  }
  const name = `stallfinder_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateLatest(db.knex);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
