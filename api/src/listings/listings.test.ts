// API tests of the public listing endpoints: search with every filter, sort and page, featured, detail and views.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMENITY_FILTER_KEYS, STABLE_AMENITIES } from '#contract/amenities.ts';
import type { ListingDto } from '#contract/types.ts';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '#test/server.ts';
import { HOME_TIME_ZONE } from '#contract/limits.ts';

let server: TestServer;
let client: TestClient;
let knex: Knex;

beforeAll(async () => {
  server = await startTestServer();
  client = server.client();
  knex = server.services.knex;
});

afterAll(async () => {
  await server?.close();
});

/** Each describe builds its own small dataset on an empty listings table. */
async function emptyListings() {
  await knex.raw('TRUNCATE listings, stables CASCADE');
}

function listingsPath(params: Record<string, string> = {}) {
  const qs = new URLSearchParams(params).toString();
  return qs ? `/api/listings?${qs}` : '/api/listings';
}

async function search(params: Record<string, string> = {}): Promise<TestResponse<ListingDto[]>> {
  const res = await client.get<ListingDto[]>(listingsPath(params));
  expect(res.status, res.text).toBe(200);
  return res;
}

/** Titles in the order the API answered. */
async function titles(params: Record<string, string> = {}): Promise<string[]> {
  return (await search(params)).body.map((l) => l.title);
}

/** Titles regardless of order, for filters. */
async function found(params: Record<string, string> = {}): Promise<string[]> {
  return (await titles({ limit: '100', ...params })).sort();
}

const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: HOME_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

const LISTING_KEYS = [
  'availableFrom',
  'contactEmail',
  'contactPhone',
  'createdAt',
  'deposit',
  'description',
  'facts',
  'features',
  'freePlaces',
  'id',
  'imageUrls',
  'images',
  'isPremium',
  'priceItems',
  'pricePerMonth',
  'stable',
  'stallType',
  'status',
  'title',
  'totalMonthly',
  'viewCount',
  'whatsappNumber',
];
const STABLE_KEYS = [
  'address',
  'city',
  'description',
  'facilities',
  'id',
  'indoorArenaSize',
  'latitude',
  'longitude',
  'name',
  'postalCode',
  'rating',
  'region',
  'reviewCount',
  ...STABLE_AMENITIES,
].sort();
const INTERNAL = /ownerId|owner_id|passwordHash|password_hash|stableId|stable_id|updatedAt|\$argon2/;

function expectPublicShape(listing: ListingDto) {
  expect(Object.keys(listing).sort()).toEqual(LISTING_KEYS);
  expect(Object.keys(listing.stable).sort()).toEqual(STABLE_KEYS);
}

