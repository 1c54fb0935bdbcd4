// The search page's URL is the single source of its filter state: parse a query string into a SearchState
// (tolerantly: a bad value means "no filter"), write a state back as the one canonical query string, and derive
// the query of GET /api/listings from it. Pure functions, shared by the server render and the island.
import { AMENITY_FILTER_KEYS, QUICK_FILTERS, type AmenityFilterKey } from '#contract/amenities.ts';
import { SEARCH_MAX_OFFSET, SEARCH_PAGE_SIZE, TEXT_LIMITS } from '#contract/limits.ts';
import { PLACE_QUERY_MAX, RADII_KM, RADIUS_DEFAULT_KM, type RadiusKm } from '#contract/places.ts';
import type { RegionFilter } from '#contract/regions.ts';
import type { PriceBasis } from '#contract/search-facts.ts';
import type { SearchFilter } from '#contract/search-filter-kinds.ts';
import {
  activeFilters,
  FILTER_IDS,
  SEARCH_FILTERS,
  writeFilters,
  type FilterId,
  type FilterValue,
  type FilterValues,
} from '#contract/search-filters.ts';
import { SORT_ORDERS, type SortOrder } from '#contract/sort.ts';
import { TRAVEL_DEFAULT_MINUTES, TRAVEL_MINUTES, type TravelMinutes } from '#contract/travel.ts';

export type SearchView = 'grid' | 'list' | 'map';

export interface SearchState {
  /** Text of the search box; wins over `location` when both are set. */
  search: string;
  /** Free-text place from the home page's hero form. */
  location: string;
  /** Where distances are measured from (the location field): a postal code, a town or "lat,lon"; '' for none. */
  near: string;
  /** Kilometres around `near`; RADIUS_DEFAULT_KM without a place. */
  radius: RadiusKm;
  /** Travel time: the origins (like `near`; '' for none) and the longest drive from each, in minutes. */
  from: string;
  maxMinutes: TravelMinutes;
  from2: string;
  maxMinutes2: TravelMinutes;
  /** The map area searched ("In diesem Gebiet suchen"): "west,south,east,north" in degrees; '' for none. */
  bbox: string;
  /** The registry's filters (contract/search-filters.ts) the search sets; a missing one is off. */
  filters: FilterValues;
  /** Whether the price filter and the price orders go by the base price or the all-in month. */
  priceBasis: PriceBasis;
  /** 'distance' only with a place, and then the default. */
  sort: SortOrder;
  view: SearchView;
  /** 1-based page of results. */
  page: number;
  /**
   * Beyond the numbered pages: the API's cursor where this page starts (the `nach` parameter), '' otherwise.
   * Pages past NUMBERED_PAGES are reached only by it, one after the other.
   */
  after: string;
}

export const PAGE_PARAM = 'seite';
export const AFTER_PARAM = 'nach';
export const VIEW_PARAM = 'ansicht';
const VIEW_VALUES: Record<Exclude<SearchView, 'grid'>, string> = { list: 'liste', map: 'karte' };

/** The value of VIEW_PARAM for a view; the grid is the default and has none. */
export const viewParamOf = (view: Exclude<SearchView, 'grid'>): string => VIEW_VALUES[view];

/** A map area as the URL holds it: four numbers, west < east, south < north, within the earth's ranges. */
function bboxOf(value: string | null): string {
  const parts = (value ?? '').split(',').map((part) => (/^-?\d{1,3}(\.\d{1,6})?$/.test(part) ? Number(part) : NaN));
  if (parts.length !== 4 || parts.some(Number.isNaN)) return '';
  const [west, south, east, north] = parts as [number, number, number, number];
  const valid = west >= -180 && east <= 180 && south >= -90 && north <= 90 && west < east && south < north;
  return valid ? parts.join(',') : '';
}

/**
 * Submit buttons of the filter form when JavaScript is off: toggle one amenity, or reset the filters.
 * The server applies them and redirects to the canonical URL, so they never stay in an address.
 */
export const TOGGLE_AMENITY_PARAM = 'toggleAmenity';
/**
 * Offline, a search address that was never loaded is opened as a saved page of the same region with the wanted
 * query in this fragment (#filter=stallType%3Dinside_box); the island applies it to the saved results.
 */
export const FILTER_FRAGMENT = 'filter=';
export const RESET_PARAM = 'reset';

/** Numbered pages reach as deep as the API's offset does (SEARCH_MAX_OFFSET); deeper ones go by cursor. */
export const NUMBERED_PAGES = Math.floor(SEARCH_MAX_OFFSET / SEARCH_PAGE_SIZE) + 1;
/** A cursor as the API writes it (opaque, base64url); the API checks the rest. */
const CURSOR_TEXT = /^[A-Za-z0-9_-]{1,300}$/;

