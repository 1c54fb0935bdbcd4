// The search page's URL is the single source of its filter state: parse a query string into a SearchState
// (tolerantly: a bad value means "no filter"), write a state back as the one canonical query string, and derive
// the query of GET /api/listings from it. Pure functions, shared by the server render and the island.
import { AMENITY_FILTER_KEYS, QUICK_FILTERS, type AmenityFilterKey } from '#contract/amenities.ts';
import { SEARCH_MAX_OFFSET, SEARCH_PAGE_SIZE, TEXT_LIMITS } from '#contract/limits.ts';
import { PLACE_QUERY_MAX, RADII_KM, RADIUS_DEFAULT_KM, type RadiusKm } from '#contract/places.ts';
import { PRICE_RANGES, type PriceRange } from '#contract/price-bands.ts';
import type { RegionFilter } from '#contract/regions.ts';
import { SORT_ORDERS, type SortOrder } from '#contract/sort.ts';
import { TRAVEL_DEFAULT_MINUTES, TRAVEL_MINUTES, type TravelMinutes } from '#contract/travel.ts';
import { STALL_TYPES, type StallType } from '#contract/stall-types.ts';
import { CARE_LEVELS, type CareLevel } from '#contract/care-levels.ts';
import {
  MIN_AREA_RANGE,
  MIN_HEIGHT_RANGE,
  SEARCH_FACILITIES,
  TURNOUT_STEPS,
  type PriceBasis,
  type SearchFacility,
} from '#contract/search-facts.ts';

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
  stallType: StallType | 'all';
  priceRange: PriceRange | 'all';
  /** Distinct keys in the order the filter shows them. */
  amenities: AmenityFilterKey[];
  /** The band of the all-in month (`totalRange`), apart from the base price's. */
  totalRange: PriceRange | 'all';
  /** Whether the price filter and the price orders go by the base price or the all-in month. */
  priceBasis: PriceBasis;
  /** The facts filters (contract/search-facts.ts); 0 and false are off. */
  care: CareLevel | 'all';
  turnout: number;
  groupTurnout: boolean;
  stallions: boolean;
  minHeight: number;
  minArea: number;
  freeNow: boolean;
  facilities: SearchFacility[];
  /** "Nur passende Ställe für {Name}": the horse's search parameters (contract/horses.ts), empty when off. */
  horse: Record<string, string>;
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
  stallType: 'all',
  priceRange: 'all',
  amenities: [],
  totalRange: 'all',
  priceBasis: 'base',
  care: 'all',
  turnout: 0,
  groupTurnout: false,
  stallions: false,
  minHeight: 0,
  minArea: 0,
  freeNow: false,
  facilities: [],
  horse: {},
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

/** The parameters of the horse filter, as contract/horses.ts horseFilterParams writes them. */
export const HORSE_PARAMS = [
  'horseName',
  'horseHeight',
  'horseGender',
  'horseAge',
  'horseType',
  'horseHoofs',
  'horseNeeds',
  'horseTurnout',
] as const;

/** The horse filter's parameters of a query: short plain values only (the API checks them). */
function horseOf(params: URLSearchParams): Record<string, string> {
  const horse: Record<string, string> = {};
  for (const key of HORSE_PARAMS) {
    const value = text(params.get(key)).slice(0, 60);
    if (value) horse[key] = value;
  }
  return horse;
}

/** A whole number of a query within bounds, else 0 (no filter). */
function wholeIn(value: string | null, { min, max }: { min: number; max: number }): number {
  const n = /^\d{1,3}$/.test(value ?? '') ? Number(value) : 0;
  return n >= min && n <= max ? n : 0;
}

const isOn = (value: string | null) => value === 'true' || value === '1';

/** The facts filters of one value each, read from a query; what an empty query gives is "off". */
function factsOf(params: URLSearchParams) {
  const value = (key: string) => params.get(key);
  return {
    care: oneOf(CARE_LEVELS, value('care')) ?? 'all',
    turnout: oneOf(TURNOUT_STEPS, value('turnout')) ?? 0,
    groupTurnout: isOn(value('groupTurnout')),
    stallions: isOn(value('stallions')),
    minHeight: wholeIn(value('minHeight'), MIN_HEIGHT_RANGE),
    minArea: wholeIn(value('minArea'), MIN_AREA_RANGE),
    freeNow: isOn(value('freeNow')),
  } satisfies Partial<SearchState>;
}
const FACT_KEYS = ['care', 'turnout', 'groupTurnout', 'stallions', 'minHeight', 'minArea', 'freeNow'] as const;

function orderedAmenities(keys: Iterable<string>): AmenityFilterKey[] {
  const set = new Set(keys);
  return AMENITY_FILTER_KEYS.filter((key) => set.has(key));
}

