// The search filters on a listing's structured facts (issue 15): what the advanced filter panel offers, as the
// URL and the API take them. Free of zod: the search page's script imports the options and labels.
import { CARE_LEVELS, type CareLevel } from './facts.ts';

/** Daily turnout through the year (the lower of summer and winter), at least this many hours. */
export const TURNOUT_STEPS = [2, 4, 6, 8, 12, 24] as const;

/** The facilities the filter offers: the stable's indoor hall (an amenity flag) and two of its facilities. */
export const SEARCH_FACILITIES = ['indoorArena', 'horseWalker', 'trainer'] as const;
export type SearchFacility = (typeof SEARCH_FACILITIES)[number];
export const SEARCH_FACILITY_LABELS: Record<SearchFacility, string> = {
  indoorArena: 'Reithalle',
  horseWalker: 'Führanlage',
  trainer: 'Trainer vor Ort',
};

/** Bounds of the numeric filters: the tallest horse a stable takes, and the box or shelter area. */
export const MIN_HEIGHT_RANGE = { min: 70, max: 220 } as const;
export const MIN_AREA_RANGE = { min: 1, max: 500 } as const;

/** Whether the price filter and the price orders go by the base price or by the all-in month. */
export const PRICE_BASES = ['base', 'total'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];
export const PRICE_BASIS_LABELS: Record<PriceBasis, string> = { base: 'Grundpreis', total: 'Gesamtkosten' };
/** What the all-in month holds, said wherever the search offers it. */
export const TOTAL_EXPLAINED =
  'Gesamtkosten: Grundpreis plus alle Pflicht-Nebenkosten pro Monat (ohne Kaution und Einmalkosten)';

export { CARE_LEVELS, type CareLevel };

/** The facts filters of one search, as the API's query carries them. */
export interface FactsQuery {
  care?: CareLevel | undefined;
  turnout?: number | undefined;
  groupTurnout?: boolean | undefined;
  stallions?: boolean | undefined;
  minHeight?: number | undefined;
  minArea?: number | undefined;
  freeNow?: boolean | undefined;
  facilities?: readonly SearchFacility[] | undefined;
}

/** How many of the advanced panel's facts filters are set (the count on its button). */
export function activeFactFilters(query: FactsQuery & { totalRange?: unknown; horseName?: unknown }): number {
  return [
    query.care,
    query.turnout,
    query.groupTurnout,
    query.stallions,
    query.minHeight,
    query.minArea,
    query.freeNow,
    query.facilities?.length ? query.facilities : undefined,
  ].filter((value) => value !== undefined && value !== false).length;
}
