// Search-engine data of a listing detail page: meta description, keywords, and the Product and
// BreadcrumbList structured data (price in EUR, valid for 30 days, rating only when there is one).
import { PRICE_VALID_DAYS } from '#contract/limits.ts';
import { REGION_NAMES } from '#contract/regions.ts';
import { STALL_TYPE_LABELS } from '#contract/stall-types.ts';
import type { ListingDto } from '#contract/types.ts';
import { truncate } from './listing-view.ts';

const META_DESCRIPTION_LENGTH = 155;

/** The listing's title with its town, unless the title already names it. */
export function pageTitle(listing: ListingDto): string {
  const { city } = listing.stable;
  return listing.title.toLocaleLowerCase('de').includes(city.toLocaleLowerCase('de'))
    ? listing.title
    : `${listing.title} in ${city}`;
}

export function metaDescription(listing: ListingDto): string {
  const text = listing.description.trim()
    ? listing.description
    : `${STALL_TYPE_LABELS[listing.stallType]} bei ${listing.stable.name} in ${listing.stable.city}.`;
  return truncate(text, META_DESCRIPTION_LENGTH);
}

export function metaKeywords(listing: ListingDto): string {
  const { city } = listing.stable;
  return [
    `Stallplatz ${city}`,
    `Pferdebox ${city}`,
    STALL_TYPE_LABELS[listing.stallType],
    `Pferdestall ${REGION_NAMES[listing.stable.region]}`,
    listing.stable.name,
    'Einstellplatz',
    'Pferd einstellen',
  ].join(', ');
}

/** The last day (YYYY-MM-DD, UTC) the offered price is promised for: PRICE_VALID_DAYS after `now`. */
export function priceValidUntil(now: Date): string {
  return new Date(now.getTime() + PRICE_VALID_DAYS * 86_400_000).toISOString().slice(0, 10);
}

interface ProductOptions {
  /** Absolute canonical URL of the page. */
  url: string;
  /** Absolute URLs of the images, cover first. */
  images: string[];
  now: Date;
}

export function productJsonLd(listing: ListingDto, { url, images, now }: ProductOptions): object {
  const { stable } = listing;
  const rated = stable.rating != null && stable.reviewCount > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title,
    description: truncate(listing.description, 5000),
    image: images,
    sku: `stallplatz-${listing.id}`,
    category: STALL_TYPE_LABELS[listing.stallType],
    brand: { '@type': 'Brand', name: stable.name },
    offers: {
      '@type': 'Offer',
      url,
      price: Number(listing.pricePerMonth).toFixed(2),
      priceCurrency: 'EUR',
      priceValidUntil: priceValidUntil(now),
      availability: 'https://schema.org/InStock',
      ...(listing.availableFrom ? { availabilityStarts: listing.availableFrom.slice(0, 10) } : {}),
      seller: { '@type': 'Organization', name: stable.name },
    },
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: stable.rating,
            reviewCount: stable.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
