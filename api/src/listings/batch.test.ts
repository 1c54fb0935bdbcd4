// API tests of GET /api/listings/batch: the favourites page refreshes the cards a device remembers.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '#contract/types.ts';
import { buildListing, buildStable } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

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

describe('GET /api/listings/batch', () => {
  it('answers the public listings of the ids in their order, without the others', async () => {
    const stable = await buildStable(knex, { name: 'Hof Lindenblick', city: 'Lüneburg' });
    const a = await buildListing(knex, { stableId: stable.id, title: 'Box am Hof' });
    const b = await buildListing(knex, { stableId: stable.id, title: 'Weide am Bach' });
    const paused = await buildListing(knex, { stableId: stable.id, title: 'Pausiert', status: 'inactive' });
    const res = await client.get<ListingDto[]>(`/api/listings/batch?ids=${b.id},${paused.id},999999,${a.id},${b.id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((l) => l.title)).toEqual(['Weide am Bach', 'Box am Hof']);
    expect(res.body[0]).toMatchObject({ id: b.id, stable: { name: 'Hof Lindenblick', city: 'Lüneburg' } });
  });

  it('counts no view of the listings it answers', async () => {
    const listing = await buildListing(knex, { viewCount: 7 });
    await client.get(`/api/listings/batch?ids=${listing.id}`);
    const row = await knex('listings').where({ id: listing.id }).first('viewCount');
    expect(row.viewCount).toBe(7);
  });

  it('answers 400 with a German message for missing or malformed ids', async () => {
    for (const query of ['', '?ids=', '?ids=abc', '?ids=1,,2', '?ids=0', '?ids=99999999999']) {
      const res = await client.get<{ message: string }>(`/api/listings/batch${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(/ID|Stallplätze/);
    }
  });

  it('answers 400 for more than 200 ids', async () => {
    const ids = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    const res = await client.get<{ message: string }>(`/api/listings/batch?ids=${ids}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Höchstens 200');
  });
});
