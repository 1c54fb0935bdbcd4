// Public read of the maintenance state, polled by the site every 30 seconds.
import Router from '@koa/router';
import type { AppContext, AppState } from '../http/context.ts';
import type { MaintenanceInfo } from '#contract/types.ts';

export function maintenanceRoutes() {
  const router = new Router<AppState, AppContext>();
  router.get('/api/maintenance', async (ctx) => {
    const settings = await ctx.services.settings.get();
    const body: MaintenanceInfo = {
      maintenanceMode: settings.maintenanceMode,
      maintenanceText: settings.maintenanceText,
    };
    ctx.body = body;
  });
  return router;
}
