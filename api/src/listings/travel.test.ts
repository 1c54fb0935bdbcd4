// Travel time from outside: `from`/`maxMinutes` and `from2`/`maxMinutes2` on the search and the map, the estimate
// from the distance (contract/travel.ts) without a routing service, real times from a local fake of OSRM's table
// API with ROUTING_URL, the fallback to estimates when the router has no answer, and the errors.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '#contract/geo.ts';
import type { MapAnswerDto } from '#contract/map.ts';
import { MSG } from '#contract/messages.ts';
import { PLACE_MSG } from '#contract/places.ts';
import type { ListingDto } from '#contract/types.ts';
import { buildListing, buildStable } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';

/** Stables at real places; the estimate from Munich's Marienplatz (80331) in minutes, as listings carry it. */
const PLACES = [
  { city: 'München', postalCode: '80331', latitude: 48.1374, longitude: 11.5755, estimate: 5 },
  { city: 'Dachau', postalCode: '85221', latitude: 48.2603, longitude: 11.4342, estimate: 25 },
  { city: 'Freising', postalCode: '85354', latitude: 48.4029, longitude: 11.7488, estimate: 40 },
  { city: 'Augsburg', postalCode: '86150', latitude: 48.3705, longitude: 10.8978, estimate: 60 },
  { city: 'Salzburg', postalCode: '5020', latitude: 47.8095, longitude: 13.055, estimate: 105, region: 'austria' },
] as const;

type Answer = ListingDto[] & { message?: string; errors?: Record<string, string> };

const cities = (listings: ListingDto[]) => [...new Set(listings.map((l) => l.stable.city))];

async function seed(server: TestServer) {
  const knex = server.services.knex;
  await knex.raw('TRUNCATE listings, stables CASCADE');
  for (const [i, place] of PLACES.entries()) {
    const { estimate: _estimate, ...fields } = place;
    const stable = await buildStable(knex, { region: 'germany', ...fields });
    for (let j = 0; j < 2; j++) {
      await buildListing(knex, {
        stableId: stable.id,
        title: `${place.city} Box ${j}`,
        pricePerMonth: 300 + i * 10 + j,
      });
    }
  }
}