describe('GET /api/listings', () => {
  let stableId: number;

  beforeAll(async () => {
    await emptyListings();
    const stable = await buildStable(knex, {
      name: 'Gestüt Lindenhof',
      address: 'Lindenallee 4',
      city: 'Augsburg',
      postalCode: '86150',
      region: 'germany',
      latitude: 48.3705,
      longitude: 10.8978,
      rating: 4.5,
      reviewCount: 17,
      hasWifi: true,
      hasRidingArena: true,
    });
    stableId = stable.id;
    await buildListing(knex, {
      stableId,
      title: 'Aktive Box',
      pricePerMonth: 349.5,
      stallType: 'outside_box',
      availableFrom: '2027-01-15',
      imageUrls: JSON.stringify(['/media/box.jpg']),
      features: JSON.stringify(['Paddock', 'Heu ad libitum']),
      contactPhone: '+49 821 123456',
      contactEmail: 'stall@example.de',
      whatsappNumber: '+49 170 1234567',
      status: 'active',
    });
    await buildListing(knex, { stableId, title: 'Box mit Premium-Status', status: 'premium' });
    await buildListing(knex, { stableId, title: 'Inaktive Box', status: 'inactive', isPremium: true });
    await buildListing(knex, { stableId, title: 'Ausstehende Box', status: 'pending', isPremium: true });
  });

  it('answers an array of listings, each with its nested stable and a numeric price', async () => {
    const res = await search({ sort: 'price_desc' });
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(Array.isArray(res.body)).toBe(true);
    const listing = res.body.find((l) => l.title === 'Aktive Box')!;
    for (const l of res.body) expectPublicShape(l);
    expect(listing).toMatchObject({
      title: 'Aktive Box',
      stallType: 'outside_box',
      pricePerMonth: 349.5,
      availableFrom: '2027-01-15',
      imageUrls: ['/media/box.jpg'],
      features: ['Paddock', 'Heu ad libitum'],
      isPremium: false,
      viewCount: 0,
      status: 'active',
      contactPhone: '+49 821 123456',
      contactEmail: 'stall@example.de',
      whatsappNumber: '+49 170 1234567',
      stable: {
        id: stableId,
        name: 'Gestüt Lindenhof',
        address: 'Lindenallee 4',
        city: 'Augsburg',
        postalCode: '86150',
        region: 'germany',
        latitude: 48.3705,
        longitude: 10.8978,
        rating: 4.5,
        reviewCount: 17,
        hasWifi: true,
        hasRidingArena: true,
        hasParking: false,
      },
    });
    expect(typeof listing.pricePerMonth).toBe('number');
    expect(new Date(listing.createdAt).toISOString()).toBe(listing.createdAt);
  });

  it('never exposes internal columns such as ownerId or a password hash', async () => {
    const res = await search();
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.text).not.toMatch(INTERNAL);
  });

  it('shows active and premium-status listings but never inactive or pending ones', async () => {
    expect(await found()).toEqual(['Aktive Box', 'Box mit Premium-Status']);
  });

  it('sends the number of matches in X-Total-Count', async () => {
    const res = await search();
    expect(res.headers.get('x-total-count')).toBe('2');
  });

  it('answers an empty array and a total of 0 when nothing matches', async () => {
    const res = await search({ search: 'Einhornweide' });
    expect(res.body).toEqual([]);
    expect(res.headers.get('x-total-count')).toBe('0');
  });
});

