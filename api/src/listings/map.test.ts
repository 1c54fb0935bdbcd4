// The map from outside: `bbox` on GET /api/listings (alone, with every other filter, sort and near, at its
// edges, and its errors), and GET /api/map's clusters: at every zoom they agree with the search's X-Total-Count
// for the same filters and area, cluster by cluster, follow every change of a listing or its stable, and name
// single listings and premium ones.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellBounds, gridLevel, type Bbox } from '#contract/bbox.ts';
import type { MapAnswerDto } from '#contract/map.ts';
import { MSG } from '#contract/messages.ts';
import { FILTER_MSG } from '#contract/search-filters.ts';
import { PLACE_MSG } from '#contract/places.ts';
import { PLACELESS_SORT_ORDERS } from '#contract/sort.ts';
import type { ListingDto } from '#contract/types.ts';
import { buildListing, buildStable } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let client: TestClient;
let knex: Knex;

const STALL_TYPES = ['inside_box', 'outside_box', 'open_stable', 'pasture'] as const;

/** Stables at real places; `listings` of each, every second one premium where `premium` says so. */
const PLACES = [
  { city: 'München', postalCode: '80331', latitude: 48.1374, longitude: 11.5755, listings: 4, premium: true },
  { city: 'München', postalCode: '80469', latitude: 48.1296, longitude: 11.5734, listings: 1, premium: false },
  { city: 'München', postalCode: '81667', latitude: 48.1302, longitude: 11.5982, listings: 2, premium: false },
  { city: 'Dachau', postalCode: '85221', latitude: 48.2603, longitude: 11.4342, listings: 3, premium: false },
  { city: 'Augsburg', postalCode: '86150', latitude: 48.3705, longitude: 10.8978, listings: 3, premium: true },
  { city: 'Berlin', postalCode: '10115', latitude: 52.532, longitude: 13.3849, listings: 2, premium: false },
  { city: 'Salzburg', postalCode: '5020', latitude: 47.8095, longitude: 13.055, listings: 2, region: 'austria' },
  { city: 'Wien', postalCode: '1010', latitude: 48.2082, longitude: 16.3738, listings: 3, region: 'austria' },
  { city: 'Zürich', postalCode: '8001', latitude: 47.3717, longitude: 8.5423, listings: 2, region: 'switzerland' },
] as const;

/** Germany, Austria and Switzerland, as the whole-country map shows them. */
const DACH: Bbox = [5.8, 45.8, 17.2, 55.1];
/** Central München: its three stables, not Dachau. */
const MUENCHEN: Bbox = [11.5, 48.1, 11.65, 48.17];

const ids = new Map<string, number[]>();

beforeAll(async () => {
  server = await startTestServer();
  client = server.client();
  knex = server.services.knex;
  await knex.raw('TRUNCATE listings, stables CASCADE');
  let n = 0;
  for (const place of PLACES) {
    const { listings, premium, ...fields } = { premium: false, ...place };
    const stable = await buildStable(knex, {
      region: 'germany',
      ...fields,
      hasVet: place.city !== 'Dachau',
      hasWifi: place.city === 'München',
    });
    for (let j = 0; j < listings; j++) {
      n += 1;
      const isPremium = premium && j % 2 === 0;
      const listing = await buildListing(knex, {
        stableId: stable.id,
        title: `${place.city} ${j === 0 ? 'Sonnenhof' : 'Box'} ${j}`,
        stallType: STALL_TYPES[n % 4],
        pricePerMonth: 150 + 100 * (n % 5),
        isPremium,
        status: isPremium ? 'premium' : 'active',
      });
      ids.set(place.city, [...(ids.get(place.city) ?? []), listing.id]);
    }
  }
  // Found by every search, but on no map: no coordinates.
  const unplaced = await buildStable(knex, { latitude: null, longitude: null });
  await buildListing(knex, { stableId: unplaced.id });
  // Not public: on no map either.
  await buildListing(knex, { status: 'pending' });
});

afterAll(async () => {
  await server?.close();
});

const bboxText = (bbox: Bbox) => bbox.join(',');

