// Platform settings: stored as one JSON document and always read merged over the contract's defaults.
import type { Knex } from 'knex';
import { DEFAULT_SETTINGS, PlatformSettings, type SettingsUpdate } from '#contract/settings.ts';

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

  /** `patch` is validated at the edge (SettingsUpdate); get() yields only valid fields, so the merge is valid. */
  async function update(patch: SettingsUpdate): Promise<PlatformSettings> {
    const next: PlatformSettings = { ...(await get()), ...patch };
    await knex('platform_settings')
      .insert({ id: 1, value: JSON.stringify(next), updatedAt: knex.fn.now() })
      .onConflict('id')
      .merge(['value', 'updatedAt']);
    return next;
  }

  return { get, update };
}
