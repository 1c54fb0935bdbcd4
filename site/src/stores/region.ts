// The global region (all, germany, austria, switzerland): the search path prefix wins; otherwise the last
// choice, remembered in local storage so the home page's featured list follows it.
import { atom } from 'nanostores';
import { ALL_REGIONS, COUNTRY_REGIONS, isRegion, searchPathOf, type RegionFilter } from '#contract/regions.ts';

const STORAGE_KEY = 'region';

export function regionOfPath(pathname: string): RegionFilter | null {
  const segment = pathname.split('/')[1] ?? '';
  if (segment === 'stallplaetze') return ALL_REGIONS;
  return segment in COUNTRY_REGIONS ? COUNTRY_REGIONS[segment as keyof typeof COUNTRY_REGIONS] : null;
}

function storedRegion(): RegionFilter {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isRegion(value) ? value : ALL_REGIONS;
  } catch {
    return ALL_REGIONS;
  }
}

/** The path's region, else the remembered one; components show it only after mounting (useMounted). */
export const $region = atom<RegionFilter>(
  typeof window === 'undefined' ? ALL_REGIONS : (regionOfPath(window.location.pathname) ?? storedRegion()),
);
if (typeof window !== 'undefined') remember($region.get());

function remember(region: RegionFilter): void {
  try {
    localStorage.setItem(STORAGE_KEY, region);
  } catch {
    // not remembered, still applied
  }
}

/** Picks a region and goes to its search page, scrolled smoothly to the top. */
export function selectRegion(region: RegionFilter): void {
  $region.set(region);
  remember(region);
  window.scrollTo({ top: 0, behavior: 'smooth' });
  const target = searchPathOf(region);
  if (window.location.pathname !== target) window.location.assign(target);
}
