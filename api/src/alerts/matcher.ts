// Whether a listing matches a saved search, in memory: the search's filter registry predicates
// (contract/search-filters.ts `test`, the same rules the SQL search applies), the region, the map area, the radius
// (great circle, contract/geo.ts), the travel origins (the estimated minutes, contract/travel.ts: the search's own
// rule without a routing service) and the free text as the search's words read it (api/src/search/text.ts: a term
// of digits is a postal-code prefix, any other term lies within a folded word of the title, description, stable's
// name, address, town or postal code).
//
// Many searches: SearchIndex files each search under the grid cells its smallest circle covers (half a degree
// square), and keeps the searches without a place in one list, so a listing is tested only against the searches
// whose place could hold it.
import { distanceKm } from '#contract/geo.ts';
import { isPostalPrefix, searchFold, searchTerms } from '#contract/search-terms.ts';
import { activeFilters } from '#contract/search-filters.ts';
import type { FilterListing } from '#contract/search-filter-kinds.ts';
import { estimateMinutes } from '#contract/travel.ts';
import type { ListingDto } from '#contract/types.ts';
import type { Circle, Criteria } from './criteria.ts';

/** A listing as the matcher reads it: the API's listing (with its facts and stable). */
export type MatchListing = FilterListing &
  Pick<ListingDto, 'title' | 'description'> & {
    stable: Pick<
      ListingDto['stable'],
      'name' | 'address' | 'city' | 'postalCode' | 'region' | 'latitude' | 'longitude'
    >;
  };

/** A search's criteria prepared once for many tests. */
export interface Compiled {
  criteria: Criteria;
  filters: ReturnType<typeof activeFilters>;
  terms: ({ postal: string } | { word: string })[];
}

export function compile(criteria: Criteria): Compiled {
  return {
    criteria,
    filters: activeFilters(criteria.filters),
    terms: searchTerms(criteria.text).map((term) =>
      isPostalPrefix(term) ? { postal: term } : { word: searchFold(term) },
    ),
  };
}

/** The folded words of a listing's searchable text, joined by spaces (a term never holds a space). */
const foldedText = new WeakMap<object, string>();
function textOf(listing: MatchListing): string {
  let text = foldedText.get(listing);
  if (text === undefined) {
    const s = listing.stable;
    text = ` ${searchFold(
      [listing.title, listing.description, s.name, s.address, s.city, s.postalCode].join(' '),
    )} `.replace(/\s+/g, ' ');
    foldedText.set(listing, text);
  }
  return text;
}

export function matches(search: Compiled, listing: MatchListing, today: string): boolean {
  const { criteria } = search;
  if (criteria.region && listing.stable.region !== criteria.region) return false;
  if (criteria.near || criteria.origins.length > 0 || criteria.bbox) {
    const { latitude: lat, longitude: lon } = listing.stable;
    if (lat === null || lon === null) return false;
    const point = { lat, lon };
    if (criteria.near && distanceKm(criteria.near, point) > criteria.near.radiusKm) return false;
    for (const origin of criteria.origins) {
      if (estimateMinutes(distanceKm(origin, point)) > origin.maxMinutes) return false;
    }
    if (criteria.bbox) {
      const [west, south, east, north] = criteria.bbox;
      if (lat < south || lat > north || lon < west || lon > east) return false;
    }
  }
  for (const { filter, value } of search.filters) if (!filter.test(listing, value, { today })) return false;
  for (const term of search.terms) {
    if ('postal' in term) {
      if (!listing.stable.postalCode.startsWith(term.postal)) return false;
    } else if (!textOf(listing).includes(term.word)) return false;
  }
  return true;
}

/** Grid cells of this many degrees on each side. */
const CELL_DEG = 0.5;
const cellKey = (x: number, y: number) => x * 10_000 + y;
const cellOfPoint = (lat: number, lon: number) => cellKey(Math.floor(lon / CELL_DEG), Math.floor(lat / CELL_DEG));

/** The smallest circle of a search's place (the radius, the travel origins' reach), or null without one. */
function smallestCircle(criteria: Criteria): Circle | null {
  const circles = [...(criteria.near ? [criteria.near] : []), ...criteria.origins];
  if (circles.length === 0) return null;
  return circles.reduce((a, b) => (b.radiusKm < a.radiusKm ? b : a));
}

export interface IndexedSearch<T> {
  compiled: Compiled;
  item: T;
}

/** Searches filed by the grid cells their place covers; searches without a place are tested against every listing. */
export class SearchIndex<T> {
  private readonly cells = new Map<number, IndexedSearch<T>[]>();
  private readonly everywhere: IndexedSearch<T>[] = [];
  size = 0;

  add(criteria: Criteria, item: T): void {
    const entry = { compiled: compile(criteria), item };
    this.size += 1;
    const circle = smallestCircle(criteria);
    let south: number, north: number, west: number, east: number;
    if (circle) {
      const dLat = circle.radiusKm / 111.2;
      const cos = Math.max(0.05, Math.cos((Math.min(89, Math.abs(circle.lat) + dLat) * Math.PI) / 180));
      const dLon = circle.radiusKm / (111.2 * cos);
      [south, north, west, east] = [circle.lat - dLat, circle.lat + dLat, circle.lon - dLon, circle.lon + dLon];
    } else if (criteria.bbox) {
      [west, south, east, north] = criteria.bbox;
    } else {
      this.everywhere.push(entry);
      return;
    }
    const x0 = Math.floor(west / CELL_DEG);
    const x1 = Math.floor(east / CELL_DEG);
    const y0 = Math.floor(south / CELL_DEG);
    const y1 = Math.floor(north / CELL_DEG);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > 4000) {
      this.everywhere.push(entry);
      return;
    }
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const key = cellKey(x, y);
        const list = this.cells.get(key);
        if (list) list.push(entry);
        else this.cells.set(key, [entry]);
      }
    }
  }

  /** The searches a listing could match: those filed under its cell, and those without a place. */
  candidates(listing: MatchListing): IndexedSearch<T>[] {
    const { latitude: lat, longitude: lon } = listing.stable;
    if (lat === null || lon === null) return this.everywhere;
    const filed = this.cells.get(cellOfPoint(lat, lon)) ?? [];
    return filed.length === 0 ? this.everywhere : this.everywhere.length === 0 ? filed : [...filed, ...this.everywhere];
  }
}