describe('GET /api/listings?search=', () => {
  beforeAll(async () => {
    await emptyListings();
    const munich = await buildStable(knex, {
      name: 'Reitanlage Sonnenhof',
      address: 'Leopoldstraße 12',
      city: 'München',
      postalCode: '80331',
      region: 'germany',
    });
    const berlin = await buildStable(knex, {
      name: 'Pferdehof Weißenberg',
      address: 'Hauptstraße 5',
      city: 'Berlin',
      postalCode: '10115',
      region: 'germany',
    });
    const salzburg = await buildStable(knex, {
      name: 'Gut Alpenblick',
      address: 'Moosweg 3',
      city: 'Salzburg',
      postalCode: '5020',
      region: 'austria',
    });
    const zurich = await buildStable(knex, {
      name: 'Reithof am See',
      address: 'Seefeldstrasse 8',
      city: 'Zürich',
      postalCode: '8001',
      region: 'switzerland',
    });
    await buildListing(knex, { stableId: munich.id, title: 'Helle Innenbox', description: 'Große Box mit Paddock.' });
    await buildListing(knex, {
      stableId: berlin.id,
      title: 'Offenstall mit Weide',
      description: 'Ruhige Lage am Stadtrand.',
    });
    await buildListing(knex, {
      stableId: salzburg.id,
      title: 'Außenbox in den Bergen',
      description: 'Mit Blick auf die Alpen.',
    });
    await buildListing(knex, {
      stableId: zurich.id,
      title: 'Box am Wasser',
      description: 'Ausritte entlang des Sees.',
    });
    await buildListing(knex, {
      stableId: munich.id,
      title: 'Versteckte Box',
      description: 'Noch nicht freigegeben.',
      status: 'inactive',
    });
  });

  it.each(['München', 'Munchen', 'Muenchen', 'MÜNCHEN', 'muenchen'])(
    'finds München when searching for %s',
    async (term) => {
      expect(await found({ search: term })).toEqual(['Helle Innenbox']);
    },
  );

  it.each(['Zürich', 'Zurich', 'Zuerich'])('finds Zürich when searching for %s', async (term) => {
    expect(await found({ search: term })).toEqual(['Box am Wasser']);
  });

  it('treats ß and ss alike in both directions', async () => {
    expect(await found({ search: 'Weissenberg' })).toEqual(['Offenstall mit Weide']);
    expect(await found({ search: 'Weißenberg' })).toEqual(['Offenstall mit Weide']);
    expect(await found({ search: 'Leopoldstrasse' })).toEqual(['Helle Innenbox']);
    expect(await found({ search: 'Seefeldstraße' })).toEqual(['Box am Wasser']);
    expect(await found({ search: 'grosse' })).toEqual(['Helle Innenbox']);
  });

  it('searches the title', async () => {
    expect(await found({ search: 'innenbox' })).toEqual(['Helle Innenbox']);
  });

  it('searches the description', async () => {
    expect(await found({ search: 'Stadtrand' })).toEqual(['Offenstall mit Weide']);
  });

  it('searches the stable name', async () => {
    expect(await found({ search: 'SONNENHOF' })).toEqual(['Helle Innenbox']);
  });

  it('searches the address', async () => {
    expect(await found({ search: 'Moosweg' })).toEqual(['Außenbox in den Bergen']);
  });

  it('searches the city', async () => {
    expect(await found({ search: 'salzburg' })).toEqual(['Außenbox in den Bergen']);
  });

  it('searches the full postal code', async () => {
    expect(await found({ search: '10115' })).toEqual(['Offenstall mit Weide']);
  });

  it('treats digits as a postal-code prefix: 80 finds 80331 and 8001 but not 10115', async () => {
    expect(await found({ search: '80' })).toEqual(['Box am Wasser', 'Helle Innenbox']);
    expect(await found({ search: '803' })).toEqual(['Helle Innenbox']);
    expect(await found({ search: '1011' })).toEqual(['Offenstall mit Weide']);
    // A postal code is matched from its start, not anywhere inside it.
    expect(await found({ search: '0331' })).toEqual([]);
  });

  it('requires every term to match', async () => {
    expect(await found({ search: 'Innenbox München' })).toEqual(['Helle Innenbox']);
    expect(await found({ search: 'Innenbox Berlin' })).toEqual([]);
    expect(await found({ search: 'Berlin 10' })).toEqual(['Offenstall mit Weide']);
    expect(await found({ search: 'Berlin 80' })).toEqual([]);
    expect(await found({ search: 'München, 80331' })).toEqual(['Helle Innenbox']);
  });

  it('searches the location parameter when search is absent', async () => {
    expect(await found({ location: 'Berlin' })).toEqual(['Offenstall mit Weide']);
    expect(await found({ location: '5020' })).toEqual(['Außenbox in den Bergen']);
  });

  it('lets search win over location when both are set', async () => {
    expect(await found({ search: 'München', location: 'Berlin' })).toEqual(['Helle Innenbox']);
  });

  it('treats an empty search as no search', async () => {
    expect(await found({ search: '  ' })).toHaveLength(4);
  });

  it('matches % and _ literally instead of as wildcards', async () => {
    expect(await found({ search: '%' })).toEqual([]);
    expect(await found({ search: '_' })).toEqual([]);
    expect(await found({ search: 'Helle%box' })).toEqual([]);
    expect(await found({ search: 'Inne_box' })).toEqual([]);
  });

  it('never finds an inactive listing by its text', async () => {
    expect(await found({ search: 'Versteckte' })).toEqual([]);
  });

  it('counts only the matches in X-Total-Count', async () => {
    const res = await search({ search: 'box' });
    expect(res.headers.get('x-total-count')).toBe('3');
  });
});

