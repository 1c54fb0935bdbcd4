// The public shape of a user: never the password hash.
import type { PublicUser } from '#contract/types.ts';
import type { User } from '../models/User.ts';

export function presentUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    phone: user.phone ?? null,
    isAdmin: user.isAdmin,
    isStableOwner: user.isStableOwner,
    emailVerified: Boolean(user.emailVerifiedAt),
    pendingEmail: user.pendingEmail ?? null,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