describe('travel time estimated from the distance (no ROUTING_URL)', () => {
  let server: TestServer;
  const get = (params: Record<string, string>) =>
    server.client().get<Answer>(`/api/listings?${new URLSearchParams(params)}`);

  beforeAll(async () => {
    server = await startTestServer();
    await seed(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('finds the stables within the longest drive, nearest first, each with its estimated time', async () => {
    const res = await get({ from: '80331', maxMinutes: '30' });
    expect(res.status, res.text).toBe(200);
    expect(cities(res.body)).toEqual(['München', 'Dachau']);
    expect(res.headers.get('x-total-count')).toBe('4');
    for (const listing of res.body) {
      const place = PLACES.find((p) => p.city === listing.stable.city)!;
      expect(listing.travel).toEqual([{ from: '80331 München', minutes: place.estimate, estimated: true }]);
      // Sorted by the distance from the origin, which every listing carries.
      expect(typeof listing.distanceKm).toBe('number');
    }
    expect(decodeURIComponent(res.headers.get('x-from-label')!)).toBe('80331 München');
    expect(res.headers.get('x-from-centre')).toMatch(/^48\.1\d*,11\.5\d*$/);
  });

  it('reaches farther with more minutes: München to Augsburg (about 57 km) is an hour', async () => {
    expect(cities((await get({ from: '80331', maxMinutes: '45' })).body)).toEqual(['München', 'Dachau', 'Freising']);
    const hour = (await get({ from: '80331', maxMinutes: '60' })).body;
    expect(cities(hour)).toEqual(['München', 'Dachau', 'Freising', 'Augsburg']);
    expect(hour.find((l) => l.stable.city === 'Augsburg')!.travel![0]!.minutes).toBe(60);
    expect(cities((await get({ from: '80331', maxMinutes: '120' })).body)).toContain('Salzburg');
  });

  it('takes 30 minutes when none are given', async () => {
    expect(cities((await get({ from: 'München' })).body)).toEqual(['München', 'Dachau']);
  });

  it('with two origins keeps what lies within both, with the time from each', async () => {
    const res = await get({ from: '80331', maxMinutes: '45', from2: 'Augsburg', maxMinutes2: '90' });
    expect(res.status, res.text).toBe(200);
    expect(cities(res.body).sort()).toEqual(['Dachau', 'Freising', 'München']);
    const dachau = res.body.find((l) => l.stable.city === 'Dachau')!;
    expect(dachau.travel!.map((t) => t.from)).toEqual(['80331 München', 'Augsburg']);
    expect(dachau.travel![1]!.minutes).toBeGreaterThan(dachau.travel![0]!.minutes);
    expect(decodeURIComponent(res.headers.get('x-from2-label')!)).toBe('Augsburg');
    // Tighter from the second origin: only Dachau lies within 20 minutes of Dachau.
    const tight = await get({ from: '80331', maxMinutes: '45', from2: 'Dachau', maxMinutes2: '20' });
    expect(cities(tight.body)).toEqual(['Dachau']);
  });

  it('combines with the place and radius, the other filters and every order', async () => {
    const res = await get({ near: '85354', radius: '50', from: '80331', maxMinutes: '30' });
    // Within 50 km of Freising and 30 minutes of München; the distance is measured from the place.
    expect(cities(res.body)).toEqual(['Dachau', 'München']);
    const freising = { lat: 48.4029, lon: 11.7488 };
    for (const listing of res.body) {
      const km = distanceKm(freising, { lat: listing.stable.latitude!, lon: listing.stable.longitude! });
      expect(listing.distanceKm).toBeCloseTo(km, 0);
    }
    const cheap = await get({ from: '80331', maxMinutes: '45', sort: 'price_desc', limit: '2' });
    expect(cheap.body.map((l) => l.title)).toEqual(['Freising Box 1', 'Freising Box 0']);
    expect(cheap.headers.get('x-total-count')).toBe('6');
  });

  it('pages through the matches by cursor without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: Answer; headers: Headers } = await get({
        from: '80331',
        maxMinutes: '60',
        limit: '3',
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...res.body.map((l) => l.title));
      cursor = res.headers.get('x-next-cursor');
    } while (cursor);
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
  });

  it('draws the same matches on the map', async () => {
    const res = await server
      .client()
      .get<MapAnswerDto>(`/api/map?${new URLSearchParams({ bbox: '9,46,15,50', zoom: '6', from: '80331' })}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.total).toBe(4);
  });

  it("gives one listing's times from one or two places (GET /api/listings/:id/travel)", async () => {
    const augsburg = await server.services.knex('listings').where({ title: 'Augsburg Box 0' }).first();
    const res = await server
      .client()
      .get<{ from: string; minutes: number; estimated: boolean }[] & { errors?: Record<string, string> }>(
        `/api/listings/${augsburg!.id}/travel?from=80331&from2=Augsburg`,
      );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { from: '80331 München', minutes: 60, estimated: true },
      { from: 'Augsburg', minutes: 5, estimated: true },
    ]);
    const path = `/api/listings/${augsburg!.id}/travel`;
    expect((await server.client().get(`${path}?from=Xyzzyhausen`)).status).toBe(400);
    const missing = await server.client().get<{ errors?: Record<string, string> }>(path);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.from).toBe(MSG.originRequired);
    expect((await server.client().get('/api/listings/99999999/travel?from=80331')).status).toBe(404);
    expect((await server.client().get('/api/listings/abc/travel?from=80331')).status).toBe(400);
  });

  it('answers 400 with a German message for an unknown origin, minutes it does not offer, or a lone time', async () => {
    const unknown = await get({ from: 'Xyzzyhausen' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ from: PLACE_MSG.notFound });
    const unknown2 = await get({ from: '80331', from2: 'Xyzzyhausen' });
    expect(unknown2.body.errors).toEqual({ from2: PLACE_MSG.notFound });
    for (const [params, field, message] of [
      [{ from: '80331', maxMinutes: '25' }, 'maxMinutes', MSG.invalidMinutes],
      [{ from: '80331', maxMinutes: 'eine Stunde' }, 'maxMinutes', MSG.invalidMinutes],
      [{ maxMinutes: '30' }, 'maxMinutes', MSG.minutesWithoutOrigin],
      [{ from: '80331', maxMinutes2: '30' }, 'maxMinutes2', MSG.minutesWithoutOrigin],
      [{ from2: '80331' }, 'from2', MSG.secondOriginWithoutFirst],
    ] as const) {
      const res = await get(params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(params)).toBe(message);
    }
    // The distance order needs somewhere to measure from; a travel origin is one.
    expect((await get({ sort: 'distance' })).status).toBe(400);
    expect((await get({ sort: 'distance', from: '80331' })).status).toBe(200);
  });
});

/** An OSRM table service whose driving time is one minute per great-circle km; no route to `noRoute`. */
async function fakeOsrm() {
  const fake = { requests: 0, failing: false, noRoute: null as { lat: number; lon: number } | null };
  const server = http.createServer((req, res) => {
    fake.requests++;
    if (fake.failing) return void res.writeHead(503).end('down');
    const url = new URL(req.url!, 'http://fake');
    const pairs = decodeURIComponent(url.pathname.split('/').at(-1)!).split(';');
    const points = pairs.map((pair) => {
      const [lon, lat] = pair.split(',').map(Number);
      return { lat: lat!, lon: lon! };
    });
    const row = points.map((to) =>
      fake.noRoute && Math.abs(to.lat - fake.noRoute.lat) < 1e-4 && Math.abs(to.lon - fake.noRoute.lon) < 1e-4
        ? null
        : distanceKm(points[0]!, to) * 60,
    );
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 'Ok', durations: [row] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

describe('travel time from a routing service (ROUTING_URL)', () => {
  let server: TestServer;
  let osrm: Awaited<ReturnType<typeof fakeOsrm>>;
  const get = (params: Record<string, string>) =>
    server.client().get<Answer>(`/api/listings?${new URLSearchParams(params)}`);

  beforeAll(async () => {
    osrm = await fakeOsrm();
    server = await startTestServer({ env: { ROUTING_URL: osrm.url } });
    await seed(server);
  });
  afterAll(async () => {
    await server?.close();
    await osrm?.close();
  });

  it('filters and labels by the real times', async () => {
    // Dachau lies 17 routed minutes away, 25 estimated: within 20 minutes only by the router.
    const res = await get({ from: '80331', maxMinutes: '20' });
    expect(res.status, res.text).toBe(200);
    expect(cities(res.body)).toEqual(['München', 'Dachau']);
    const dachau = res.body.find((l) => l.stable.city === 'Dachau')!;
    expect(dachau.travel).toEqual([{ from: '80331 München', minutes: 17, estimated: false }]);
    expect(res.headers.get('x-total-count')).toBe('4');
  });

  it('estimates where the router finds no route, and says so', async () => {
    osrm.noRoute = { lat: 48.4029, lon: 11.7488 };
    const res = await get({ from: 'Dachau', maxMinutes: '45' });
    const freising = res.body.find((l) => l.stable.city === 'Freising')!;
    expect(freising.travel![0]!.estimated).toBe(true);
    expect(res.body.find((l) => l.stable.city === 'München')!.travel![0]!.estimated).toBe(false);
    osrm.noRoute = null;
  });

  it('falls back to estimates when the router fails, never to a 500', async () => {
    osrm.failing = true;
    const res = await get({ from: '86150', maxMinutes: '30' });
    expect(res.status).toBe(200);
    expect(cities(res.body)).toEqual(['Augsburg']);
    expect(res.body.every((l) => l.travel![0]!.estimated)).toBe(true);
    osrm.failing = false;
  });

  it("gives one listing's routed time (GET /api/listings/:id/travel)", async () => {
    const dachau = await server.services.knex('listings').where({ title: 'Dachau Box 0' }).first();
    const res = await server
      .client()
      .get<{ minutes: number; estimated: boolean }[]>(`/api/listings/${dachau!.id}/travel?from=80331`);
    expect(res.body).toEqual([{ from: '80331 München', minutes: 17, estimated: false }]);
  });

  it('asks the router once for a stable whose time it knows', async () => {
    await get({ from: '80331', maxMinutes: '90' });
    const before = osrm.requests;
    await get({ from: '80331', maxMinutes: '90', sort: 'price_asc' });
    expect(osrm.requests).toBe(before);
  });
});