describe('GET /api/listings with region, stallType and priceRange', () => {
  beforeAll(async () => {
    await emptyListings();
    const de = await buildStable(knex, { region: 'germany', city: 'Hannover', postalCode: '30159' });
    const at = await buildStable(knex, { region: 'austria', city: 'Linz', postalCode: '4020' });
    const ch = await buildStable(knex, { region: 'switzerland', city: 'Bern', postalCode: '3011' });
    const rows: [number, string, string, number][] = [
      [de.id, 'DE Innenbox 199.99', 'inside_box', 199.99],
      [de.id, 'DE Außenbox 200', 'outside_box', 200],
      [at.id, 'AT Offenstall 399.99', 'open_stable', 399.99],
      [at.id, 'AT Weideplatz 400', 'pasture', 400],
      [ch.id, 'CH Innenbox 599.99', 'inside_box', 599.99],
      [ch.id, 'CH Außenbox 600', 'outside_box', 600],
      [de.id, 'DE Offenstall 1200', 'open_stable', 1200],
    ];
    for (const [stableId, title, stallType, pricePerMonth] of rows) {
      await buildListing(knex, { stableId, title, stallType, pricePerMonth });
    }
    await buildListing(knex, {
      stableId: at.id,
      title: 'AT Inaktiv',
      stallType: 'pasture',
      pricePerMonth: 100,
      status: 'inactive',
    });
  });

  it('filters by region', async () => {
    expect(await found({ region: 'germany' })).toEqual(['DE Außenbox 200', 'DE Innenbox 199.99', 'DE Offenstall 1200']);
    expect(await found({ region: 'austria' })).toEqual(['AT Offenstall 399.99', 'AT Weideplatz 400']);
    expect(await found({ region: 'switzerland' })).toEqual(['CH Außenbox 600', 'CH Innenbox 599.99']);
  });

  it('treats region=all as every region', async () => {
    expect(await found({ region: 'all' })).toHaveLength(7);
  });

  it('filters by stall type', async () => {
    expect(await found({ stallType: 'inside_box' })).toEqual(['CH Innenbox 599.99', 'DE Innenbox 199.99']);
    expect(await found({ stallType: 'outside_box' })).toEqual(['CH Außenbox 600', 'DE Außenbox 200']);
    expect(await found({ stallType: 'open_stable' })).toEqual(['AT Offenstall 399.99', 'DE Offenstall 1200']);
    expect(await found({ stallType: 'pasture' })).toEqual(['AT Weideplatz 400']);
    expect(await found({ stallType: 'all' })).toHaveLength(7);
  });

  it('puts 199.99 in 0-200 and 200 in 200-400, not in 0-200', async () => {
    expect(await found({ priceRange: '0-200' })).toEqual(['DE Innenbox 199.99']);
    expect(await found({ priceRange: '200-400' })).toEqual(['AT Offenstall 399.99', 'DE Außenbox 200']);
  });

  it('puts 400 in 400-600 and 599.99 there too', async () => {
    expect(await found({ priceRange: '400-600' })).toEqual(['AT Weideplatz 400', 'CH Innenbox 599.99']);
  });

  it('puts 600 and more in 600+', async () => {
    expect(await found({ priceRange: '600+' })).toEqual(['CH Außenbox 600', 'DE Offenstall 1200']);
  });

  it('combines filters', async () => {
    expect(await found({ region: 'germany', stallType: 'open_stable', priceRange: '600+' })).toEqual([
      'DE Offenstall 1200',
    ]);
    expect(await found({ region: 'austria', priceRange: '0-200' })).toEqual([]);
    const res = await search({ region: 'germany', priceRange: '0-200' });
    expect(res.headers.get('x-total-count')).toBe('1');
  });
});

