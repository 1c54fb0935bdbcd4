// What the service worker saved on this device, read from the page: the saved search pages and the saved
// API answers of the listing search. The cache names are the worker's (site/src/pwa/cache-names.ts); without
// a worker (or without Cache Storage) everything here is simply empty.
import type { ListingDto } from '#contract/types.ts';
import { searchLabel } from './search-label.ts';

export const PAGES_CACHE = 'sf-pages';
export const API_LISTINGS_CACHE = 'sf-api-listings';
/** The worker marks an API answer it gave from its cache with this header (the time it was saved). */
export const CACHED_AT_HEADER = 'X-SW-Cached-At';

async function openCache(name: string): Promise<Cache | null> {
  try {
    if (typeof caches === 'undefined' || !(await caches.has(name))) return null;
    return await caches.open(name);
  } catch {
    return null;
  }
}

export interface SavedSearch {
  href: string;
  label: string;
}

/** The search pages saved on this device, each once, with a readable label. */
export async function savedSearches(): Promise<SavedSearch[]> {
  const cache = await openCache(PAGES_CACHE);
  if (!cache) return [];
  const seen = new Set<string>();
  const searches: SavedSearch[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.origin !== location.origin) continue;
    const label = searchLabel(url);
    const href = url.pathname + url.search;
    if (!label || seen.has(href)) continue;
    seen.add(href);
    searches.push({ href, label });
  }
  return searches.sort((a, b) => a.label.localeCompare(b.label, 'de'));
}

/** The paths of the pages saved on this device (e.g. /de/stallplatz/12), or null without a cache to ask. */
export async function savedPagePaths(): Promise<Set<string> | null> {
  const cache = await openCache(PAGES_CACHE);
  if (!cache) return null;
  return new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
}

function isListing(value: unknown): value is ListingDto {
  const v = value as Partial<ListingDto> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.id) &&
    typeof v.title === 'string' &&
    typeof v.stable === 'object' &&
    v.stable !== null
  );
}

export interface SavedListings {
  /** Every saved listing, the most recently saved answers first. */
  listings: ListingDto[];
  /** When the freshest of them was saved (ISO), if the worker said so. */
  savedAt: string | null;
}

/** The listings of every saved answer of GET /api/listings* (search pages, the featured list, details, batches). */
export async function savedListings(): Promise<SavedListings> {
  const cache = await openCache(API_LISTINGS_CACHE);
  if (!cache) return { listings: [], savedAt: null };
  const answers = await Promise.all(
    (await cache.keys()).map(async (request) => {
      try {
        const response = await cache.match(request);
        if (!response?.ok) return null;
        const body: unknown = await response.json();
        const listings = (Array.isArray(body) ? body : [body]).filter(isListing);
        const savedAt = response.headers.get(CACHED_AT_HEADER) ?? response.headers.get('date');
        return { listings, time: savedAt ? Date.parse(savedAt) || 0 : 0 };
      } catch {
        return null;
      }
    }),
  );
  const sorted = answers.filter((a) => a !== null).sort((a, b) => b.time - a.time);
  const newest = sorted.find((a) => a.time > 0)?.time;
  return { listings: sorted.flatMap((a) => a.listings), savedAt: newest ? new Date(newest).toISOString() : null };
}
