// The search filters on a listing's structured facts (issue 15): what the advanced filter panel offers, as the
// URL and the API take them. The values only: the search page's address reads them in the script every search
// page loads; the panel's labels are in contract/search-fact-labels.ts.

/** Daily turnout through the year (the lower of summer and winter), at least this many hours. */
export const TURNOUT_STEPS = [2, 4, 6, 8, 12, 24] as const;

/** The facilities the filter offers: the stable's indoor hall (an amenity flag) and two of its facilities. */
export const SEARCH_FACILITIES = ['indoorArena', 'horseWalker', 'trainer'] as const;
export type SearchFacility = (typeof SEARCH_FACILITIES)[number];

/** Bounds of the numeric filters: the tallest horse a stable takes, and the box or shelter area. */
export const MIN_HEIGHT_RANGE = { min: 70, max: 220 } as const;
export const MIN_AREA_RANGE = { min: 1, max: 500 } as const;

/** Whether the price filter and the price orders go by the base price or by the all-in month. */
export const PRICE_BASES = ['base', 'total'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];
