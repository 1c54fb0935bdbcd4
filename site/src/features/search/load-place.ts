// Server side of a town's page: the town its address names (404 for none), and the listings within
// PLACE_PAGE_RADIUS_KM of it, nearest first, through the listing service like the search pages.
import type { AstroGlobal } from 'astro';
import { coordinatesText } from '#contract/geo.ts';
import { SEARCH_PAGE_SIZE } from '#contract/limits.ts';
import { PLACE_PAGE_RADIUS_KM, type PlacePageDto } from '#contract/places.ts';
import { ListingSearchQuery } from '#contract/schemas.ts';
import type { ListingDto } from '#contract/types.ts';

export interface PlacePageData {
  /** Null: no town has the address's name; the page answers 404. */
  place: PlacePageDto | null;
  items: ListingDto[];
  total: number;
}

export async function loadPlacePage(astro: AstroGlobal): Promise<PlacePageData> {
  const services = astro.locals.services;
  if (!services) throw new Error('The place pages need the API services in Astro.locals');
  const place = await services.places.page(String(astro.params.ort ?? '').toLowerCase());
  if (!place) {
    astro.response.status = 404;
    return { place: null, items: [], total: 0 };
  }
  // Measured from the town's own coordinates, so a town sharing its name elsewhere cannot take its place.
  const query = ListingSearchQuery.parse({
    near: coordinatesText(place),
    radius: String(PLACE_PAGE_RADIUS_KM),
    sort: 'distance',
    limit: String(SEARCH_PAGE_SIZE),
  });
  const { items, total } = await services.listings.search(query);
  // The same page for every visitor: the service worker may keep it for offline use.
  astro.response.headers.set('Cache-Control', 'no-cache');
  return { place, items, total };
}
