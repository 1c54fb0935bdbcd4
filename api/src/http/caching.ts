// Cache-Control policy: hashed build assets are immutable, everything else revalidates, and any response
// for a signed-in user or one that sets a cookie is never stored.
import type { Next } from 'koa';
import type { AppContext } from './context.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Runs after the current user is known and before any handler: the page renderer writes straight to the Node response. */
export function cacheControl() {
  return async (ctx: AppContext, next: Next) => {
    ctx.set('Cache-Control', ctx.state.user ? 'no-store' : 'no-cache');
    await next();
    // Signing in or out sets a cookie: that response is personal too.
    if (ctx.response.headers['set-cookie'] != null) ctx.set('Cache-Control', 'no-store');
  };
}
