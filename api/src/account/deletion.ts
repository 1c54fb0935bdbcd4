// Deleting one's own account: listings with their photo files, stables, favourites, mailed links and
// sessions go; enquiries the user sent stay with the listing's owner but lose every personal detail.
import Router from '@koa/router';
import type { Knex } from 'knex';
import { ACCOUNT_MSG, DeleteAccountBody } from '#contract/account.ts';
import { lockAdminsAndTarget } from '../admin/users.ts';
import { requireUser, signOut } from '../auth/current-user.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { conflict } from '../http/errors.ts';
import { handle } from '../http/validate.ts';
import { NEWSLETTER_TOPIC } from '../newsletter/routes.ts';
import { removeListingFiles } from '../photos/listing-files.ts';
import { assertPassword } from './profile.ts';

export const DELETED_NAME = 'Gelöschtes Konto';
/** Not an address anyone can receive mail at (.invalid is reserved, RFC 2606). */
export const DELETED_EMAIL = 'geloescht@invalid';

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

export function deletionRoutes() {
  const router = new Router<AppState, AppContext>();

  router.delete(
    '/api/me',
    requireUser(),
    handle({ body: DeleteAccountBody }, async (ctx, { body }) => {
      const me = ctx.state.user!;
      await assertPassword(me, body.password, 'password', ACCOUNT_MSG.passwordWrong);
      const listingIds = await deleteAccount(ctx.services.knex, me.id);
      await removeListingFiles(ctx, listingIds);
      signOut(ctx);
      ctx.body = { message: ACCOUNT_MSG.accountDeleted };
    }),
  );

  return router;
}
