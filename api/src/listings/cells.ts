// The search cell: the search filters of one listing packed into one small integer, as the listing_search table
// stores it (migration create_listing_search). A filter is then the set of cells it accepts, and its exact total
// the sum of their counts in listing_search_cells. This encoding must match the SQL view listing_search_source.
import { AMENITY_FILTER_KEYS, type AmenityFilterKey } from '#contract/amenities.ts';
import { PRICE_RANGES, type PriceRange } from '#contract/price-bands.ts';
import { REGIONS, type Region } from '#contract/regions.ts';
import { STALL_TYPES, type StallType } from '#contract/stall-types.ts';

const REGION_UNIT = 1024;
const BAND_UNIT = 256;
const STALL_UNIT = 64;
const AMENITY_MASK = STALL_UNIT - 1;

/**
 * Cells that differ only in their amenities form a group (region, price band and stall type): cell / 64, as
 * the group order indexes of listing_search compute it.
 */
export const GROUP_SIZE = STALL_UNIT;

/** The cells of one region: from `first` up to, not including, `end` (its own partial indexes' predicate). */
export function regionCells(region: Region): { first: number; end: number } {
  const first = REGIONS.indexOf(region) * REGION_UNIT;
  return { first, end: first + REGION_UNIT };
}

export function groupOf(cell: number): number {
  return Math.floor(cell / GROUP_SIZE);
}

export interface CellFilter {
  region?: Region | undefined;
  priceRange?: PriceRange | undefined;
  stallType?: StallType | undefined;
  amenities?: readonly AmenityFilterKey[] | undefined;
}

export interface CellParts {
  region: Region;
  priceRange: PriceRange;
  stallType: StallType;
  amenities: readonly AmenityFilterKey[];
}

function amenityBits(amenities: readonly AmenityFilterKey[]): number {
  let bits = 0;
  for (const amenity of amenities) bits |= 1 << AMENITY_FILTER_KEYS.indexOf(amenity);
  return bits;
}

export function cellOf(parts: CellParts): number {
  return (
    REGIONS.indexOf(parts.region) * REGION_UNIT +
    PRICE_RANGES.indexOf(parts.priceRange) * BAND_UNIT +
    STALL_TYPES.indexOf(parts.stallType) * STALL_UNIT +
    amenityBits(parts.amenities)
  );
}

/** Whether a filter sets any of the dimensions of a group (region, price band, stall type). */
export function filtersGroups(filter: CellFilter): boolean {
  return Boolean(filter.region || filter.priceRange || filter.stallType);
}

/** Whether a filter sets any of the dimensions a cell encodes (else every cell matches). */
export function filtersCells(filter: CellFilter): boolean {
  return Boolean(filter.region || filter.priceRange || filter.stallType || filter.amenities?.length);
}

/** Whether a listing in this cell passes the filter: equal where the filter is set, and every amenity asked for. */
export function cellMatches(cell: number, filter: CellFilter): boolean {
  if (filter.region && Math.floor(cell / REGION_UNIT) !== REGIONS.indexOf(filter.region)) return false;
  if (filter.priceRange && Math.floor(cell / BAND_UNIT) % 4 !== PRICE_RANGES.indexOf(filter.priceRange)) return false;
  if (filter.stallType && Math.floor(cell / STALL_UNIT) % 4 !== STALL_TYPES.indexOf(filter.stallType)) return false;
  const wanted = amenityBits(filter.amenities ?? []);
  return (cell & AMENITY_MASK & wanted) === wanted;
}

/** Every search cell there can be: three regions of REGION_UNIT. */
export const ALL_CELLS = Array.from({ length: 3 * REGION_UNIT }, (_, cell) => cell);

/** The cells a filter accepts, or undefined when it accepts every one. */
export const cellsOf = (filter: CellFilter): number[] | undefined =>
  filtersCells(filter) ? ALL_CELLS.filter((cell) => cellMatches(cell, filter)) : undefined;
