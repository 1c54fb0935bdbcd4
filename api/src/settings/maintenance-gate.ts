// While maintenance mode is on, every page request except /admin paths and signed-in admins is answered
// by the maintenance page (/wartung, rendered by the site with status 503). The API stays reachable.
import type { Next } from 'koa';
import type { AppContext } from '../http/context.ts';
import { isAssetPath } from '../http/static-files.ts';

export const MAINTENANCE_PAGE = '/wartung';

function isPageRequest(ctx: AppContext): boolean {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false;
  const path = ctx.path;
  return !path.startsWith('/api/') && !path.startsWith('/admin') && !path.startsWith('/_') && !isAssetPath(path);
}

export function maintenanceGate() {
  return async (ctx: AppContext, next: Next) => {
    if (isPageRequest(ctx) && !ctx.state.user?.isAdmin) {
      const settings = await ctx.services.settings.get();
      if (settings.maintenanceMode) {
        ctx.set('Retry-After', '600');
        ctx.set('Cache-Control', 'no-store');
        // The visitor keeps the URL; the site renders the maintenance page in its place.
        ctx.path = MAINTENANCE_PAGE;
      }
    }
    await next();
  };
}
