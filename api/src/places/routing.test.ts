// The optional routing service (ROUTING_URL) against a small local fake of OSRM's table API, whose driving time is
// one minute per great-circle km: minutes in the destinations' order, batches OSRM accepts, answers kept a day, and
// a service that fails, refuses or hangs answering "no time" (null) instead of failing the search.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { distanceKm, type LatLon } from '#contract/geo.ts';
import { createRouter } from './routing.ts';

const MUNICH = { lat: 48.1374, lon: 11.5755 };
const DACHAU = { lat: 48.2603, lon: 11.4342 };
const AUGSBURG = { lat: 48.3705, lon: 10.8978 };
/** A stable on an island without a ferry: OSRM finds no route to it. */
const ISLAND = { lat: 47.6, lon: 12.1 };

interface Fake {
  url: string;
  requests: { path: string; params: URLSearchParams; coordinates: LatLon[] }[];
  mode: 'ok' | 'fail' | 'invalid' | 'garbled' | 'hang';
  /** Milliseconds each answer takes. */
  delay: number;
  /** The most requests that were open at once. */
  mostAtOnce: number;
  close(): Promise<void>;
}

/** An OSRM table service (`…/table/v1/driving/lon,lat;…?sources=0`), refusing more than 100 coordinates as OSRM does. */
async function fakeOsrm(prefix = ''): Promise<Fake> {
  const fake = { requests: [] as Fake['requests'], mode: 'ok' as Fake['mode'], delay: 0, mostAtOnce: 0 };
  let open = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://fake');
    const match = /^(.*)\/table\/v1\/driving\/([^/]+)$/.exec(url.pathname);
    const coordinates = (match ? decodeURIComponent(match[2]!).split(';') : []).map((pair) => {
      const [lon, lat] = pair.split(',').map(Number);
      return { lat: lat!, lon: lon! };
    });
    fake.requests.push({ path: url.pathname, params: url.searchParams, coordinates });
    if (fake.mode === 'hang') return;
    open++;
    fake.mostAtOnce = Math.max(fake.mostAtOnce, open);
    setTimeout(() => {
      open--;
      const answer = (status: number, body: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (fake.mode === 'fail') return void res.writeHead(503).end('down');
      if (fake.mode === 'garbled') return void res.writeHead(200).end('<html>Bad Gateway</html>');
      if (fake.mode === 'invalid') return answer(200, { code: 'InvalidQuery', message: 'Query string malformed' });
      if (!match || match[1] !== prefix) return answer(400, { code: 'InvalidUrl' });
      if (coordinates.length > 100) return answer(400, { code: 'TooBig' });
      const [origin] = coordinates;
      const row = coordinates.map((to) =>
        to.lat === ISLAND.lat && to.lon === ISLAND.lon ? null : distanceKm(origin!, to) * 60,
      );
      answer(200, { code: 'Ok', durations: [row] });
    }, fake.delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** `count` places on a grid east of Munich, about 1 km apart. */
const grid = (count: number): LatLon[] =>
  Array.from({ length: count }, (_, i) => ({ lat: 48 + Math.floor(i / 20) * 0.01, lon: 11.6 + (i % 20) * 0.015 }));

async function withFake(run: (fake: Fake) => Promise<void>, prefix?: string): Promise<void> {
  const fake = await fakeOsrm(prefix);
  try {
    await run(fake);
  } finally {
    await fake.close();
  }
}

describe('createRouter', () => {
  it('answers the driving minutes in the destinations’ order, null where there is no route', () =>
    withFake(async (fake) => {
      const minutes = await createRouter(fake.url).minutes(MUNICH, [AUGSBURG, ISLAND, DACHAU]);
      expect(minutes).toHaveLength(3);
      expect(minutes[0]).toBeCloseTo(distanceKm(MUNICH, AUGSBURG), 6);
      expect(minutes[1]).toBeNull();
      expect(minutes[2]).toBeCloseTo(distanceKm(MUNICH, DACHAU), 6);
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]!.path).toBe(
        '/table/v1/driving/11.57550,48.13740;10.89780,48.37050;12.10000,47.60000;11.43420,48.26030',
      );
      expect(fake.requests[0]!.params.get('sources')).toBe('0');
      expect(fake.requests[0]!.params.get('annotations')).toBe('duration');
    }));

  it('asks for a destination listed twice only once, and answers it in both places', () =>
    withFake(async (fake) => {
      const minutes = await createRouter(fake.url).minutes(MUNICH, [DACHAU, AUGSBURG, { ...DACHAU }]);
      expect(fake.requests[0]!.coordinates).toHaveLength(3);
      expect(minutes[2]).toBe(minutes[0]);
      expect(minutes[0]).toBeCloseTo(distanceKm(MUNICH, DACHAU), 6);
    }));

  it('answers no destinations without asking', () =>
    withFake(async (fake) => {
      expect(await createRouter(fake.url).minutes(MUNICH, [])).toEqual([]);
      expect(fake.requests).toHaveLength(0);
    }));

  it('asks in batches OSRM accepts: 250 destinations in 3 requests of at most 100 coordinates', () =>
    withFake(async (fake) => {
      const destinations = grid(250);
      const minutes = await createRouter(fake.url).minutes(MUNICH, destinations);
      expect(fake.requests).toHaveLength(3);
      for (const request of fake.requests) {
        expect(request.coordinates.length).toBeLessThanOrEqual(100);
        expect(request.coordinates[0]).toEqual(MUNICH);
      }
      expect(fake.requests.reduce((sum, r) => sum + r.coordinates.length - 1, 0)).toBe(250);
      destinations.forEach((destination, i) => {
        expect(minutes[i], `destination ${i}`).toBeCloseTo(distanceKm(MUNICH, destination), 6);
      });
    }));

  it('has at most 4 requests open at once, also across searches', () =>
    withFake(async (fake) => {
      fake.delay = 50;
      const router = createRouter(fake.url);
      const answers = await Promise.all([
        router.minutes(MUNICH, grid(600)),
        router.minutes(DACHAU, grid(300)),
        router.minutes(AUGSBURG, grid(10)),
      ]);
      expect(fake.requests).toHaveLength(7 + 4 + 1);
      expect(fake.mostAtOnce).toBe(4);
      expect(answers.flat().every((m) => typeof m === 'number')).toBe(true);
    }));

  it('keeps answers a day and asks only for the destinations it does not know', () =>
    withFake(async (fake) => {
      let time = 0;
      const router = createRouter(fake.url, { now: () => time });
      const first = await router.minutes(MUNICH, [DACHAU, ISLAND]);
      // The same centre to about 10 m, as a search gives it: nothing to ask, "no route" included.
      expect(await router.minutes({ lat: 48.13741, lon: 11.57549 }, [ISLAND, DACHAU])).toEqual([first[1], first[0]]);
      expect(fake.requests).toHaveLength(1);
      await router.minutes(MUNICH, [DACHAU, AUGSBURG]);
      expect(fake.requests).toHaveLength(2);
      expect(fake.requests[1]!.coordinates).toEqual([MUNICH, AUGSBURG]);
      time += 25 * 60 * 60 * 1000;
      await router.minutes(MUNICH, [DACHAU, AUGSBURG]);
      expect(fake.requests).toHaveLength(3);
      expect(fake.requests[2]!.coordinates).toHaveLength(3);
    }));

  it('answers nulls while the service fails or refuses, keeps none of them, and asks again', () =>
    withFake(async (fake) => {
      const router = createRouter(fake.url);
      for (const mode of ['fail', 'invalid', 'garbled'] as const) {
        fake.mode = mode;
        expect(await router.minutes(MUNICH, [DACHAU, AUGSBURG]), mode).toEqual([null, null]);
      }
      fake.mode = 'ok';
      const minutes = await router.minutes(MUNICH, [DACHAU, AUGSBURG]);
      expect(fake.requests).toHaveLength(4);
      expect(minutes[0]).toBeCloseTo(distanceKm(MUNICH, DACHAU), 6);
      expect(minutes[1]).toBeCloseTo(distanceKm(MUNICH, AUGSBURG), 6);
    }));

  it('holds a search up for at most its timeout when the service never answers', () =>
    withFake(async (fake) => {
      fake.mode = 'hang';
      const started = performance.now();
      expect(await createRouter(fake.url).minutes(MUNICH, grid(150))).toEqual(Array(150).fill(null));
      expect(performance.now() - started).toBeLessThan(3200);
      expect(fake.requests).toHaveLength(2);
    }));

  it('keeps the path prefix of ROUTING_URL', () =>
    withFake(async (fake) => {
      for (const endpoint of [fake.url, `${fake.url}/`]) {
        const minutes = await createRouter(endpoint).minutes(MUNICH, [DACHAU]);
        expect(minutes[0]).toBeCloseTo(distanceKm(MUNICH, DACHAU), 6);
      }
      expect(fake.requests.map((r) => r.path.split('/table/')[0])).toEqual(['/osrm/v5', '/osrm/v5']);
    }, '/osrm/v5'));
});