async function listings(params: Record<string, string>) {
  const res = await client.get<ListingDto[] & { message?: string; errors?: Record<string, string> }>(
    `/api/listings?${new URLSearchParams({ limit: '100', ...params })}`,
  );
  return { ...res, total: Number(res.headers.get('x-total-count')) };
}

async function map(params: Record<string, string>) {
  return client.get<MapAnswerDto & { message?: string; errors?: Record<string, string> }>(
    `/api/map?${new URLSearchParams(params)}`,
  );
}

const cities = (found: ListingDto[]) => [...new Set(found.map((l) => l.stable.city))].sort();

describe('GET /api/listings?bbox=…', () => {
  it('finds only the stables inside the area, counted exactly', async () => {
    const res = await listings({ bbox: bboxText(MUENCHEN) });
    expect(res.status).toBe(200);
    expect(cities(res.body)).toEqual(['München']);
    expect(res.total).toBe(7);
    expect(res.headers.get('x-total-count-exact')).toBe('true');
    // No distance without a place.
    expect(res.body.every((l) => l.distanceKm === undefined)).toBe(true);
    const bavaria = await listings({ bbox: '10,47.5,12,48.5' });
    expect(cities(bavaria.body)).toEqual(['Augsburg', 'Dachau', 'München']);
    expect(bavaria.total).toBe(13);
    expect((await listings({ bbox: '-10,-10,-5,-5' })).body).toEqual([]);
  });

  it('combines the area with every filter, free text, every order and a radius', async () => {
    const dach = bboxText(DACH);
    for (const filter of [
      { region: 'austria' },
      { stallType: 'pasture' },
      { priceRange: '200-400' },
      { amenities: 'hasVet,hasWifi' },
      { search: 'sonnenhof' },
      { search: 'München' },
    ] as Record<string, string>[]) {
      const plain = await listings(filter);
      const boxed = await listings({ ...filter, bbox: dach });
      // Everything placed lies in DACH; only the stable without coordinates drops out.
      expect(
        boxed.body.map((l) => l.id),
        JSON.stringify(filter),
      ).toEqual(plain.body.filter((l) => l.stable.latitude !== null).map((l) => l.id));
      expect(boxed.total).toBe(boxed.body.length);
    }
    const within = await listings({ bbox: '10,47.5,12,48.5', stallType: 'inside_box' });
    expect(within.body.every((l) => l.stallType === 'inside_box')).toBe(true);
    expect(within.total).toBe(within.body.length);
    expect(within.total).toBeGreaterThan(0);
    for (const sort of PLACELESS_SORT_ORDERS) {
      const plain = await listings({ sort, region: 'germany' });
      const boxed = await listings({ sort, bbox: '10,47.5,12,48.5' });
      expect(
        boxed.body.map((l) => l.id),
        sort,
      ).toEqual(
        plain.body
          .filter((l) => ['München', 'Dachau', 'Augsburg'].includes(l.stable.city) && l.stable.latitude !== null)
          .map((l) => l.id),
      );
    }
    // Within 25 km of München and inside the area: München only (Dachau is 17 km away, but outside).
    const both = await listings({ near: '80331', radius: '25', bbox: bboxText(MUENCHEN) });
    expect(cities(both.body)).toEqual(['München']);
    expect(both.body[0]!.distanceKm).toBeDefined();
    const radius = await listings({ near: '80331', radius: '25' });
    expect(cities(radius.body)).toEqual(['Dachau', 'München']);
  });

  it('takes in a stable on the edges and leaves out one just beyond them', async () => {
    const stable = await buildStable(knex, { latitude: 50.0, longitude: 8.0, city: 'Rand' });
    const listing = await buildListing(knex, { stableId: stable.id });
    try {
      for (const bbox of ['8,49,9,50.5', '7,50,9,51', '7.5,49.5,8.0001,50.5', '7,49,8.5,50.0001']) {
        expect(
          (await listings({ bbox })).body.map((l) => l.id),
          bbox,
        ).toEqual([listing.id]);
      }
      for (const bbox of ['8.0001,49,9,51', '7,50.0001,9,51', '7,49,7.9999,51', '7,49,9,49.9999']) {
        expect((await listings({ bbox })).body, bbox).toEqual([]);
      }
    } finally {
      await knex('stables').where({ id: stable.id }).delete();
    }
  });

  it('refuses an area that is not four numbers in order and on the earth', async () => {
    const cases: [string, string][] = [
      ['abc', MSG.bboxInvalid],
      ['1,2,3', MSG.bboxInvalid],
      ['1,2,3,4,5', MSG.bboxInvalid],
      ['1,2,x,4', MSG.bboxInvalid],
      ['1,,3,4', MSG.bboxInvalid],
      ['0x10,2,3,4', MSG.bboxInvalid],
      ['12,47,11,48', MSG.bboxWestEast],
      ['11,47,11,48', MSG.bboxWestEast],
      ['11,48,12,47', MSG.bboxSouthNorth],
      ['-181,47,12,48', MSG.bboxOutOfRange],
      ['11,47,12,91', MSG.bboxOutOfRange],
      ['11,-95,12,48', MSG.bboxOutOfRange],
    ];
    for (const [bbox, message] of cases) {
      const res = await listings({ bbox });
      expect(res.status, bbox).toBe(400);
      expect(res.body.message, bbox).toBe(message);
      expect(res.body.errors, bbox).toEqual({ bbox: message });
    }
    // Empty means no area.
    expect((await listings({ bbox: '' })).total).toBe(23);
  });
});

