// The signed-in user: undefined while unknown, null for visitors. Server-rendered pages pass it in;
// pre-rendered pages load it once from GET /api/user. Offline, a signed-in user cannot be loaded and is null like a
// visitor (stores/horses.ts then shows the account's saved horses read-only); the header shows the account as this
// device last saw it ($offlineAccount), kept from the last page that loaded the user.
import { atom } from 'nanostores';
import type { PublicUser } from '#contract/types.ts';
import type { HeaderUser } from '../components/header/user-links.ts';
import { fetchCurrentUser, logout as apiLogout } from '../lib/api.ts';
import { readStored, sessionHinted, writeStored } from '../lib/stored.ts';
import { toast } from './toasts.ts';

export const $user = atom<PublicUser | null | undefined>(undefined);

const SEEN_KEY = 'account-seen';

/** The signed-in account as this device last saw it, while the session exists but the user cannot be loaded. */
export const $offlineAccount = atom<HeaderUser | null>(null);

if (typeof window !== 'undefined') {
  // Kept while signed in; gone once a page finds no session (signing out drops it with the session's hint).
  $user.subscribe((user) => {
    if (user || (user === null && !sessionHinted())) {
      writeStored(
        SEEN_KEY,
        user && { username: user.username, firstName: user.firstName, isStableOwner: user.isStableOwner },
      );
    }
  });
}

/** The user could not be loaded although a session exists: offline, the account as last seen. */
function unreachable(): void {
  $offlineAccount.set(readStored<HeaderUser | null>(SEEN_KEY, null));
  $user.set(null);
}

let loading: Promise<void> | null = null;

/** Takes the server's answer when the page had one, otherwise asks the API (once per page). */
export function initUser(known: PublicUser | null | undefined): Promise<void> {
  if (known !== undefined) {
    $user.set(known);
    return Promise.resolve();
  }
  // The server sets the readable cookie "sf.in" while a session exists; without it nobody is signed in.
  if (!sessionHinted()) {
    $user.set(null);
    return Promise.resolve();
  }
  loading ??= fetchCurrentUser()
    .then((user) => $user.set(user))
    .catch(unreachable);
  return loading;
}

export function setUser(user: PublicUser | null): void {
  $user.set(user);
}

export async function signOut(): Promise<void> {
  try {
    await apiLogout();
    $user.set(null);
    window.location.assign('/');
  } catch (err) {
    toast({ title: 'Abmelden fehlgeschlagen', description: (err as Error).message, variant: 'destructive' });
  }
}
