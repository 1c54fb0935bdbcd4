// What this device keeps of the rider's horses, read without the horse store (which would load the account):
//  - the profiles (stores/horses.ts): a visitor's own under "horses", a signed-in rider's account copy under
//    "horses-account"; the offline page counts them;
//  - the active horse for the fit badges of the search's cards: stores/horses.ts writes it, components/fit-badges.ts
//    and the search's "Nur passende" read it.
import type { HorseData, HorseDto } from '#contract/horse-fields.ts';
import { readStored, sessionHinted, writeStored } from './stored.ts';

export const LOCAL_HORSES_KEY = 'horses';
export const ACCOUNT_HORSES_KEY = 'horses-account';

/** The device's own horses (a visitor's). */
export function localHorses(): HorseDto[] {
  const horses = readStored<unknown>(LOCAL_HORSES_KEY, []);
  return Array.isArray(horses) ? (horses as HorseDto[]).filter((h) => typeof h?.name === 'string') : [];
}

/** The account's horses as this device last saw them, with whose they are. */
export function accountHorses(): { userId: number; horses: HorseDto[] } | null {
  const cached = readStored<{ userId: number; horses: HorseDto[] } | null>(ACCOUNT_HORSES_KEY, null);
  return cached && Array.isArray(cached.horses) ? cached : null;
}

/** The horses shown before the user is known: the account's cached ones while a session exists, else the device's. */
export function deviceHorses(): HorseDto[] {
  const account = sessionHinted() ? accountHorses() : null;
  return account ? account.horses : localHorses();
}

export const ACTIVE_HORSE_KEY = 'horse-active-data';

interface Remembered {
  horse: HorseData;
  /** The account's horse: shown only while signed in ("sf.in", see auth/current-user.ts). */
  account: boolean;
}

export function rememberActiveHorse(horse: HorseData | null, account: boolean): void {
  // Storage full or blocked: no badges.
  writeStored(ACTIVE_HORSE_KEY, horse && ({ horse, account } satisfies Remembered));
}

/** The active horse, or null (none, or an account's horse after signing out). */
export function rememberedActiveHorse(): HorseData | null {
  const value = readStored<Remembered | null>(ACTIVE_HORSE_KEY, null);
  if (typeof value?.horse?.name !== 'string') return null;
  if (value.account && !sessionHinted()) return null;
  return value.horse;
}
