// The global region (spec section 4): it starts as all and only the region picker changes it, remembered in local
// storage so the home page's featured list follows it. A search page takes its region from its path (/de, /at,
// /ch; /stallplaetze is all) and leaves the global region as it was.
import { atom } from 'nanostores';
import { ALL_REGIONS, COUNTRY_REGIONS, isRegion, searchPathOf, type RegionFilter } from '#contract/regions.ts';

const STORAGE_KEY = 'region';

/** The region of a search page's path; null on every other page, listing details included. */
export function regionOfPath(pathname: string): RegionFilter | null {
  const [first = '', ...rest] = pathname.split('/').filter(Boolean);
  if (first === 'stallplaetze' && rest.length <= 1) return ALL_REGIONS;
  return rest.length === 0 && first in COUNTRY_REGIONS ? COUNTRY_REGIONS[first as keyof typeof COUNTRY_REGIONS] : null;
}

function storedRegion(): RegionFilter {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isRegion(value) ? value : ALL_REGIONS;
  } catch {
    return ALL_REGIONS;
  }
}

/** The global region; components show it only after mounting (useMounted). */
export const $region = atom<RegionFilter>(typeof window === 'undefined' ? ALL_REGIONS : storedRegion());

/** What a region picker shows on a page: the search page's own region, elsewhere the global one. */
export function shownRegion(region: RegionFilter, pathname: string): RegionFilter {
  return regionOfPath(pathname) ?? region;
}

/** Picks a region: the global region, remembered, and its search page, scrolled smoothly to the top. */
export function selectRegion(region: RegionFilter): void {
  $region.set(region);
  try {
    localStorage.setItem(STORAGE_KEY, region);
  } catch {
    // not remembered, still applied
  }
  window.scrollTo({ top: 0, behavior: 'smooth' });
  const target = searchPathOf(region);
  if (window.location.pathname !== target) window.location.assign(target);
}
