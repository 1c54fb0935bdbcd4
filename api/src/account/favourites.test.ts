import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '#contract/account.ts';
import { buildListing, signInAs } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('PUT /api/me/favourites/:listingId', () => {
  it('stores a public listing once, however often it is put', async () => {
    const client = server.client();
    const user = await signInAs(client, server.services.knex);
    const listing = await buildListing(server.services.knex);
    expect((await client.put(`/api/me/favourites/${listing.id}`)).status).toBe(200);
    expect((await client.put(`/api/me/favourites/${listing.id}`)).status).toBe(200);
    expect(await server.services.knex('favourites').where({ userId: user.id })).toHaveLength(1);
    const res = await client.get('/api/me/favourites');
    expect(res.body.ids).toEqual([listing.id]);
    expect(res.body.listings[0]).toMatchObject({ id: listing.id, title: listing.title, stable: { city: 'München' } });
  });

  it.each(['pending', 'inactive'])('refuses a %s listing with 400', async (status) => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    const listing = await buildListing(server.services.knex, { status });
    const res = await client.put(`/api/me/favourites/${listing.id}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ACCOUNT_MSG.listingNotPublic);
  });

  it('refuses an id that is no number', async () => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    expect((await client.put('/api/me/favourites/abc')).status).toBe(400);
  });
});

describe('DELETE /api/me/favourites/:listingId', () => {
  it('removes only this user’s favourite', async () => {
    const knex = server.services.knex;
    const listing = await buildListing(knex);
    const a = server.client();
    const b = server.client();
    await signInAs(a, knex);
    await signInAs(b, knex);
    await a.put(`/api/me/favourites/${listing.id}`);
    await b.put(`/api/me/favourites/${listing.id}`);
    expect((await a.delete(`/api/me/favourites/${listing.id}`)).status).toBe(200);
    expect((await a.get('/api/me/favourites')).body.ids).toEqual([]);
    expect((await b.get('/api/me/favourites')).body.ids).toEqual([listing.id]);
  });
});

describe('GET /api/me/favourites', () => {
  it('hides a favourite whose listing is no longer public', async () => {
    const knex = server.services.knex;
    const client = server.client();
    await signInAs(client, knex);
    const listing = await buildListing(knex);
    await client.put(`/api/me/favourites/${listing.id}`);
    await knex('listings').where({ id: listing.id }).update({ status: 'inactive' });
    expect((await client.get('/api/me/favourites')).body).toEqual({ ids: [], listings: [] });
  });
});

describe('POST /api/me/favourites/merge', () => {
  it('adds the public ones of the local hearts to the account and returns the merged list', async () => {
    const knex = server.services.knex;
    const client = server.client();
    await signInAs(client, knex);
    const stored = await buildListing(knex);
    const local = await buildListing(knex);
    const hidden = await buildListing(knex, { status: 'pending' });
    await client.put(`/api/me/favourites/${stored.id}`);
    const res = await client.post('/api/me/favourites/merge', {
      listingIds: [local.id, stored.id, hidden.id, 999_999, local.id],
    });
    expect(res.status).toBe(200);
    expect([...res.body.ids].sort()).toEqual([stored.id, local.id].sort());
    expect(res.body.listings).toHaveLength(2);
  });

  it('answers 400 for more than 200 ids or a wrong shape', async () => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    const many = await client.post('/api/me/favourites/merge', {
      listingIds: Array.from({ length: 201 }, (_, i) => i + 1),
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe(ACCOUNT_MSG.tooManyFavourites);
    const wrong = await client.post('/api/me/favourites/merge', { listingIds: 'alle' });
    expect(wrong.status).toBe(400);
  });
});
