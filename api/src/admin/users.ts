// Admin user management: list, create, edit and delete accounts, never losing the last administrator.
import Router from '@koa/router';
import type { Knex } from 'knex';
import { AdminCreateUserBody, AdminUpdateUserBody, AdminUserQuery, IdParam } from '#contract/schemas.ts';
import { signOut } from '../auth/current-user.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { conflict, notFound } from '../http/errors.ts';
import { handle } from '../http/validate.ts';
import { User } from '../models/User.ts';
import { removeListingFiles } from '../photos/listing-files.ts';
import { presentUser } from '../users/presenter.ts';
import { assertAvailable, createUser } from '../users/service.ts';

const LAST_ADMIN_DEMOTE = 'Der letzte Administrator kann nicht herabgestuft werden';
const LAST_ADMIN_DELETE = 'Der letzte Administrator kann nicht gelöscht werden';

/**
 * Locks every admin row (in id order, so two callers never deadlock) and then the target row, and
 * returns the target. While the locks are held no other transaction can demote or delete an admin, so
 * "is another admin left?" stays true until this transaction ends.
 */
export async function lockAdminsAndTarget(trx: Knex.Transaction, id: number) {
  const adminIds = (await User.query(trx).modify('admins').orderBy('id').forUpdate().select('id')).map((u) => u.id);
  const target = await User.query(trx).findById(id).forUpdate();
  if (!target) throw notFound('Benutzer');
  const otherAdminLeft = adminIds.some((adminId) => adminId !== id);
  return { target, otherAdminLeft };
}

export function adminUserRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/admin/users',
    handle({ query: AdminUserQuery }, async (ctx, { query }) => {
      const q = User.query().orderBy('createdAt', 'desc').orderBy('id', 'desc');
      if (query.search) {
        const term = query.search.toLowerCase();
        q.where((w) =>
          w
            .whereRaw('strpos(lower(email), ?) > 0', [term])
            .orWhereRaw('strpos(lower(username), ?) > 0', [term])
            .orWhereRaw(`strpos(search_fold(concat_ws(' ', first_name, last_name)), search_fold(?)) > 0`, [
              query.search,
            ]),
        );
      }
      if (query.role === 'admin') q.where('isAdmin', true);
      if (query.role === 'stable_owner') q.where({ isAdmin: false, isStableOwner: true });
      if (query.role === 'user') q.where({ isAdmin: false, isStableOwner: false });
      ctx.body = (await q).map(presentUser);
    }),
  );

  router.post(
    '/api/admin/users',
    handle({ body: AdminCreateUserBody }, async (ctx, { body }) => {
      const user = await createUser({ ...body, emailVerified: true });
      ctx.status = 201;
      ctx.body = presentUser(user);
    }),
  );

  router.put(
    '/api/admin/users/:id',
    handle({ params: IdParam, body: AdminUpdateUserBody }, async (ctx, { params, body }) => {
      const user = await ctx.services.knex.transaction(async (trx) => {
        const { target, otherAdminLeft } = await lockAdminsAndTarget(trx, params.id);
        if (target.isAdmin && body.isAdmin === false && !otherAdminLeft) throw conflict(LAST_ADMIN_DEMOTE);
        await assertAvailable(body.email, body.username, target.id, trx);
        const patch: Partial<User> = {};
        if (body.email !== undefined) patch.email = body.email;
        if (body.username !== undefined) patch.username = body.username;
        if (body.isAdmin !== undefined) patch.isAdmin = body.isAdmin;
        if (body.isStableOwner !== undefined) patch.isStableOwner = body.isStableOwner;
        // The optional texts parse blank to undefined; a field that was sent blank is cleared, one left out is kept.
        if ('firstName' in body) patch.firstName = body.firstName ?? null;
        if ('lastName' in body) patch.lastName = body.lastName ?? null;
        if ('phone' in body) patch.phone = body.phone ?? null;
        if (Object.keys(patch).length === 0) return target;
        return target.$query(trx).patchAndFetch({ ...patch, updatedAt: new Date() });
      });
      // A demoted admin needs nothing else: the role is read from the database on every request.
      ctx.body = presentUser(user);
    }),
  );

  router.delete(
    '/api/admin/users/:id',
    handle({ params: IdParam }, async (ctx, { params }) => {
      const listingIds = await ctx.services.knex.transaction(async (trx) => {
        const { target, otherAdminLeft } = await lockAdminsAndTarget(trx, params.id);
        if (target.isAdmin && !otherAdminLeft) throw conflict(LAST_ADMIN_DELETE);
        const owned: { id: number }[] = await trx('listings')
          .join('stables', 'stables.id', 'listings.stableId')
          .where('stables.ownerId', target.id)
          .select('listings.id');
        // Sessions, stables and their listings go with the user (foreign keys cascade).
        await User.query(trx).deleteById(target.id);
        return owned.map((row) => row.id);
      });
      // The photo files of those listings go once the rows are gone.
      await removeListingFiles(ctx, listingIds);
      // Deleting oneself: drop the session here too, so the response does not try to save it again.
      if (params.id === ctx.state.user?.id) signOut(ctx);
      ctx.body = { message: 'Benutzer gelöscht' };
    }),
  );

  return router;
}