describe('GET /api/listings?amenities=', () => {
  const amenityTitle = (key: string) => `Nur ${key}`;

  beforeAll(async () => {
    await emptyListings();
    const none = Object.fromEntries(STABLE_AMENITIES.map((k) => [k, false]));
    for (const key of AMENITY_FILTER_KEYS) {
      const stable = await buildStable(knex, { ...none, [key]: true });
      await buildListing(knex, { stableId: stable.id, title: amenityTitle(key) });
    }
    const wifiParking = await buildStable(knex, { ...none, hasWifi: true, hasParking: true });
    await buildListing(knex, { stableId: wifiParking.id, title: 'WLAN und Parkplatz' });
    const everything = await buildStable(knex, Object.fromEntries(STABLE_AMENITIES.map((k) => [k, true])));
    await buildListing(knex, { stableId: everything.id, title: 'Alles dabei' });
    const basic = await buildStable(knex, none);
    await buildListing(knex, { stableId: basic.id, title: 'Grundausstattung' });
  });

  it.each(AMENITY_FILTER_KEYS)('amenities=%s finds only stables that have it', async (key) => {
    const expected = [amenityTitle(key), 'Alles dabei'];
    if (key === 'hasWifi' || key === 'hasParking') expected.push('WLAN und Parkplatz');
    expect(await found({ amenities: key })).toEqual(expected.sort());
  });

  it('requires every listed amenity', async () => {
    expect(await found({ amenities: 'hasWifi,hasParking' })).toEqual(['Alles dabei', 'WLAN und Parkplatz']);
    expect(await found({ amenities: 'hasWifi,hasParking,hasVet' })).toEqual(['Alles dabei']);
  });

  it('ignores an empty amenities list', async () => {
    expect(await found({ amenities: '' })).toHaveLength(9);
  });
});

describe('GET /api/listings?sort=', () => {
  beforeAll(async () => {
    await emptyListings();
    const stable = (rating: number | null) => buildStable(knex, { rating, reviewCount: rating ? 5 : 0 });
    // Created in this order, so ids rise from P to N.
    await buildListing(knex, {
      stableId: (await stable(3)).id,
      title: 'P',
      isPremium: true,
      pricePerMonth: 500,
      createdAt: '2026-01-01T10:00:00Z',
    });
    await buildListing(knex, {
      stableId: (await stable(5)).id,
      title: 'A',
      pricePerMonth: 300,
      createdAt: '2026-01-02T10:00:00Z',
    });
    await buildListing(knex, {
      stableId: (await stable(4)).id,
      title: 'B',
      pricePerMonth: 300,
      createdAt: '2026-01-05T10:00:00Z',
    });
    await buildListing(knex, {
      stableId: (await stable(4)).id,
      title: 'C',
      pricePerMonth: 100,
      createdAt: '2026-01-03T10:00:00Z',
    });
    await buildListing(knex, {
      stableId: (await stable(null)).id,
      title: 'N',
      pricePerMonth: 800,
      createdAt: '2026-01-04T10:00:00Z',
    });
  });

  it('sorts by relevance by default: premium first, then stable rating (unrated last), then newest', async () => {
    expect(await titles()).toEqual(['P', 'A', 'B', 'C', 'N']);
    expect(await titles({ sort: 'relevance' })).toEqual(['P', 'A', 'B', 'C', 'N']);
  });

  it('sorts by price ascending, equal prices in the order they were listed', async () => {
    expect(await titles({ sort: 'price_asc' })).toEqual(['C', 'A', 'B', 'P', 'N']);
  });

  it('sorts by price descending, equal prices the last listed first (the ascending order read backwards)', async () => {
    expect(await titles({ sort: 'price_desc' })).toEqual(['N', 'P', 'B', 'A', 'C']);
  });

  it('sorts by stable rating, best first and unrated last, regardless of premium', async () => {
    expect(await titles({ sort: 'rating' })).toEqual(['A', 'B', 'C', 'P', 'N']);
  });

  it('sorts by newest first', async () => {
    expect(await titles({ sort: 'newest' })).toEqual(['B', 'N', 'C', 'A', 'P']);
  });

  it('keeps the order across pages', async () => {
    const firstPage = await titles({ sort: 'price_asc', limit: '2' });
    const secondPage = await titles({ sort: 'price_asc', limit: '2', offset: '2' });
    expect([...firstPage, ...secondPage]).toEqual(['C', 'A', 'B', 'P']);
  });
});