export const DEFAULT_STATE: SearchState = {
  search: '',
  location: '',
  near: '',
  radius: RADIUS_DEFAULT_KM,
  from: '',
  maxMinutes: TRAVEL_DEFAULT_MINUTES,
  from2: '',
  maxMinutes2: TRAVEL_DEFAULT_MINUTES,
  bbox: '',
  filters: {},
  priceBasis: 'base',
  sort: 'relevance',
  view: 'grid',
  page: 1,
  after: '',
};

function oneOf<T extends string | number>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => String(v) === value);
}

/**
 * The order a search shows when none is chosen: nearest first around a place (or the first travel origin), else
 * the relevance.
 */
export function defaultSort(state: Pick<SearchState, 'near' | 'from'>): SortOrder {
  return state.near || state.from ? 'distance' : 'relevance';
}

/** Free text as the API takes it: control characters (which the database refuses) become spaces, at most 200 characters. */
function text(value: string | null): string {
  return (
    (value ?? '')
      // eslint-disable-next-line no-control-regex -- matching control characters is the point: exactly C0 and DEL.
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .trim()
      .slice(0, TEXT_LIMITS.search)
      .trim()
  );
}

/**
 * The registry's filters of a query, tolerantly: a value not understood is no filter. A list may come as one
 * comma list or as one parameter per box (the form without JavaScript), its unknown entries left out; the home
 * page's quick filters (?wifi=true) and the form's amenity toggles join the amenities.
 */
function filtersOf(params: URLSearchParams): FilterValues {
  const amenities = new Set(params.getAll('amenities').flatMap((list) => list.split(',')));
  for (const [alias, key] of Object.entries(QUICK_FILTERS)) {
    if (params.get(alias) === 'true') amenities.add(key);
  }
  for (const key of params.getAll(TOGGLE_AMENITY_PARAM)) {
    if (!amenities.delete(key)) amenities.add(key);
  }
  const get = (key: string) =>
    key === 'amenities'
      ? [...amenities].join(',')
      : params.getAll(key).join(',').slice(0, TEXT_LIMITS.search) || undefined;
  const filters: Record<string, unknown> = {};
  for (const id of FILTER_IDS) {
    const filter = SEARCH_FILTERS[id] as SearchFilter<unknown>;
    let read = filter.read(get);
    if ('error' in read && Array.isArray(filter.examples[0])) {
      // A list keeps the entries it knows.
      const known = (key: string) => {
        const parts = get(key)?.split(',') ?? [];
        return parts.filter((part) => !('error' in filter.read((k) => (k === key ? part.trim() : undefined)))).join();
      };
      read = filter.read(known);
    }
    if ('value' in read && read.value !== undefined) filters[id] = read.value;
  }
  return filters as FilterValues;
}

