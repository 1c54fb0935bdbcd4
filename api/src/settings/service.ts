// Platform settings: stored as one JSON document and always read merged over the contract's defaults. Every page
// and many requests read them, so each process keeps them in memory: a change made by any process announces
// itself with a NOTIFY on SETTINGS_CHANNEL, which drops every process's copy; a short time to live bounds the
// staleness should a notification ever be lost (while the listening connection reconnects, say).
import type { Knex } from 'knex';
import { DEFAULT_SETTINGS, PlatformSettings, type SettingsUpdate } from '#contract/settings.ts';

export const SETTINGS_CHANNEL = 'platform_settings';

/** How long a process trusts its copy without a notification. */
const SETTINGS_TTL_MS = 30_000;

export interface SettingsService {
  /**
   * The settings, from this process's copy while it is fresh. `within` reads through a caller's transaction
   * when the copy is stale (on the embedded database the pool's one connection is that transaction's).
   */
  get(within?: Knex): Promise<PlatformSettings>;
  update(patch: SettingsUpdate): Promise<PlatformSettings>;
  /** Drops this process's copy: the next get() reads the database. */
  invalidate(): void;
}

export interface SettingsOptions {
  ttlMs?: number;
  now?: () => number;
}

export function createSettingsService(knex: Knex, options: SettingsOptions = {}): SettingsService {
  const { ttlMs = SETTINGS_TTL_MS, now = Date.now } = options;
  let cached: { settings: Promise<PlatformSettings>; until: number } | null = null;

  async function read(db: Knex = knex): Promise<PlatformSettings> {
    const row = await db('platform_settings').where({ id: 1 }).first('value');
    const stored = (row?.value ?? {}) as Partial<PlatformSettings>;
    // A stored value that no longer validates (e.g. after a schema change) falls back to its default.
    const merged = { ...DEFAULT_SETTINGS };
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof PlatformSettings)[]) {
      const field = PlatformSettings.shape[key].safeParse(stored[key]);
      if (field.success) (merged as Record<string, unknown>)[key] = field.data;
    }
    return merged;
  }

  function get(within?: Knex): Promise<PlatformSettings> {
    if (cached && now() < cached.until) return cached.settings;
    const entry = { settings: read(within), until: now() + ttlMs };
    cached = entry;
    // A failed read is not kept: the next request tries again.
    entry.settings.catch(() => {
      if (cached === entry) cached = null;
    });
    return entry.settings;
  }

  function invalidate(): void {
    cached = null;
  }

  /** `patch` is validated at the edge (SettingsUpdate); read() yields only valid fields, so the merge is valid. */
  async function update(patch: SettingsUpdate): Promise<PlatformSettings> {
    const next = await knex.transaction(async (trx) => {
      // Concurrent changes of different fields must not undo each other: the row is read locked.
      await trx('platform_settings').where({ id: 1 }).forUpdate().first('id');
      const merged: PlatformSettings = { ...(await read(trx)), ...patch };
      await trx('platform_settings')
        .insert({ id: 1, value: JSON.stringify(merged), updatedAt: trx.fn.now() })
        .onConflict('id')
        .merge(['value', 'updatedAt']);
      // Delivered to every listening process when the transaction commits.
      await trx.raw('SELECT pg_notify(?, ?)', [SETTINGS_CHANNEL, '']);
      return merged;
    });
    invalidate();
    return next;
  }

  return { get, update, invalidate };
}