describe('GET /api/listings paging', () => {
  const TOTAL = 30;
  let newestFirst: string[];

  beforeAll(async () => {
    await emptyListings();
    const de = await buildStable(knex, { region: 'germany' });
    const at = await buildStable(knex, { region: 'austria' });
    const start = Date.parse('2026-06-01T00:00:00Z');
    for (let i = 1; i <= TOTAL; i++) {
      await buildListing(knex, {
        stableId: i <= 20 ? de.id : at.id,
        title: `Box ${String(i).padStart(2, '0')}`,
        createdAt: new Date(start + i * 60_000).toISOString(),
      });
    }
    newestFirst = Array.from({ length: TOTAL }, (_, i) => `Box ${String(TOTAL - i).padStart(2, '0')}`);
  });

  it('answers 24 listings by default and the full count in X-Total-Count', async () => {
    const res = await search({ sort: 'newest' });
    expect(res.body.map((l) => l.title)).toEqual(newestFirst.slice(0, 24));
    expect(res.headers.get('x-total-count')).toBe(String(TOTAL));
  });

  it('pages with limit and offset without gaps or overlaps', async () => {
    const pages: string[] = [];
    for (const offset of [0, 10, 20]) {
      const res = await search({ sort: 'newest', limit: '10', offset: String(offset) });
      expect(res.body).toHaveLength(10);
      expect(res.headers.get('x-total-count')).toBe(String(TOTAL));
      pages.push(...res.body.map((l) => l.title));
    }
    expect(pages).toEqual(newestFirst);
  });

  it('answers the remainder on the last page', async () => {
    const res = await search({ sort: 'newest', limit: '10', offset: '25' });
    expect(res.body.map((l) => l.title)).toEqual(newestFirst.slice(25));
    expect(res.headers.get('x-total-count')).toBe(String(TOTAL));
  });

  it('answers an empty page past the end but still the total', async () => {
    const res = await search({ offset: '40' });
    expect(res.body).toEqual([]);
    expect(res.headers.get('x-total-count')).toBe(String(TOTAL));
  });

  it('counts the filtered matches, not the page', async () => {
    const res = await search({ region: 'austria', limit: '3' });
    expect(res.body).toHaveLength(3);
    expect(res.headers.get('x-total-count')).toBe('10');
  });

  it('allows up to 100 per page', async () => {
    expect((await search({ limit: '100' })).body).toHaveLength(TOTAL);
  });

  it.each([
    ['limit', '101'],
    ['limit', '0'],
    ['limit', 'viele'],
    ['limit', '2.5'],
    ['offset', '-1'],
  ])('answers 400 for %s=%s', async (field, value) => {
    const res = await client.get(listingsPath({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String), errors: { [field]: expect.any(String) } });
  });
});

