// The rider's horse profiles and the active one ("Passt mein Pferd?"). Visitors keep their horses in local storage
// on this device; signed in, the account's horses are the truth (cached here for the next page). At sign-in the
// device's horses move to the account, the way the favourites merge (stores/favourites.ts), and leave the device.
import { atom, computed } from 'nanostores';
import type { HorseData, HorseDto } from '#contract/horse-fields.ts';
import type { PublicUser } from '#contract/types.ts';
import {
  ACCOUNT_HORSES_KEY,
  accountHorses,
  deviceHorses,
  LOCAL_HORSES_KEY,
  localHorses,
  rememberActiveHorse,
} from '../lib/device-horses.ts';
import { readStored, sessionHinted, writeStored as write } from '../lib/stored.ts';
import * as remote from '../lib/horse-api.ts';
import { toast } from './toasts.ts';
import { $user } from './user.ts';

const ACTIVE_KEY = 'horse-active';

const loadAccount = (userId: number): HorseDto[] | null => {
  const cached = accountHorses();
  return cached?.userId === userId ? cached.horses : null;
};

/** Whose horses $horses holds: the device's, or the account's (signed in). */
let accountId: number | null = null;

const browser = typeof window !== 'undefined';
/** Components show them only after mounting (useMounted), so hydration matches the server's HTML. */
export const $horses = atom<HorseDto[]>(browser ? deviceHorses() : []);
/** False while a signed-in user's horses are still being fetched: "no horse" is not yet known. */
export const $horsesLoaded = atom<boolean>(browser ? !sessionHinted() : false);
/**
 * True while a signed-in rider's horses are shown as this device last saw them, because the account could not be
 * reached (offline): they cannot be changed until a page load reaches it again.
 */
export const $horsesSaved = atom<boolean>(false);
const $activeId = atom<number | null>(browser ? readStored<number | null>(ACTIVE_KEY, null) : null);

/** The chosen horse, else the first one, else null. */
export const $activeHorse = computed(
  [$horses, $activeId],
  (horses, id) => horses.find((h) => h.id === id) ?? horses[0] ?? null,
);

/** The profile's data without id and date: what is saved, checked and sent with an enquiry. */
export function horseData(horse: HorseDto): HorseData {
  const { id: _id, createdAt: _createdAt, ...data } = horse;
  return data;
}

function show(horses: HorseDto[]): void {
  $horses.set(horses);
  if (accountId === null) write(LOCAL_HORSES_KEY, horses);
  else write(ACCOUNT_HORSES_KEY, { userId: accountId, horses });
}

export function setActiveHorse(id: number): void {
  $activeId.set(id);
  write(ACTIVE_KEY, id);
}

/** Local horses get negative ids, so they never meet an account's. */
const localId = () => Math.min(-1, ...$horses.get().map((h) => h.id)) - 1;

const complete = (data: HorseData, id: number, createdAt: string): HorseDto => ({
  id,
  name: data.name,
  heightCm: data.heightCm ?? null,
  gender: data.gender ?? null,
  age: data.age ?? null,
  type: data.type ?? null,
  breed: data.breed ?? null,
  hoofs: data.hoofs ?? null,
  needs: data.needs ?? [],
  turnout: data.turnout ?? null,
  discipline: data.discipline ?? null,
  createdAt,
});

/** The saved copy of an account's horses is not changed here: a change would never reach the account. */
function assertWritable(): void {
  if ($horsesSaved.get()) throw new Error('The account cannot be reached: its horses are read-only');
}

/** Adds a horse (already checked against HorseBody) and makes it the active one. */
export async function addHorse(data: HorseData): Promise<HorseDto> {
  assertWritable();
  const horse =
    accountId === null ? complete(data, localId(), new Date().toISOString()) : await remote.createHorse(data);
  show([...$horses.get(), horse]);
  setActiveHorse(horse.id);
  return horse;
}

export async function changeHorse(id: number, data: HorseData): Promise<HorseDto> {
  assertWritable();
  const before = $horses.get().find((h) => h.id === id);
  const horse =
    accountId === null
      ? complete(data, id, before?.createdAt ?? new Date().toISOString())
      : await remote.updateHorse(id, data);
  show($horses.get().map((h) => (h.id === id ? horse : h)));
  return horse;
}

export async function removeHorse(id: number): Promise<void> {
  assertWritable();
  if (accountId !== null) await remote.deleteHorse(id);
  show($horses.get().filter((h) => h.id !== id));
}

let syncedFor: number | null = null;

async function syncWithAccount(user: PublicUser): Promise<void> {
  if (syncedFor === user.id) return;
  syncedFor = user.id;
  accountId = user.id;
  const cached = loadAccount(user.id);
  if (cached) $horses.set(cached);
  try {
    const local = localHorses();
    let horses: HorseDto[];
    if (local.length) {
      const active = local.find((h) => h.id === $activeId.get());
      const result = await remote.importHorses(local.map(horseData));
      horses = result.horses;
      write(LOCAL_HORSES_KEY, null);
      // The active local horse stays active as the account's copy of it (same name and Stockmaß).
      const moved =
        active &&
        horses.find((h) => h.name.toLowerCase() === active.name.toLowerCase() && h.heightCm === active.heightCm);
      if (moved) setActiveHorse(moved.id);
      if (result.skipped)
        toast({
          title: 'Nicht alle Pferde übernommen',
          description: `${result.skipped} ${result.skipped === 1 ? 'Pferd passte' : 'Pferde passten'} nicht mehr in dein Konto (höchstens ${horses.length}).`,
          variant: 'destructive',
        });
    } else {
      horses = await remote.fetchHorses();
    }
    show(horses);
    $horsesSaved.set(false);
    $horsesLoaded.set(true);
  } catch {
    // Offline or signed out meanwhile: the cached list stays; the next page load tries again.
    syncedFor = null;
    $horsesLoaded.set(true);
  }
}

if (browser) {
  window.addEventListener('storage', (event) => {
    if (event.key === ACTIVE_KEY) $activeId.set(readStored<number | null>(ACTIVE_KEY, null));
    if (event.key === (accountId === null ? LOCAL_HORSES_KEY : ACCOUNT_HORSES_KEY))
      $horses.set(accountId === null ? localHorses() : (loadAccount(accountId) ?? $horses.get()));
  });
  $user.subscribe((user) => {
    if (user) {
      void syncWithAccount(user);
    } else if (user === null && sessionHinted()) {
      // The session still exists (the server drops the hint with it), but the user could not be loaded: offline.
      // The account's horses stay, as this device last saw them; the device's own are not the rider's list.
      const cached = readStored<{ userId: number; horses: HorseDto[] } | null>(ACCOUNT_HORSES_KEY, null);
      accountId = cached?.userId ?? null;
      $horses.set(Array.isArray(cached?.horses) ? cached.horses : []);
      $horsesSaved.set(true);
      $horsesLoaded.set(true);
    } else if (user === null) {
      // Signed out: the account's horses leave this device; the device's own are shown again.
      syncedFor = null;
      accountId = null;
      $horsesSaved.set(false);
      write(ACCOUNT_HORSES_KEY, null);
      $horses.set(localHorses());
      $horsesLoaded.set(true);
    }
  });
  $activeHorse.subscribe((horse) => rememberActiveHorse(horse && horseData(horse), accountId !== null));
}
