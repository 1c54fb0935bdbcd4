// A search page's address as a readable German label, e.g. "Stallplätze in Deutschland – „München“ · Innenbox",
// for the list of searches saved on this device (/offline).
import { STABLE_AMENITY_LABELS } from '#contract/amenities.ts';
import { CARE_LEVEL_LABELS } from '#contract/facts.ts';
import { SEARCH_FACILITY_LABELS } from '#contract/search-fact-labels.ts';
import { PRICE_RANGE_LABELS } from '#contract/price-bands.ts';
import { COUNTRY_REGIONS, REGION_SEARCH_LABELS, type Country, type RegionFilter } from '#contract/regions.ts';
import { SORT_LABELS } from '#contract/sort.ts';
import { STALL_TYPE_FILTER_LABELS } from '#contract/stall-types.ts';
import { parseSearchParams } from './search-url.ts';

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
  const filters = [
    text && `„${text}“`,
    state.stallType !== 'all' && STALL_TYPE_FILTER_LABELS[state.stallType],
    state.priceRange !== 'all' && PRICE_RANGE_LABELS[state.priceRange],
    state.totalRange !== 'all' && `gesamt ${PRICE_RANGE_LABELS[state.totalRange]}`,
    ...state.amenities.map((key) => STABLE_AMENITY_LABELS[key]),
    state.care !== 'all' && CARE_LEVEL_LABELS[state.care],
    state.turnout > 0 && `Weide ab ${state.turnout} Std.`,
    state.groupTurnout && 'Gruppenauslauf',
    state.stallions && 'Hengste erlaubt',
    state.minHeight > 0 && `Stockmaß bis ${state.minHeight} cm`,
    state.minArea > 0 && `ab ${state.minArea} m²`,
    state.freeNow && 'sofort frei',
    ...state.facilities.map((key) => SEARCH_FACILITY_LABELS[key]),
    state.horse.horseName && `passend für ${state.horse.horseName}`,
    state.sort !== 'relevance' && SORT_LABELS[state.sort],
    state.page > 1 && `Seite ${state.page}`,
  ].filter((part): part is string => Boolean(part));
  const base = `Stallplätze in ${REGION_SEARCH_LABELS[region]}`;
  return filters.length ? `${base} – ${filters.join(' · ')}` : base;
}
