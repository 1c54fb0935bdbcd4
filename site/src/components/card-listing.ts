// What a listing card shows and what the offline search filters and sorts it by, and how a card rendered on the
// server carries it: the search page renders its results once, as markup, and the search island reads the
// listings back from those cards (to show them in the other view, search them offline and remember hearted ones)
// instead of receiving them a second time as serialized props.
import { STABLE_AMENITIES, type StableAmenity } from '#contract/amenities.ts';
import { FILTER_FACT_KEYS, type FilterFactKey } from '#contract/search-filters.ts';
import type { ListingFacts, StableFacility } from '#contract/facts.ts';
import { REGIONS, type Region } from '#contract/regions.ts';
import { STALL_TYPES, type StallType } from '#contract/stall-types.ts';
import type { TravelTimeDto } from '#contract/travel.ts';
import type { ListingDto, StableDto } from '#contract/types.ts';

/**
 * The facts a card carries: those the filters' predicates read (contract/search-filters.ts), for the offline
 * search; the fit badge's (contract/fit.ts) are among them, as the horse filter's.
 */
const CARD_FACT_KEYS = FILTER_FACT_KEYS;
export type CardFacts = Pick<ListingFacts, FilterFactKey>;

/** Only the card's facts, and only those the owner gave. */
function cardFacts(facts: ListingFacts): CardFacts {
  const picked: Record<string, unknown> = {};
  for (const key of CARD_FACT_KEYS) if (facts[key] != null) picked[key] = facts[key];
  return picked as CardFacts;
}

/** The stock picture of a listing without photos. */
export const DEFAULT_IMAGE = '/images/default-stable.webp';

/** A listing as far as its card needs it. The API's full listings are CardListings too. */
export type CardListing = Pick<
  ListingDto,
  | 'id'
  | 'title'
  | 'stallType'
  | 'pricePerMonth'
  | 'isPremium'
  | 'createdAt'
  | 'images'
  | 'imageUrls'
  | 'distanceKm'
  | 'travel'
> &
  Partial<Pick<ListingDto, 'totalMonthly' | 'freePlaces' | 'availableFrom'>> & {
    /** Searched offline when known (the API's answers); the card does not show it. */
    description?: string;
    /** The fit badge's and the offline search's facts (CARD_FACT_KEYS); none known when missing. */
    facts?: CardFacts;
    stable: Pick<StableDto, 'postalCode' | 'city' | 'region' | 'rating' | StableAmenity> &
      Partial<Pick<StableDto, 'name' | 'address' | 'latitude' | 'longitude' | 'facilities'>>;
  };

/** The card's facts that its visible text does not state exactly, as data attributes of its <article>. */
export function cardAttributes(listing: CardListing): Record<`data-${string}`, string> {
  const { stable } = listing;
  return {
    'data-listing': String(listing.id),
    'data-price': String(listing.pricePerMonth),
    'data-stall-type': listing.stallType,
    'data-region': stable.region,
    'data-postal-code': stable.postalCode,
    'data-city': stable.city,
    'data-rating': stable.rating === null ? '' : String(stable.rating),
    'data-created': listing.createdAt,
    'data-premium': String(listing.isPremium),
    'data-amenities': STABLE_AMENITIES.filter((key) => stable[key]).join(' '),
    // Where the stable lies, so the saved card can be measured offline from another place.
    ...(typeof stable.latitude === 'number' && typeof stable.longitude === 'number'
      ? { 'data-lat': String(stable.latitude), 'data-lon': String(stable.longitude) }
      : {}),
    ...(listing.distanceKm === undefined ? {} : { 'data-distance': String(listing.distanceKm) }),
    ...(listing.travel ? { 'data-travel': JSON.stringify(listing.travel) } : {}),
    ...(listing.totalMonthly === undefined ? {} : { 'data-total': String(listing.totalMonthly) }),
    ...(listing.freePlaces === undefined ? {} : { 'data-free': String(listing.freePlaces) }),
    // Read by the fit badge (fit-badges.ts) in the browser; the same for every visitor.
    ...(listing.facts === undefined ? {} : { 'data-facts': JSON.stringify(cardFacts(listing.facts)) }),
    ...(listing.availableFrom ? { 'data-from': listing.availableFrom.slice(0, 10) } : {}),
    ...(stable.facilities?.length ? { 'data-facilities': stable.facilities.join(' ') } : {}),
  };
}