/** Reads the filter state from a page's query; unknown parameters and bad values are ignored. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const amenities = new Set<string>(
    params
      .getAll('amenities')
      .flatMap((list) => list.split(','))
      .map((key) => key.trim()),
  );
  // The home page's quick filters: ?wifi=true and friends.
  for (const [alias, key] of Object.entries(QUICK_FILTERS)) {
    if (params.get(alias) === 'true') amenities.add(key);
  }
  for (const key of params.getAll(TOGGLE_AMENITY_PARAM)) {
    if (amenities.has(key)) amenities.delete(key);
    else amenities.add(key);
  }
  const pageText = params.get(PAGE_PARAM) ?? '';
  const pageNumber = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const afterText = params.get(AFTER_PARAM) ?? '';
  // A page past the numbered ones needs its cursor; without one it is the last numbered page.
  const deep = pageNumber > NUMBERED_PAGES && CURSOR_TEXT.test(afterText) && !params.has(TOGGLE_AMENITY_PARAM);
  const page = deep ? pageNumber : Math.min(pageNumber, NUMBERED_PAGES);
  // An unencoded "600+" arrives as "600 ".
  const priceRange = params.get('priceRange') === '600 ' ? '600+' : params.get('priceRange');
  const search = text(params.get('search'));
  const place = (name: string) => text(params.get(name)).slice(0, PLACE_QUERY_MAX).trim();
  const near = place('near');
  // A second origin without a first is the first.
  const [from = '', from2 = ''] = [place('from'), place('from2')].filter(Boolean);
  const minutes = (name: string, origin: string) =>
    (origin && oneOf(TRAVEL_MINUTES, params.get(name))) || TRAVEL_DEFAULT_MINUTES;
  const sort = oneOf(SORT_ORDERS, params.get('sort'));
  const totalRange = params.get('totalRange') === '600 ' ? '600+' : params.get('totalRange');
  // A comma list, or one parameter per box (the form without JavaScript).
  const facilities = new Set(
    params
      .getAll('facilities')
      .flatMap((list) => list.split(','))
      .map((key) => key.trim()),
  );
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
    stallType: oneOf(STALL_TYPES, params.get('stallType')) ?? 'all',
    priceRange: oneOf(PRICE_RANGES, priceRange) ?? 'all',
    amenities: orderedAmenities(amenities),
    totalRange: oneOf(PRICE_RANGES, totalRange) ?? 'all',
    priceBasis:
      params.get('priceBasis') === 'total' || params.has('totalRange') || sort?.startsWith('total_') ? 'total' : 'base',
    ...factsOf(params),
    facilities: SEARCH_FACILITIES.filter((key) => facilities.has(key)),
    horse: horseOf(params),
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
  if (state.stallType !== 'all') params.set('stallType', state.stallType);
  if (state.priceRange !== 'all') params.set('priceRange', state.priceRange);
  if (state.amenities.length) params.set('amenities', state.amenities.join(','));
  setFacts(params, state);
  // The all-in month without its band or order still shows in the address: the switch stays where it was put.
  if (state.priceBasis === 'total' && state.totalRange === 'all' && !state.sort.startsWith('total_')) {
    params.set('priceBasis', 'total');
  }
  if (state.sort !== defaultSort(state)) params.set('sort', state.sort);
  if (state.view !== 'grid') params.set(VIEW_PARAM, VIEW_VALUES[state.view]);
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  if (isDeep(state)) params.set(AFTER_PARAM, state.after);
  return params;
}

/** The facts filters, the all-in month's band and the horse, as the page's address and the API take them. */
function setFacts(params: URLSearchParams, state: SearchState) {
  if (state.totalRange !== 'all') params.set('totalRange', state.totalRange);
  for (const key of FACT_KEYS) if (state[key] !== DEFAULT_STATE[key]) params.set(key, String(state[key]));
  if (state.facilities.length) params.set('facilities', state.facilities.join(','));
  for (const key of HORSE_PARAMS) if (state.horse[key]) params.set(key, state.horse[key]);
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
  if (state.stallType !== 'all') params.set('stallType', state.stallType);
  if (state.priceRange !== 'all') params.set('priceRange', state.priceRange);
  if (state.amenities.length) params.set('amenities', state.amenities.join(','));
  setFacts(params, state);
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
    stallType: 'all',
    priceRange: 'all',
    amenities: [],
    ...NO_FACTS,
    sort: state.sort === 'distance' ? 'relevance' : state.sort,
  });
}

/** The facts filters off; the price basis stays as chosen. */
const NO_FACTS: Partial<SearchState> = {
  totalRange: 'all',
  facilities: [],
  horse: {},
  ...factsOf(new URLSearchParams()),
};

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

/** A new place (or none) with its radius. */
export const withPlace = (state: SearchState, near: string, radius: RadiusKm = state.radius): SearchState =>
  withPlaces(state, { near, radius });

export function toggleAmenity(state: SearchState, key: AmenityFilterKey): SearchState {
  const next = state.amenities.includes(key) ? state.amenities.filter((k) => k !== key) : [...state.amenities, key];
  return withFilters(state, { amenities: orderedAmenities(next) });
}

/** Whether any filter is set (the sort order and the view are no filters). */
export function hasFilters(state: SearchState): boolean {
  return Boolean(
    state.search ||
    state.location ||
    state.near ||
    state.from ||
    state.stallType !== 'all' ||
    state.priceRange !== 'all' ||
    state.amenities.length ||
    factFilterCount(state),
  );
}

/** How many of the facts filters (and the all-in month's band, and the horse) are set. */
export function factFilterCount(state: SearchState): number {
  return (
    FACT_KEYS.filter((key) => state[key] !== DEFAULT_STATE[key]).length +
    (state.totalRange !== 'all' ? 1 : 0) +
    (Object.keys(state.horse).length > 0 ? 1 : 0) +
    state.facilities.length
  );
}

/** How many of the advanced filters (travel origins, price bands, amenities, facts) are set. */
export function advancedFilterCount(state: SearchState): number {
  return (
    (state.from ? 1 : 0) +
    (state.from2 ? 1 : 0) +
    (state.priceRange !== 'all' ? 1 : 0) +
    state.amenities.length +
    factFilterCount(state)
  );
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
