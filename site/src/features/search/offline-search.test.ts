import { describe, expect, it } from 'vitest';
import type { ListingDto, StableDto } from '#contract/types.ts';
import { searchSaved } from './offline-search.ts';
import { DEFAULT_STATE, type SearchState } from '#site/lib/search-url.ts';

const stable = (overrides: Partial<StableDto> = {}): StableDto => ({
  id: 1,
  name: 'Reitstall Sonnenhof',
  description: null,
  address: 'Hofweg 1',
  city: 'München',
  postalCode: '80331',
  region: 'germany',
  latitude: null,
  longitude: null,
  rating: 4.5,
  reviewCount: 3,
  hasWifi: false,
  hasParking: false,
  hasWashArea: false,
  hasRidingArena: false,
  hasIndoorArena: false,
  hasTrails: false,
  hasFeed: false,
  hasVet: false,
  facilities: [],
  indoorArenaSize: null,
  ...overrides,
});

let nextId = 1;
const listing = (
  overrides: Partial<Omit<ListingDto, 'stable'>> = {},
  stableOverrides: Partial<StableDto> = {},
): ListingDto => ({
  id: nextId++,
  title: 'Box',
  description: '',
  stallType: 'inside_box',
  pricePerMonth: 300,
  priceItems: [],
  deposit: null,
  totalMonthly: 300,
  freePlaces: 1,
  availableFrom: null,
  facts: {},
  imageUrls: [],
  images: [],
  features: [],
  isPremium: false,
  viewCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  status: 'active',
  contactPhone: null,
  contactEmail: null,
  whatsappNumber: null,
  stable: stable(stableOverrides),
  ...overrides,
});

const state = (change: Partial<SearchState> = {}): SearchState => ({ ...DEFAULT_STATE, ...change });
const titles = (result: { items: ListingDto[] }) => result.items.map((l) => l.title);