/** Reads the filter state from a page's query; unknown parameters and bad values are ignored. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const pageText = params.get(PAGE_PARAM) ?? '';
  const pageNumber = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const afterText = params.get(AFTER_PARAM) ?? '';
  // A page past the numbered ones needs its cursor; without one it is the last numbered page.
  const deep = pageNumber > NUMBERED_PAGES && CURSOR_TEXT.test(afterText) && !params.has(TOGGLE_AMENITY_PARAM);
  const page = deep ? pageNumber : Math.min(pageNumber, NUMBERED_PAGES);
  const search = text(params.get('search'));
  const place = (name: string) => text(params.get(name)).slice(0, PLACE_QUERY_MAX).trim();
  const near = place('near');
  // A second origin without a first is the first.
  const [from = '', from2 = ''] = [place('from'), place('from2')].filter(Boolean);
  const minutes = (name: string, origin: string) =>
    (origin && oneOf(TRAVEL_MINUTES, params.get(name))) || TRAVEL_DEFAULT_MINUTES;
  const sort = oneOf(SORT_ORDERS, params.get('sort'));
  const filters = filtersOf(params);
  const state: SearchState = {
    search,
    location: search ? '' : text(params.get('location')),
    near,
    radius: (near && oneOf(RADII_KM, params.get('radius'))) || RADIUS_DEFAULT_KM,
    from,
    maxMinutes: minutes(place('from') ? 'maxMinutes' : 'maxMinutes2', from),
    from2,
    maxMinutes2: minutes('maxMinutes2', from2),
    bbox: bboxOf(params.get('bbox')),
    filters,
    priceBasis:
      params.get('priceBasis') === 'total' || filters.totalRange || sort?.startsWith('total_') ? 'total' : 'base',
    // Nearest first needs a place to measure from.
    sort: sort && (near || from || sort !== 'distance') ? sort : defaultSort({ near, from }),
    view:
      params.get(VIEW_PARAM) === VIEW_VALUES.list
        ? 'list'
        : params.get(VIEW_PARAM) === VIEW_VALUES.map
          ? 'map'
          : 'grid',
    page: params.has(TOGGLE_AMENITY_PARAM) ? 1 : page,
    after: deep ? afterText : '',
  };
  return params.has(RESET_PARAM) ? resetFilters(state) : state;
}

/** The canonical query of a state: defaults are left out, so every state has exactly one URL. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  else if (state.location) params.set('location', state.location);
  if (state.near) params.set('near', state.near);
  if (state.near && state.radius !== RADIUS_DEFAULT_KM) params.set('radius', String(state.radius));
  setTravel(params, state, false);
  if (state.bbox) params.set('bbox', state.bbox);
  for (const [key, value] of writeFilters(state.filters)) params.set(key, value);
  // The all-in month without its band or order still shows in the address: the switch stays where it was put.
  if (state.priceBasis === 'total' && !state.filters.totalRange && !state.sort.startsWith('total_')) {
    params.set('priceBasis', 'total');
  }
  if (state.sort !== defaultSort(state)) params.set('sort', state.sort);
  if (state.view !== 'grid') params.set(VIEW_PARAM, VIEW_VALUES[state.view]);
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  if (isDeep(state)) params.set(AFTER_PARAM, state.after);
  return params;
}

/** The travel origins and their minutes; the page's address leaves the default minutes out. */
function setTravel(params: URLSearchParams, state: SearchState, always: boolean) {
  for (const [from, minutes, suffix] of [
    [state.from, state.maxMinutes, ''],
    [state.from2, state.maxMinutes2, '2'],
  ] as const) {
    if (!from) continue;
    params.set(`from${suffix}`, from);
    if (always || minutes !== TRAVEL_DEFAULT_MINUTES) params.set(`maxMinutes${suffix}`, String(minutes));
  }
}

/** The page address of a state: the region's path and the canonical query, with readable commas. */
export function searchHref(path: string, state: SearchState): string {
  const query = searchParamsOf(state).toString().replace(/%2C/g, ',');
  return query ? `${path}?${query}` : path;
}

/** Whether two queries hold the same parameters, regardless of their order and encoding. */
export function sameParams(a: URLSearchParams, b: URLSearchParams): boolean {
  const entries = (p: URLSearchParams) =>
    [...p.entries()]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&');
  return entries(a) === entries(b);
}

/** The query of GET /api/listings for a state; the search box wins over the location. */
export function apiParamsOf(state: SearchState, region: RegionFilter, pageSize = SEARCH_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams();
  if (region !== 'all') params.set('region', region);
  const text = state.search || state.location;
  if (text) params.set('search', text);
  if (state.near) {
    params.set('near', state.near);
    params.set('radius', String(state.radius));
  }
  setTravel(params, state, true);
  if (state.bbox) params.set('bbox', state.bbox);
  for (const [key, value] of writeFilters(state.filters)) params.set(key, value);
  params.set('sort', state.sort);
  params.set('limit', String(pageSize));
  if (isDeep(state)) params.set('cursor', state.after);
  else params.set('offset', String((state.page - 1) * pageSize));
  return params;
}

/** Whether the state is a page past the numbered ones, reached by its cursor. */
export function isDeep(state: SearchState): boolean {
  return state.page > NUMBERED_PAGES && state.after !== '';
}

/** A changed filter starts again at page 1. */
export function withFilters(
  state: SearchState,
  change: Partial<Omit<SearchState, 'page' | 'view' | 'after'>>,
): SearchState {
  return { ...state, ...change, page: 1, after: '' };
}

/** One of the registry's filters set to a value, or off (undefined). */
export function withFilter<K extends FilterId>(
  state: SearchState,
  id: K,
  value: FilterValue<K> | undefined,
): SearchState {
  const filters: FilterValues = { ...state.filters, [id]: value };
  if (value === undefined) delete filters[id];
  return withFilters(state, { filters });
}

/**
 * Spec section 4: stall type and price range back to all, search and amenities cleared (and the location with
 * them, and the place with its radius). An order by distance, which needs the place, goes back to the default.
 */
