// The service worker's caches and their limits, in one module: the worker (sw.ts) uses them, pages read
// Cache Storage by these names (e.g. the offline page listing saved searches) and `npm run audit` prints them.

/** Navigations: search pages, the home page, listing detail pages and public content pages. */
export const PAGES_CACHE = 'sf-pages';
/** GET /api/listings* responses. */
export const API_LISTINGS_CACHE = 'sf-api-listings';
/** Listing photos under /media/. */
export const IMAGES_CACHE = 'sf-images';
/** Map tiles of the configured tile server. */
export const TILES_CACHE = 'sf-tiles';
/** The offline page (/offline) and the checklist shell (/checkliste), fetched anew by every worker version at install. */
export const OFFLINE_CACHE = 'sf-offline';
/** Hashed build assets of earlier versions, kept so pages saved under an older version still render offline. */
export const ASSETS_CACHE = 'sf-assets';

export const OFFLINE_PATH = '/offline';
/** The checklist pages' app shell, kept with the offline page: it opens every /checkliste/<id> offline. */
export const CHECKLIST_SHELL_PATH = '/checkliste';

/** Meta tag the worker inserts right after <head> when it answers a navigation from the cache. */
export const SAVED_META_NAME = 'sf-offline-saved';
/** Header with the ISO time a response was put into the cache; present only on responses served from the cache. */
export const CACHED_AT_HEADER = 'X-SW-Cached-At';

/** Seconds a navigation or listings API request may take before the cached copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 3;

const DAY = 24 * 60 * 60;

export interface CacheLimit {
  cacheName: string;
  strategy: string;
  maxEntries: number;
  maxAgeSeconds: number;
}

export const CACHE_LIMITS: readonly CacheLimit[] = [
  { cacheName: PAGES_CACHE, strategy: 'network-first (3 s), cache fallback', maxEntries: 100, maxAgeSeconds: 30 * DAY },
  {
    cacheName: API_LISTINGS_CACHE,
    strategy: 'network-first (3 s), cache fallback',
    maxEntries: 100,
    maxAgeSeconds: 30 * DAY,
  },
  { cacheName: IMAGES_CACHE, strategy: 'stale-while-revalidate', maxEntries: 300, maxAgeSeconds: 30 * DAY },
  { cacheName: TILES_CACHE, strategy: 'cache-first', maxEntries: 500, maxAgeSeconds: 14 * DAY },
  { cacheName: ASSETS_CACHE, strategy: 'cache-first (earlier versions)', maxEntries: 200, maxAgeSeconds: 60 * DAY },
];

export function limitOf(cacheName: string): CacheLimit {
  const limit = CACHE_LIMITS.find((l) => l.cacheName === cacheName);
  if (!limit) throw new Error(`No limits for cache ${cacheName}`);
  return limit;
}
