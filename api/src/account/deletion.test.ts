import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '#contract/account.ts';
import { buildListing, buildStable, buildUser, signInAs, TEST_PASSWORD } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function enquiry(listingId: number, userId: number | null, email: string) {
  const [row] = await server.services
    .knex('contactRequests')
    .insert({
      source: 'enquiry',
      listingId,
      userId,
      name: 'Lena Huber',
      email,
      phone: '+49 170 111',
      message: 'Ist die Box noch frei?',
    })
    .returning('*');
  return row as { id: number };
}

describe('GET /api/me/export', () => {
  it('downloads everything stored about the user as a JSON attachment, without the password hash', async () => {
    const knex = server.services.knex;
    const client = server.client();
    const owner = await signInAs(client, knex, { isStableOwner: true, phone: '+49 89 123' });
    const stable = await buildStable(knex, { ownerId: owner.id });
    const listing = await buildListing(knex, {
      stableId: stable.id,
      imageUrls: JSON.stringify(['/media/listings/1/a.webp']),
    });
    const other = await buildListing(knex);
    await client.put(`/api/me/favourites/${other.id}`);
    await enquiry(other.id, owner.id, owner.email);
    await enquiry(listing.id, null, 'fragend@example.de');
    await knex('newsletterSignups').insert({ topic: 'stallverwaltung', email: owner.email });
    const now = new Date().toISOString();
    const checklist = await client.put(`/api/me/checklists/${other.id}`, {
      answers: { water: { stars: 4, note: 'Selbsttränken', updatedAt: now } },
      notes: null,
    });
    expect(checklist.status).toBe(200);
    expect((await client.post('/api/me/comparisons', { listingIds: [other.id] })).status).toBe(201);

    const res = await client.get('/api/me/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="stallfinder-daten-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    expect(res.text).not.toMatch(/passwordHash|password_hash|argon2/);
    const data = res.body;
    expect(data.profile).toMatchObject({
      id: owner.id,
      email: owner.email,
      username: owner.username,
      phone: '+49 89 123',
    });
    expect(data.stables).toEqual([expect.objectContaining({ id: stable.id, name: stable.name })]);
    expect(data.listings).toEqual([
      expect.objectContaining({ id: listing.id, imageUrls: ['/media/listings/1/a.webp'] }),
    ]);
    expect(data.favourites).toEqual([expect.objectContaining({ listingId: other.id })]);
    expect(data.enquiriesSent).toEqual([
      expect.objectContaining({ listingId: other.id, message: 'Ist die Box noch frei?' }),
    ]);
    expect(data.enquiriesReceived).toEqual([
      expect.objectContaining({ listingId: listing.id, email: 'fragend@example.de' }),
    ]);
    expect(data.newsletterSubscriptions).toEqual([
      expect.objectContaining({ topic: 'stallverwaltung', confirmedAt: null }),
    ]);
    expect(data.checklists).toEqual([
      expect.objectContaining({ listingId: other.id, answers: { water: expect.objectContaining({ stars: 4 }) } }),
    ]);
    expect(data.comparisonsShared).toEqual([expect.objectContaining({ listingIds: [other.id] })]);
    expect(data.viewings).toEqual([]);
  });
});

describe('the export of an unconfirmed address', () => {
  it('leaves out newsletter sign-ups of an address the account has not confirmed', async () => {
    const knex = server.services.knex;
    const client = server.client();
    // Someone signed up with an address they do not own: the newsletter sign-ups under it are its owner's.
    const user = await signInAs(client, knex, { emailVerifiedAt: null });
    await knex('newsletterSignups').insert({ topic: 'stallverwaltung', email: user.email });
    expect((await client.get('/api/me/export')).body.newsletterSubscriptions).toEqual([]);
    await knex('users').where({ id: user.id }).update({ emailVerifiedAt: new Date() });
    expect((await client.get('/api/me/export')).body.newsletterSubscriptions).toHaveLength(1);
  });
});

describe('GET /api/me/enquiries', () => {
  it('lists the enquiries the user sent with their status', async () => {
    const knex = server.services.knex;
    const client = server.client();
    const user = await signInAs(client, knex);
    const listing = await buildListing(knex);
    const first = await enquiry(listing.id, user.id, user.email);
    const second = await enquiry(listing.id, user.id, user.email);
    const third = await enquiry(listing.id, user.id, user.email);
    await knex('contactRequests').where({ id: second.id }).update({ readAt: new Date() });
    await knex('contactRequests').where({ id: third.id }).update({ status: 'answered' });
    await enquiry(listing.id, null, 'fremd@example.de');
    const res = await client.get('/api/me/enquiries');
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.map((e: { id: number; status: string }) => [e.id, e.status]));
    expect(byId).toEqual({ [first.id]: 'new', [second.id]: 'read', [third.id]: 'answered' });
    expect(res.body[0].listing).toMatchObject({
      id: listing.id,
      title: listing.title,
      path: `/de/stallplatz/${listing.id}`,
    });
    expect(res.body[0].horseName).toBeNull();
  });

  it('names the horse the user sent with an enquiry', async () => {
    const knex = server.services.knex;
    const client = server.client();
    const user = await signInAs(client, knex);
    const listing = await buildListing(knex);
    const sent = await client.post(`/api/listings/${listing.id}/enquiries`, {
      name: 'Lena Huber',
      email: user.email,
      message: 'Ist die Box für Luna frei?',
      horse: { name: 'Luna', heightCm: 158, needs: ['hayOnly'] },
    });
    expect(sent.status, sent.text).toBe(201);
    await client.post(`/api/listings/${listing.id}/enquiries`, {
      name: 'Lena Huber',
      email: user.email,
      message: 'Und ohne Pferdeprofil?',
    });
    const res = await client.get('/api/me/enquiries');
    expect(res.status).toBe(200);
    // The newest first: the enquiry without a horse, then Luna's.
    expect(res.body.map((e: { id: number; horseName: string | null }) => [e.id, e.horseName])).toEqual([
      [expect.any(Number), null],
      [sent.body.id, 'Luna'],
    ]);
  });
});