describe('searchSaved', () => {
  const munich = listing(
    { title: 'Innenbox München', pricePerMonth: 450 },
    { city: 'München', postalCode: '80331', hasWifi: true, hasWashArea: true },
  );
  const vienna = listing(
    { title: 'Offenstall Wien', stallType: 'open_stable', pricePerMonth: 250 },
    { city: 'Wien', postalCode: '1100', region: 'austria', hasWifi: true },
  );
  const zurich = listing(
    { title: 'Weide Zürich', stallType: 'pasture', pricePerMonth: 650, isPremium: true },
    { city: 'Zürich', postalCode: '8001', region: 'switzerland', rating: 3 },
  );
  const hamburg = listing(
    { title: 'Paddockbox', stallType: 'outside_box', pricePerMonth: 180, createdAt: '2026-11-20T10:00:00.000Z' },
    { name: 'Gut Elbblick', city: 'Hamburg', postalCode: '20095', rating: null },
  );
  const all = [munich, vienna, zurich, hamburg];

  it('keeps the region of the search page', () => {
    expect(titles(searchSaved(all, state(), 'austria', 24))).toEqual(['Offenstall Wien']);
    expect(searchSaved(all, state(), 'all', 24).total).toBe(4);
  });

  it('filters by stall type, price band (upper bound exclusive) and every chosen amenity', () => {
    expect(titles(searchSaved(all, state({ filters: { stallType: 'pasture' } }), 'all', 24))).toEqual(['Weide Zürich']);
    expect(titles(searchSaved(all, state({ filters: { priceRange: '400-600' } }), 'all', 24))).toEqual([
      'Innenbox München',
    ]);
    expect(titles(searchSaved(all, state({ filters: { priceRange: '600+' } }), 'all', 24))).toEqual(['Weide Zürich']);
    expect(
      titles(
        searchSaved(
          [listing({ title: 'Grenze', pricePerMonth: 400 })],
          state({ filters: { priceRange: '200-400' } }),
          'all',
          24,
        ),
      ),
    ).toEqual([]);
    expect(titles(searchSaved(all, state({ filters: { amenities: ['hasWifi', 'hasWashArea'] } }), 'all', 24))).toEqual([
      'Innenbox München',
    ]);
  });

  it('filters by the facts the cards carry, as the API does: an unknown fact fails its filter', () => {
    const full = listing(
      {
        title: 'Vollpension',
        totalMonthly: 520,
        facts: {
          careLevel: 'full',
          turnoutHoursSummer: 10,
          turnoutHoursWinter: 8,
          turnoutGrouping: 'group',
          admits: { stallions: true },
          maxHeightCm: 180,
          areaM2: 14,
          minTermMonths: 3,
        },
      },
      { hasIndoorArena: true, facilities: ['horseWalker'] },
    );
    const let_ = listing({
      title: 'Belegt',
      freePlaces: 0,
      facts: { careLevel: 'part', maxHeightCm: 170, admits: { stallions: false }, hoofs: 'shodOnly' },
    });
    const later = listing({ title: 'Später frei', availableFrom: '2099-01-01' });
    const saved = [full, let_, later];
    const found = (filters: SearchState['filters']) => titles(searchSaved(saved, state({ filters }), 'all', 24));
    expect(found({ care: 'full' })).toEqual(['Vollpension']);
    expect(found({ turnout: 8 })).toEqual(['Vollpension']);
    expect(found({ turnout: 12 })).toEqual([]);
    expect(found({ groupTurnout: true, stallions: true, minHeight: 175, minArea: 12 })).toEqual(['Vollpension']);
    expect(found({ freeNow: true })).toEqual(['Vollpension']);
    expect(found({ facilities: ['indoorArena', 'horseWalker'] })).toEqual(['Vollpension']);
    expect(found({ facilities: ['trainer'] })).toEqual([]);
    expect(found({ totalRange: '400-600' })).toEqual(['Vollpension']);
    expect(found({ maxMinTerm: 3 })).toEqual(['Vollpension']);
    expect(found({ maxMinTerm: 0 })).toEqual([]);
    // A 178 cm stallion does not fit the let box (up to 170 cm, no stallions); the place without facts may fit.
    expect(found({ horse: { name: 'Donnerhall', heightCm: 178, gender: 'stallion' } })).toEqual([
      'Später frei',
      'Vollpension',
    ]);
  });

  it('searches title, city, stable name and postal code prefixes, every word must match', () => {
    expect(titles(searchSaved(all, state({ search: 'muenchen' }), 'all', 24))).toEqual(['Innenbox München']);
    expect(titles(searchSaved(all, state({ search: 'Elbblick' }), 'all', 24))).toEqual(['Paddockbox']);
    expect(titles(searchSaved(all, state({ search: '80' }), 'all', 24))).toEqual(['Weide Zürich', 'Innenbox München']);
    expect(titles(searchSaved(all, state({ search: 'Innenbox, Wien' }), 'all', 24))).toEqual([]);
    expect(titles(searchSaved(all, state({ location: 'Wien' }), 'all', 24))).toEqual(['Offenstall Wien']);
  });

  it('sorts like the API: relevance puts premium first, then rating with unrated last', () => {
    // Equal ratings and dates: the newer id first.
    expect(titles(searchSaved(all, state(), 'all', 24))).toEqual([
      'Weide Zürich',
      'Offenstall Wien',
      'Innenbox München',
      'Paddockbox',
    ]);
    expect(titles(searchSaved(all, state({ sort: 'price_asc' }), 'all', 24))).toEqual([
      'Paddockbox',
      'Offenstall Wien',
      'Innenbox München',
      'Weide Zürich',
    ]);
    expect(titles(searchSaved(all, state({ sort: 'price_desc' }), 'all', 24))[0]).toBe('Weide Zürich');
    expect(titles(searchSaved(all, state({ sort: 'newest' }), 'all', 24))[0]).toBe('Paddockbox');
    expect(titles(searchSaved(all, state({ sort: 'rating' }), 'all', 24)).at(-1)).toBe('Paddockbox');
  });

  it('counts a listing saved twice once and pages the matches', () => {
    const result = searchSaved([...all, { ...munich, title: 'older copy' }], state({ page: 2 }), 'all', 3);
    expect(result.total).toBe(4);
    expect(titles(result)).toEqual(['Paddockbox']);
    expect(titles(searchSaved([munich, { ...munich, title: 'older copy' }], state(), 'all', 24))).toEqual([
      'Innenbox München',
    ]);
  });

  it('measures from a known place: only stables within the radius, nearest first, with their distance', () => {
    const at = (title: string, latitude: number | null, longitude: number | null) =>
      listing({ title }, { latitude, longitude });
    const saved = [
      at('Augsburg', 48.3705, 10.8978),
      at('Dachau', 48.2603, 11.4342),
      at('Salzburg', 47.7994, 13.044),
      at('ohne Koordinaten', null, null),
    ];
    const munich = () => ({ lat: 48.1374, lon: 11.5755 });
    const within = (radius: 25 | 100 | 200) =>
      searchSaved(saved, state({ near: '80331', radius, sort: 'distance' }), 'all', 24, munich);
    expect(titles(within(25))).toEqual(['Dachau']);
    expect(titles(within(100))).toEqual(['Dachau', 'Augsburg']);
    expect(within(200).items.map((l) => l.distanceKm)).toEqual([17.2, 56.5, 115.6]);
    // Another order within the radius.
    expect(
      titles(searchSaved(saved, state({ near: '80331', radius: 200, sort: 'newest' }), 'all', 24, munich)),
    ).toHaveLength(3);
    // A place this device never resolved cannot be measured from: nothing matches, rather than everything.
    expect(searchSaved(saved, state({ near: 'Xyz', sort: 'distance' }), 'all', 24, () => null).total).toBe(0);
    // Without a place no listing carries a distance, even one saved from a distance search.
    const old = { ...saved[0]!, distanceKm: 3 };
    expect(searchSaved([old], state(), 'all', 24).items[0]!.distanceKm).toBeUndefined();
  });

  it('estimates the travel time from known origins: only stables within every time, with the time from each', () => {
    const at = (title: string, latitude: number, longitude: number) => listing({ title }, { latitude, longitude });
    const saved = [at('Augsburg', 48.3705, 10.8978), at('Dachau', 48.2603, 11.4342), at('Freising', 48.4029, 11.7488)];
    const places: Record<string, { lat: number; lon: number }> = {
      '80331': { lat: 48.1374, lon: 11.5755 },
      Augsburg: { lat: 48.3705, lon: 10.8978 },
    };
    const lookup = (text: string) => places[text] ?? null;
    const fromMunich = searchSaved(
      saved,
      state({ from: '80331', maxMinutes: 30, sort: 'distance' }),
      'all',
      24,
      lookup,
    );
    expect(titles(fromMunich)).toEqual(['Dachau']);
    expect(fromMunich.items[0]!.travel).toEqual([{ from: '80331', minutes: 25, estimated: true }]);
    const both = searchSaved(
      saved,
      state({ from: '80331', maxMinutes: 45, from2: 'Augsburg', maxMinutes2: 60, sort: 'distance' }),
      'all',
      24,
      lookup,
    );
    expect(titles(both)).toEqual(['Dachau']);
    expect(both.items[0]!.travel!.map((t) => t.from)).toEqual(['80331', 'Augsburg']);
    // An origin this device never resolved: nothing can be measured, nothing matches.
    expect(searchSaved(saved, state({ from: 'Xyz', sort: 'distance' }), 'all', 24, lookup).total).toBe(0);
  });
});
