// A search page's state as the query a saved search (Suchauftrag) keeps, and back: every filter, the words, the
// place with its radius or travel times and the map area, with the region of /de, /at or /ch as `region`; never
// the page, the cursor, the order or the view, which change what is shown but not what matches. The same search
// always gives the same query, so /suchauftraege and the API's matching read it alike.
import { ALL_REGIONS, isRegion, REGION_NAMES, searchPathOf, type RegionFilter } from '#contract/regions.ts';
import { SAVED_SEARCH_LIMITS } from '#contract/saved-searches.ts';
import { searchLabel } from './search-label.ts';
import { defaultSort, parseSearchParams, searchParamsOf, type SearchState } from './search-url.ts';

/** After the place or an origin, its radius or minutes. */
const EXPLICIT: Record<string, [string, (state: SearchState) => number]> = {
  near: ['radius', (state) => state.radius],
  from: ['maxMinutes', (state) => state.maxMinutes],
  from2: ['maxMinutes2', (state) => state.maxMinutes2],
};

/** The query a saved search keeps for a search page's state, commas readable ("amenities=hasWifi,hasWashArea"). */
export function savedSearchQuery(region: RegionFilter, state: SearchState): string {
  const matching: SearchState = {
    ...state,
    // The all-in basis stays only where it decides what matches (the all-in price band).
    priceBasis: state.filters.totalRange ? 'total' : 'base',
    sort: defaultSort(state),
    view: 'grid',
    page: 1,
    after: '',
  };
  const query = new URLSearchParams(region === ALL_REGIONS ? [] : [['region', region]]);
  for (const [key, value] of searchParamsOf(matching)) {
    // The radius and the minutes follow their place even when they are the default (below), once.
    if (query.has(key)) continue;
    query.append(key, value);
    // A saved search keeps what it meant should the search page's default change.
    const explicit = EXPLICIT[key];
    if (explicit) query.append(explicit[0], String(explicit[1](state)));
  }
  return query.toString().replace(/%2C/g, ',');
}

/** The search page showing a saved query's matches: /de?…, /at?…, /ch?… for a region, else /stallplaetze?…. */
export function savedSearchHref(query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const region = params.get('region');
  params.delete('region');
  const path = searchPathOf(isRegion(region) ? region : ALL_REGIONS);
  // Through the search page's own reading, so the address is the canonical one the page would write.
  const canonical = searchParamsOf(parseSearchParams(params)).toString().replace(/%2C/g, ',');
  return canonical ? `${path}?${canonical}` : path;
}

/** What a saved query searches, in the words the search page uses ("Stallplätze in Deutschland – 25 km um 80331"). */
export function savedSearchLabel(query: string): string {
  return searchLabel(new URL(savedSearchHref(query), 'https://stallfinder.invalid')) ?? 'Stallplätze';
}

/**
 * The name a new saved search suggests: what its label says after the region ("50 km um 80331 · Innenbox"), the
 * region named before it when it is one country ("Deutschland: Innenbox"), the whole label without filters
 * ("Stallplätze in Österreich"); shortened to what a name may hold.
 */
export function suggestedName(query: string): string {
  const label = savedSearchLabel(query);
  const at = label.indexOf(' – ');
  const region = new URLSearchParams(query).get('region');
  const filters = at < 0 ? '' : label.slice(at + 3);
  const name = !filters ? label : isRegion(region) ? `${REGION_NAMES[region]}: ${filters}` : filters;
  const max = SAVED_SEARCH_LIMITS.name;
  return name.length <= max ? name : `${name.slice(0, max - 1).trimEnd()}…`;
}
