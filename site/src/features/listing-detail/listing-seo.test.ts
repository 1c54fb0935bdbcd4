import { describe, expect, it } from 'vitest';
import type { ListingDto } from '#contract/types.ts';
import { metaDescription, pageTitle, priceValidUntil, productJsonLd } from './listing-seo.ts';

function buildListing(overrides: Partial<ListingDto> = {}, stable: Partial<ListingDto['stable']> = {}): ListingDto {
  return {
    id: 7,
    title: 'Helle Innenbox mit Paddock',
    description: 'Große Box.\n\nTäglicher Weidegang.',
    stallType: 'inside_box',
    pricePerMonth: 449.5,
    priceItems: [],
    deposit: null,
    totalMonthly: 449.5,
    freePlaces: 1,
    availableFrom: '2027-01-01',
    imageUrls: [],
    images: [],
    features: [],
    isPremium: false,
    viewCount: 3,
    createdAt: '2026-10-01T10:00:00.000Z',
    status: 'active',
    contactPhone: null,
    contactEmail: null,
    whatsappNumber: null,
    facts: {},
    stable: {
      id: 2,
      name: 'Reitanlage Sonnenhof',
      description: null,
      address: 'Feldweg 3',
      city: 'Rosenheim',
      postalCode: '83022',
      region: 'germany',
      latitude: 47.85,
      longitude: 12.12,
      rating: 4.6,
      reviewCount: 12,
      hasWifi: false,
      hasParking: true,
      hasWashArea: false,
      hasRidingArena: true,
      hasIndoorArena: false,
      hasTrails: false,
      hasFeed: false,
      hasVet: false,
      facilities: [],
      indoorArenaSize: null,
      ...stable,
    },
    ...overrides,
  };
}

const options = {
  url: 'https://stallfinder.example/de/stallplatz/7',
  images: ['https://stallfinder.example/x.webp'],
  now: new Date('2026-11-21T12:00:00Z'),
};

describe('priceValidUntil', () => {
  it('is 30 days after today', () => {
    expect(priceValidUntil(new Date('2026-11-21T12:00:00Z'))).toBe('2026-12-21');
    expect(priceValidUntil(new Date('2026-12-15T00:00:00Z'))).toBe('2027-01-14');
  });
});

describe('productJsonLd', () => {
  it('offers the monthly price in EUR, valid for 30 days', () => {
    const data = productJsonLd(buildListing(), options) as Record<string, any>;
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe('Helle Innenbox mit Paddock');
    expect(data.image).toEqual(options.images);
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: '449.50',
      priceCurrency: 'EUR',
      priceValidUntil: '2026-12-21',
      url: options.url,
      availability: 'https://schema.org/InStock',
    });
  });
  it('rates only a stable that has a rating and reviews', () => {
    const rated = productJsonLd(buildListing(), options) as Record<string, any>;
    expect(rated.aggregateRating).toMatchObject({ ratingValue: 4.6, reviewCount: 12 });
    expect(productJsonLd(buildListing({}, { rating: null, reviewCount: 0 }), options)).not.toHaveProperty(
      'aggregateRating',
    );
    expect(productJsonLd(buildListing({}, { rating: 4, reviewCount: 0 }), options)).not.toHaveProperty(
      'aggregateRating',
    );
  });
});

describe('page text', () => {
  it('adds the town to the title unless it is named already', () => {
    expect(pageTitle(buildListing())).toBe('Helle Innenbox mit Paddock in Rosenheim');
    expect(pageTitle(buildListing({ title: 'Offenstall bei Rosenheim' }))).toBe('Offenstall bei Rosenheim');
  });
  it('describes the page with the start of the description', () => {
    expect(metaDescription(buildListing())).toBe('Große Box. Täglicher Weidegang.');
    expect(metaDescription(buildListing({ description: 'x'.repeat(400) }))).toHaveLength(156);
  });
});
