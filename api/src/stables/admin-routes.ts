// Admin read view of the stables under /api/admin (the admin guard is applied where the admin routes are
// composed).
import Router from '@koa/router';
import { AdminStableQuery } from '#contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import { listStablesForAdmin } from './admin-service.ts';
import { presentAdminStable } from './presenter.ts';

export function adminStableRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/admin/stables',
    handle({ query: AdminStableQuery }, async (ctx, { query }) => {
      ctx.body = (await listStablesForAdmin(ctx.services.knex, query)).map(presentAdminStable);
    }),
  );

  return router;
}
