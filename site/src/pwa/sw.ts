// The service worker (bundled by site/integrations/pwa.ts into dist/client/sw.js, its precache manifest
// injected by workbox-build). Precaches the build's assets and icons; caches what a visitor saw at runtime so
// searches, listings, photos and map tiles work offline; never stores private or personal responses.
import { cacheNames, clientsClaim } from 'workbox-core';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  API_LISTINGS_CACHE,
  ASSETS_CACHE,
  CACHED_AT_HEADER,
  CHECKLIST_SHELL_PATH,
  IMAGES_CACHE,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_CACHE,
  OFFLINE_PATH,
  PAGES_CACHE,
  SAVED_META_NAME,
  TILES_CACHE,
  limitOf,
} from './cache-names.ts';
import { appShellFor, isStorable, routeFor, type RouteDecision } from './rules.ts';

// The DOM library is what the project compiles against; these are the few worker types used here.
interface WaitableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WaitableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

// ---- Precache: hashed assets, icons; an outdated precache of an earlier Workbox is removed. ----
cleanupOutdatedCaches();
// Written literally as `self.__WB_MANIFEST`: workbox-build replaces that text with the manifest.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);

/** Replaced at build time: changes with every build whose pages or assets changed, so the worker updates. */
declare const __SF_BUILD_ID__: string;
export const BUILD_ID = __SF_BUILD_ID__;

// A new version waits until the page's "Neu laden" asks it to take over (site/src/features/pwa/app-updates.ts).
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});
// The first version controls open pages at once, so what the visitor sees from now on is saved.
clientsClaim();

worker.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([saveOfflinePage(OFFLINE_PATH), saveOfflinePage(CHECKLIST_SHELL_PATH), keepCurrentAssets()]),
  );
});

/**
 * A page kept for offline use (the offline page, the checklist shell), user-agnostic (no cookies sent), saved anew
 * by every version; a failure keeps the old copy.
 */
async function saveOfflinePage(path: string): Promise<void> {
  try {
    const response = await fetch(path, { cache: 'reload', credentials: 'omit' });
    if (!isStorable(response.status, response.headers.get('Cache-Control'))) return;
    const cache = await caches.open(OFFLINE_CACHE);
    await cache.put(path, await stamped(response));
  } catch {
    // offline while installing: the previous copy (if any) stays
  }
}

/**
 * Copies the precached hashed assets into a runtime cache before a new version replaces the precache: pages
 * saved under this version still find their own scripts and styles offline after a deploy. Online, pages
 * always come from the network and reference the new version's assets, so versions never mix.
 */
async function keepCurrentAssets(): Promise<void> {
  const precache = await caches.open(cacheNames.precache);
  const kept = await caches.open(ASSETS_CACHE);
  const limit = limitOf(ASSETS_CACHE);
  const expiration = new CacheExpiration(ASSETS_CACHE, {
    maxEntries: limit.maxEntries,
    maxAgeSeconds: limit.maxAgeSeconds,
  });
  for (const request of await precache.keys()) {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/_astro/')) continue;
    const key = url.origin + url.pathname;
    if (await kept.match(key)) continue;
    const response = await precache.match(request);
    if (!response) continue;
    await kept.put(key, response);
    await expiration.updateTimestamp(key);
  }
  await expiration.expireEntries();
}

// ---- Runtime caching ----

/** Stores only storable responses, stamped with the time they were saved. */
function storable({ opaqueAllowed = false } = {}): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      if (!isStorable(response.status, response.headers.get('Cache-Control'), { opaqueAllowed })) return null;
      return response.type === 'opaque' ? response : stamped(response);
    },
  };
}

async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, new Date().toISOString());
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

function expiration(cacheName: string): ExpirationPlugin {
  const limit = limitOf(cacheName);
  return new ExpirationPlugin({
    maxEntries: limit.maxEntries,
    maxAgeSeconds: limit.maxAgeSeconds,
    purgeOnQuotaError: true,
  });
}

/** A saved page shown because the network failed or was too slow: tells the page when it was saved. */
const markSavedPage: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const savedAt = cachedResponse.headers.get(CACHED_AT_HEADER) ?? cachedResponse.headers.get('Date') ?? '';
    const iso = Number.isNaN(Date.parse(savedAt)) ? '' : new Date(savedAt).toISOString();
    const html = await cachedResponse.text();
    const meta = `<meta name="${SAVED_META_NAME}" content="${iso}">`;
    const marked = /<head(\s[^>]*)?>/i.test(html)
      ? html.replace(/<head(\s[^>]*)?>/i, (tag) => tag + meta)
      : meta + html;
    const headers = new Headers(cachedResponse.headers);
    headers.delete('Content-Length');
    headers.delete('Content-Encoding');
    return new Response(marked, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [storable(), expiration(PAGES_CACHE), markSavedPage],
});
const listingsApi = new NetworkFirst({
  cacheName: API_LISTINGS_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [storable(), expiration(API_LISTINGS_CACHE)],
});
const images = new StaleWhileRevalidate({ cacheName: IMAGES_CACHE, plugins: [storable(), expiration(IMAGES_CACHE)] });
const tiles = new CacheFirst({
  cacheName: TILES_CACHE,
  plugins: [storable({ opaqueAllowed: true }), expiration(TILES_CACHE)],
});
const earlierAssets = new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [storable(), expiration(ASSETS_CACHE)] });
const networkOnly = new NetworkOnly();

function decide({ request, url }: { request: Request; url: URL }): RouteDecision | null {
  return routeFor(
    { url, method: request.method, navigate: request.mode === 'navigate', destination: request.destination },
    worker.location.origin,
  );
}

/** The page's app shell if it has one (the checklists), else the saved offline page, else a minimal German one. */
async function offlineFallback(url: URL): Promise<Response> {
  const shell = appShellFor(url.pathname);
  const saved =
    (shell && (await caches.match(shell, { cacheName: OFFLINE_CACHE }))) ||
    (await caches.match(OFFLINE_PATH, { cacheName: OFFLINE_CACHE }));
  if (saved) return saved;
  return new Response(
    '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Offline</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">' +
      '<h1>Du bist offline</h1><p>Diese Seite ist ohne Internetverbindung nicht verfügbar. Bitte prüfe deine Verbindung und lade die Seite erneut.</p>' +
      '<p><a href="/">Zur Startseite</a></p></body></html>',
    { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
}

/** Navigations: the network first; a saved copy when it fails or is slow; otherwise the offline page. */
async function navigate(options: RouteHandlerCallbackOptions, strategy: NetworkFirst | NetworkOnly): Promise<Response> {
  try {
    const response = await strategy.handle(options);
    if (response) return response;
  } catch {
    // no network and nothing saved
  }
  return offlineFallback(options.url);
}

registerRoute(
  (options) => options.request.mode === 'navigate' && decide(options) === 'never',
  (options) => navigate(options, networkOnly),
);
registerRoute(
  (options) => decide(options) === PAGES_CACHE,
  (options) => navigate(options, pages),
);
registerRoute((options) => decide(options) === API_LISTINGS_CACHE, listingsApi);
registerRoute((options) => decide(options) === IMAGES_CACHE, images);
registerRoute((options) => decide(options) === TILES_CACHE, tiles);
registerRoute((options) => decide(options) === ASSETS_CACHE, earlierAssets);
// Everything else (private pages and API routes, non-GET requests) has no route: the browser's own fetch.
