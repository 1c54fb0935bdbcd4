// GET /api/places from outside, and the gazetteer's matching of postal codes to towns from inside: umlaut
// spellings, postal-code prefixes shared by several countries, towns of the same name, and coordinates checked
// against known distances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_MSG, PLACE_SUGGESTIONS, type PlaceDto } from '#contract/places.ts';
import { buildListing, buildStable } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { distanceKm } from '#contract/geo.ts';
import { placeSlug } from '#contract/places.ts';
import { buildGazetteerData, createGazetteer, loadGazetteer, type Gazetteer } from './gazetteer.ts';

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  client = server.client();
});

afterAll(async () => {
  await server?.close();
});

async function places(q: string) {
  return client.get<PlaceDto[]>(`/api/places?${new URLSearchParams({ q })}`);
}

const labels = (list: PlaceDto[]) => list.map((place) => place.label);

describe('GET /api/places', () => {
  it('suggests a postal code with its town and coordinates', async () => {
    const res = await places('80331');
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({
      label: '80331 München',
      postalCode: '80331',
      country: 'germany',
      lat: expect.closeTo(48.137, 2),
      lon: expect.closeTo(11.575, 2),
    });
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('suggests the codes of a prefix, every country that uses it in turn', async () => {
    const res = await places('803');
    expect(res.body.length).toBe(PLACE_SUGGESTIONS);
    expect(res.body.every((place) => place.postalCode?.startsWith('803'))).toBe(true);
    expect(labels(res.body)[0]).toBe('80331 München');
    expect(new Set(res.body.map((place) => place.country))).toEqual(new Set(['germany', 'austria', 'switzerland']));
  });

  it('finds a town however the umlaut is typed', async () => {
    for (const q of ['München', 'Muenchen', 'Munchen', 'MÜNCHEN', 'münch']) {
      const res = await places(q);
      expect(res.body[0], q).toMatchObject({ label: 'München', country: 'germany' });
      expect(res.body[0]!.postalCode, q).toBeUndefined();
    }
    expect((await places('Zuerich')).body[0]).toMatchObject({ label: 'Zürich', country: 'switzerland' });
  });

  it('names an Austrian town as the post does, not by its English name', async () => {
    expect((await places('Wien')).body[0]).toMatchObject({ label: 'Wien', country: 'austria' });
    expect((await places('1010')).body.map((place) => `${place.label} ${place.country}`)).toEqual([
      '1010 Wien austria',
      '1010 Lausanne switzerland',
    ]);
  });

  it('tells towns of the same name apart by their state', async () => {
    const found = labels((await places('Neustadt')).body);
    expect(found.length).toBe(PLACE_SUGGESTIONS);
    expect(found.every((label) => /^Neustadt/.test(label))).toBe(true);
    expect(found.filter((label) => label.startsWith('Neustadt (')).length).toBeGreaterThan(1);
  });

  it('narrows a postal code by the town typed after it', async () => {
    const res = await places('3011 Bern');
    expect(labels(res.body)).toEqual(['3011 Bern']);
    expect(res.body[0]!.country).toBe('switzerland');
  });

  it('answers an empty list for what no place is called, and 400 without a query', async () => {
    expect((await places('Xyzzyhausen')).body).toEqual([]);
    for (const path of ['/api/places', '/api/places?q=', '/api/places?q=%20%20']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.errors).toEqual({ q: PLACE_MSG.queryMissing });
    }
  });

  it('reads a pasted address up to its limit instead of refusing it', async () => {
    const res = await places(`München ${'x'.repeat(500)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('gazetteer', () => {
  let g: Gazetteer;
  beforeAll(async () => {
    g = await loadGazetteer();
  });

  it('is built the same in a child process as in this one', () => {
    const here = createGazetteer(buildGazetteerData());
    expect(here.counts()).toEqual(g.counts());
    for (const q of ['803', 'Muenchen', 'Neustadt', '3011']) expect(here.suggest(q), q).toEqual(g.suggest(q));
  });

  it('holds every postal code of the three countries', () => {
    const counts = g.counts();
    expect(counts.germany.postalCodes).toBeGreaterThan(8_000);
    expect(counts.austria.postalCodes).toBeGreaterThan(2_000);
    expect(counts.switzerland.postalCodes).toBeGreaterThan(3_000);
    expect(counts.germany.towns).toBeGreaterThan(10_000);
  });

  it('puts towns where they are: München to Augsburg about 57 km, Zürich to Bern about 95 km', () => {
    expect(distanceKm(g.resolve('München')!, g.resolve('Augsburg')!)).toBeCloseTo(57, -1);
    expect(distanceKm(g.resolve('8001')!, g.resolve('3011')!)).toBeCloseTo(95, -1);
    expect(distanceKm(g.resolve('Wien')!, g.resolve('Graz')!)).toBeCloseTo(145, -1);
  });

  it('places a small town’s postal code in its own area, not at a namesake far away', () => {
    // Towns called Grub or Furt lie all over Bavaria; 83739's are near Miesbach, south of München.
    for (const place of g.suggest('83739')) {
      expect(distanceKm(place, g.resolve('München')!), place.label).toBeLessThan(80);
    }
    // Every German code lies within Germany's bounds.
    for (const prefix of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) {
      for (const place of g.suggest(prefix, 1000).filter((p: PlaceDto) => p.country === 'germany')) {
        expect(place.lat, place.label).toBeGreaterThan(47.2);
        expect(place.lat, place.label).toBeLessThan(55.1);
        expect(place.lon, place.label).toBeGreaterThan(5.8);
        expect(place.lon, place.label).toBeLessThan(15.1);
      }
    }
  });

  it('resolves a location: a code, a town, a labelled namesake, coordinates; prefers the region asked for', () => {
    expect(g.resolve('80331')).toMatchObject({ name: 'München', postalCode: '80331', country: 'germany' });
    expect(g.resolve('Neustadt (Hessen)')).toMatchObject({ state: 'Hessen', country: 'germany' });
    expect(g.resolve('48.1371, 11.5754')).toMatchObject({ lat: 48.1371, lon: 11.5754 });
    expect(g.resolve('3011')).toMatchObject({ name: 'Bern', country: 'switzerland' });
    expect(g.resolve('3011', 'austria')).toMatchObject({ country: 'austria' });
    expect(g.resolve('Nirgendwo')).toBeNull();
    expect(g.resolve('99999')).toBeNull();
    expect(g.resolve('91, 11')).toBeNull();
  });
});

describe('towns as pages', () => {
  it('writes a town as its address: umlauts spelled out, accents dropped, words joined by hyphens', () => {
    expect(placeSlug('München')).toBe('muenchen');
    expect(placeSlug('Bad Tölz')).toBe('bad-toelz');
    expect(placeSlug('Zürich')).toBe('zuerich');
    expect(placeSlug('Genève')).toBe('geneve');
    expect(placeSlug('Halle (Saale)')).toBe('halle-saale');
    expect(placeSlug('Straßlach-Dingharting')).toBe('strasslach-dingharting');
  });

  it('finds the largest town of an address, and the larger towns around it', async () => {
    const places = await loadGazetteer();
    const munich = places.bySlug('muenchen')!;
    expect(munich).toMatchObject({ name: 'München', country: 'germany', state: 'Bayern' });
    expect(places.bySlug('wien')).toMatchObject({ name: 'Wien', country: 'austria' });
    expect(places.bySlug('gibt-es-nicht')).toBeNull();
    const around = places.townsNear(munich, 30, 5);
    expect(around).toHaveLength(5);
    expect(around.map((town) => town.name)).not.toContain('München');
    for (const town of around) expect(distanceKm(munich, town)).toBeLessThanOrEqual(30);
    expect(around.map((t) => t.population)).toEqual([...around.map((t) => t.population)].sort((a, b) => b - a));
  });
});

describe('the towns the sitemap lists', () => {
  it('are the towns of stables with public listings, where the town of that name is theirs', async () => {
    const knex = server.services.knex;
    await knex.raw('TRUNCATE listings, stables CASCADE');
    const at = async (city: string, latitude: number | null, longitude: number | null, status = 'active') => {
      const stable = await buildStable(knex, { city, latitude, longitude });
      await buildListing(knex, { stableId: stable.id, status });
    };
    await at('München', 48.15, 11.55);
    await at('Baden', 47.473, 8.308); // Baden in Aargau: the page "baden" is Baden bei Wien's
    await at('Wien', null, null); // without coordinates: taken to lie in Wien
    await at('Augsburg', 48.37, 10.9, 'pending'); // no public listing
    await at('Xyzzyhausen', 48, 11); // no such town
    expect(await server.services.places.slugsWithListings()).toEqual(['muenchen', 'wien']);
    await at('Baden', 48.01, 16.23);
    expect(await server.services.places.slugsWithListings()).toEqual(['baden', 'muenchen', 'wien']);
  });
});
