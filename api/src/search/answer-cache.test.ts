// The kept search answers: never served once a listing, stable, photo or setting changed (whoever wrote it and
// however: the app, another process, a bulk statement, TRUNCATE), not dropped by counting a view, sent
// compressed as the client accepts, computed once for concurrent misses, and gone after their time to live.
import http from 'node:http';
import zlib from 'node:zlib';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '#contract/types.ts';
import { buildListing, buildStable } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { createAnswerCache, type Answer } from './answer-cache.ts';

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

const generation = async () => Number((await knex('listingGeneration').first('value')).value);

async function titles(query = 'sort=newest'): Promise<string[]> {
  const res = await client.get<ListingDto[]>(`/api/listings?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.map((listing) => listing.title);
}

/** The raw bytes and headers of a GET, without the client decoding anything. */
function raw(path: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(server.url + path, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('GET /api/listings from the answer cache', () => {
  it('answers with a change made outside the app at once, as another process would make it', async () => {
    await knex.raw('TRUNCATE listings, stables CASCADE');
    const listing = await buildListing(knex, { title: 'Box am Waldrand' });
    expect(await titles()).toEqual(['Box am Waldrand']);
    expect(await titles()).toEqual(['Box am Waldrand']);

    await knex('listings').where({ id: listing.id }).update({ title: 'Box am Bach' });
    expect(await titles()).toEqual(['Box am Bach']);

    const stable = await buildStable(knex, { city: 'Lüneburg' });
    await buildListing(knex, { stableId: stable.id, title: 'Offenstall Heide' });
    expect(await titles()).toEqual(['Offenstall Heide', 'Box am Bach']);

    await knex('stables').where({ id: stable.id }).update({ city: 'Celle' });
    const res = await client.get<ListingDto[]>('/api/listings?sort=newest');
    expect(res.body[0]!.stable.city).toBe('Celle');

    await knex.raw('TRUNCATE listings, stables CASCADE');
    expect(await titles()).toEqual([]);
  });

  it('keeps the answer when only a view was counted, and raises the generation once for a change of many rows', async () => {
    const stable = await buildStable(knex);
    const a = await buildListing(knex, { stableId: stable.id });
    await buildListing(knex, { stableId: stable.id });
    const before = await generation();
    expect((await client.get(`/api/listings/${a.id}`)).status).toBe(200);
    expect((await knex('listings').where({ id: a.id }).first('viewCount')).viewCount).toBe(1);
    expect(await generation()).toBe(before);

    await knex.transaction(async (trx) => {
      await trx('listings').where({ stableId: stable.id }).update({ pricePerMonth: 410 });
      await trx('stables').where({ id: stable.id }).update({ name: 'Hof Sonnenwiese' });
    });
    expect(await generation()).toBe(before + 1);
    // Rolled back: nothing changed, and the generation stays.
    await knex
      .transaction(async (trx) => {
        await trx('listings').where({ id: a.id }).update({ title: 'Nie gespeichert' });
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await generation()).toBe(before + 1);
  });

  it('sends the kept answer compressed once, in brotli or gzip as accepted, with the same JSON and headers', async () => {
    for (let i = 0; i < 12; i++) await buildListing(knex, { description: 'Große Box mit Paddock. '.repeat(20) });
    const path = '/api/listings?sort=price_asc';
    const plain = await raw(path, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString('utf8')) as ListingDto[];
    expect(json.length).toBeGreaterThan(0);

    const br = await raw(path, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);
    expect(br.headers['x-total-count']).toBe(plain.headers['x-total-count']);

    const gzip = await raw(path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString('utf8'))).toEqual(json);
  });

  it('still answers a bad query with the German 400, never from a kept answer', async () => {
    const res = await client.get('/api/listings?sort=billigste');
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });
});

describe('createAnswerCache', () => {
  const ok = (text: string): Answer => ({ status: 200, headers: {}, body: Buffer.from(text) });

  it('computes once for concurrent misses of one key and keeps only complete answers', async () => {
    const cache = createAnswerCache(knex);
    let runs = 0;
    const slow = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return ok('eins');
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.through('k', slow)));
    expect(runs).toBe(1);
    expect(answers.map((a) => a.body.toString())).toEqual(Array(5).fill('eins'));
    await cache.through('k', slow);
    expect(runs).toBe(1);

    let failures = 0;
    const unavailable = async (): Promise<Answer> => {
      failures++;
      return { status: 503, headers: {}, body: Buffer.from('') };
    };
    await cache.through('down', unavailable);
    await cache.through('down', unavailable);
    expect(failures).toBe(2);
  });

  it('forgets an answer after its time to live', async () => {
    let clock = 1_000;
    const cache = createAnswerCache(knex, { ttlMs: 60_000, now: () => clock });
    let runs = 0;
    const compute = async () => ok(`lauf ${++runs}`);
    expect((await cache.through('k', compute)).body.toString()).toBe('lauf 1');
    clock += 59_000;
    expect((await cache.through('k', compute)).body.toString()).toBe('lauf 1');
    clock += 2_000;
    expect((await cache.through('k', compute)).body.toString()).toBe('lauf 2');
  });
});
