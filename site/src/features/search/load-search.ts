// Server side of the search pages: reads the filter state from the request URL, redirects anything that is not
// the state's canonical address (quick filters, the no-JavaScript form buttons, bad values, a page past the
// end, a place from the home page's field), and loads the first page of results through the listing service.
import type { AstroGlobal } from 'astro';
import { SEARCH_PAGE_SIZE } from '#contract/limits.ts';
import type { RegionFilter } from '#contract/regions.ts';
import { ALL_REGIONS, isRegion, searchPathOf } from '#contract/regions.ts';
import { ListingSearchQuery } from '#contract/schemas.ts';
import type { ListingDto } from '#contract/types.ts';
import type { PlaceDto } from '#contract/places.ts';
import { encodeCursor } from '#contract/search-cursor.ts';
import {
  apiParamsOf,
  atPage,
  isDeep,
  NUMBERED_PAGES,
  pageCount,
  parseSearchParams,
  sameParams,
  searchHref,
  searchParamsOf,
  withPlace,
  withWords,
  isPostalCode,
  type SearchState,
} from '#site/lib/search-url.ts';
import { countedAlternatives, type SearchAlternative } from '#site/lib/search-alternatives.ts';
import type { Centres } from '#site/stores/known-places.ts';
import type { PlaceError } from './use-search.ts';

export interface SearchPageData {
  region: RegionFilter;
  path: string;
  state: SearchState;
  items: ListingDto[];
  total: number;
  /** False when `total` is only a lower bound (more than COUNT_CAP matched). */
  exact: boolean;
  /** The cursor of the following page, or null on the last one. */
  next: string | null;
  pageSize: number;
  /** The listings could not be loaded: the page shows the error state. */
  failed: boolean;
  /** Where the URL's place and travel origins lie, as the gazetteer resolved them; null where not given. */
  centres: Centres;
  /** A place of the URL is unknown: which, the message and the places suggested instead (the page answers 400). */
  placeError: PlaceError | null;
  /** When nothing matched: the single changes that find places, with their counts. */
  alternatives: SearchAlternative[];
}

/** The API's answer to an unknown place (400 "Ort nicht gefunden" with suggestions), if `err` is it. */
function placeErrorOf(err: unknown): SearchPageData['placeError'] {
  const error = err as { status?: unknown; errors?: Record<string, string>; details?: { suggestions?: unknown } };
  const field = (['near', 'from', 'from2'] as const).find((name) => error?.status === 400 && error.errors?.[name]);
  if (!field) return null;
  const suggestions = error.details?.suggestions;
  return {
    field,
    message: error.errors![field]!,
    suggestions: Array.isArray(suggestions) ? (suggestions as PlaceDto[]) : [],
  };
}

const NO_CENTRES: Centres = { near: null, from: null, from2: null };

export async function loadSearchPage(astro: AstroGlobal, region: RegionFilter): Promise<SearchPageData | Response> {
  const path = searchPathOf(region);
  const state = parseSearchParams(astro.url.searchParams);
  // A saved search's query names its region (region=germany, lib/saved-search-query.ts): /stallplaetze with it
  // opens that region's own search page.
  const named = astro.url.searchParams.get('region');
  if (region === ALL_REGIONS && isRegion(named)) return astro.redirect(searchHref(searchPathOf(named), state), 302);
  if (!sameParams(astro.url.searchParams, searchParamsOf(state))) return astro.redirect(searchHref(path, state), 302);

  const services = astro.locals.services;
  if (!services) throw new Error('The search pages need the API services in Astro.locals');
  // The home page's field ("Stadt, PLZ oder Region") names a place more often than not: a postal code or town is
  // searched around, nearest first; other text (a stable's name) stays a text search.
  if (state.location && !state.near && (await services.places.isPlace(state.location))) {
    return astro.redirect(searchHref(path, withPlace({ ...state, location: '' }, state.location)), 302);
  }
  // A postal code in the words field is a place too (the island moves it there itself).
  if (state.search && !state.near && isPostalCode(state.search)) {
    return astro.redirect(searchHref(path, withWords(state, state.search)), 302);
  }
  // The state holds only valid values but the cursor, which the schema checks (written by this API, for this
  // sort order); it also fills in the defaults. A page whose cursor is no good starts over at the last numbered one.
  const lastNumbered = searchHref(path, atPage(state, NUMBERED_PAGES));
  const query = ListingSearchQuery.safeParse(Object.fromEntries(apiParamsOf(state, region, SEARCH_PAGE_SIZE)));
  if (!query.success) return astro.redirect(lastNumbered, 302);
  try {
    const { items, total, exact, next, near, origins } = await services.listings.search(query.data);
    if (isDeep(state) && items.length === 0) return astro.redirect(lastNumbered, 302);
    const lastPage = pageCount(total, SEARCH_PAGE_SIZE);
    const alternatives =
      items.length === 0
        ? await countedAlternatives(
            state,
            async (changed) =>
              (
                await services.listings.search(
                  ListingSearchQuery.parse(Object.fromEntries(apiParamsOf(changed, region, 1))),
                )
              ).total,
            (changed) => searchHref(path, changed),
          )
        : [];
    if (!isDeep(state) && state.page > lastPage) return astro.redirect(searchHref(path, atPage(state, lastPage)), 302);
    return {
      region,
      path,
      state,
      items,
      total,
      exact,
      next: next ? encodeCursor(next) : null,
      pageSize: SEARCH_PAGE_SIZE,
      failed: false,
      centres: {
        near: near && { lat: near.lat, lon: near.lon },
        from: origins[0] ? { lat: origins[0].lat, lon: origins[0].lon } : null,
        from2: origins[1] ? { lat: origins[1].lat, lon: origins[1].lon } : null,
      },
      placeError: null,
      alternatives,
    };
  } catch (err) {
    const placeError = placeErrorOf(err);
    if (placeError) {
      // Bad input, not a failure: the page says which place was not found and offers the likely ones.
      astro.response.status = 400;
      return {
        region,
        path,
        state,
        items: [],
        total: 0,
        exact: true,
        next: null,
        pageSize: SEARCH_PAGE_SIZE,
        failed: false,
        centres: NO_CENTRES,
        placeError,
        alternatives: [],
      };
    }
    services.log.error('search page could not load listings', { err });
    astro.response.status = 503;
    return {
      region,
      path,
      state,
      items: [],
      total: 0,
      exact: true,
      next: null,
      pageSize: SEARCH_PAGE_SIZE,
      failed: true,
      centres: NO_CENTRES,
      placeError: null,
      alternatives: [],
    };
  }
}