/** What reading a card needs of its markup: its data attributes, its title and its cover picture. */
export interface RenderedCard {
  attribute: (name: `data-${string}`) => string | null;
  title: string;
  /** The cover's <img> attributes; null for the stock picture. */
  cover: { src: string; srcset: string | null; width: number | null; height: number | null } | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** The fit facts a card carries (written by cardAttributes); {} when unreadable. */
export function factsOfCard(text: string | null): CardFacts {
  try {
    const facts: unknown = JSON.parse(text ?? '{}');
    return facts && typeof facts === 'object' && !Array.isArray(facts) ? cardFacts(facts as ListingFacts) : {};
  } catch {
    return {};
  }
}

/** The travel times a card carries (written by cardAttributes), as the listing's `travel`. */
function travelOf(text: string | null): Pick<CardListing, 'travel'> {
  try {
    const travel: unknown = JSON.parse(text ?? 'null');
    return Array.isArray(travel) ? { travel: travel as TravelTimeDto[] } : {};
  } catch {
    return {};
  }
}

/** The listing a card was rendered from (as far as the card shows it), or null if it is not such a card. */
export function listingOfCard({ attribute, title, cover }: RenderedCard): CardListing | null {
  const id = Number(attribute('data-listing'));
  const price = Number(attribute('data-price'));
  const stallType = oneOf<StallType>(STALL_TYPES, attribute('data-stall-type'));
  const region = oneOf<Region>(REGIONS, attribute('data-region'));
  const rating = attribute('data-rating');
  if (!Number.isInteger(id) || id <= 0 || !Number.isFinite(price) || !stallType || !region) return null;
  const amenities = new Set((attribute('data-amenities') ?? '').split(' '));
  const number = (name: `data-${string}`) => {
    const value = attribute(name);
    return value !== null && value !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;
  };
  const [lat, lon, distance, total] = [
    number('data-lat'),
    number('data-lon'),
    number('data-distance'),
    number('data-total'),
  ];
  const freePlaces = number('data-free');
  return {
    id,
    title,
    stallType,
    pricePerMonth: price,
    isPremium: attribute('data-premium') === 'true',
    createdAt: attribute('data-created') ?? '',
    images: cover ? [{ url: cover.src, srcset: cover.srcset, width: cover.width, height: cover.height }] : [],
    imageUrls: cover ? [cover.src] : [],
    ...(distance === undefined ? {} : { distanceKm: distance }),
    ...travelOf(attribute('data-travel')),
    ...(total === undefined ? {} : { totalMonthly: total }),
    ...(freePlaces === undefined ? {} : { freePlaces }),
    ...(attribute('data-facts') === null ? {} : { facts: factsOfCard(attribute('data-facts')) }),
    ...(attribute('data-from') ? { availableFrom: attribute('data-from') } : {}),
    stable: {
      ...(lat === undefined || lon === undefined ? {} : { latitude: lat, longitude: lon }),
      postalCode: attribute('data-postal-code') ?? '',
      city: attribute('data-city') ?? '',
      region,
      rating: rating ? Number(rating) : null,
      ...(attribute('data-facilities')
        ? { facilities: attribute('data-facilities')!.split(' ') as StableFacility[] }
        : {}),
      ...(Object.fromEntries(STABLE_AMENITIES.map((key) => [key, amenities.has(key)])) as Record<
        StableAmenity,
        boolean
      >),
    },
  };
}

/** The listing of a card in the page (an <article> rendered by ListingCard), or null if it is not one. */
export function readCard(article: Element): CardListing | null {
  const img = article.querySelector('img');
  const src = img?.getAttribute('src');
  const size = (name: string) => (img?.hasAttribute(name) ? Number(img.getAttribute(name)) : null);
  return listingOfCard({
    attribute: (name) => article.getAttribute(name),
    title: article.querySelector('h2 a, h3 a')?.textContent ?? '',
    cover:
      img && src && src !== DEFAULT_IMAGE
        ? { src, srcset: img.getAttribute('srcset'), width: size('width'), height: size('height') }
        : null,
  });
}
