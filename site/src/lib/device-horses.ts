// Where the rider's horse profiles live on this device (stores/horses.ts): a visitor's own under "horses", a
// signed-in rider's account copy under "horses-account". Read without the store by pages that show what is
// available offline (the offline page), which must not load the account.
import type { HorseDto } from '#contract/horse-fields.ts';
import { readStored, sessionHinted } from './stored.ts';

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
