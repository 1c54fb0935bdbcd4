// The search without a network: the same filters (the registry's predicates) and sort orders as the API
// (api/src/search/), applied in the browser to the listings this device has saved (travel times estimated, as without a router). Pure, so it is tested like the API's search.
import { distanceKm, roundKm, type LatLon } from '#contract/geo.ts';
import { estimateMinutes, travelTime, type TravelTimeDto } from '#contract/travel.ts';
import { isoDay } from '#contract/dates.ts';
import { HOME_TIME_ZONE } from '#contract/limits.ts';
import type { RegionFilter } from '#contract/regions.ts';
import { matchesFilters } from '#contract/search-filters.ts';
import { isPostalPrefix, searchFold, searchTerms } from '#contract/search-terms.ts';
import type { CardListing } from '#site/components/card-listing.ts';
import type { SearchState } from '#site/lib/search-url.ts';

/** Listings read back from the page's cards carry no description, stable name or address: their title and
 * place are searched. */
function matchesTerm(listing: CardListing, term: string): boolean {
  const { stable } = listing;
  if (isPostalPrefix(term)) return stable.postalCode.startsWith(term);
  const folded = searchFold(term);
  return (
    searchFold(`${listing.title} ${listing.description ?? ''}`).includes(folded) ||
    searchFold(`${stable.name ?? ''} ${stable.address ?? ''} ${stable.city} ${stable.postalCode}`).includes(folded)
  );
}

function matches(listing: CardListing, state: SearchState, region: RegionFilter): boolean {
  if (region !== 'all' && listing.stable.region !== region) return false;
  // The registry's filters, by the same rules as the API's conditions (contract/search-filters.ts).
  if (!matchesFilters(listing, state.filters, { today: isoDay(new Date(), HOME_TIME_ZONE) })) return false;
  return searchTerms(state.search || state.location).every((term) => matchesTerm(listing, term));
}

const byNumber = (a: number, b: number) => a - b;
/** The all-in month of a saved card; cards saved before it was shown count their base price. */
const totalOf = (listing: CardListing) => Number(listing.totalMonthly ?? listing.pricePerMonth);
const time = (iso: string) => Date.parse(iso) || 0;
/** Ratings descending, listings without one last (the API's "desc nulls last"). */
const byRatingDesc = (a: CardListing, b: CardListing) =>
  (b.stable.rating ?? -Infinity) - (a.stable.rating ?? -Infinity);

function compare(sort: SearchState['sort']): (a: CardListing, b: CardListing) => number {
  switch (sort) {
    case 'price_asc':
      return (a, b) => byNumber(Number(a.pricePerMonth), Number(b.pricePerMonth)) || a.id - b.id;
    case 'price_desc':
      return (a, b) => byNumber(Number(b.pricePerMonth), Number(a.pricePerMonth)) || b.id - a.id;
    case 'total_asc':
      return (a, b) => byNumber(totalOf(a), totalOf(b)) || a.id - b.id;
    case 'total_desc':
      return (a, b) => byNumber(totalOf(b), totalOf(a)) || b.id - a.id;
    case 'rating':
      return (a, b) => byRatingDesc(a, b) || time(b.createdAt) - time(a.createdAt) || b.id - a.id;
    case 'newest':
      return (a, b) => time(b.createdAt) - time(a.createdAt) || b.id - a.id;
    case 'distance':
      return (a, b) => byNumber(a.distanceKm ?? Infinity, b.distanceKm ?? Infinity) || a.id - b.id;
    case 'relevance':
      return (a, b) =>
        Number(b.isPremium) - Number(a.isPremium) ||
        byRatingDesc(a, b) ||
        time(b.createdAt) - time(a.createdAt) ||
        b.id - a.id;
  }
}

/** Where a listing's stable lies, if its card says. */
function pointOf(listing: CardListing): LatLon | null {
  const { latitude: lat, longitude: lon } = listing.stable;
  return lat === null || lat === undefined || lon === null || lon === undefined ? null : { lat, lon };
}

/** A place of the state (`near`, `from`, `from2`) where this device knows it (known-places.ts), else null. */
export type PlaceLookup = (text: string) => LatLon | null;

/**
 * The listing as the API would give it for the state: with its distance from the place (else the first travel
 * origin) and its estimated time from each origin; null when it lies outside the radius or beyond a time, or
 * cannot be measured.
 */
function measured<T extends CardListing>(listing: T, state: SearchState, lookup: PlaceLookup): T | null {
  const origins = [
    { text: state.from, minutes: state.maxMinutes },
    { text: state.from2, minutes: state.maxMinutes2 },
  ].filter((origin) => origin.text);
  const centreText = state.near || state.from;
  if (!centreText) return listing.distanceKm === undefined ? listing : { ...listing, distanceKm: undefined };
  const point = pointOf(listing);
  const centre = lookup(centreText);
  if (!point || !centre) return null;
  const km = distanceKm(centre, point);
  if (state.near && km > state.radius) return null;
  const travel: TravelTimeDto[] = [];
  for (const origin of origins) {
    const from = lookup(origin.text);
    const minutes = from ? estimateMinutes(distanceKm(from, point)) : Infinity;
    if (minutes > origin.minutes) return null;
    travel.push(travelTime(origin.text, minutes, true));
  }
  return { ...listing, distanceKm: roundKm(km), ...(travel.length ? { travel } : {}) };
}

/**
 * One page of the saved listings that match the state in the region, in the state's order, and how many match
 * in all. A listing saved more than once counts once, in the first form given (pass the freshest first).
 * A search around a place or from travel origins needs where they lie (`lookup`): a place this device never
 * resolved cannot be measured from, and nothing matches. Times are estimated, as the API does without a router.
 */
export function searchSaved<T extends CardListing>(
  saved: readonly T[],
  state: SearchState,
  region: RegionFilter,
  pageSize: number,
  lookup: PlaceLookup = () => null,
): { items: T[]; total: number } {
  const seen = new Set<number>();
  const unique = saved.filter((listing) => !seen.has(listing.id) && seen.add(listing.id));
  const found = unique
    .flatMap((listing) => measured(listing, state, lookup) ?? [])
    .filter((listing) => matches(listing, state, region))
    .sort(compare(state.sort));
  const start = (state.page - 1) * pageSize;
  return { items: found.slice(start, start + pageSize), total: found.length };
}
