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
  queryMissing: 'Bitte geben Sie einen Ort oder eine Postleitzahl ein',
} as const;

export interface PlaceDto {
  /** What the location field shows: "80331 München", "München" or, where a name occurs twice, "Neustadt (Hessen)". */
  label: string;
  postalCode?: string;
  country: Region;
  lat: number;
  lon: number;
}
