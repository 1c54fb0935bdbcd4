// The signed-in user's own account in the database: name and phone, the e-mail address and the password
// (the last two only with the current password), and deleting the account. Listings with their photo
// files, stables, favourites, mailed links and sessions go with it; enquiries the user sent stay with the
// listing's owner but lose every personal detail.
import type { Knex } from 'knex';
import type * as z from 'zod';
import { ACCOUNT_MSG, type ProfileBody } from '#contract/account.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { endSessionsOf } from '../auth/session-store.ts';
import { badRequest, conflict, HttpError } from '../http/errors.ts';
import { User } from '../models/User.ts';
import { NEWSLETTER_TOPIC } from '../newsletter/service.ts';
import { lockAdminsAndTarget } from '../users/admin-service.ts';
import { assertAvailable } from '../users/service.ts';
import { revokeTokens } from './tokens.ts';

export const DELETED_NAME = 'Gelöschtes Konto';
/** Not an address anyone can receive mail at (.invalid is reserved, RFC 2606). */
export const DELETED_EMAIL = 'geloescht@invalid';

/** 403 with the message under the password field, when `password` is not the user's current one. */
export async function assertPassword(user: User, password: string, field: string, message: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw new HttpError(403, message, { [field]: message });
}

export async function updateProfile(userId: number, body: z.infer<typeof ProfileBody>): Promise<User> {
  return User.query().patchAndFetchById(userId, {
    firstName: body.firstName,
    lastName: body.lastName,
    phone: body.phone ?? null,
    updatedAt: new Date(),
  });
}

/**
 * The new address waits for its confirmation (links-service.ts confirmEmail); the confirmed one stays in use until
 * then. Asking for the current address again withdraws a pending change.
 */
export async function changeEmail(knex: Knex, me: User, email: string, currentPassword: string): Promise<User> {
  await assertPassword(me, currentPassword, 'currentPassword', ACCOUNT_MSG.currentPasswordWrong);
  if (email === me.email.toLowerCase()) {
    if (me.pendingEmail)
      return User.query(knex).patchAndFetchById(me.id, { pendingEmail: null, updatedAt: new Date() });
    throw badRequest(ACCOUNT_MSG.sameEmail, { email: ACCOUNT_MSG.sameEmail });
  }
  await assertAvailable(email, undefined, me.id);
  return User.query(knex).patchAndFetchById(me.id, { pendingEmail: email, updatedAt: new Date() });
}

/** The new password; every session of the user ends and open reset links stop working. */
export async function changePassword(knex: Knex, me: User, currentPassword: string, newPassword: string) {
  await assertPassword(me, currentPassword, 'currentPassword', ACCOUNT_MSG.currentPasswordWrong);
  const passwordHash = await hashPassword(newPassword);
  return knex.transaction(async (trx) => {
    const updated = await User.query(trx).patchAndFetchById(me.id, { passwordHash, updatedAt: new Date() });
    await revokeTokens(trx, me.id, 'password_reset');
    await endSessionsOf(trx, me.id);
    return updated;
  });
}

/** Removes the account in one transaction; returns the ids of the listings that went with it. */
export async function deleteAccount(knex: Knex, userId: number): Promise<number[]> {
  return knex.transaction(async (trx) => {
    const { target, otherAdminLeft } = await lockAdminsAndTarget(trx, userId);
    if (target.isAdmin && !otherAdminLeft) throw conflict(ACCOUNT_MSG.lastAdmin);
    const listingIds: number[] = (
      await trx('listings')
        .join('stables', 'stables.id', 'listings.stableId')
        .where('stables.ownerId', userId)
        .select('listings.id')
    ).map((r: { id: number }) => r.id);
    // Enquiries to the user's own listings were addressed to this account alone: they go with it.
    if (listingIds.length)
      await trx('contactRequests').whereIn('listingId', listingIds).where({ source: 'enquiry' }).delete();
    // What the user sent stays readable for its recipient, without anything that names the sender.
    await trx('contactRequests')
      .where({ userId })
      .update({ name: DELETED_NAME, email: DELETED_EMAIL, phone: null, userId: null });
    await trx('conversations')
      .where({ enquirerId: userId })
      .update({ enquirerName: DELETED_NAME, enquirerEmail: DELETED_EMAIL, accessTokenHash: null });
    await trx('newsletterSignups')
      .where({ topic: NEWSLETTER_TOPIC })
      .whereRaw('lower(email) = lower(?)', [target.email])
      .delete();
    // Stables, listings (with their view days and status history), favourites, tokens and sessions
    // follow through their foreign keys.
    await trx('users').where({ id: userId }).delete();
    return listingIds;
  });
}
