// Admin platform settings: read merged over the defaults, and saved after validation.
import Router from '@koa/router';
import { SettingsUpdate } from '#contract/settings.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';

export function adminSettingsRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get('/api/admin/settings', async (ctx) => {
    ctx.body = await ctx.services.settings.get();
  });

  router.put(
    '/api/admin/settings',
    handle({ body: SettingsUpdate }, async (ctx, { body }) => {
      ctx.body = await ctx.services.settings.update(body);
    }),
  );

  return router;
}
