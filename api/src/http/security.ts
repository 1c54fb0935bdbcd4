// Security headers on every response, and CSRF protection for state-changing API calls made with a cookie.
import type { Next } from 'koa';
import type { AppContext } from './context.ts';
import { forbidden, HttpError } from './errors.ts';

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Hosts other than the site itself that pages load from: the map's tiles, and photos kept in an object store. */
export interface PageOrigins {
  tileOrigin: string | null;
  mediaOrigin: string | null;
}

/** What a single page adds to the policy: the analytics tag, on pages where it may load (contract/analytics.ts). */
export interface PagePolicyOptions {
  analytics?: boolean;
}

/** Where the Google Analytics 4 tag loads from and sends to (Google's CSP guide for GA4). */
export const ANALYTICS_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];
export const ANALYTICS_CONNECT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const ANALYTICS_IMG_ORIGINS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/** A script-src source for one inline script: its hash as the CSP writes it ('sha256-…'). */
const SCRIPT_HASH = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * CSP of the HTML pages. Scripts run only from the site itself or, inline, when their hash is listed: the page
 * renderer names the hashes of the inline scripts it wrote (Astro's island loader, the theme script), so an
 * injected inline script or event handler does not run. Styles keep 'unsafe-inline' (style attributes).
 */
export function pageCsp(
  origins: PageOrigins,
  scriptHashes: readonly string[] = [],
  page: PagePolicyOptions = {},
): string {
  const hosts = [origins.tileOrigin, origins.mediaOrigin].filter(Boolean);
  const hashes = scriptHashes.filter((hash) => SCRIPT_HASH.test(hash));
  // Google's origins only where the settings configure analytics; the consent script still decides whether it loads.
  const analytics = page.analytics;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes, ...(analytics ? ANALYTICS_SCRIPT_ORIGINS : [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...hosts, ...(analytics ? ANALYTICS_IMG_ORIGINS : [])].join(' '),
    "font-src 'self'",
    // The service worker runs under this policy too (sw.js) and fetches tiles and photos to keep them offline.
    ["connect-src 'self'", ...hosts, ...(analytics ? ANALYTICS_CONNECT_ORIGINS : [])].join(' '),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The hashes a page renderer's own policy allows in its script-src (Astro's security.csp). */
export function scriptHashesOf(policy: string | null): string[] {
  const scriptSrc = (policy ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return (scriptSrc ?? []).filter((source) => SCRIPT_HASH.test(source));
}

export function securityHeaders(options: { production: boolean } & PageOrigins) {
  // Pages without inline scripts (plain error pages, the pre-rendered 404) get no hash at all.
  const htmlCsp = pageCsp(options);
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
export function csrfProtection(options: { multipartPaths?: RegExp[]; oneClickPaths?: string[] } = {}) {
  return async (ctx: AppContext, next: Next) => {
    if (!UNSAFE_METHODS.has(ctx.method)) return next();
    // A one-click unsubscribe (RFC 8058) is a form POST from the mail provider: no Origin of ours, and the signed
    // token in its address, not a cookie, says whose mails stop, so a forged request can do nothing else.
    if (options.oneClickPaths?.includes(ctx.path)) return next();
    const origin = originOf(ctx.get('Origin') || undefined) ?? originOf(ctx.get('Referer') || undefined);
    // Koa 3's ctx.origin is the request's Origin header; our own origin is protocol + host.
    if (origin !== `${ctx.protocol}://${ctx.host}`) {
      throw forbidden('Anfrage abgelehnt: Sie muss von dieser Website kommen');
    }
    const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || Boolean(ctx.get('Transfer-Encoding'));
    if (hasBody) {
      const multipartAllowed = options.multipartPaths?.some((re) => re.test(ctx.path)) && ctx.is('multipart/form-data');
      if (!ctx.is('application/json') && !multipartAllowed) {
        throw new HttpError(415, 'Bitte sende die Daten als JSON (Content-Type: application/json)');
      }
    }
    return next();
  };
}
