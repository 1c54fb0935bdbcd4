// The admin back office API: every route mounted here answers only to a signed-in admin (401 without a
// session, 403 for anyone else). Admin login, me and logout live with the other auth routes.
import Router from '@koa/router';
import { requireAdmin } from '../auth/current-user.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { adminContactRoutes } from '../enquiries/admin-routes.ts';
import { adminListingRoutes } from '../listings/admin-routes.ts';
import { adminReportRoutes } from './reports.ts';
import { adminSettingsRoutes } from '../settings/admin-routes.ts';
import { adminStableRoutes } from '../stables/admin-routes.ts';
import { adminStatsRoutes } from './stats.ts';
import { adminUserRoutes } from './users.ts';

export function adminRoutes() {
  const router = new Router<AppState, AppContext>();
  // Registered before the sub-routers, so it runs first on every route they define; @koa/router runs a
  // router's middleware only when one of its routes matched, so /api/admin/login (auth router) is untouched.
  router.use(requireAdmin());
  for (const sub of [
    adminUserRoutes(),
    adminListingRoutes(),
    adminStableRoutes(),
    adminContactRoutes(),
    adminStatsRoutes(),
    adminReportRoutes(),
    adminSettingsRoutes(),
  ]) {
    router.use(sub.routes());
  }
  return router;
}
