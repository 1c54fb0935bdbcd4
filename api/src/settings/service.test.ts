// The settings are read once per process and kept until a change: made here, made by another process on the
// same database (announced by NOTIFY), or, as a safety net, until their time to live runs out.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/database.ts';
import { openDatabase, type Database } from '../db/connection.ts';
import { createSettingsService, SETTINGS_CHANNEL, type SettingsService } from './service.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

/** How many statements read the settings while `run` runs. */
async function settingsReads(run: () => Promise<unknown>): Promise<number> {
  let reads = 0;
  const count = (query: { sql: string }) => {
    if (query.sql.includes('platform_settings')) reads += 1;
  };
  database.db.knex.on('query', count);
  try {
    await run();
  } finally {
    database.db.knex.off('query', count);
  }
  return reads;
}

describe('the settings cache', () => {
  it('reads the database once for many requests', async () => {
    const settings = createSettingsService(database.db.knex);
    const reads = await settingsReads(async () => {
      for (let i = 0; i < 5; i++) await settings.get();
    });
    expect(reads).toBe(1);
  });

  it('shows a change made in this process at once', async () => {
    const settings = createSettingsService(database.db.knex);
    await settings.get();
    await settings.update({ siteName: 'Stallfinder Nord' });
    expect((await settings.get()).siteName).toBe('Stallfinder Nord');
  });

  it('reads again when the time to live has run out', async () => {
    let now = 0;
    const settings = createSettingsService(database.db.knex, { ttlMs: 1000, now: () => now });
    await settings.get();
    await database.db.knex('platform_settings').update({ value: JSON.stringify({ siteName: 'Direkt geändert' }) });
    now = 999;
    expect((await settings.get()).siteName).not.toBe('Direkt geändert');
    now = 1000;
    expect((await settings.get()).siteName).toBe('Direkt geändert');
  });

  it('forgets a failed read', async () => {
    const settings = createSettingsService(database.db.knex);
    const failing = vi.spyOn(database.db.knex.client, 'query').mockRejectedValueOnce(new Error('weg'));
    await expect(settings.get()).rejects.toThrow('weg');
    failing.mockRestore();
    await expect(settings.get()).resolves.toMatchObject({ siteName: expect.any(String) });
  });
});

describe('a change made by another process', () => {
  let other: Database;
  let here: SettingsService;
  let there: SettingsService;
  let notified: Promise<void>;

  beforeAll(async () => {
    // The other process: its own connection to the same database (on the embedded database, the same one).
    other = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database.db;
    here = createSettingsService(database.db.knex, { ttlMs: 3_600_000 });
    there = createSettingsService(other.knex, { ttlMs: 3_600_000 });
    let resolve = () => {};
    notified = new Promise<void>((done) => (resolve = done));
    // As createServices wires it: a notification drops this process's copy.
    await database.db.listen(SETTINGS_CHANNEL, () => {
      here.invalidate();
      resolve();
    });
  });

  afterAll(async () => {
    if (other !== database.db) await other.close();
  });

  it('reaches this process by notification, long before the time to live', async () => {
    await here.get();
    await there.update({ siteName: 'Stallfinder Süd' });
    await notified;
    expect((await here.get()).siteName).toBe('Stallfinder Süd');
  });
});
