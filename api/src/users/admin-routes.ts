// Admin user management: list, create, edit and delete accounts, never losing the last administrator.
import Router from '@koa/router';
import { AdminCreateUserBody, AdminUpdateUserBody, AdminUserQuery, IdParam } from '#contract/schemas.ts';
import { signOut } from '../auth/current-user.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import { removeListingFiles } from '../photos/listing-files.ts';
import { deleteUser, listUsers, updateUser } from './admin-service.ts';
import { presentUser } from './presenter.ts';
import { createUser } from './service.ts';

export function adminUserRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/admin/users',
    handle({ query: AdminUserQuery }, async (ctx, { query }) => {
      ctx.body = (await listUsers(query)).map(presentUser);
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
      // A demoted admin needs nothing else: the role is read from the database on every request.
      ctx.body = presentUser(await updateUser(ctx.services.knex, params.id, body));
    }),
  );

  router.delete(
    '/api/admin/users/:id',
    handle({ params: IdParam }, async (ctx, { params }) => {
      const listingIds = await deleteUser(ctx.services.knex, params.id);
      // The photo files of those listings go once the rows are gone.
      await removeListingFiles(ctx, listingIds);
      // Deleting oneself: drop the session here too, so the response does not try to save it again.
      if (params.id === ctx.state.user?.id) signOut(ctx);
      ctx.body = { message: 'Benutzer gelöscht' };
    }),
  );

  return router;
}
