// Free places from outside: the owner says how many places a listing has free, 0 keeps the listing public as
// "Derzeit belegt", one is the default, and a count that is no whole number from 0 to 99 is refused in German.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PLACES_MAX, OWNER_MSG } from '#contract/owner.ts';
import type { ListingDto } from '#contract/types.ts';
import { buildStable, signInAs } from '#test/factories.ts';
import { validListing } from '#test/owners.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let owner: TestClient;
let stableId: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = server.client();
  const user = await signInAs(owner, server.services.knex, { isStableOwner: true });
  stableId = (await buildStable(server.services.knex, { ownerId: user.id })).id;
});
afterAll(() => server?.close());

async function made(body: Record<string, unknown>): Promise<number> {
  const res = await owner.post('/api/my/listings', { ...validListing(stableId), ...body });
  expect(res.status, res.text).toBe(201);
  await server.services.knex('listings').where({ id: res.body.id }).update({ status: 'active' });
  return res.body.id as number;
}

const publicListing = async (id: number) => (await server.client().get<ListingDto>(`/api/listings/${id}`)).body;

describe('free places', () => {
  it('are one unless the owner says otherwise, and a let listing stays public with none', async () => {
    expect((await publicListing(await made({}))).freePlaces).toBe(1);
    expect((await publicListing(await made({ freePlaces: 3 }))).freePlaces).toBe(3);
    const full = await made({ freePlaces: 0 });
    expect(await publicListing(full)).toMatchObject({ id: full, freePlaces: 0, status: 'active' });
    const search = (await server.client().get<ListingDto[]>('/api/listings?limit=50')).body;
    expect(search.find((l) => l.id === full)?.freePlaces).toBe(0);
    // A copy has the same places.
    const copy = await owner.post(`/api/my/listings/${full}/duplicate`);
    expect(copy.body.freePlaces).toBe(0);
  });

  it('refuses a count that is no whole number from 0 to the maximum, changing nothing', async () => {
    const id = await made({ freePlaces: 2 });
    for (const freePlaces of [-1, FREE_PLACES_MAX + 1, 1.5, 'zwei', null]) {
      const res = await owner.put(`/api/my/listings/${id}`, { ...validListing(stableId), freePlaces });
      expect(res.status, String(freePlaces)).toBe(400);
      expect(res.body.errors?.freePlaces).toBe(OWNER_MSG.freePlacesInvalid);
    }
    expect((await publicListing(id)).freePlaces).toBe(2);
  });
});
