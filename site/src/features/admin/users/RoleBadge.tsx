// A user's derived role (spec section 4) as a badge: Administrator, Stallbesitzer or Benutzer.
import { ROLE_LABELS, roleOf, type Role } from '#contract/roles.ts';

const COLOURS: Record<Role, string> = {
  admin: 'bg-stone-900 text-white dark:bg-stone-100 dark:text-stone-900',
  stable_owner: 'bg-brand text-white dark:bg-brand-light dark:text-stone-950',
  user: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100',
};

export default function RoleBadge({ user }: { user: { isAdmin: boolean; isStableOwner: boolean } }) {
  const role = roleOf(user);
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLOURS[role]}`}
    >
      {ROLE_LABELS[role]}
    </span>
  );
}
