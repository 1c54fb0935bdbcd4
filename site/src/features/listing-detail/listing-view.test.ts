import { describe, expect, it } from 'vitest';
import type { StableDto } from '#contract/types.ts';
import {
  availableNow,
  DEFAULT_IMAGE,
  galleryImages,
  galleryPictures,
  isoDay,
  mapPosition,
  nearbyPlacesHref,
  overviewOf,
  equipmentItems,
  reviewsLabel,
  telHref,
  truncate,
  viewsLabel,
  whatsappHref,
} from './listing-view.ts';

const noAmenities = {
  hasWifi: false,
  hasParking: false,
  hasWashArea: false,
  hasRidingArena: false,
  hasIndoorArena: false,
  hasTrails: false,
  hasFeed: false,
  hasVet: false,
};

describe('truncate', () => {
  it('keeps text that fits', () => {
    expect(truncate('Offenstall am Waldrand', 25)).toBe('Offenstall am Waldrand');
  });
  it('cuts at the limit and adds an ellipsis', () => {
    expect(truncate('Innenbox mit Gummimatten für Sportpferde', 25)).toBe('Innenbox mit Gummimatten…');
    expect(truncate('a'.repeat(150), 100)).toBe(`${'a'.repeat(100)}…`);
  });
  it('collapses line breaks and spaces first', () => {
    expect(truncate('Erste Zeile\n\nzweite   Zeile', 100)).toBe('Erste Zeile zweite Zeile');
  });
});

describe('galleryImages', () => {
  it('puts the first photo first', () => {
    expect(galleryImages({ imageUrls: ['/media/a.webp', '/media/b.webp'] })).toEqual([
      '/media/a.webp',
      '/media/b.webp',
    ]);
  });
  it('falls back to the stock image when a listing has no photos', () => {
    expect(galleryImages({ imageUrls: [] })).toEqual([DEFAULT_IMAGE]);
    expect(galleryImages({ imageUrls: [' '] })).toEqual([DEFAULT_IMAGE]);
  });
});

describe('galleryPictures', () => {
  it('uses the stored photos with their sizes', () => {
    const images = [
      {
        url: '/media/l/a-960.webp',
        srcset: '/media/l/a-480.webp 480w, /media/l/a-960.webp 960w',
        width: 960,
        height: 640,
      },
    ];
    expect(galleryPictures({ imageUrls: ['/media/l/a-960.webp'], images })).toEqual(images);
  });
  it('falls back to the image URLs without sizes, and to the stock image', () => {
    expect(galleryPictures({ imageUrls: ['/media/demo/x.webp'], images: [] })).toEqual([
      { url: '/media/demo/x.webp', srcset: null, width: null, height: null },
    ]);
    expect(galleryPictures({ imageUrls: [], images: [] })).toEqual([
      { url: DEFAULT_IMAGE, srcset: null, width: null, height: null },
    ]);
  });
});

describe('mapPosition', () => {
  it("uses the stable's coordinates", () => {
    expect(mapPosition({ latitude: 47.8, longitude: 12.1 })).toEqual({ latitude: 47.8, longitude: 12.1, exact: true });
  });
  it('centres on Munich when coordinates are missing', () => {
    expect(mapPosition({ latitude: null, longitude: 12.1 })).toEqual({
      latitude: 48.1351,
      longitude: 11.582,
      exact: false,
    });
    expect(mapPosition({ latitude: null, longitude: null }).exact).toBe(false);
  });
});

