// Favourite listings (the heart on each card): always kept in local storage on this device and, while
// someone is signed in, in their account too. At the first sign-in on a device the local hearts are merged
// into the account; after that the account's list is the truth and every toggle is sent to it. Signing out
// keeps the local hearts.
import { atom } from 'nanostores';
import type { ListingDto, PublicUser } from '#contract/types.ts';
import { addFavourite, fetchFavourites, mergeFavourites, removeFavourite } from '../lib/api.ts';
import { readStored, writeStored } from '../lib/stored.ts';
import { type ListingSnapshot, keepSnapshots, saveSnapshots, snapshotOf } from './listing-snapshots.ts';
import { toast } from './toasts.ts';
import { $user } from './user.ts';

const STORAGE_KEY = 'favourites';
/** The id of the account this device's hearts were last merged into; cleared while signed out. */
const MERGED_KEY = 'favourites-merged-into';

function load(): number[] {
  const parsed = readStored<unknown>(STORAGE_KEY, []);
  return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
}

function store(ids: number[]): void {
  $favourites.set(ids);
  writeStored(STORAGE_KEY, ids);
  // The header's heart (header-controls.ts) counts the stored ids on this event, without loading this store.
  dispatchEvent(new Event(STORAGE_KEY));
}

/** Components show it only after mounting (useMounted), so hydration matches the server's HTML. */
export const $favourites = atom<number[]>(typeof window === 'undefined' ? [] : load());

/** The signed-in user's favourite listings from the account; null until loaded (or when signed out). */
export const $favouriteListings = atom<ListingDto[] | null>(null);

let syncedFor: number | null = null;

async function syncWithAccount(user: PublicUser): Promise<void> {
  if (syncedFor === user.id) return;
  syncedFor = user.id;
  try {
    const merged = readStored<unknown>(MERGED_KEY, null) === user.id;
    const result = merged ? await fetchFavourites() : await mergeFavourites(load().slice(-200));
    writeStored(MERGED_KEY, user.id);
    store(result.ids);
    $favouriteListings.set(result.listings);
    // The account's list is the truth: its cards are kept for /merkliste offline, the others forgotten.
    saveSnapshots(result.listings.map((listing) => snapshotOf(listing)));
    keepSnapshots(result.ids);
  } catch {
    // Offline or signed out meanwhile: the local hearts stay; the next page load tries again.
    syncedFor = null;
  }
}

/** Hearts or un-hearts a listing; the card's snapshot lets /merkliste show it without a network. */
export function toggleFavourite(id: number, snapshot?: ListingSnapshot): void {
  const current = $favourites.get();
  const adding = !current.includes(id);
  if (adding && snapshot) saveSnapshots([snapshot]);
  store(adding ? [...current, id] : current.filter((x) => x !== id));
  if (!adding) keepSnapshots($favourites.get());
  if (!adding) $favouriteListings.set($favouriteListings.get()?.filter((l) => l.id !== id) ?? null);
  const signedIn = $user.get();
  if (signedIn) void (adding ? addFavourite(id) : removeFavourite(id)).catch(() => undefined);
  // Hearting says where the favourite is kept and leads to the list (issue 39.16); un-hearting needs no word.
  if (adding)
    toast({
      title: `Gemerkt – ${signedIn ? 'in deinem Konto' : 'auf diesem Gerät'} gespeichert`,
      link: ['/merkliste', 'Zur Merkliste'],
    });
}

if (typeof window !== 'undefined') {
  // Another tab changed the favourites: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) $favourites.set(load());
  });
  $user.subscribe((user) => {
    if (user) {
      void syncWithAccount(user);
    } else if (user === null) {
      // Hearts set while signed out are merged at the next sign-in.
      syncedFor = null;
      $favouriteListings.set(null);
      writeStored(MERGED_KEY, null);
    }
  });
}
