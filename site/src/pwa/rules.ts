// Which cache (if any) the service worker may use for a request: a pure function of the request's URL,
// method and kind, so the rules are unit-tested without a browser (rules.test.ts).
import {
  API_LISTINGS_CACHE,
  ASSETS_CACHE,
  CHECKLIST_SHELL_PATH,
  IMAGES_CACHE,
  PAGES_CACHE,
  TILES_CACHE,
} from './cache-names.ts';

export type RouteDecision =
  | typeof PAGES_CACHE
  | typeof API_LISTINGS_CACHE
  | typeof IMAGES_CACHE
  | typeof TILES_CACHE
  | typeof ASSETS_CACHE
  /** Straight to the network, never stored (private, personal or changing data). */
  | 'never';

export interface RequestFacts {
  url: URL;
  method: string;
  /** request.mode === 'navigate' */
  navigate: boolean;
  /** request.destination, e.g. 'image' */
  destination: string;
}

/** Pages and API routes whose responses depend on the signed-in user or carry private data. */
const PRIVATE_PREFIXES = ['/admin', '/my-stables', '/api/admin', '/api/me', '/api/conversation-links'];
const PRIVATE_PATHS = [
  '/dashboard',
  '/profile',
  '/auth',
  '/passwort-zuruecksetzen',
  '/email-bestaetigen',
  '/newsletter',
  '/wartung',
  '/api/user',
  '/api/my',
  '/api/password',
  // Conversations (and their private links): only the drafts stay on the device, in its storage.
  '/nachrichten',
  // Saved searches, and the private links of their mails (confirm, unsubscribe).
  '/suchauftraege',
];

/** True for paths the worker must never store, whatever the response says. */
export function isPrivatePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  return PRIVATE_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/** GET /api/listings and everything below it (search results, single listings), but not the free viewing slots,
 *  which change with every booking. */
function isListingsApi(pathname: string): boolean {
  if (/^\/api\/listings\/[^/]+\/viewing-slots/.test(pathname)) return false;
  return pathname === '/api/listings' || pathname.startsWith('/api/listings/') || pathname.startsWith('/api/listings?');
}

export function routeFor(request: RequestFacts, ownOrigin: string): RouteDecision | null {
  const { url } = request;
  if (request.method !== 'GET') return 'never';
  if (url.origin !== ownOrigin) {
    // The pages' CSP admits two other image origins: the map tile server and, with photos in an object store,
    // the store. Both answer opaquely (no CORS) with content that never changes under its address: cache-first.
    return request.destination === 'image' ? TILES_CACHE : null;
  }
  if (isPrivatePath(url.pathname)) return 'never';
  if (request.navigate) return PAGES_CACHE;
  if (url.pathname.startsWith('/api/')) return isListingsApi(url.pathname) ? API_LISTINGS_CACHE : 'never';
  if (url.pathname.startsWith('/media/')) return IMAGES_CACHE;
  if (url.pathname.startsWith('/_astro/')) return ASSETS_CACHE;
  return null;
}

/** Whether a response may be stored: a complete 200 that is neither personal nor marked no-store. */
export function isStorable(status: number, cacheControl: string | null, { opaqueAllowed = false } = {}): boolean {
  if (status === 0) return opaqueAllowed;
  if (status !== 200) return false;
  const directives = (cacheControl ?? '').toLowerCase();
  return !/\b(no-store|private)\b/.test(directives);
}

/**
 * The saved page that stands in for a navigation the network and the pages cache cannot answer: every visit
 * checklist (/checkliste/<id>) opens from the one checklist shell, whose island reads the listing from the address
 * and the answers from this device's storage. Null: no shell, the offline page.
 */
export function appShellFor(pathname: string): string | null {
  return /^\/checkliste(\/[1-9]\d{0,9})?\/?$/.test(pathname) ? CHECKLIST_SHELL_PATH : null;
}
