// Regions of the marketplace, their German labels and the country path segment each maps to.

export const REGIONS = ['germany', 'austria', 'switzerland'] as const;
export type Region = (typeof REGIONS)[number];

/** The selector and filter value that stands for every region. */
export const ALL_REGIONS = 'all';
export type RegionFilter = Region | typeof ALL_REGIONS;

export const REGION_NAMES: Record<Region, string> = {
  germany: 'Deutschland',
  austria: 'Österreich',
  switzerland: 'Schweiz',
};

/** Labels used in "Stallplätze in {label} finden". */
export const REGION_SEARCH_LABELS: Record<RegionFilter, string> = {
  all: 'allen Regionen',
  germany: 'Deutschland',
  austria: 'Österreich',
  switzerland: 'Schweiz',
};

export type Country = 'de' | 'at' | 'ch';

/** Spec section 9: germany to de, austria to at, otherwise ch. */
export function countryOf(region: string | null | undefined): Country {
  if (region === 'germany') return 'de';
  if (region === 'austria') return 'at';
  return 'ch';
}

export const COUNTRY_REGIONS: Record<Country, Region> = {
  de: 'germany',
  at: 'austria',
  ch: 'switzerland',
};

/** Search page path of a region filter: all to /stallplaetze, the others to their country prefix. */
export function searchPathOf(region: RegionFilter): string {
  return region === ALL_REGIONS ? '/stallplaetze' : `/${countryOf(region)}`;
}

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}
