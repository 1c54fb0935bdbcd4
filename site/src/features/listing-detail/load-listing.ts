// Loads the listing of a detail page on the server. A page view counts a view as the API's GET does (once per
// visitor and day);
// an id that is unknown, not public or cannot exist ("abc", "0") yields null, and the page answers 404.
import type { AstroGlobal } from 'astro';
import { IdParam, TravelQuery } from '#contract/schemas.ts';
import type { TravelTimeDto } from '#contract/travel.ts';
import { placeSlug } from '#contract/places.ts';
import type { ListingDto } from '#contract/types.ts';
import type { ReviewPageDto } from '#contract/reviews.ts';
import type { StableTrustDto } from '#contract/trust.ts';
import { mapPosition, nearbyPlacesHref } from './listing-view.ts';

export interface ListingPageData {
  listing: ListingDto;
  /** Where "Weitere Stallplätze in der Nähe" leads (nearbyPlacesHref). */
  nearbyHref: string;
  travel: TravelPanel;
  /** The stable's newest reviews with their summary (issue 37). */
  reviews: ReviewPageDto;
  /** The stable's operator page, verification and seals (issue 37). */
  trust: StableTrustDto | null;
}

/** The "Fahrzeit" section: the origins asked for (`from`, `from2` in the address), their times, or why none. */
export interface TravelPanel {
  from: string;
  from2: string;
  times: TravelTimeDto[];
  /** An origin is unknown (or the input bad): its field and the message. */
  error: { field: 'from' | 'from2'; message: string } | null;
}

/** The times from the address's origins; an unknown origin is the panel's error, not the page's. */
async function travelPanel(
  listings: NonNullable<App.Locals['services']>['listings'],
  listing: ListingDto,
  params: URLSearchParams,
): Promise<TravelPanel> {
  const panel: TravelPanel = {
    from: params.get('from') ?? '',
    from2: params.get('from2') ?? '',
    times: [],
    error: null,
  };
  if (!panel.from && !panel.from2) return panel;
  const query = TravelQuery.safeParse({ from: panel.from || panel.from2, from2: panel.from ? panel.from2 : '' });
  if (!query.success) {
    const issue = query.error.issues[0]!;
    return { ...panel, error: { field: issue.path[0] === 'from2' ? 'from2' : 'from', message: issue.message } };
  }
  const { latitude: lat, longitude: lon } = listing.stable;
  try {
    return { ...panel, times: await listings.travel(lat === null || lon === null ? null : { lat, lon }, query.data) };
  } catch (err) {
    const errors = (err as { status?: number; errors?: Record<string, string> }).errors;
    const field = errors?.from ? 'from' : errors?.from2 ? 'from2' : null;
    if (!field) throw err;
    return { ...panel, error: { field, message: errors![field]! } };
  }
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
  return {
    listing,
    nearbyHref: nearbyPlacesHref(listing.stable, mapPosition(listing.stable), town),
    travel: await travelPanel(services.listings, listing, astro.url.searchParams),
    reviews: await services.reviews.page(listing.stable.id, 1),
    trust: await services.trust.ofStable(listing.stable.id),
  };
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
