// The active horse as this device remembers it for the fit badges of the search's cards, which must not load the
// horse store (nor the account) to show them: stores/horses.ts writes it, components/fit-badges.ts reads it.
import type { HorseData } from '#contract/horse-fields.ts';
import { sessionHinted } from './stored.ts';

export const ACTIVE_HORSE_KEY = 'horse-active-data';

interface Remembered {
  horse: HorseData;
  /** The account's horse: shown only while signed in ("sf.in", see auth/current-user.ts). */
  account: boolean;
}

export function rememberActiveHorse(horse: HorseData | null, account: boolean): void {
  try {
    if (horse) localStorage.setItem(ACTIVE_HORSE_KEY, JSON.stringify({ horse, account } satisfies Remembered));
    else localStorage.removeItem(ACTIVE_HORSE_KEY);
  } catch {
    // storage full or blocked: no badges
  }
}

/** The active horse, or null (none, or an account's horse after signing out). */
export function rememberedActiveHorse(): HorseData | null {
  try {
    const value = JSON.parse(localStorage.getItem(ACTIVE_HORSE_KEY) ?? 'null') as Remembered | null;
    if (!value || typeof value.horse?.name !== 'string') return null;
    if (value.account && !sessionHinted()) return null;
    return value.horse;
  } catch {
    return null;
  }
}
