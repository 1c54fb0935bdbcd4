// The search by distance from outside: `near` (a postal code, a town or coordinates) and `radius`, the distance
// on every listing, nearest first with keyset paging, every other order within the radius, the errors, and the
// search rows following a stable's moved pin. Distances are checked against known coordinates.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages.ts';
import { PLACE_MSG } from '#contract/places.ts';
import { PLACELESS_SORT_ORDERS, SORT_ORDERS } from '#contract/sort.ts';
import type { ListingDto } from '#contract/types.ts';
import { buildListing, buildStable } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { createSearchEngine } from '../search/index.ts';

let server: TestServer;
let client: TestClient;
let knex: Knex;

/** Stables at real places, with their great-circle km from Munich's Marienplatz (80331). */
const PLACES = [
  { city: 'München', postalCode: '80331', latitude: 48.1374, longitude: 11.5755, km: 0 },
  { city: 'Dachau', postalCode: '85221', latitude: 48.2603, longitude: 11.4342, km: 16.9 },
  { city: 'Freising', postalCode: '85354', latitude: 48.4029, longitude: 11.7488, km: 32.3 },
  { city: 'Augsburg', postalCode: '86150', latitude: 48.3705, longitude: 10.8978, km: 56.1 },
  { city: 'Salzburg', postalCode: '5020', latitude: 47.8095, longitude: 13.055, km: 115.6, region: 'austria' },
  { city: 'Wien', postalCode: '1010', latitude: 48.2082, longitude: 16.3738, km: 355.2, region: 'austria' },
] as const;

const byCity = new Map<string, number[]>();

beforeAll(async () => {
  server = await startTestServer();
  client = server.client();
  knex = server.services.knex;
  await knex.raw('TRUNCATE listings, stables CASCADE');
  for (const [i, place] of PLACES.entries()) {
    const { km: _km, ...fields } = place;
    const stable = await buildStable(knex, { region: 'germany', ...fields, rating: 3 + (i % 3) });
    const ids = [];
    for (let j = 0; j < 3; j++) {
      ids.push(
        (
          await buildListing(knex, {
            stableId: stable.id,
            title: `${place.city} Box ${j}`,
            pricePerMonth: 200 + 50 * j + i,
          })
        ).id,
      );
    }
    byCity.set(place.city, ids);
  }
  // A stable without coordinates is found by every search but no distance search.
  const unplaced = await buildStable(knex, { latitude: null, longitude: null, city: 'München' });
  await buildListing(knex, { stableId: unplaced.id, title: 'Ohne Koordinaten' });
});

afterAll(async () => {
  await server?.close();
});

async function get(params: Record<string, string>) {
  return client.get<ListingDto[] & { message?: string; errors?: Record<string, string>; suggestions?: unknown[] }>(
    `/api/listings?${new URLSearchParams(params)}`,
  );
}

const cities = (listings: ListingDto[]) => [...new Set(listings.map((l) => l.stable.city))];