describe('GET /api/listings with invalid filters', () => {
  it.each([
    ['region', 'mars', 'Unbekannte Region'],
    ['stallType', 'stall', 'Unbekannte Stallart'],
    ['priceRange', '100-300', 'Unbekannte Preisspanne'],
    ['sort', 'cheapest', 'Unbekannte Sortierung'],
  ])('answers 400 with a German message for %s=%s', async (field, value, message) => {
    const res = await client.get(listingsPath({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({ message, errors: { [field]: message } });
  });

  it('answers 400 for an unknown amenity', async () => {
    const res = await client.get(listingsPath({ amenities: 'hasWifi,hasPool' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unbekannte Ausstattung');
    const [[key, message]] = Object.entries(res.body.errors as Record<string, string>) as [[string, string]];
    expect(key).toMatch(/^amenities/);
    expect(message).toBe('Unbekannte Ausstattung');
  });

  it('answers 400 for an overlong search', async () => {
    const res = await client.get(listingsPath({ search: 'x'.repeat(201) }));
    expect(res.status).toBe(400);
    expect(res.body.errors.search).toBe('Höchstens 200 Zeichen erlaubt');
  });
});

describe('GET /api/listings/featured', () => {
  beforeAll(async () => {
    await emptyListings();
    const de = (rating: number) => buildStable(knex, { region: 'germany', rating });
    const at = (rating: number) => buildStable(knex, { region: 'austria', rating });
    await buildListing(knex, { stableId: (await de(3.1)).id, title: 'Premium DE', isPremium: true });
    await buildListing(knex, { stableId: (await at(3.5)).id, title: 'Premium AT', isPremium: true });
    for (const [i, rating] of [4.9, 4.7, 4.5, 4.3, 4.1].entries()) {
      await buildListing(knex, { stableId: (await de(rating)).id, title: `DE ${rating}` });
      if (i < 1) await buildListing(knex, { stableId: (await at(rating)).id, title: `AT ${rating}` });
    }
    await buildListing(knex, {
      stableId: (await de(5)).id,
      title: 'Inaktiv Premium',
      isPremium: true,
      status: 'inactive',
    });
    await buildListing(knex, {
      stableId: (await de(5)).id,
      title: 'Ausstehend Premium',
      isPremium: true,
      status: 'pending',
    });
  });

  it('answers six listings by default: premium first, then by stable rating, then newest', async () => {
    const res = await client.get<ListingDto[]>('/api/listings/featured');
    expect(res.status).toBe(200);
    expect(res.body.map((l) => l.title)).toEqual(['Premium AT', 'Premium DE', 'AT 4.9', 'DE 4.9', 'DE 4.7', 'DE 4.5']);
    for (const l of res.body) expectPublicShape(l);
    expect(res.text).not.toMatch(INTERNAL);
  });

  it('never shows inactive or pending listings, even premium ones', async () => {
    const res = await client.get<ListingDto[]>('/api/listings/featured?limit=24');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(8);
    expect(res.body.map((l) => l.title)).not.toContain('Inaktiv Premium');
    expect(res.body.map((l) => l.title)).not.toContain('Ausstehend Premium');
    expect(res.body.every((l) => l.status === 'active' || l.status === 'premium')).toBe(true);
  });

  it('honours the region', async () => {
    const res = await client.get<ListingDto[]>('/api/listings/featured?region=austria');
    expect(res.body.map((l) => l.title)).toEqual(['Premium AT', 'AT 4.9']);
    const all = await client.get<ListingDto[]>('/api/listings/featured?region=all&limit=24');
    expect(all.body).toHaveLength(8);
  });

  it('honours the limit', async () => {
    const res = await client.get<ListingDto[]>('/api/listings/featured?limit=2');
    expect(res.body.map((l) => l.title)).toEqual(['Premium AT', 'Premium DE']);
  });

  it.each(['25', '0', 'sechs'])('answers 400 for limit=%s', async (limit) => {
    const res = await client.get(`/api/listings/featured?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String), errors: { limit: expect.any(String) } });
  });

  it('answers 400 with a German message for an unknown region', async () => {
    const res = await client.get('/api/listings/featured?region=mars');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Unbekannte Region', errors: { region: 'Unbekannte Region' } });
  });
});

describe('GET /api/listings/:id', () => {
  let stableId: number;

  beforeAll(async () => {
    await emptyListings();
    stableId = (await buildStable(knex, { name: 'Hof Sonnental', city: 'Freiburg im Breisgau', postalCode: '79098' }))
      .id;
  });

  const viewsOf = async (id: number) => {
    const row = await knex('listings').where({ id }).first('viewCount');
    return row.viewCount as number;
  };
  const dayRows = (id: number) => knex('listing_view_days').where({ listingId: id }).select('day', 'views');

  it('answers the listing with its nested stable', async () => {
    const listing = await buildListing(knex, { stableId, title: 'Sonnige Box', pricePerMonth: 420.5 });
    const res = await client.get<ListingDto>(`/api/listings/${listing.id}`);
    expect(res.status).toBe(200);
    expectPublicShape(res.body);
    expect(res.body).toMatchObject({
      id: listing.id,
      title: 'Sonnige Box',
      pricePerMonth: 420.5,
      stable: { id: stableId, name: 'Hof Sonnental' },
    });
    expect(res.text).not.toMatch(INTERNAL);
  });

  /** Another browser on the same address is another visitor. */
  const as = (browser: string) => ({ 'User-Agent': `Testbrowser/${browser}` });

  it('counts a view once per visitor and day and answers the new count', async () => {
    const listing = await buildListing(knex, { stableId, viewCount: 41 });
    const first = await client.get<ListingDto>(`/api/listings/${listing.id}`, as('a'));
    expect(first.body.viewCount).toBe(42);
    const again = await client.get<ListingDto>(`/api/listings/${listing.id}`, as('a'));
    expect(again.body.viewCount).toBe(42);
    const other = await client.get<ListingDto>(`/api/listings/${listing.id}`, as('b'));
    expect(other.body.viewCount).toBe(43);
    expect(await viewsOf(listing.id)).toBe(43);
  });

  it('counts a signed-in user once, whatever browser they use', async () => {
    const listing = await buildListing(knex, { stableId });
    const user = server.client();
    await signInAs(user, knex);
    await user.get(`/api/listings/${listing.id}`, as('phone'));
    await user.get(`/api/listings/${listing.id}`, as('laptop'));
    expect(await viewsOf(listing.id)).toBe(1);
  });

  it("adds the views to today's listing_view_days row", async () => {
    const listing = await buildListing(knex, { stableId });
    for (const browser of ['a', 'b', 'c', 'a']) await client.get(`/api/listings/${listing.id}`, as(browser));
    expect(await dayRows(listing.id)).toEqual([{ day: today(), views: 3 }]);
  });

  it('stores no address or browser, only a hash that differs per visitor', async () => {
    const listing = await buildListing(knex, { stableId });
    await client.get(`/api/listings/${listing.id}`, as('a'));
    await client.get(`/api/listings/${listing.id}`, as('b'));
    const rows = await knex('listing_view_visitors').where({ listingId: listing.id }).select('visitor');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.visitor).toHaveLength(16);
      expect(Buffer.from(row.visitor).toString('latin1')).not.toMatch(/127\.0\.0\.1|Testbrowser/);
    }
  });

  it('keeps view_count out of every index, so counting a view rewrites no index entry of listings', async () => {
    const { rows } = await knex.raw(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'listings' AND indexdef LIKE '%view_count%'`,
    );
    expect(rows).toEqual([]);
  });

  it('loses no view when many visitors arrive at once', async () => {
    const listing = await buildListing(knex, { stableId });
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => client.get(`/api/listings/${listing.id}`, as(String(i)))),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(await viewsOf(listing.id)).toBe(12);
    expect(await dayRows(listing.id)).toEqual([{ day: today(), views: 12 }]);
  });

  it('shows a listing with premium status', async () => {
    const listing = await buildListing(knex, { stableId, status: 'premium', title: 'Premium-Box' });
    const res = await client.get<ListingDto>(`/api/listings/${listing.id}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('premium');
  });

  it.each(['inactive', 'pending'])('answers 404 for a %s listing and counts no view', async (status) => {
    const listing = await buildListing(knex, { stableId, status });
    const res = await client.get(`/api/listings/${listing.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Stallplatz nicht gefunden' });
    expect(await viewsOf(listing.id)).toBe(0);
    expect(await dayRows(listing.id)).toEqual([]);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await client.get('/api/listings/999999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Stallplatz nicht gefunden' });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 404 for the id %s', async (id) => {
    const res = await client.get(`/api/listings/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Stallplatz nicht gefunden' });
  });
});

describe('unknown /api routes', () => {
  it.each(['/api/gibt-es-nicht', '/api/listings/1/bilder'])('answer 404 with a JSON message for %s', async (path) => {
    const res = await client.get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});
