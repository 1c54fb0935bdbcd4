// Security headers on every response, and CSRF protection for state-changing API calls made with a cookie.
import type { Next } from 'koa';
import type { AppContext } from './context.ts';
import { forbidden, HttpError } from './errors.ts';

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** CSP of the HTML pages; the map's tile host is the one extra image source. */
export function pageCsp(tileOrigin: string | null): string {
  const img = ["'self'", 'data:', 'blob:', tileOrigin].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self'",
    // The service worker runs under this policy too (sw.js) and fetches map tiles to cache them.
    `connect-src ${["'self'", tileOrigin].filter(Boolean).join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: { production: boolean; tileOrigin: string | null }) {
  const htmlCsp = pageCsp(options.tileOrigin);
  return async (ctx: AppContext, next: Next) => {
    const isApi = ctx.path.startsWith('/api/');
    // Set before the handler runs: the page renderer writes straight to the Node response.
    ctx.set({
      'Content-Security-Policy': isApi ? API_CSP : htmlCsp,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
      ...(options.production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    });
    await next();
  };
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * State-changing API calls must come from this site: the Origin (or, failing that, the Referer) must be
 * our own origin, and a request that carries a body must declare it as JSON. Together with SameSite=Lax
 * cookies this shuts out cross-site form posts and simple cross-origin requests.
 */
export function csrfProtection(options: { multipartPaths?: RegExp[] } = {}) {
  return async (ctx: AppContext, next: Next) => {
    if (!UNSAFE_METHODS.has(ctx.method)) return next();
    const origin = originOf(ctx.get('Origin') || undefined) ?? originOf(ctx.get('Referer') || undefined);
    // Koa 3's ctx.origin is the request's Origin header; our own origin is protocol + host.
    if (origin !== `${ctx.protocol}://${ctx.host}`) {
      throw forbidden('Anfrage abgelehnt: Sie muss von dieser Website kommen');
    }
    const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || Boolean(ctx.get('Transfer-Encoding'));
    if (hasBody) {
      const multipartAllowed = options.multipartPaths?.some((re) => re.test(ctx.path)) && ctx.is('multipart/form-data');
      if (!ctx.is('application/json') && !multipartAllowed) {
        throw new HttpError(415, 'Bitte senden Sie die Daten als JSON (Content-Type: application/json)');
      }
    }
    return next();
  };
}
