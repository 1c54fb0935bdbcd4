// Platform settings: stored as one JSON document and always read merged over the contract's defaults.
import type { Knex } from 'knex';
import { DEFAULT_SETTINGS, PlatformSettings, type SettingsUpdate } from '../../../contract/settings.ts';
import { badRequest } from '../http/errors.ts';
import { fieldErrors } from '../http/validate.ts';

export interface SettingsService {
  get(): Promise<PlatformSettings>;
  update(patch: SettingsUpdate): Promise<PlatformSettings>;
}

export function createSettingsService(knex: Knex): SettingsService {
  async function get(): Promise<PlatformSettings> {
    const row = await knex('platform_settings').where({ id: 1 }).first('value');
    const stored = (row?.value ?? {}) as Partial<PlatformSettings>;
    // A stored value that no longer validates (e.g. after a schema change) falls back to its default.
    const merged = { ...DEFAULT_SETTINGS };
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof PlatformSettings)[]) {
      const field = PlatformSettings.shape[key].safeParse(stored[key]);
      if (field.success) (merged as Record<string, unknown>)[key] = field.data;
    }
    return merged;
  }

  async function update(patch: SettingsUpdate): Promise<PlatformSettings> {
    const next = PlatformSettings.safeParse({ ...(await get()), ...patch });
    if (!next.success) throw badRequest('Ungültige Einstellungen', fieldErrors(next.error));
    await knex('platform_settings')
      .insert({ id: 1, value: JSON.stringify(next.data), updatedAt: knex.fn.now() })
      .onConflict('id')
      .merge(['value', 'updatedAt']);
    return next.data;
  }

  return { get, update };
}
