// The places this device has searched around, with their coordinates: the offline search measures saved listings
// from them (a search "near=80331" works without a network once 80331 was resolved here). Filled from the
// location field's suggestions and from every distance search's answer; kept in local storage, newest first.
import { parseCoordinates, type LatLon } from '#contract/geo.ts';
import { searchFold } from '#contract/search-terms.ts';

/** Where a place lies. */
export type KnownPlace = LatLon;

export const KNOWN_PLACES_KEY = 'known-places';
/** Places beyond this many (the oldest) are forgotten. */
export const MAX_KNOWN_PLACES = 50;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
type Entry = KnownPlace & { key: string };

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled by the browser's privacy settings.
    return null;
  }
}

/** The same place however it was typed: "München", "muenchen " and "MÜNCHEN" are one key. */
const keyOf = (text: string) => searchFold(text.trim()).replace(/\s+/g, ' ');

function read(storage: KeyValueStorage): Entry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KNOWN_PLACES_KEY) ?? '[]');
    // Written by this module only; anything else (another version, a hand edit) counts as nothing known.
    return Array.isArray(parsed) ? parsed.filter((entry: Entry) => Number.isFinite(entry?.lat + entry?.lon)) : [];
  } catch {
    return [];
  }
}

/** Remembers what `text` (a location as typed or chosen) resolved to. */
export function rememberPlace(text: string, place: KnownPlace, storage = browserStorage()): void {
  const key = keyOf(text);
  if (!storage || !key) return;
  const entry: Entry = { key, lat: place.lat, lon: place.lon };
  const rest = read(storage).filter((known) => known.key !== key);
  try {
    storage.setItem(KNOWN_PLACES_KEY, JSON.stringify([entry, ...rest].slice(0, MAX_KNOWN_PLACES)));
  } catch {
    // Storage full or disabled: the place is simply not known offline.
  }
}

/** The places a search names: its place and its travel origins. */
export type PlaceFields = 'near' | 'from' | 'from2';
/** Where an answer says a search's places lie (null: not named, or not resolved). */
export type Centres = Record<PlaceFields, KnownPlace | null>;

/** Remembers where each place of a search lies, as its answer said. */
export function rememberPlaces(state: Record<PlaceFields, string>, centres: Centres, storage = browserStorage()) {
  for (const field of ['near', 'from', 'from2'] as const) {
    const centre = centres[field];
    if (state[field] && centre) rememberPlace(state[field], centre, storage);
  }
}

/** Where `text` lies: coordinates as such, a place this device resolved before, else null. */
export function knownPlace(text: string, storage = browserStorage()): KnownPlace | null {
  const coordinates = parseCoordinates(text);
  if (coordinates) return coordinates;
  const key = keyOf(text);
  const found = storage ? read(storage).find((known) => known.key === key) : undefined;
  return found ? { lat: found.lat, lon: found.lon } : null;
}

/** The place this device searched around last, with its text as kept (folded: "80331", "munchen"), or null. */
export function latestKnownPlace(storage = browserStorage()): (KnownPlace & { text: string }) | null {
  const latest = storage ? read(storage)[0] : undefined;
  return latest ? { text: latest.key, lat: latest.lat, lon: latest.lon } : null;
}
