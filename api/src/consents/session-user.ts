// The signed-in member as the session answers it (GET /api/user, sign-in, the pages' `me`): the public user plus
// the legal documents they still have to accept, so the site can ask before anything else.
import type { Knex } from 'knex';
import type { LegalDocument } from '#contract/legal.ts';
import type { PublicUser } from '#contract/types.ts';
import type { User } from '../models/User.ts';
import { presentUser } from '../users/presenter.ts';
import { consentsDue } from './service.ts';

export async function presentSessionUser(db: Knex, user: User): Promise<PublicUser> {
  return { ...presentUser(user), consentsDue: await dueFor(db, user) };
}

/**
 * What the member still has to accept. Administrators are the platform's own staff, bound by their contracts rather
 * than the members' AGB: never asked (the bootstrap admin was never registered through the form).
 */
export async function dueFor(db: Knex, user: Pick<User, 'id' | 'isAdmin'>): Promise<LegalDocument[]> {
  return user.isAdmin ? [] : consentsDue(db, user.id);
}
