// The area of a search at its edges: a radius asked through the strips' index (the grid columns and rows of the
// circle's box) finds every stable just inside the circle, in every direction and at every size, and none just
// outside; so does a travel time's pair of circles, whose boxes are intersected.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListing, buildStable } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';
import { EARTH_RADIUS_M } from './area.ts';
import { createSearchEngine, type SearchEngine } from './index.ts';

let server: TestServer;
let knex: Knex;
let engine: SearchEngine;

beforeAll(async () => {
  server = await startTestServer();
  knex = server.services.knex;
  engine = createSearchEngine(knex, server.services.media, {});
  await knex.raw('TRUNCATE listings, stables CASCADE');
});

afterAll(async () => {
  await server?.close();
});

/** The point `metres` away from `from` along `bearing` degrees (clockwise from north), on earthdistance's sphere. */
function destination(from: { lat: number; lon: number }, bearing: number, metres: number) {
  const rad = Math.PI / 180;
  const arc = metres / EARTH_RADIUS_M;
  const lat = Math.asin(
    Math.sin(from.lat * rad) * Math.cos(arc) + Math.cos(from.lat * rad) * Math.sin(arc) * Math.cos(bearing * rad),
  );
  const lon =
    from.lon * rad +
    Math.atan2(
      Math.sin(bearing * rad) * Math.sin(arc) * Math.cos(from.lat * rad),
      Math.cos(arc) - Math.sin(from.lat * rad) * Math.sin(lat),
    );
  return { lat: lat / rad, lon: lon / rad };
}

/** Every 10°: near east and west they pass where the circle reaches its farthest longitude. */
const BEARINGS = Array.from({ length: 36 }, (_, i) => i * 10);

/** One listing (with a riding arena, a carried filter) at each bearing, `metres` from the centre; their ids. */
async function ring(centre: { lat: number; lon: number }, metres: number): Promise<number[]> {
  const ids: number[] = [];
  for (const bearing of BEARINGS) {
    const point = destination(centre, bearing, metres);
    const stable = await buildStable(knex, { latitude: point.lat, longitude: point.lon, hasRidingArena: true });
    ids.push((await buildListing(knex, { stableId: stable.id })).id);
  }
  return ids;
}

/** The point of a circle farthest east, and its bearing: found by walking the circle's edge. */
function farthestEast(centre: { lat: number; lon: number }, metres: number) {
  let best = { bearing: 90, point: destination(centre, 90, metres) };
  for (let tenth = 0; tenth < 1800; tenth++) {
    const point = destination(centre, tenth / 10, metres);
    if (point.lon > best.point.lon) best = { bearing: tenth / 10, point };
  }
  return best;
}

/** The strips' index divides the longitudes into 4,096 columns. */
const COLUMN_DEGREES = 360 / 4096;

/**
 * A longitude near `near.lon` for the centre of a circle of `metres` whose farthest east lies 0.0005° (35 m at
 * 48° N) past the start of a column: a box narrower by a few tens of metres misses that column.
 */
function alignedEast(near: { lat: number; lon: number }, metres: number): number {
  const reach = farthestEast(near, metres).point.lon - near.lon;
  const boundary = Math.round((near.lon + reach + 180) / COLUMN_DEGREES) * COLUMN_DEGREES - 180;
  return boundary + 0.0005 - reach;
}

/** A listing on the circle's farthest east, `metres` from the centre along that bearing. */
async function eastmost(centre: { lat: number; lon: number }, metres: number): Promise<number> {
  const point = destination(centre, farthestEast(centre, metres).bearing, metres);
  const stable = await buildStable(knex, { latitude: point.lat, longitude: point.lon, hasRidingArena: true });
  return (await buildListing(knex, { stableId: stable.id })).id;
}

async function idsWithin(
  centre: { lat: number; lon: number },
  radiusKm: number,
  reach?: { lat: number; lon: number; radiusKm: number }[],
) {
  const page = await engine.page({
    where: { filters: { amenities: ['hasRidingArena'] }, near: { ...centre, radiusKm }, reach },
    sort: 'distance',
    limit: 100,
    offset: 0,
  });
  return page.ids;
}

describe('a radius at its edge', () => {
  // Lüneburg (north of the German mainland's centre), Bern, and far north, where a degree of longitude is short.
  const centres = [
    { lat: 53.25, lon: 10.41 },
    { lat: 46.95, lon: 7.45 },
    { lat: 69.65, lon: 18.96 },
  ];

  it.each([10, 50, 200])(
    'finds every stable 30 m inside %i km, in every direction, and none 30 m outside',
    async (km) => {
      for (const near of centres) {
        const centre = { lat: near.lat, lon: alignedEast(near, km * 1000) };
        const inside = [...(await ring(centre, km * 1000 - 30)), await eastmost(centre, km * 1000 - 30)];
        const outside = await ring(centre, km * 1000 + 30);
        const found = await idsWithin(centre, km);
        for (const id of inside) expect(found, `${km} km around ${JSON.stringify(centre)}`).toContain(id);
        for (const id of outside) expect(found).not.toContain(id);
        await knex.raw('TRUNCATE listings, stables CASCADE');
      }
    },
  );

  it('finds the stables inside both circles of two travel origins, at the edges of their overlap', async () => {
    const hamburg = { lat: 53.55, lon: 9.99 };
    const bremen = { lat: 53.08, lon: 8.8 };
    // Hamburg to Bremen is about 95 km: 60 km around each overlap in a lens between them.
    const inBoth = destination(hamburg, 235, 59_000);
    const onlyHamburg = destination(hamburg, 55, 30_000);
    const ids: Record<string, number> = {};
    for (const [name, point] of Object.entries({ inBoth, onlyHamburg })) {
      const stable = await buildStable(knex, { latitude: point.lat, longitude: point.lon, hasRidingArena: true });
      ids[name] = (await buildListing(knex, { stableId: stable.id })).id;
    }
    const found = await idsWithin(hamburg, 60, [{ ...bremen, radiusKm: 60 }]);
    expect(found).toContain(ids.inBoth);
    expect(found).not.toContain(ids.onlyHamburg);
  });
});
