// The signed-in user: undefined while unknown, null for visitors. Server-rendered pages pass it in;
// pre-rendered pages load it once from GET /api/user.
import { atom } from 'nanostores';
import type { PublicUser } from '#contract/types.ts';
import { fetchCurrentUser, logout as apiLogout } from '../lib/api.ts';
import { toast } from './toasts.ts';

export const $user = atom<PublicUser | null | undefined>(undefined);

let loading: Promise<void> | null = null;

/** Takes the server's answer when the page had one, otherwise asks the API (once per page). */
export function initUser(known: PublicUser | null | undefined): Promise<void> {
  if (known !== undefined) {
    $user.set(known);
    return Promise.resolve();
  }
  // The server sets the readable cookie "sf.in" while a session exists; without it nobody is signed in.
  if (!/(?:^|;\s*)sf\.in=1/.test(document.cookie)) {
    $user.set(null);
    return Promise.resolve();
  }
  loading ??= fetchCurrentUser()
    .then((user) => $user.set(user))
    .catch(() => $user.set(null));
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
