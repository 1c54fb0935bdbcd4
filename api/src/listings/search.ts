// The public listing search: turns a parsed ListingSearchQuery into a page query and a count query that share
// every filter. Text is compared through search_fold() on exactly the expressions the trigram indexes are built on.
import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import type { AmenityFilterKey } from '#contract/amenities.ts';
import { priceBounds, type PriceRange } from '#contract/price-bands.ts';
import type { Region } from '#contract/regions.ts';
import type { ListingSearchQuery } from '#contract/schemas.ts';
import { isPostalPrefix, searchTerms } from '#contract/search-terms.ts';
import type { SortOrder } from '#contract/sort.ts';
import type { StallType } from '#contract/stall-types.ts';
import { Listing } from '../models/Listing.ts';

export interface ListingFilters {
  region?: Region | undefined;
  text?: string | undefined;
  stallType?: StallType | undefined;
  priceRange?: PriceRange | undefined;
  amenities?: readonly AmenityFilterKey[] | undefined;
}

type ListingQuery = QueryBuilder<Listing, Listing[]>;

/** Alias of the joined stable in every query built here (Objection's default for the `stable` relation). */
const STABLE = 'stable';

// Must stay identical to the index expressions of the create_listings and create_stables migrations
// (listings_search_trgm_idx, stables_search_trgm_idx), or the planner cannot use those indexes.
const LISTING_TEXT = `search_fold(l.title || ' ' || l.description)`;
const STABLE_TEXT = `search_fold(s.name || ' ' || s.address || ' ' || s.city || ' ' || s.postal_code)`;

/** The search box wins over the home page's location field when both are set. */
function filtersOf(
  query: Pick<ListingSearchQuery, 'region' | 'search' | 'location' | 'stallType' | 'priceRange' | 'amenities'>,
): ListingFilters {
  return {
    region: query.region,
    text: query.search ?? query.location,
    stallType: query.stallType,
    priceRange: query.priceRange,
    amenities: query.amenities,
  };
}

/** User input is matched literally: LIKE's wildcards and its escape character are escaped. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereTerm(query: ListingQuery, term: string): void {
  if (isPostalPrefix(term)) {
    // Digits are a postal-code prefix: served by stables_postal_code_prefix_idx (text_pattern_ops).
    query.where(`${STABLE}.postalCode`, 'like', `${term}%`);
    return;
  }
  // One id set per term, built from both trigram indexes: an OR across the joined tables could use neither.
  const pattern = escapeLike(term);
  query.whereRaw(
    `listings.id IN (
      SELECT l.id FROM listings l WHERE ${LISTING_TEXT} LIKE '%' || search_fold(?) || '%'
      UNION
      SELECT l.id FROM listings l JOIN stables s ON s.id = l.stable_id WHERE ${STABLE_TEXT} LIKE '%' || search_fold(?) || '%'
    )`,
    [pattern, pattern],
  );
}

/** Applies the filters to a public listing query that has its stable joined as `stable`. */
export function applyFilters(query: ListingQuery, filters: ListingFilters): void {
  if (filters.region) query.where(`${STABLE}.region`, filters.region);
  for (const term of searchTerms(filters.text)) whereTerm(query, term);
  if (filters.stallType) query.where('listings.stallType', filters.stallType);
  if (filters.priceRange) {
    const { min, max } = priceBounds(filters.priceRange);
    query.where('listings.pricePerMonth', '>=', min);
    if (max !== null) query.where('listings.pricePerMonth', '<', max);
  }
  // The keys are the contract's amenity flags (typed, and validated by the query schema), i.e. stable columns.
  for (const amenity of filters.amenities ?? []) query.where(`${STABLE}.${amenity}`, true);
}

/** Sort orders of the contract; the last key makes the order total, so pages never overlap. */
export function applySort(query: ListingQuery, sort: SortOrder): void {
  switch (sort) {
    case 'price_asc':
      query.orderBy('listings.pricePerMonth', 'asc').orderBy('listings.id', 'asc');
      return;
    case 'price_desc':
      query.orderBy('listings.pricePerMonth', 'desc').orderBy('listings.id', 'asc');
      return;
    case 'rating':
      query
        .orderBy(`${STABLE}.rating`, 'desc', 'last')
        .orderBy('listings.createdAt', 'desc')
        .orderBy('listings.id', 'desc');
      return;
    case 'newest':
      query.orderBy('listings.createdAt', 'desc').orderBy('listings.id', 'desc');
      return;
    case 'relevance':
      query
        .orderBy('listings.isPremium', 'desc')
        .orderBy(`${STABLE}.rating`, 'desc', 'last')
        .orderBy('listings.createdAt', 'desc')
        .orderBy('listings.id', 'desc');
      return;
  }
}

/** Public listings with their stable, in one statement. */
export function publicListingsWithStable(knex: Knex): ListingQuery {
  return Listing.query(knex).modify('publicOnly').withGraphJoined(STABLE);
}

export interface SearchQueries {
  /** One page of listings with their stables. */
  page: ListingQuery;
  /** The same filters without order and paging, for the total. */
  count: ListingQuery;
}

export function buildSearch(knex: Knex, query: ListingSearchQuery): SearchQueries {
  const filters = filtersOf(query);
  const page = publicListingsWithStable(knex);
  applyFilters(page, filters);
  applySort(page, query.sort ?? 'relevance');
  page.limit(query.limit).offset(query.offset);

  const count = Listing.query(knex).modify('publicOnly').joinRelated(STABLE);
  applyFilters(count, filters);
  return { page, count };
}
