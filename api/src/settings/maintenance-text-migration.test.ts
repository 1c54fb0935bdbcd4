// The migration that moves a stored copy of the old maintenance default ("Sie") to the new one ("du").
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/database.ts';
import { down, up } from '../../../migrations/20261207170500_maintenance_text_du.ts';
import { DEFAULT_SETTINGS } from '#contract/settings.ts';
import { createSettingsService } from './service.ts';

const FORMAL = 'Wir führen derzeit Wartungsarbeiten durch. Bitte versuchen Sie es später erneut.';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

beforeEach(() => database.db.knex('platform_settings').delete());

async function store(value: object): Promise<void> {
  await database.db.knex('platform_settings').insert({ id: 1, value: JSON.stringify(value) });
}

const storedText = async () => (await createSettingsService(database.db.knex).get()).maintenanceText;

describe('migration 20261207170500_maintenance_text_du', () => {
  it('replaces a stored copy of the formal default with the du default, and back on down', async () => {
    await store({ siteName: 'Reitstall-Börse', maintenanceText: FORMAL });
    await up(database.db.knex);
    expect(await storedText()).toBe(DEFAULT_SETTINGS.maintenanceText);
    const row = await database.db.knex('platform_settings').first('value');
    expect(row.value.siteName).toBe('Reitstall-Börse');

    await down(database.db.knex);
    expect(await storedText()).toBe(FORMAL);
  });

  it('keeps a text an admin wrote', async () => {
    await store({ maintenanceText: 'Ab 18 Uhr sind wir wieder für Sie da.' });
    await up(database.db.knex);
    expect(await storedText()).toBe('Ab 18 Uhr sind wir wieder für Sie da.');
  });
});
