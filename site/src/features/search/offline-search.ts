// The search without a network: the same filters and sort orders as the API (api/src/listings/search.ts),
// applied in the browser to the listings this device has saved. Pure, so it is tested like the API's search.
import { distanceKm, roundKm, type LatLon } from '#contract/geo.ts';
import { priceBounds } from '#contract/price-bands.ts';
import type { RegionFilter } from '#contract/regions.ts';
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
  const { stable } = listing;
  if (region !== 'all' && stable.region !== region) return false;
  if (state.stallType !== 'all' && listing.stallType !== state.stallType) return false;
  if (state.priceRange !== 'all') {
    const { min, max } = priceBounds(state.priceRange);
    const price = Number(listing.pricePerMonth);
    if (price < min || (max !== null && price >= max)) return false;
  }
  if (!state.amenities.every((key) => stable[key] === true)) return false;
  return searchTerms(state.search || state.location).every((term) => matchesTerm(listing, term));
}

const byNumber = (a: number, b: number) => a - b;
const time = (iso: string) => Date.parse(iso) || 0;
/** Ratings descending, listings without one last (the API's "desc nulls last"). */
const byRatingDesc = (a: CardListing, b: CardListing) =>
  (b.stable.rating ?? -Infinity) - (a.stable.rating ?? -Infinity);

function compare(sort: SearchState['sort']): (a: CardListing, b: CardListing) => number {
  switch (sort) {
    case 'price_asc':
      return (a, b) => byNumber(Number(a.pricePerMonth), Number(b.pricePerMonth)) || a.id - b.id;
    case 'price_desc':
      return (a, b) => byNumber(Number(b.pricePerMonth), Number(a.pricePerMonth)) || a.id - b.id;
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

/** The listing with its distance from the centre (as the API gives it), or null when it lies outside the radius. */
function within<T extends CardListing>(listing: T, centre: LatLon, radiusKm: number): T | null {
  const { latitude: lat, longitude: lon } = listing.stable;
  if (lat === null || lat === undefined || lon === null || lon === undefined) return null;
  const km = distanceKm(centre, { lat, lon });
  return km <= radiusKm ? { ...listing, distanceKm: roundKm(km) } : null;
}

/**
 * One page of the saved listings that match the state in the region, in the state's order, and how many match
 * in all. A listing saved more than once counts once, in the first form given (pass the freshest first).
 * A search around a place needs the place's `centre`: without it (a place this device never resolved) nothing
 * can be measured, and nothing matches.
 */
export function searchSaved<T extends CardListing>(
  saved: readonly T[],
  state: SearchState,
  region: RegionFilter,
  pageSize: number,
  centre: LatLon | null = null,
): { items: T[]; total: number } {
  const seen = new Set<number>();
  const unique = saved.filter((listing) => !seen.has(listing.id) && seen.add(listing.id));
  const measured = state.near
    ? centre
      ? unique.flatMap((listing) => within(listing, centre, state.radius) ?? [])
      : []
    : unique.map((listing) => (listing.distanceKm === undefined ? listing : { ...listing, distanceKm: undefined }));
  const found = measured.filter((listing) => matches(listing, state, region)).sort(compare(state.sort));
  const start = (state.page - 1) * pageSize;
  return { items: found.slice(start, start + pageSize), total: found.length };
}
