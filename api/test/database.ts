// A fresh database for each test file: in-memory PGlite by default, or a new database on the PostgreSQL
// server named by TEST_DATABASE_URL / DATABASE_URL, dropped again afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/connection.ts';
import { migrateLatest } from '../src/db/migrate.ts';

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
    const db = await openDatabase({ kind: 'embedded', dataDir: null });
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