/** Every cluster's count equals the search's count in its grid cell; together they are the total. */
async function expectClustersMatchSearch(answer: MapAnswerDto, filter: Record<string, string>) {
  const level = gridLevel(answer.zoom);
  expect(answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(answer.total);
  const whole = await listings({ ...filter, bbox: bboxText(answer.bbox) });
  expect(whole.total, JSON.stringify(filter)).toBe(answer.total);
  for (const cluster of answer.clusters) {
    const found = await listings({ ...filter, bbox: bboxText(cellBounds(level, cluster.x, cluster.y)) });
    expect(found.total).toBe(cluster.count);
    expect(found.body.filter((l) => l.isPremium)).toHaveLength(cluster.premium);
    if (cluster.count === 1) expect(cluster.id).toBe(found.body[0]!.id);
    else expect(cluster.id).toBeUndefined();
    // The centre is the mean of the points.
    const mean = (pick: (l: ListingDto) => number) =>
      found.body.reduce((sum, l) => sum + pick(l), 0) / found.body.length;
    expect(cluster.lat).toBeCloseTo(
      mean((l) => l.stable.latitude!),
      4,
    );
    expect(cluster.lon).toBeCloseTo(
      mean((l) => l.stable.longitude!),
      4,
    );
  }
}

describe('GET /api/map', () => {
  it('clusters the whole country, each cluster as the search counts it', async () => {
    const res = await map({ bbox: bboxText(DACH), zoom: '6' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(22);
    expect(res.body.zoom).toBe(6);
    // The area grows to whole cells of 64 px (1.40625° of longitude at zoom 6).
    const [west, south, east, north] = res.body.bbox;
    expect(west).toBeLessThanOrEqual(DACH[0]);
    expect(east).toBeGreaterThanOrEqual(DACH[2]);
    expect(south).toBeLessThanOrEqual(DACH[1]);
    expect(north).toBeGreaterThanOrEqual(DACH[3]);
    expect(east - west).toBeCloseTo(1.40625 * 9, 6);
    const byCount = res.body.clusters.map((c) => c.count).sort((a, b) => a - b);
    // München and Dachau share a cell; Augsburg lies in the next.
    expect(byCount).toEqual([2, 2, 2, 3, 3, 10]);
    const munich = res.body.clusters.find((c) => c.count === 10)!;
    expect(munich.premium).toBe(2);
    await expectClustersMatchSearch(res.body, {});
  });

  it('answers the same counts at every zoom, with single listings named', async () => {
    for (let zoom = 3; zoom <= 18; zoom++) {
      const bbox: Bbox =
        zoom <= 8
          ? DACH
          : zoom <= 12
            ? MUENCHEN
            : zoom <= 15
              ? [11.57, 48.125, 11.6, 48.14]
              : [11.573, 48.129, 11.576, 48.138];
      const res = await map({ bbox: bboxText(bbox), zoom: String(zoom) });
      expect(res.status, String(zoom)).toBe(200);
      await expectClustersMatchSearch(res.body, {});
    }
    // Close enough, München's three stables are three clusters, one of them a single listing.
    const close = await map({ bbox: bboxText(MUENCHEN), zoom: '14' });
    expect(close.body.clusters.map((c) => c.count).sort()).toEqual([1, 2, 4]);
    expect(close.body.clusters.find((c) => c.count === 1)!.id).toBe(ids.get('München')![4]);
  });

  it('counts a stable on the area’s edge in the edge’s cell', async () => {
    // 7.91015625° is where cell 1,069 of the 2,048 at zoom 9 begins: the eastern edge of an area grown to the cells
    // west of it, and the western edge of one grown to the cells from it eastwards.
    const edge = await buildStable(knex, { latitude: 50.0, longitude: 7.91015625, city: 'Kante' });
    const inside = await buildStable(knex, { latitude: 50.01, longitude: 7.9, city: 'Innen' });
    await buildListing(knex, { stableId: edge.id });
    await buildListing(knex, { stableId: inside.id });
    try {
      const west = await map({ bbox: '7.5,49.8,7.9,50.2', zoom: '9' });
      expect(west.body.bbox[2]).toBe(7.91015625);
      expect(west.body.clusters.map((c) => [c.x, c.count])).toEqual([[1068, 2]]);
      await expectClustersMatchSearch(west.body, {});
      const east = await map({ bbox: '7.92,49.8,8.3,50.2', zoom: '9' });
      expect(east.body.bbox[0]).toBe(7.91015625);
      expect(east.body.clusters.map((c) => [c.x, c.count])).toEqual([[1069, 1]]);
      await expectClustersMatchSearch(east.body, {});
    } finally {
      await knex('stables').whereIn('id', [edge.id, inside.id]).delete();
    }
  });

  it('filters as the search does, at a wide and a close zoom', async () => {
    for (const filter of [
      { region: 'austria' },
      { stallType: 'pasture' },
      { priceRange: '200-400', stallType: 'inside_box' },
      { amenities: 'hasVet' },
      { amenities: 'hasVet,hasWifi', region: 'germany' },
      { search: 'sonnenhof' },
      { near: '80331', radius: '50' },
      { near: 'Salzburg', radius: '200', stallType: 'outside_box' },
    ] as Record<string, string>[]) {
      for (const [zoom, bbox] of [
        ['5', DACH],
        ['11', [10, 47.5, 12, 48.5]],
      ] as const) {
        const res = await map({ ...filter, bbox: bboxText(bbox), zoom });
        expect(res.status, JSON.stringify(filter)).toBe(200);
        await expectClustersMatchSearch(res.body, filter);
      }
    }
    const pastures = await map({ stallType: 'pasture', bbox: bboxText(DACH), zoom: '6' });
    const all = await map({ bbox: bboxText(DACH), zoom: '6' });
    expect(pastures.body.total).toBeGreaterThan(0);
    expect(pastures.body.total).toBeLessThan(all.body.total);
  });

  it('follows every change of a listing or its stable', async () => {
    const counts = async () => (await map({ bbox: bboxText(DACH), zoom: '6' })).body;
    const berlin = ids.get('Berlin')!;
    await knex('listings').where({ id: berlin[0] }).update({ status: 'inactive' });
    expect((await counts()).total).toBe(21);
    await knex('listings').where({ id: berlin[0] }).update({ status: 'premium', isPremium: true });
    const premium = await counts();
    expect(premium.total).toBe(22);
    await expectClustersMatchSearch(premium, {});
    const [stable] = (await knex('stables').where({ city: 'Berlin' }).select('id')) as { id: number }[];
    // Berlin's stable moves to Hamburg, loses its pin, and comes back.
    await knex('stables').where({ id: stable!.id }).update({ latitude: 53.55, longitude: 9.99 });
    await expectClustersMatchSearch(await counts(), {});
    await knex('stables').where({ id: stable!.id }).update({ latitude: null });
    expect((await counts()).total).toBe(20);
    await knex('stables').where({ id: stable!.id }).update({ latitude: 52.532, longitude: 13.3849, hasWifi: true });
    const wifi = await map({ bbox: bboxText(DACH), zoom: '6', amenities: 'hasWifi' });
    expect(wifi.body.total).toBe(9);
    await expectClustersMatchSearch(wifi.body, { amenities: 'hasWifi' });
    await knex('listings').where({ id: berlin[0] }).update({ status: 'active', isPremium: false });
    await knex('stables').where({ id: stable!.id }).update({ hasWifi: false });
    const before = await counts();
    const deleted = await buildListing(knex, { stableId: stable!.id });
    expect((await counts()).total).toBe(before.total + 1);
    await knex('listings').where({ id: deleted.id }).delete();
    expect(await counts()).toEqual(before);
  });

  it('is public and compressed', async () => {
    const res = await client.get(`/api/map?bbox=${bboxText(DACH)}&zoom=6`, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses a missing or bad area or zoom, an area too large for its zoom, and an unknown place', async () => {
    const dach = bboxText(DACH);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ zoom: '6' }, { bbox: MSG.bboxRequired }],
      [{ bbox: dach }, { zoom: MSG.mapZoomInvalid }],
      [{}, { bbox: MSG.bboxRequired, zoom: MSG.mapZoomInvalid }],
      [{ bbox: '1,2,3', zoom: '6' }, { bbox: MSG.bboxInvalid }],
      [{ bbox: '12,47,11,48', zoom: '6' }, { bbox: MSG.bboxWestEast }],
      [{ bbox: '11,48,12,47', zoom: '6' }, { bbox: MSG.bboxSouthNorth }],
      [{ bbox: '11,47,190,48', zoom: '6' }, { bbox: MSG.bboxOutOfRange }],
      [{ bbox: dach, zoom: '2' }, { zoom: MSG.mapZoomInvalid }],
      [{ bbox: dach, zoom: '19' }, { zoom: MSG.mapZoomInvalid }],
      [{ bbox: dach, zoom: '6.5' }, { zoom: MSG.mapZoomInvalid }],
      [{ bbox: dach, zoom: 'weit' }, { zoom: MSG.mapZoomInvalid }],
      [{ bbox: dach, zoom: '12' }, { bbox: MSG.mapAreaTooLarge }],
      [{ bbox: dach, zoom: '6', radius: '25' }, { radius: MSG.radiusWithoutPlace }],
      [{ bbox: dach, zoom: '6', near: '80331', radius: '7' }, { radius: MSG.invalidRadius }],
      [{ bbox: dach, zoom: '6', stallType: 'stall' }, { stallType: MSG.invalidStallType }],
      [{ bbox: dach, zoom: '6', region: 'italy' }, { region: MSG.invalidRegion }],
      [{ bbox: dach, zoom: '6', priceRange: '1-2' }, { priceRange: FILTER_MSG.priceRange }],
      [{ bbox: dach, zoom: '6', amenities: 'pool' }, { amenities: FILTER_MSG.amenities }],
    ];
    for (const [params, errors] of cases) {
      const res = await map(params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.body.errors, JSON.stringify(params)).toEqual(errors);
    }
    // The whole world fits at zoom 3 (2,048 px); a 4,096 px screen at zoom 12 (1.4°) too.
    expect((await map({ bbox: '-180,-90,180,90', zoom: '3' })).body.total).toBe(22);
    expect((await map({ bbox: '11,48,12.35,48.9', zoom: '12' })).status).toBe(200);
    const unknown = await map({ bbox: dach, zoom: '6', near: 'Xyzzyhausen' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(PLACE_MSG.notFound);
  });
});
