// The search's price basis switch ("Grundpreis" or "Gesamtkosten"), apart from search-url.ts: only the advanced
// panel, whose code loads when it opens, changes it.
import type { SortOrder } from '#contract/sort.ts';
import type { PriceBasis } from '#contract/search-facts.ts';
import { withFilters, type SearchState } from './search-url.ts';

/**
 * The price basis switched: the band and a price order move to the other basis ("Grundpreis" or
 * "Gesamtkosten"), so the filter keeps meaning the same euros.
 */
export function withPriceBasis(state: SearchState, basis: PriceBasis): SearchState {
  if (basis === state.priceBasis) return state;
  const { priceRange, totalRange, ...others } = state.filters;
  const band = basis === 'total' ? priceRange : totalRange;
  const sorts: Partial<Record<SortOrder, SortOrder>> =
    basis === 'total'
      ? { price_asc: 'total_asc', price_desc: 'total_desc' }
      : { total_asc: 'price_asc', total_desc: 'price_desc' };
  return withFilters(state, {
    priceBasis: basis,
    filters: { ...others, ...(band && (basis === 'total' ? { totalRange: band } : { priceRange: band })) },
    sort: sorts[state.sort] ?? state.sort,
  });
}
