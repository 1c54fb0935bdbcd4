// What the header shows of the signed-in user: the name and the links of the user menu (server and browser).
import type { PublicUser } from '#contract/types.ts';

export function displayName(user: PublicUser): string {
  return user.firstName?.trim() || user.username;
}

const OWNER_LINK = { href: '/my-stables', label: 'Meine Ställe' };
const ACCOUNT_LINKS = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/profile', label: 'Profil' },
];

/** The user's links; `null` gives every link (the browser's template drops what a user does not get). */
export function userLinks(user: PublicUser | null): { href: string; label: string }[] {
  return [...ACCOUNT_LINKS, ...(user === null || user.isStableOwner ? [OWNER_LINK] : [])];
}
