// The optional external geocoder (GEOCODER_URL) against small local fakes of Photon's and Nominatim's search: a
// street address the gazetteer does not hold becomes a distance search's centre; what it does not know, what lies
// outside DE, AT and CH, and a geocoder that fails or hangs all answer "Ort nicht gefunden", never a 500.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_MSG } from '#contract/places.ts';
import type { ListingDto } from '#contract/types.ts';
import { buildListing, buildStable } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';
import { createGeocoder } from './geocoder.ts';

/** Fürstenfeldbrucker Straße 10, Dachau: 1.4 km from the Dachau stable below. */
const ADDRESS = { lat: 48.2524, lon: 11.4497 };

interface Fake {
  url: string;
  requests: URL[];
  mode: 'ok' | 'fail' | 'hang';
  close(): Promise<void>;
}

/** A geocoder answering every query with the address above (Photon's GeoJSON or Nominatim's list). */
async function fakeGeocoder(kind: 'photon' | 'nominatim'): Promise<Fake> {
  const fake = { requests: [] as URL[], mode: 'ok' as Fake['mode'] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://fake');
    fake.requests.push(url);
    if (fake.mode === 'hang') return;
    if (fake.mode === 'fail') {
      res.writeHead(503).end('down');
      return;
    }
    const q = url.searchParams.get('q') ?? '';
    const known = q.startsWith('Fürstenfeldbrucker Straße');
    const abroad = q.startsWith('Rue de Rivoli');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    if (kind === 'photon') {
      const features = known
        ? [
            {
              geometry: { coordinates: [ADDRESS.lon, ADDRESS.lat] },
              properties: {
                street: 'Fürstenfeldbrucker Straße',
                housenumber: '10',
                postcode: '85221',
                city: 'Dachau',
                countrycode: 'DE',
              },
            },
          ]
        : abroad
          ? [{ geometry: { coordinates: [2.34, 48.86] }, properties: { name: 'Rue de Rivoli', countrycode: 'FR' } }]
          : [];
      res.end(JSON.stringify({ type: 'FeatureCollection', features }));
    } else {
      res.end(
        JSON.stringify(
          known
            ? [
                {
                  lat: String(ADDRESS.lat),
                  lon: String(ADDRESS.lon),
                  display_name: 'Fürstenfeldbrucker Straße 10, Dachau',
                  address: { country_code: 'de' },
                },
              ]
            : [],
        ),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url: `${base}/${kind === 'photon' ? 'api' : 'search'}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

describe('createGeocoder', () => {
  it('asks Photon in German and takes its first place in DE, AT or CH', async () => {
    const fake = await fakeGeocoder('photon');
    try {
      const geocoder = createGeocoder(fake.url);
      expect(await geocoder.geocode('Fürstenfeldbrucker Straße 10, Dachau')).toEqual({
        label: 'Fürstenfeldbrucker Straße 10, 85221 Dachau',
        ...ADDRESS,
        country: 'germany',
      });
      expect(fake.requests[0]!.pathname).toBe('/api');
      expect(fake.requests[0]!.searchParams.get('lang')).toBe('de');
      expect(await geocoder.geocode('Rue de Rivoli 1, Paris')).toBeNull();
      expect(await geocoder.geocode('Nirgendwo 1')).toBeNull();
    } finally {
      await fake.close();
    }
  });

  it('asks Nominatim for DE, AT and CH only', async () => {
    const fake = await fakeGeocoder('nominatim');
    try {
      const place = await createGeocoder(fake.url).geocode('Fürstenfeldbrucker Straße 10, Dachau');
      expect(place).toMatchObject({ ...ADDRESS, country: 'germany' });
      expect(fake.requests[0]!.searchParams.get('countrycodes')).toBe('de,at,ch');
      expect(fake.requests[0]!.searchParams.get('format')).toBe('jsonv2');
    } finally {
      await fake.close();
    }
  });

  it('keeps an answer a day, and asks again after a failure', async () => {
    const fake = await fakeGeocoder('photon');
    let time = 0;
    try {
      const geocoder = createGeocoder(fake.url, { now: () => time });
      await geocoder.geocode('Fürstenfeldbrucker Straße 10, Dachau');
      await geocoder.geocode('fürstenfeldbrucker straße 10, dachau ');
      expect(fake.requests).toHaveLength(1);
      time += 25 * 60 * 60 * 1000;
      await geocoder.geocode('Fürstenfeldbrucker Straße 10, Dachau');
      expect(fake.requests).toHaveLength(2);
      fake.mode = 'fail';
      expect(await geocoder.geocode('Fürstenfeldbrucker Straße 3')).toBeNull();
      fake.mode = 'ok';
      expect(await geocoder.geocode('Fürstenfeldbrucker Straße 3')).not.toBeNull();
      // A geocoder that never answers holds a search up for at most its timeout.
      fake.mode = 'hang';
      expect(await geocoder.geocode('Fürstenfeldbrucker Straße 4')).toBeNull();
    } finally {
      await fake.close();
    }
  });
});

describe('GET /api/listings?near=<street address> with GEOCODER_URL', () => {
  let fake: Fake;
  let server: TestServer;

  beforeAll(async () => {
    fake = await fakeGeocoder('photon');
    server = await startTestServer({ env: { GEOCODER_URL: fake.url } });
    const knex = server.services.knex;
    await knex.raw('TRUNCATE listings, stables CASCADE');
    const dachau = await buildStable(knex, {
      city: 'Dachau',
      postalCode: '85221',
      latitude: 48.2603,
      longitude: 11.4342,
    });
    await buildListing(knex, { stableId: dachau.id, title: 'Box in Dachau' });
    const augsburg = await buildStable(knex, {
      city: 'Augsburg',
      postalCode: '86150',
      latitude: 48.3705,
      longitude: 10.8978,
    });
    await buildListing(knex, { stableId: augsburg.id, title: 'Box in Augsburg' });
  });

  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const get = (near: string, radius = '5') =>
    server
      .client()
      .get<ListingDto[] & { message?: string; suggestions?: unknown[] }>(
        `/api/listings?${new URLSearchParams({ near, radius })}`,
      );

  it('measures from the address the geocoder found', async () => {
    const res = await get('Fürstenfeldbrucker Straße 10, Dachau');
    expect(res.status).toBe(200);
    expect(res.body.map((l) => l.title)).toEqual(['Box in Dachau']);
    expect(res.body[0]!.distanceKm).toBeCloseTo(1.4, 0);
    expect(decodeURIComponent(res.headers.get('x-near-label')!)).toBe('Fürstenfeldbrucker Straße 10, 85221 Dachau');
  });

  it('still takes postal codes and towns from the gazetteer, without asking the geocoder', async () => {
    const asked = fake.requests.length;
    expect((await get('85221')).status).toBe(200);
    expect((await get('Augsburg')).body.map((l) => l.title)).toEqual(['Box in Augsburg']);
    expect(fake.requests).toHaveLength(asked);
  });

  it('answers "Ort nicht gefunden" for an address it does not know, abroad, or while it is down', async () => {
    for (const near of ['Nirgendwo 1', 'Rue de Rivoli 1, Paris']) {
      const res = await get(near);
      expect(res.status, near).toBe(400);
      expect(res.body.message).toBe(PLACE_MSG.notFound);
    }
    fake.mode = 'fail';
    const res = await get('Fürstenfeldbrucker Straße 99');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PLACE_MSG.notFound);
    fake.mode = 'ok';
  });
});
