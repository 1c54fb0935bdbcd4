// Places of Germany, Austria and Switzerland the search can start from: a postal code or a town, with coordinates
// (GET /api/places, the location field's suggestions). Free of zod: the search page's script imports it.
import type { Region } from './regions.ts';

/** Suggestions one autocomplete answer holds at most. */
export const PLACE_SUGGESTIONS = 8;
/** The longest place query read (longer input is cut, not refused: a pasted address still finds its town). */
export const PLACE_QUERY_MAX = 100;

/** The radii a distance search offers, in km, and the one it takes when a place is given without one. */
export const RADII_KM = [5, 10, 25, 50, 100, 200] as const;
export type RadiusKm = (typeof RADII_KM)[number];
export const RADIUS_DEFAULT_KM: RadiusKm = 25;

export const PLACE_MSG = {
  notFound: 'Ort nicht gefunden',
  queryMissing: 'Bitte gib einen Ort oder eine Postleitzahl ein',
} as const;

export interface PlaceDto {
  /** What the location field shows: "80331 München", "München" or, where a name occurs twice, "Neustadt (Hessen)". */
  label: string;
  postalCode?: string;
  country: Region;
  lat: number;
  lon: number;
}

/** The radius of a place's own page (/stallplaetze/muenchen): the town and its surroundings. */
export const PLACE_PAGE_RADIUS_KM: RadiusKm = 25;

/**
 * A town's part of its page's address: "München" → "muenchen", "Bad Tölz" → "bad-toelz", "Zürich" →
 * "zuerich", "Sankt Gallen" → "sankt-gallen". German umlauts as their spelled-out forms, other accents dropped.
 */
export function placeSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A town's page (/stallplaetze/muenchen) as the server loads it. */
export interface PlacePageDto {
  name: string;
  slug: string;
  country: Region;
  /** The state (Bundesland) or canton. */
  state: string;
  lat: number;
  lon: number;
  /** Larger towns nearby, each with its own page. */
  nearby: { name: string; slug: string }[];
}
