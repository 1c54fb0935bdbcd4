// User roles are derived from two flags (spec section 4).

export const ROLES = ['admin', 'stable_owner', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  stable_owner: 'Stallbesitzer',
  user: 'Benutzer',
};

export function roleOf(user: { isAdmin: boolean; isStableOwner: boolean }): Role {
  if (user.isAdmin) return 'admin';
  if (user.isStableOwner) return 'stable_owner';
  return 'user';
}
