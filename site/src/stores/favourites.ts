// Favourite listings (the heart on each card), kept in local storage on this device.
import { atom } from 'nanostores';

const STORAGE_KEY = 'favourites';

function load(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Components show it only after mounting (useMounted), so hydration matches the server's HTML. */
export const $favourites = atom<number[]>(typeof window === 'undefined' ? [] : load());

export function toggleFavourite(id: number): void {
  const current = $favourites.get();
  const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
  $favourites.set(next);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // kept for this page only
  }
}

// Another tab changed the favourites: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) $favourites.set(load());
  });
}
