// Cache-Control policy: hashed build assets are immutable, everything else revalidates, and any response
// for a signed-in user or one that sets a cookie is never stored.
import type { Next, ParameterizedContext } from 'koa';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Personal: neither the browser's HTTP cache nor the service worker (site/src/pwa/rules.ts) may store it. */
export const PRIVATE = 'private, no-store';
/** Public, but always revalidated: the service worker may keep it for offline use. */
export const REVALIDATE = 'no-cache';

/** API reads whose answer is the same for every visitor, signed in or not. */
export function isPublicApiRead(method: string, path: string): boolean {
  return (
    method === 'GET' &&
    (path === '/api/listings' || path.startsWith('/api/listings/') || path === '/api/map' || path === '/api/places')
  );
}

/** Runs after the current user is known and before any handler: the page renderer writes straight to the Node response. */
export function cacheControl() {
  // Typed by what it reads, not by the app's context: media code imports this module's policies.
  return async (ctx: ParameterizedContext<{ user?: unknown }>, next: Next) => {
    // Pages the same for everyone (search, listing detail) say so themselves: the renderer's headers win.
    const personal = ctx.state.user != null && !isPublicApiRead(ctx.method, ctx.path);
    ctx.set('Cache-Control', personal ? PRIVATE : REVALIDATE);
    await next();
    // Signing in or out sets a cookie: that response is personal too.
    if (ctx.response.headers['set-cookie'] != null) ctx.set('Cache-Control', PRIVATE);
  };
}