describe('equipmentItems', () => {
  const listing = (stable: Partial<StableDto>, features: string[] = [], feedingsPerDay: number | null = null) =>
    ({
      stable: { ...noAmenities, facilities: [], indoorArenaSize: null, ...stable } as StableDto,
      features,
      facts: { feedingsPerDay },
    }) as unknown as Parameters<typeof equipmentItems>[0];
  const labels = (items: ReturnType<typeof equipmentItems>) => items.map((item) => item.label);

  it('lists the amenities in the fixed order, then the facilities, then the features', () => {
    const items = equipmentItems(
      listing({ hasTrails: true, hasWifi: true, facilities: ['horseWalker'] }, ['Putzplatz']),
    );
    expect(labels(items)).toEqual(['WLAN', 'Reitwege', 'Führanlage', 'Putzplatz']);
    expect(items.map((item) => item.amenity)).toEqual(['hasWifi', 'hasTrails', null, null]);
  });

  it('says an amenity once, in the words of the feature that names it more precisely or word for word', () => {
    const items = equipmentItems(
      listing({ hasRidingArena: true, hasVet: true, hasIndoorArena: true, indoorArenaSize: '20 × 40 m' }, [
        'Reitplatz 20 × 60 m',
        'Flutlicht auf dem Reitplatz',
        'Tierarzt vor Ort',
        'Reithalle 20 × 40 m',
        'tierarzt  vor ort',
      ]),
    );
    expect(labels(items)).toEqual([
      'Reitplatz 20 × 60 m',
      'Flutlicht auf dem Reitplatz',
      'Tierarzt vor Ort',
      'Reithalle 20 × 40 m',
    ]);
    // The feature keeps the amenity's icon.
    expect(items[0]!.amenity).toBe('hasRidingArena');
  });

  it('lists feeding by the stable only when the care facts do not already say it', () => {
    expect(labels(equipmentItems(listing({ hasFeed: true })))).toEqual(['Fütterung durch den Stall']);
    expect(labels(equipmentItems(listing({ hasFeed: true }, [], 3)))).toEqual([]);
  });

  it('is empty for a stable without equipment and a listing without features', () => {
    expect(equipmentItems(listing({}))).toEqual([]);
  });
});

describe('contact links', () => {
  it('dials the digits, keeping an international plus', () => {
    expect(telHref('+49 89 123 45-6')).toBe('tel:+4989123456');
    expect(telHref('089 / 123 456')).toBe('tel:089123456');
  });
  it('builds the WhatsApp chat link from the digits', () => {
    expect(whatsappHref('+49 171 234 5678')).toBe('https://wa.me/491712345678');
    expect(whatsappHref('—')).toBeNull();
  });
});

describe('availableNow', () => {
  it('is true without a date or for a date not after today', () => {
    expect(availableNow(null, '2026-11-21')).toBe(true);
    expect(availableNow('2026-11-21', '2026-11-21')).toBe(true);
    expect(availableNow('2026-05-01', '2026-11-21')).toBe(true);
  });
  it('is false for a date ahead', () => {
    expect(availableNow('2027-01-01', '2026-11-21')).toBe(false);
  });
});

describe('isoDay', () => {
  it('counts the day in the given time zone', () => {
    expect(isoDay(new Date('2026-11-21T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-22');
    expect(isoDay(new Date('2026-11-21T23:30:00Z'), 'UTC')).toBe('2026-11-21');
  });
});

describe('overviewOf', () => {
  it("leads to the URL's country, or to all regions", () => {
    expect(overviewOf('de')).toEqual({ href: '/de', label: 'Deutschland' });
    expect(overviewOf('at')).toEqual({ href: '/at', label: 'Österreich' });
    expect(overviewOf('ch')).toEqual({ href: '/ch', label: 'Schweiz' });
    expect(overviewOf(null)).toEqual({ href: '/stallplaetze', label: 'Alle Stallplätze' });
  });
});

describe('labels', () => {
  const format = (n: number) => new Intl.NumberFormat('de-DE').format(n);
  it('uses the singular for one', () => {
    expect(reviewsLabel(1, format)).toBe('1 Bewertung');
    expect(viewsLabel(1, format)).toBe('1 Aufruf');
  });
  it('groups thousands the German way', () => {
    expect(reviewsLabel(0, format)).toBe('0 Bewertungen');
    expect(viewsLabel(1234, format)).toBe('1.234 Aufrufe');
  });
});

describe('nearbyPlacesHref', () => {
  const baden = { slug: 'baden', lat: 48.008, lon: 16.234 }; // Baden bei Wien, the largest Baden
  it("leads to the page of the stable's own town", () => {
    expect(nearbyPlacesHref({ postalCode: '2500' }, { latitude: 48.01, longitude: 16.22, exact: true }, baden)).toBe(
      '/stallplaetze/baden',
    );
    // Without its own coordinates the stable is taken to lie in its town.
    expect(nearbyPlacesHref({ postalCode: '2500' }, { latitude: 48.137, longitude: 11.575, exact: false }, baden)).toBe(
      '/stallplaetze/baden',
    );
  });

  it('searches around the postal code when the town of that name lies elsewhere, or has no page', () => {
    // Baden in Aargau, 620 km from Baden bei Wien.
    expect(nearbyPlacesHref({ postalCode: '5400' }, { latitude: 47.473, longitude: 8.308, exact: true }, baden)).toBe(
      '/stallplaetze?near=5400',
    );
    expect(nearbyPlacesHref({ postalCode: '99999' }, { latitude: 50, longitude: 10, exact: true }, null)).toBe(
      '/stallplaetze?near=99999',
    );
  });
});
