// The waiting list's routes from both sides: who may join (signed in, a full public listing, not one's own, once),
// the places as the person and the owner see them after joins, reorders and departures, the owner's removal and
// notify choice, the permission matrix (401, 403, 404 for another owner's listing or entry), the German 400s, and
// concurrent joins getting unique places.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_MSG } from '#contract/owner.ts';
import { WAITLIST_LIMITS, WAITLIST_MSG, type MyWaitlistDto, type OwnerWaitlistDto } from '#contract/waitlists.ts';
import { buildListing, signInAs } from '#test/factories.ts';
import { expectOwnersOnly } from '#test/owners.ts';
import { startTestServer, type TestServer } from '#test/server.ts';
import { entryIdOf, fullListing, joined } from './test-helpers.ts';

let server: TestServer;
const knex = () => server.services.knex;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('POST /api/listings/:id/waitlist', () => {
  it('puts a signed-in person on a full listing’s list, with a horse of theirs and a note', async () => {
    const { listing } = await fullListing(server);
    const client = server.client();
    const user = await signInAs(client, knex());
    const horse = await client.post('/api/my/horses', { name: 'Luna' });
    expect(horse.status, horse.text).toBe(201);
    const res = await client.post(`/api/listings/${listing.id}/waitlist`, {
      horseId: horse.body.id,
      note: '  Ab März gesucht  ',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ position: 1, total: 1, state: 'waiting' });
    const row = await knex()('waitlistEntries').where({ userId: user.id }).first();
    expect(row).toMatchObject({ horseId: horse.body.id, note: 'Ab März gesucht', position: 1 });
  });

  it('answers 401 signed out, 404 for a listing the public cannot see, 409 with free places, twice or one’s own', async () => {
    const { listing, client: ownerClient } = await fullListing(server);
    const anonymous = await server.client().post(`/api/listings/${listing.id}/waitlist`, {});
    expect(anonymous.status).toBe(401);

    const client = server.client();
    await signInAs(client, knex());
    const hidden = await buildListing(knex(), { freePlaces: 0, status: 'pending' });
    const notPublic = await client.post(`/api/listings/${hidden.id}/waitlist`, {});
    expect(notPublic.status).toBe(404);
    expect(notPublic.body.message).toBe('Stallplatz nicht gefunden');
    expect((await client.post('/api/listings/99999999/waitlist', {})).status).toBe(404);

    const free = await buildListing(knex(), { freePlaces: 2 });
    const hasFree = await client.post(`/api/listings/${free.id}/waitlist`, {});
    expect(hasFree.status).toBe(409);
    expect(hasFree.body.message).toBe(WAITLIST_MSG.hasFreePlaces);

    expect((await client.post(`/api/listings/${listing.id}/waitlist`, {})).status).toBe(201);
    const again = await client.post(`/api/listings/${listing.id}/waitlist`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(WAITLIST_MSG.alreadyOn);

    const own = await ownerClient.post(`/api/listings/${listing.id}/waitlist`, {});
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(WAITLIST_MSG.ownListing);
  });

  it('answers 400 in German for a long note, a bad horse id or someone else’s horse', async () => {
    const { listing } = await fullListing(server);
    const other = server.client();
    await signInAs(other, knex());
    const othersHorse = (await other.post('/api/my/horses', { name: 'Fremd' })).body.id as number;
    const client = server.client();
    await signInAs(client, knex());
    const long = await client.post(`/api/listings/${listing.id}/waitlist`, {
      note: 'x'.repeat(WAITLIST_LIMITS.note + 1),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors.note).toBe(WAITLIST_MSG.note);
    const bad = await client.post(`/api/listings/${listing.id}/waitlist`, { horseId: 'Luna' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.horseId).toBe(WAITLIST_MSG.horseId);
    const foreign = await client.post(`/api/listings/${listing.id}/waitlist`, { horseId: othersHorse });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.horseId).toBe(WAITLIST_MSG.horse);
    expect(await knex()('waitlistEntries').where({ listingId: listing.id })).toHaveLength(0);
  });

  it('gives joins at the same moment unique, consecutive places', async () => {
    const { listing } = await fullListing(server);
    const clients = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const client = server.client();
        await signInAs(client, knex());
        return client;
      }),
    );
    const answers = await Promise.all(clients.map((c) => c.post(`/api/listings/${listing.id}/waitlist`, {})));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const positions = (await knex()('waitlistEntries').where({ listingId: listing.id }).pluck('position')) as number[];
    expect(positions.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // And one person joining twice at once stays on the list once.
    const twice = server.client();
    await signInAs(twice, knex());
    const both = await Promise.all([0, 1].map(() => twice.post(`/api/listings/${listing.id}/waitlist`, {})));
    expect(both.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});

describe('GET /api/me/waitlists and DELETE /api/me/waitlists/:listingId', () => {
  it('shows “Platz n von m”, which moves up when someone ahead leaves', async () => {
    const { listing } = await fullListing(server);
    const first = await joined(server, listing.id);
    const second = await joined(server, listing.id);
    const third = await joined(server, listing.id);
    const mine = async (c = third.client) => (await c.get<MyWaitlistDto[]>('/api/me/waitlists')).body;
    expect(await mine()).toEqual([
      expect.objectContaining({
        listing: { id: listing.id, title: listing.title, path: expect.stringMatching(/stallplatz/) },
        position: 3,
        total: 3,
        state: 'waiting',
        offer: null,
      }),
    ]);
    const left = await first.client.delete(`/api/me/waitlists/${listing.id}`);
    expect(left.status).toBe(200);
    expect(left.body.message).toBe(WAITLIST_MSG.left);
    expect(await mine(first.client)).toEqual([]);
    expect(await mine()).toMatchObject([{ position: 2, total: 2 }]);
    expect(await mine(second.client)).toMatchObject([{ position: 1, total: 2 }]);
    // Leaving again, or a list one never joined: 404.
    expect((await first.client.delete(`/api/me/waitlists/${listing.id}`)).status).toBe(404);
    // Joining again puts one at the end.
    expect((await first.client.post(`/api/listings/${listing.id}/waitlist`, {})).body).toEqual({
      position: 3,
      total: 3,
      state: 'waiting',
    });
  });

  it('answers 401 signed out and 400 for an id that is none', async () => {
    expect((await server.client().get('/api/me/waitlists')).status).toBe(401);
    expect((await server.client().delete('/api/me/waitlists/1')).status).toBe(401);
    const client = server.client();
    await signInAs(client, knex());
    expect((await client.delete('/api/me/waitlists/abc')).status).toBe(400);
  });
});

describe('the owner’s waiting list', () => {
  it('lists the entries in order with name, horse, note and date, never the e-mail address', async () => {
    const { listing, client } = await fullListing(server);
    const anna = server.client();
    const annaUser = await signInAs(anna, knex(), { firstName: 'Anna', lastName: 'Reiter' });
    const horse = (await anna.post('/api/my/horses', { name: 'Luna', age: 12, heightCm: 165, breed: 'Haflinger' })).body
      .id as number;
    await anna.post(`/api/listings/${listing.id}/waitlist`, { horseId: horse, note: 'Gern mit Weide' });
    await joined(server, listing.id, {}, { firstName: null, lastName: null, username: 'reiterin99' });
    const res = await client.get<OwnerWaitlistDto>(`/api/my/listings/${listing.id}/waitlist`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      listing: { id: listing.id, title: listing.title, freePlaces: 0 },
      notify: 'all',
      entries: [
        {
          position: 1,
          state: 'waiting',
          name: 'Anna Reiter',
          horse: { id: horse, name: 'Luna', summary: 'Haflinger, 12 Jahre, 165 cm' },
          note: 'Gern mit Weide',
          offer: null,
          conversationId: null,
        },
        { position: 2, name: 'reiterin99', horse: null, note: null },
      ],
    });
    expect(res.text).not.toContain(annaUser.email);
    const counts = await client.get(`/api/my/waitlist-counts`);
    expect(counts.body).toEqual({ [listing.id]: 2 });
  });

  it('reorders the list and the people see their new places', async () => {
    const { listing, client } = await fullListing(server);
    const people = [];
    for (let i = 0; i < 3; i++) people.push(await joined(server, listing.id));
    const ids = await Promise.all(people.map((p) => entryIdOf(knex(), listing.id, p.id)));
    const res = await client.put<OwnerWaitlistDto>(`/api/my/listings/${listing.id}/waitlist/order`, {
      entryIds: [ids[2], ids[0], ids[1]],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.entries.map((e) => [e.id, e.position])).toEqual([
      [ids[2], 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
    expect((await people[2]!.client.get('/api/me/waitlists')).body[0]).toMatchObject({ position: 1, total: 3 });
    expect((await people[0]!.client.get('/api/me/waitlists')).body[0]).toMatchObject({ position: 2, total: 3 });
    // A list that names not every entry, or one twice: the list changed meanwhile (409) or bad input (400).
    const partial = await client.put(`/api/my/listings/${listing.id}/waitlist/order`, { entryIds: [ids[0]] });
    expect(partial.status).toBe(409);
    expect(partial.body.message).toBe(WAITLIST_MSG.entryIdsMismatch);
    const twice = await client.put(`/api/my/listings/${listing.id}/waitlist/order`, {
      entryIds: [ids[0], ids[0], ids[1]],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors.entryIds).toBe(WAITLIST_MSG.entryIds);
    // A new person joins after the last.
    await joined(server, listing.id);
    const after = (await client.get<OwnerWaitlistDto>(`/api/my/listings/${listing.id}/waitlist`)).body;
    expect(after.entries.map((e) => e.position)).toEqual([1, 2, 3, 4]);
    expect(after.entries[0]!.id).toBe(ids[2]);
  });

  it('removes an entry, and the places behind it move up', async () => {
    const { listing, client } = await fullListing(server);
    const first = await joined(server, listing.id);
    const second = await joined(server, listing.id);
    const removed = await client.delete(
      `/api/my/listings/${listing.id}/waitlist/${await entryIdOf(knex(), listing.id, first.id)}`,
    );
    expect(removed.status).toBe(200);
    expect((await first.client.get('/api/me/waitlists')).body).toEqual([]);
    expect((await second.client.get('/api/me/waitlists')).body[0]).toMatchObject({ position: 1, total: 1 });
  });

  it('stores whom free places are told to: all or the first N', async () => {
    const { listing, client } = await fullListing(server);
    const set = await client.put(`/api/my/listings/${listing.id}/waitlist/notify`, { notify: 3 });
    expect(set.status, set.text).toBe(200);
    expect((await client.get(`/api/my/listings/${listing.id}/waitlist`)).body.notify).toBe(3);
    for (const notify of [0, 'einige', 1.5, WAITLIST_LIMITS.notifyMax + 1]) {
      const bad = await client.put(`/api/my/listings/${listing.id}/waitlist/notify`, { notify });
      expect(bad.status, String(notify)).toBe(400);
      expect(bad.body.errors.notify).toBe(WAITLIST_MSG.notify);
    }
    await client.put(`/api/my/listings/${listing.id}/waitlist/notify`, { notify: 'all' });
    expect((await client.get(`/api/my/listings/${listing.id}/waitlist`)).body.notify).toBe('all');
  });

  it('is the owner’s alone: 401, 403 for non-owners, 404 for another owner’s listing or entry', async () => {
    const { listing } = await fullListing(server);
    const person = await joined(server, listing.id);
    const entryId = await entryIdOf(knex(), listing.id, person.id);
    const routes: ['GET' | 'PUT' | 'POST' | 'DELETE', string, unknown?][] = [
      ['GET', `/api/my/listings/${listing.id}/waitlist`],
      ['PUT', `/api/my/listings/${listing.id}/waitlist/order`, { entryIds: [entryId] }],
      ['PUT', `/api/my/listings/${listing.id}/waitlist/notify`, { notify: 'all' }],
      ['POST', `/api/my/listings/${listing.id}/waitlist/${entryId}/offer`, {}],
      ['DELETE', `/api/my/listings/${listing.id}/waitlist/${entryId}`],
    ];
    const other = await fullListing(server);
    for (const [method, path, body] of routes) {
      await expectOwnersOnly(server, method, path, body);
      const res = await other.client.request(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toMatch(/^(Stallplatz|Eintrag) nicht gefunden$/);
    }
    // The other owner's entry under their own listing's id is not found either.
    const own = await other.client.post(`/api/my/listings/${other.listing.id}/waitlist/${entryId}/offer`, {});
    expect(own.status).toBe(404);
    expect(own.body.message).toBe('Eintrag nicht gefunden');
    const gone = await other.client.delete(`/api/my/listings/${other.listing.id}/waitlist/${entryId}`);
    expect(gone.status).toBe(404);
    // Nothing changed.
    expect((await person.client.get('/api/me/waitlists')).body[0]).toMatchObject({ position: 1, state: 'waiting' });
    expect((await server.client().get('/api/my/waitlist-counts')).body.message).toBe('Bitte melde dich an');
    const plain = server.client();
    await signInAs(plain, knex());
    expect((await plain.get('/api/my/waitlist-counts')).body.message).toBe(OWNER_MSG.ownersOnly);
  });
});

describe('the account', () => {
  it('exports its waiting-list entries, and deleting it or the listing takes them along', async () => {
    const { listing, client: ownerClient } = await fullListing(server);
    const person = await joined(server, listing.id, { note: 'Bitte melden' });
    const exported = await person.client.get('/api/me/export');
    expect(exported.status).toBe(200);
    expect(exported.body.waitlists).toEqual([
      expect.objectContaining({ listingId: listing.id, title: listing.title, note: 'Bitte melden', state: 'waiting' }),
    ]);
    const other = await joined(server, listing.id);
    const deleted = await other.client.request('DELETE', '/api/me', { body: { password: 'geheim-passwort' } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await knex()('waitlistEntries').where({ userId: other.id })).toHaveLength(0);
    expect((await ownerClient.delete(`/api/my/listings/${listing.id}`)).status).toBe(200);
    expect(await knex()('waitlistEntries').where({ listingId: listing.id })).toHaveLength(0);
  });
});
