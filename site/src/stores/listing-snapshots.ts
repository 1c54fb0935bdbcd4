// What this device remembers about listings so that /merkliste and /offline work without a network: a small
// card snapshot of every favourited listing (kept when it is hearted and whenever its card is seen), and the
// listings viewed recently. Both live in local storage; the functions take the storage so tests can pass one.
import { countryOf, type Region } from '#contract/regions.ts';
import type { StallType } from '#contract/stall-types.ts';
import type { CardListing } from '../components/card-listing.ts';

/** A listing as its card shows it, enough to render the card without the API. */
export interface ListingSnapshot {
  id: number;
  /** The detail page, e.g. /de/stallplatz/12. */
  path: string;
  title: string;
  /** The cover picture's URL, or null for the stock image. */
  image: string | null;
  pricePerMonth: number;
  city: string;
  postalCode: string;
  region: Region;
  stallType: StallType;
  /** When the snapshot was taken (ISO). */
  savedAt: string;
}

export interface RecentView extends ListingSnapshot {
  viewedAt: string;
}

export const SNAPSHOTS_KEY = 'listing-snapshots';
export const RECENT_KEY = 'recently-viewed';
/** Snapshots beyond this many (oldest first) are dropped: a device never keeps more hearts than that. */
export const MAX_SNAPSHOTS = 200;
export const MAX_RECENT = 20;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled by the browser's privacy settings.
    return null;
  }
}

export function snapshotOf(listing: CardListing, now = new Date()): ListingSnapshot {
  return {
    id: listing.id,
    path: `/${countryOf(listing.stable.region)}/stallplatz/${listing.id}`,
    title: listing.title,
    image: listing.images[0]?.url ?? listing.imageUrls[0] ?? null,
    pricePerMonth: Number(listing.pricePerMonth),
    city: listing.stable.city,
    postalCode: listing.stable.postalCode,
    region: listing.stable.region,
    stallType: listing.stallType,
    savedAt: now.toISOString(),
  };
}

function isSnapshot(value: unknown): value is ListingSnapshot {
  const v = value as Partial<ListingSnapshot> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.id) &&
    typeof v.path === 'string' &&
    v.path.startsWith('/') &&
    typeof v.title === 'string' &&
    typeof v.pricePerMonth === 'number' &&
    typeof v.city === 'string' &&
    typeof v.savedAt === 'string'
  );
}

function readList<T extends ListingSnapshot>(
  key: string,
  storage: KeyValueStorage | null,
  extra: (v: T) => boolean = () => true,
): T[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is T => isSnapshot(v) && extra(v as T)) : [];
  } catch {
    return [];
  }
}

function writeList(key: string, list: ListingSnapshot[], storage: KeyValueStorage | null): void {
  try {
    storage?.setItem(key, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the page works on without the snapshot.
  }
}

/** Every stored snapshot, by listing id. */
export function readSnapshots(storage = browserStorage()): Map<number, ListingSnapshot> {
  return new Map(readList<ListingSnapshot>(SNAPSHOTS_KEY, storage).map((s) => [s.id, s]));
}

/** Stores (or refreshes) the snapshots of these listings; the newest win, the oldest go beyond MAX_SNAPSHOTS. */
export function saveSnapshots(snapshots: ListingSnapshot[], storage = browserStorage()): void {
  if (snapshots.length === 0) return;
  const fresh = new Set(snapshots.map((s) => s.id));
  const kept = readList<ListingSnapshot>(SNAPSHOTS_KEY, storage).filter((s) => !fresh.has(s.id));
  writeList(SNAPSHOTS_KEY, [...kept, ...snapshots].slice(-MAX_SNAPSHOTS), storage);
}

/** Keeps only the snapshots of these listings (the current favourites). */
export function keepSnapshots(ids: Iterable<number>, storage = browserStorage()): void {
  const keep = new Set(ids);
  const list = readList<ListingSnapshot>(SNAPSHOTS_KEY, storage);
  const kept = list.filter((s) => keep.has(s.id));
  if (kept.length !== list.length) writeList(SNAPSHOTS_KEY, kept, storage);
}

/** The recently viewed listings, the latest first. */
export function readRecentViews(storage = browserStorage()): RecentView[] {
  return readList<RecentView>(RECENT_KEY, storage, (v) => typeof v.viewedAt === 'string');
}

/** Records a view of a listing's detail page: it moves to the front, at most MAX_RECENT are kept. */
export function recordRecentView(snapshot: ListingSnapshot, now = new Date(), storage = browserStorage()): void {
  const others = readRecentViews(storage).filter((v) => v.id !== snapshot.id);
  writeList(RECENT_KEY, [{ ...snapshot, viewedAt: now.toISOString() }, ...others].slice(0, MAX_RECENT), storage);
}

/** Forgets recently viewed listings that no longer exist. */
export function forgetRecentViews(ids: Iterable<number>, storage = browserStorage()): void {
  const gone = new Set(ids);
  const list = readRecentViews(storage);
  const kept = list.filter((v) => !gone.has(v.id));
  if (kept.length !== list.length) writeList(RECENT_KEY, kept, storage);
}
