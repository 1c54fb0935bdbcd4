// What the header shows of the signed-in user: the name and the links of the user menu (server and browser).
import type { PublicUser } from '#contract/types.ts';

/** What the header needs of a user (also what a device keeps of its account for offline pages: stores/user.ts). */
export type HeaderUser = Pick<PublicUser, 'username' | 'firstName' | 'isStableOwner'>;

export function displayName(user: HeaderUser): string {
  return user.firstName?.trim() || user.username;
}

const OWNER_LINK = { href: '/my-stables', label: 'Meine Ställe' };
const ACCOUNT_LINKS = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/suchauftraege', label: 'Suchaufträge' },
  { href: '/profile', label: 'Profil' },
];

/** The user's links; `null` gives every link (the browser's template drops what a user does not get). */
export function userLinks(user: HeaderUser | null): { href: string; label: string }[] {
  return [...ACCOUNT_LINKS, ...(user === null || user.isStableOwner ? [OWNER_LINK] : [])];
}
