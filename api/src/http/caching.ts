// Cache-Control policy: hashed build assets are immutable, everything else revalidates, and any response
// for a signed-in user or one that sets a cookie is never stored.
import type { Next } from 'koa';
import type { AppContext } from './context.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControl() {
  return async (ctx: AppContext, next: Next) => {
    // A default before the handler runs, since the page renderer writes straight to the Node response.
    ctx.set('Cache-Control', 'no-cache');
    await next();
    const personal = ctx.state.user != null || ctx.response.headers['set-cookie'] != null;
    if (personal) ctx.set('Cache-Control', 'no-store');
  };
}