describe('GET /api/listings?near=…&radius=…', () => {
  it('finds the stables within the radius of a postal code, nearest first, each with its distance', async () => {
    const res = await get({ near: '80331', radius: '50' });
    expect(res.status).toBe(200);
    expect(cities(res.body)).toEqual(['München', 'Dachau', 'Freising']);
    expect(res.headers.get('x-total-count')).toBe('9');
    expect(res.headers.get('x-total-count-exact')).toBe('true');
    for (const listing of res.body) {
      const place = PLACES.find((p) => p.city === listing.stable.city)!;
      expect(listing.distanceKm, listing.stable.city).toBeCloseTo(place.km, 0);
    }
    // The answer names where it measured from.
    expect(decodeURIComponent(res.headers.get('x-near-label')!)).toBe('80331 München');
    const [lat, lon] = res.headers.get('x-near-centre')!.split(',').map(Number);
    expect(lat).toBeCloseTo(48.137, 1);
    expect(lon).toBeCloseTo(11.575, 1);
    // Without a place no listing carries a distance, and there is no centre.
    const plain = await get({ region: 'germany' });
    expect(plain.body.every((l) => l.distanceKm === undefined)).toBe(true);
    expect(plain.headers.get('x-near-centre')).toBeNull();
  });

  it('measures München to Augsburg at about 57 km great-circle', async () => {
    const within50 = await get({ near: 'München', radius: '50' });
    expect(cities(within50.body)).not.toContain('Augsburg');
    const within100 = await get({ near: 'München', radius: '100' });
    const augsburg = within100.body.find((l) => l.stable.city === 'Augsburg')!;
    // The gazetteer's München is the town centre, a few hundred metres from Marienplatz.
    expect(augsburg.distanceKm).toBeGreaterThan(55);
    expect(augsburg.distanceKm).toBeLessThan(58);
  });

  it('takes 25 km when no radius is given, and accepts a town, an umlaut spelling or coordinates', async () => {
    for (const near of ['80331', 'München', 'Muenchen', '48.1374,11.5755', '48.1374, 11.5755']) {
      const res = await get({ near });
      expect(cities(res.body), near).toEqual(['München', 'Dachau']);
    }
  });

  it('crosses borders: Salzburg lies within 200 km of München, Wien does not', async () => {
    const res = await get({ near: '80331', radius: '200' });
    expect(cities(res.body)).toEqual(['München', 'Dachau', 'Freising', 'Augsburg', 'Salzburg']);
    // The region filter still applies.
    expect(cities((await get({ near: '80331', radius: '200', region: 'austria' })).body)).toEqual(['Salzburg']);
  });

  it('takes an empty sort (the default option of a form) as none: nearest first around a place, else by relevance', async () => {
    const nearest = await get({ near: '80331', radius: '50' });
    const empty = await get({ near: '80331', radius: '50', sort: '' });
    expect(empty.status).toBe(200);
    expect(cities(empty.body)).toEqual(['München', 'Dachau', 'Freising']);
    expect(empty.body.map((l) => l.id)).toEqual(nearest.body.map((l) => l.id));
    // Relevanz chosen is another order here: Freising's stable is rated best.
    expect(cities((await get({ near: '80331', radius: '50', sort: 'relevance' })).body)[0]).toBe('Freising');

    const placeless = await get({ region: 'germany', sort: '' });
    expect(placeless.status).toBe(200);
    expect(placeless.body.map((l) => l.id)).toEqual(
      (await get({ region: 'germany', sort: 'relevance' })).body.map((l) => l.id),
    );
  });

  it('sorts by any order within the radius', async () => {
    const all = (await get({ near: '80331', radius: '100' })).body.map((l) => l.id).sort();
    for (const sort of PLACELESS_SORT_ORDERS) {
      const res = await get({ near: '80331', radius: '100', sort });
      expect(res.status, sort).toBe(200);
      expect(
        res.body.map((l) => l.id),
        sort,
      ).toHaveLength(all.length);
      expect([...res.body.map((l) => l.id)].sort(), sort).toEqual(all);
      expect(res.body.every((l) => typeof l.distanceKm === 'number')).toBe(true);
    }
    const cheap = (await get({ near: '80331', radius: '100', sort: 'price_asc' })).body.map((l) => l.pricePerMonth);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
  });

  it('pages nearest first through X-Next-Cursor without gaps or repeats', async () => {
    const seen: number[] = [];
    const distances: number[] = [];
    let cursor: string | null = null;
    let requests = 0;
    do {
      const res = await get({ near: '80331', radius: '200', limit: '2', ...(cursor ? { cursor } : {}) });
      expect(res.status, res.text).toBe(200);
      seen.push(...res.body.map((l) => l.id));
      distances.push(...res.body.map((l) => l.distanceKm!));
      cursor = res.headers.get('x-next-cursor');
      requests++;
    } while (cursor && requests < 20);
    expect(new Set(seen).size).toBe(15);
    expect(seen).toHaveLength(15);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('answers 400 "Ort nicht gefunden" with suggestions for an unknown place', async () => {
    const res = await get({ near: 'Munchn' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PLACE_MSG.notFound);
    expect(res.body.errors).toEqual({ near: PLACE_MSG.notFound });
    expect(res.body.suggestions).toContainEqual(expect.objectContaining({ label: 'München', country: 'germany' }));
    expect((await get({ near: 'Xyzzyhausen' })).body.suggestions).toEqual([]);
    expect((await get({ near: '00000' })).status).toBe(400);
    expect((await get({ near: '95.0,11.0' })).status).toBe(400);
  });

  it('refuses a radius it does not offer and a distance order or radius without a place', async () => {
    for (const radius of ['7', '0', '-5', 'weit', '1e9']) {
      const res = await get({ near: '80331', radius });
      expect(res.status, radius).toBe(400);
      expect(res.body.errors).toEqual({ radius: MSG.invalidRadius });
    }
    expect((await get({ sort: 'distance' })).body.errors).toEqual({ sort: MSG.distanceWithoutPlace });
    expect((await get({ radius: '25' })).body.errors).toEqual({ radius: MSG.radiusWithoutPlace });
    // A cursor of the distance order does not continue another order.
    const first = await get({ near: '80331', radius: '200', limit: '2' });
    const cursor = first.headers.get('x-next-cursor')!;
    expect((await get({ near: '80331', radius: '200', limit: '2', sort: 'newest', cursor })).status).toBe(400);
  });

  it('follows a stable whose pin moves, in the same transaction', async () => {
    const [freising] = (await knex('stables').where({ city: 'Freising' }).select('id')) as { id: number }[];
    await knex('stables').where({ id: freising!.id }).update({ latitude: 52.52, longitude: 13.405 });
    expect(cities((await get({ near: '80331', radius: '50' })).body)).toEqual(['München', 'Dachau']);
    expect(cities((await get({ near: 'Berlin', radius: '5' })).body)).toEqual(['Freising']);
    await knex('stables').where({ id: freising!.id }).update({ latitude: null });
    expect((await get({ near: 'Berlin', radius: '5' })).body).toEqual([]);
    await knex('stables').where({ id: freising!.id }).update({ latitude: 48.4029, longitude: 11.7488 });
    expect(cities((await get({ near: '80331', radius: '50' })).body)).toEqual(['München', 'Dachau', 'Freising']);
  });
});

describe('distance search inside', () => {
  const near = { lat: 48.1374, lon: 11.5755, radiusKm: 100 };
  const engine = (countCap: number) => createSearchEngine(knex, server.services.media, { countCap });

  it('reads the same pages by walking an order as by sorting few matches, nearest first too', async () => {
    for (const sort of SORT_ORDERS) {
      const sorted = await engine(1_000).page({ where: { filters: {}, near }, sort, limit: 50, offset: 0 });
      // A count cap below the matches makes every order walk its index.
      const walked = await engine(1).page({ where: { filters: {}, near }, sort, limit: 50, offset: 0 });
      expect(walked.ids, sort).toEqual(sorted.ids);
      expect(sorted.ids).toHaveLength(12);
      expect(sorted).toMatchObject({ total: 12, exact: true });
      expect(walked).toMatchObject({ total: 1, exact: false });
    }
  });

  it('pages a radius with a filter both ways alike', async () => {
    const where = { filters: { priceRange: '200-400' as const }, near };
    for (const sort of SORT_ORDERS) {
      const sorted = await engine(1_000).page({ where, sort, limit: 5, offset: 0 });
      const walked = await engine(0).page({ where, sort, limit: 5, offset: 0 });
      expect(sorted.ids, sort).toEqual(walked.ids);
      expect(sorted).toMatchObject({ total: 12, exact: true });
      const second = await engine(1_000).page({ where, sort, limit: 5, offset: 0, cursor: sorted.next! });
      const secondWalked = await engine(0).page({ where, sort, limit: 5, offset: 0, cursor: walked.next! });
      expect(second.ids, sort).toEqual(secondWalked.ids);
      expect(second.total, sort).toBe(12);
      expect(new Set([...sorted.ids, ...second.ids]).size).toBe(10);
    }
  });

  it('caps the count of a radius with many matches and says so', async () => {
    const page = await engine(4).page({ where: { filters: {}, near }, sort: 'distance', limit: 5, offset: 0 });
    expect(page).toMatchObject({ total: 4, exact: false });
    expect(page.ids).toHaveLength(5);
  });

  it('combines the radius with the other filters and free text', async () => {
    const page = await engine(1_000).page({
      where: { filters: { priceRange: '200-400' }, near, text: 'Dachau' },
      sort: 'distance',
      limit: 24,
      offset: 0,
    });
    expect(page.ids.sort()).toEqual([...byCity.get('Dachau')!].sort());
  });
});
