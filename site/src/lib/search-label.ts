// A search page's address as a readable German label, e.g. "Stallplätze in Deutschland – „München“ · Innenbox",
// for the list of searches saved on this device (/offline).
import { parseCoordinates } from '#contract/geo.ts';
import { COUNTRY_REGIONS, REGION_SEARCH_LABELS, type Country, type RegionFilter } from '#contract/regions.ts';
import { SORT_LABELS } from '#contract/sort.ts';
import { defaultSort, filterLabels, parseSearchParams } from './search-url.ts';

/** The region of a search page's path (/stallplaetze, /de, /at, /ch), or null for any other page. */
export function regionOfSearchPath(pathname: string): RegionFilter | null {
  if (pathname === '/stallplaetze') return 'all';
  const country = /^\/(de|at|ch)\/?$/.exec(pathname)?.[1] as Country | undefined;
  return country ? COUNTRY_REGIONS[country] : null;
}

/** The label of a search page's URL (path and query), or null when it is no search page. */
export function searchLabel(url: URL): string | null {
  const region = regionOfSearchPath(url.pathname);
  if (!region) return null;
  const state = parseSearchParams(url.searchParams);
  const text = state.search || state.location;
  const place = (text: string) => (parseCoordinates(text) ? 'Standort' : text);
  const filters = [
    text && `„${text}“`,
    state.near && `${state.radius} km um ${place(state.near)}`,
    state.from && `${state.maxMinutes} Min. ab ${place(state.from)}`,
    state.from2 && `${state.maxMinutes2} Min. ab ${place(state.from2)}`,
    ...filterLabels(state.filters),
    state.sort !== defaultSort(state) && SORT_LABELS[state.sort],
    state.page > 1 && `Seite ${state.page}`,
  ].filter((part): part is string => Boolean(part));
  const base = `Stallplätze in ${REGION_SEARCH_LABELS[region]}`;
  return filters.length ? `${base} – ${filters.join(' · ')}` : base;
}
