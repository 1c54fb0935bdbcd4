// Loads the listing of a detail page on the server. A page view counts a view as the API's GET does (once per
// visitor and day);
// an id that is unknown, not public or cannot exist ("abc", "0") yields null, and the page answers 404.
import type { AstroGlobal } from 'astro';
import { IdParam } from '#contract/schemas.ts';
import { placeSlug } from '#contract/places.ts';
import type { ListingDto } from '#contract/types.ts';
import { mapPosition, nearbyPlacesHref } from './listing-view.ts';

export interface ListingPageData {
  listing: ListingDto;
  /** Where "Weitere Stallplätze in der Nähe" leads (nearbyPlacesHref). */
  nearbyHref: string;
}

export async function loadListing(astro: AstroGlobal): Promise<ListingPageData | null> {
  const services = astro.locals.services;
  if (!services) throw new Error('The listing detail page needs the API services in Astro.locals');
  const parsed = IdParam.safeParse({ id: astro.params.id });
  const listing = parsed.success
    ? await viewed(services.listings, parsed.data.id, astro.request.method === 'GET' ? astro.locals.visitor : undefined)
    : null;
  if (!listing) {
    astro.response.status = 404;
    return null;
  }
  // Loaded before the page renders: a component that awaits while rendering would miss the page's script hashes.
  const town = await services.places.page(placeSlug(listing.stable.city));
  return { listing, nearbyHref: nearbyPlacesHref(listing.stable, mapPosition(listing.stable), town) };
}

async function viewed(
  listings: NonNullable<App.Locals['services']>['listings'],
  id: number,
  visitor: App.Locals['visitor'],
): Promise<ListingDto | null> {
  // HEAD asks whether the page exists; only a real read counts, once per visitor and day (recordView
  // ignores ids that are not public).
  if (visitor) await listings.recordView(id, visitor);
  return listings.getPublic(id);
}
