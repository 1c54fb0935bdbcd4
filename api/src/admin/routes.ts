// The admin back office API: every route mounted here answers only to a signed-in admin (401 without a
// session, 403 for anyone else). Admin login, me and logout live with the other auth routes. The domains
// bring their own admin routers; the dashboard figures and the report are the back office's own.
import Router from '@koa/router';
import { requireAdmin } from '../auth/current-user.ts';
import { adminContactRoutes } from '../enquiries/admin-routes.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { adminJobRoutes } from '../jobs/admin-routes.ts';
import { adminListingRoutes } from '../listings/admin-routes.ts';
import { adminModerationRoutes } from '../moderation/admin-routes.ts';
import { adminSettingsRoutes } from '../settings/admin-routes.ts';
import { adminStableRoutes } from '../stables/admin-routes.ts';
import { adminUserRoutes } from '../users/admin-routes.ts';
import { adminReport } from './reports-service.ts';
import { adminStats, recentActivity } from './stats-service.ts';

function dashboardRoutes() {
  const router = new Router<AppState, AppContext>();
  router.get('/api/admin/stats', async (ctx) => {
    ctx.body = await adminStats(ctx.services.knex);
  });
  router.get('/api/admin/recent-activity', async (ctx) => {
    ctx.body = await recentActivity(ctx.services.knex);
  });
  router.get('/api/admin/reports', async (ctx) => {
    ctx.body = await adminReport(ctx.services.knex);
  });
  return router;
}

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
    adminModerationRoutes(),
    dashboardRoutes(),
    adminSettingsRoutes(),
    adminJobRoutes(),
  ]) {
    router.use(sub.routes());
  }
  return router;
}