export function resetFilters(state: SearchState): SearchState {
  return withFilters(state, {
    search: '',
    location: '',
    near: '',
    radius: RADIUS_DEFAULT_KM,
    ...NO_TRAVEL,
    bbox: '',
    filters: {},
    sort: state.sort === 'distance' ? 'relevance' : state.sort,
  });
}

const NO_TRAVEL = {
  from: '',
  maxMinutes: TRAVEL_DEFAULT_MINUTES,
  from2: '',
  maxMinutes2: TRAVEL_DEFAULT_MINUTES,
} as const;

type Places = Pick<SearchState, 'near' | 'radius' | 'from' | 'maxMinutes' | 'from2' | 'maxMinutes2'>;

/**
 * New places (the search's place or the travel origins): a search with somewhere to measure from is sorted
 * nearest first unless another order was chosen, and a search without one cannot be. An origin left without
 * text takes its default minutes; a second origin without a first becomes the first.
 */
export function withPlaces(state: SearchState, change: Partial<Places>): SearchState {
  const next = { ...state, ...change };
  const [from = '', from2 = ''] = [next.from.trim(), next.from2.trim()].filter(Boolean);
  const places: Places = {
    near: next.near.trim(),
    radius: next.near.trim() ? next.radius : RADIUS_DEFAULT_KM,
    from,
    maxMinutes: from ? (next.from.trim() ? next.maxMinutes : next.maxMinutes2) : TRAVEL_DEFAULT_MINUTES,
    from2,
    maxMinutes2: from2 ? next.maxMinutes2 : TRAVEL_DEFAULT_MINUTES,
  };
  const sort = state.sort === defaultSort(state) ? defaultSort(places) : state.sort;
  return withFilters(state, { ...places, sort: !defaultSort(places) && sort === 'distance' ? 'relevance' : sort });
}

/** A German (5 digits), Austrian or Swiss (4 digits) postal code, as typed. */
export const isPostalCode = (text: string): boolean => /^\d{4,5}$/.test(text.trim());

/**
 * The words field's text applied: a postal code typed there is a place, searched around like the place field's
 * (nobody searches a stable's name by its digits); any other text is words.
 */
export function withWords(state: SearchState, text: string): SearchState {
  const trimmed = text.trim();
  if (isPostalCode(trimmed) && !state.near) return withPlace(withFilters(state, { search: '', location: '' }), trimmed);
  return withFilters(state, { search: trimmed, location: '' });
}

/** A new place (or none) with its radius. */
export const withPlace = (state: SearchState, near: string, radius: RadiusKm = state.radius): SearchState =>
  withPlaces(state, { near, radius });

export function toggleAmenity(state: SearchState, key: AmenityFilterKey): SearchState {
  const chosen = state.filters.amenities ?? [];
  const next = AMENITY_FILTER_KEYS.filter((k) => (k === key) !== chosen.includes(k));
  return withFilter(state, 'amenities', next.length ? next : undefined);
}

/** Whether any filter is set (the sort order and the view are no filters). */
export function hasFilters(state: SearchState): boolean {
  return Boolean(state.search || state.location || state.near || state.from || activeFilters(state.filters).length);
}

/** How many of the advanced panel's filters (travel origins, and the registry's there) are set: a list's each. */
export function advancedFilterCount(state: SearchState): number {
  return activeFilters(state.filters)
    .filter(({ filter }) => filter.section === 'panel')
    .reduce(
      (count, { value }) => count + (Array.isArray(value) ? value.length : 1),
      [state.from, state.from2].filter(Boolean).length,
    );
}

/** What the filters set read as, in the registry's order ("Innenbox", "bis 400 €", "Hengste erlaubt"). */
export function filterLabels(filters: FilterValues): string[] {
  return activeFilters(filters).map(({ filter, value }) => filter.label(value));
}

/** The numbered pages of a search: all of them, as far as the API's offset reaches (SEARCH_MAX_OFFSET). */
export function pageCount(total: number, pageSize = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.min(Math.ceil(total / pageSize), Math.floor(SEARCH_MAX_OFFSET / pageSize) + 1));
}

/** A numbered page of the same search (its own offset, no cursor). */
export function atPage(state: SearchState, page: number): SearchState {
  return { ...state, page, after: '' };
}

/**
 * Page numbers for the pager: the first, the last and the current page with its neighbours; null marks a gap.
 * A gap of exactly one page shows that page instead.
 */
export function pagerItems(current: number, count: number): (number | null)[] {
  const shown = new Set([1, count, current - 1, current, current + 1].filter((p) => p >= 1 && p <= count));
  const pages = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push(null);
    items.push(page);
  }
  return items;
}