describe('DELETE /api/me', () => {
  it('answers 403 for a wrong password and 400 without one, deleting nothing', async () => {
    const client = server.client();
    const user = await signInAs(client, server.services.knex);
    const res = await client.request('DELETE', '/api/me', { body: { password: 'falsch-falsch' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ACCOUNT_MSG.passwordWrong);
    const missing = await client.request('DELETE', '/api/me', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Passwort ist erforderlich');
    expect(await server.services.knex('users').where({ id: user.id })).toHaveLength(1);
  });

  it('removes listings, photos, stables, favourites, tokens and sessions, and anonymises sent enquiries', async () => {
    const knex = server.services.knex;
    const client = server.client();
    const owner = await signInAs(client, knex, { isStableOwner: true });
    const secondSession = server.client();
    await secondSession.post('/api/login', { username: owner.username, password: TEST_PASSWORD });
    const stable = await buildStable(knex, { ownerId: owner.id });
    const listing = await buildListing(knex, { stableId: stable.id });
    const photoDir = path.join(server.services.config.dataDir, 'media', 'listings', String(listing.id));
    await server.services.media.put(`listings/${listing.id}/foto-800.webp`, Buffer.from('bild'), 'image/webp');
    expect((await fs.stat(photoDir)).isDirectory()).toBe(true);
    const othersListing = await buildListing(knex);
    await client.put(`/api/me/favourites/${othersListing.id}`);
    await client.post('/api/password/forgot', { email: owner.email });
    const sent = await enquiry(othersListing.id, owner.id, owner.email);
    const received = await enquiry(listing.id, null, 'fragend@example.de');
    await knex('newsletterSignups').insert({ topic: 'stallverwaltung', email: owner.email });

    const res = await client.request('DELETE', '/api/me', { body: { password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MSG.accountDeleted);

    expect(await knex('users').where({ id: owner.id })).toHaveLength(0);
    expect(await knex('stables').where({ id: stable.id })).toHaveLength(0);
    expect(await knex('listings').where({ id: listing.id })).toHaveLength(0);
    expect(await knex('favourites').where({ userId: owner.id })).toHaveLength(0);
    expect(await knex('userTokens').where({ userId: owner.id })).toHaveLength(0);
    expect(await knex('sessions').where({ userId: owner.id })).toHaveLength(0);
    expect(await knex('newsletterSignups').where({ email: owner.email })).toHaveLength(0);
    await expect(fs.stat(photoDir)).rejects.toThrow();
    expect(await knex('contactRequests').where({ id: received.id })).toHaveLength(0);
    const anonymised = await knex('contactRequests').where({ id: sent.id }).first();
    expect(anonymised).toMatchObject({
      name: 'Gelöschtes Konto',
      email: 'geloescht@invalid',
      phone: null,
      userId: null,
      listingId: othersListing.id,
    });
    expect(anonymised.message).toBe('Ist die Box noch frei?');

    expect((await client.get('/api/user')).status).toBe(401);
    expect((await secondSession.get('/api/user')).status).toBe(401);
    const login = await server.client().post('/api/login', { username: owner.username, password: TEST_PASSWORD });
    expect(login.status).toBe(401);
  });

  it('refuses to delete the last admin with 409', async () => {
    const knex = server.services.knex;
    await knex('users').where({ isAdmin: true }).delete();
    const client = server.client();
    const admin = await signInAs(client, knex, { isAdmin: true });
    const res = await client.request('DELETE', '/api/me', { body: { password: TEST_PASSWORD } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Der letzte Administrator kann nicht gelöscht werden');
    await buildUser(knex, { isAdmin: true });
    expect((await client.request('DELETE', '/api/me', { body: { password: TEST_PASSWORD } })).status).toBe(200);
    expect(await knex('users').where({ id: admin.id })).toHaveLength(0);
  });
});
