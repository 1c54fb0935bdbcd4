import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_MSG } from '#contract/owner.ts';
import { MSG } from '#contract/messages.ts';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import { expectOwnersOnly, validListing } from '#test/owners.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let owner: TestClient;
let ownerUser: { id: number };
let stable: { id: number; name: string };
let other: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  // This file creates many listings of one owner; the limit has its own tests (listing-rules.test.ts).
  await server.services.settings.update({ maxListingsPerUser: 1000 });
  owner = server.client();
  ownerUser = await signInAs(owner, server.services.knex, { isStableOwner: true });
  stable = await buildStable(server.services.knex, { ownerId: ownerUser.id, name: 'Hof Lindenhain' });
  other = server.client();
  await signInAs(other, server.services.knex, { isStableOwner: true });
});
afterAll(() => server?.close());

const knex = () => server.services.knex;
const listingRow = (id: number) => knex()('listings').where('id', id).first();

describe('the /api/my/listings routes', () => {
  it('answer 401 to anonymous visitors and 403 to users and admins who own no stable', async () => {
    const listing = await buildListing(knex(), { stableId: stable.id });
    const body = validListing(stable.id);
    await expectOwnersOnly(server, 'GET', '/api/my/listings');
    await expectOwnersOnly(server, 'POST', '/api/my/listings', body);
    await expectOwnersOnly(server, 'GET', `/api/my/listings/${listing.id}`);
    await expectOwnersOnly(server, 'PUT', `/api/my/listings/${listing.id}`, body);
    await expectOwnersOnly(server, 'DELETE', `/api/my/listings/${listing.id}`);
    await expectOwnersOnly(server, 'POST', `/api/my/listings/${listing.id}/duplicate`);
    await expectOwnersOnly(server, 'POST', `/api/my/listings/${listing.id}/pause`);
    await expectOwnersOnly(server, 'POST', `/api/my/listings/${listing.id}/resume`);
    await expectOwnersOnly(server, 'GET', `/api/my/listings/${listing.id}/stats`);
    expect(await listingRow(listing.id)).toMatchObject({ title: listing.title, status: 'active' });
  });

  it('answer 404 to another owner for every route of a listing, changing nothing', async () => {
    const listing = await buildListing(knex(), { stableId: stable.id, status: 'active' });
    const before = await listingRow(listing.id);
    const otherStable = (
      await other.post('/api/my/stables', {
        name: 'Fremder Hof',
        address: 'Weg 1',
        postalCode: '12345',
        city: 'Berlin',
        region: 'germany',
        latitude: 52.5,
        longitude: 13.4,
      })
    ).body;
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PUT', '', validListing(otherStable.id, { title: 'Gekapert' })],
      ['DELETE', '', undefined],
      ['POST', '/duplicate', undefined],
      ['POST', '/pause', undefined],
      ['POST', '/resume', undefined],
      ['GET', '/stats', undefined],
    ] as const) {
      const res = await other.request(method, `/api/my/listings/${listing.id}${suffix}`, { body });
      expect(res.status, `${method} ${suffix}`).toBe(404);
      expect(res.body.message).toBe('Stallplatz nicht gefunden');
    }
    expect(await listingRow(listing.id)).toEqual(before);
    expect(await knex()('listings').where('title', 'like', '%(Kopie)').where('stableId', stable.id)).toHaveLength(0);
    expect((await other.get('/api/my/listings')).body).toEqual([]);
  });

  it("refuse to create a listing in, or move one to, another owner's stable", async () => {
    const foreign = await buildStable(knex());
    const created = await owner.post('/api/my/listings', validListing(foreign.id));
    expect(created.status).toBe(404);
    expect(created.body.message).toBe('Stall nicht gefunden');
    expect(await knex()('listings').where('stableId', foreign.id)).toHaveLength(0);
    const listing = await buildListing(knex(), { stableId: stable.id });
    const moved = await owner.put(`/api/my/listings/${listing.id}`, validListing(foreign.id));
    expect(moved.status).toBe(404);
    expect((await listingRow(listing.id)).stableId).toBe(stable.id);
  });

  it('answer 400 for a malformed id', async () => {
    const res = await owner.get('/api/my/listings/1x');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ungültige ID');
  });
});

describe('POST /api/my/listings', () => {
  it('creates a pending listing of the own stable and records the status', async () => {
    const res = await owner.post(
      '/api/my/listings',
      validListing(stable.id, { features: ['Weidegang', ' ', 'Weidegang', 'Solarium'] }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      stableId: stable.id,
      stableName: 'Hof Lindenhain',
      region: 'germany',
      title: 'Helle Innenbox mit Paddock',
      stallType: 'inside_box',
      pricePerMonth: 420.5,
      availableFrom: '2027-01-01',
      features: ['Weidegang', 'Solarium'],
      contactEmail: 'hof@example.de',
      status: 'pending',
      isPremium: false,
      isPublic: false,
      photos: [],
      viewCount: 0,
      views30: 0,
      enquiries30: 0,
      unreadEnquiries: 0,
    });
    const changes = await knex()('listing_status_changes').where('listingId', res.body.id);
    expect(changes).toMatchObject([{ changedBy: ownerUser.id, fromStatus: null, toStatus: 'pending' }]);
    expect((await server.client().get(`/api/listings/${res.body.id}`)).status).toBe(404);
  });

  it('answers 400 with a message per field', async () => {
    const res = await owner.post('/api/my/listings', {
      title: ' ',
      stallType: 'stall',
      pricePerMonth: -1,
      availableFrom: '2027-02-30',
      contactEmail: 'keine-adresse',
      contactPhone: 'ruf an',
      features: ['x'.repeat(81)],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      stableId: OWNER_MSG.stableRequired,
      title: OWNER_MSG.titleRequired,
      description: OWNER_MSG.descriptionRequired,
      stallType: MSG.invalidStallType,
      pricePerMonth: OWNER_MSG.priceRequired,
      availableFrom: MSG.invalidDate,
      contactEmail: OWNER_MSG.invalidEmail,
      contactPhone: MSG.invalidPhone,
      features: OWNER_MSG.featureTooLong,
    });
    const many = await owner.post(
      '/api/my/listings',
      validListing(stable.id, { features: Array.from({ length: 31 }, (_, i) => `M${i}`), pricePerMonth: 1.234 }),
    );
    expect(many.body.errors).toEqual({ features: OWNER_MSG.tooManyFeatures, pricePerMonth: OWNER_MSG.priceRequired });
  });

  it('ignores status and premium in the body', async () => {
    const res = await owner.post('/api/my/listings', { ...validListing(stable.id), status: 'active', isPremium: true });
    expect(res.status).toBe(201);
    expect(await listingRow(res.body.id)).toMatchObject({ status: 'pending', isPremium: false });
  });
});

describe('GET /api/my/listings', () => {
  it('lists the own listings newest first, optionally of one stable', async () => {
    const client = server.client();
    const me = await signInAs(client, knex(), { isStableOwner: true });
    const a = await buildStable(knex(), { ownerId: me.id });
    const b = await buildStable(knex(), { ownerId: me.id });
    const old = await buildListing(knex(), { stableId: a.id, createdAt: new Date('2025-01-01T00:00:00Z') });
    const mid = await buildListing(knex(), { stableId: b.id, createdAt: new Date('2025-03-01T00:00:00Z') });
    const recent = await buildListing(knex(), { stableId: a.id, createdAt: new Date('2025-05-01T00:00:00Z') });
    await buildListing(knex());
    const all = await client.get('/api/my/listings');
    expect(all.status).toBe(200);
    expect(all.body.map((l: { id: number }) => l.id)).toEqual([recent.id, mid.id, old.id]);
    const ofA = await client.get(`/api/my/listings?stableId=${a.id}`);
    expect(ofA.body.map((l: { id: number }) => l.id)).toEqual([recent.id, old.id]);
    expect(all.body[0]).not.toHaveProperty('pausedFromStatus');
  });
});

describe('PUT /api/my/listings/:id', () => {
  it('saves the changes and sends an active premium listing back to review, keeping the premium flag', async () => {
    const listing = await buildListing(knex(), { stableId: stable.id, status: 'premium', isPremium: true });
    const res = await owner.put(
      `/api/my/listings/${listing.id}`,
      validListing(stable.id, { title: 'Neu', pricePerMonth: 500 }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Neu',
      pricePerMonth: 500,
      status: 'pending',
      isPremium: true,
      isPublic: false,
    });
    expect(await knex()('listing_status_changes').where('listingId', listing.id)).toMatchObject([
      { fromStatus: 'premium', toStatus: 'pending', changedBy: ownerUser.id },
    ]);
  });

  it('answers 400 and changes nothing for an invalid body', async () => {
    const listing = await buildListing(knex(), { stableId: stable.id, title: 'Bleibt' });
    const res = await owner.put(`/api/my/listings/${listing.id}`, validListing(stable.id, { title: '' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ title: OWNER_MSG.titleRequired });
    expect(await listingRow(listing.id)).toMatchObject({ title: 'Bleibt', status: 'active' });
  });
});

describe('DELETE /api/my/listings/:id', () => {
  it('deletes the listing and its photo files', async () => {
    const listing = await buildListing(knex(), { stableId: stable.id });
    await server.services.media.put(`listings/${listing.id}/a-480.webp`, Buffer.from('x'), 'image/webp');
    const res = await owner.delete(`/api/my/listings/${listing.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Anzeige gelöscht');
    expect(await listingRow(listing.id)).toBeUndefined();
    await expect(
      fs.stat(path.join(server.services.config.dataDir, 'media', 'listings', String(listing.id))),
    ).rejects.toThrow();
  });
});

describe('POST /api/my/listings/:id/duplicate', () => {
  it('copies the listing as a pending "(Kopie)" without views or premium', async () => {
    const source = await buildListing(knex(), {
      stableId: stable.id,
      title: 'Offenstall',
      status: 'premium',
      isPremium: true,
      viewCount: 77,
    });
    await knex()('listing_view_days').insert({ listingId: source.id, day: '2026-11-01', views: 5 });
    const res = await owner.post(`/api/my/listings/${source.id}/duplicate`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Offenstall (Kopie)',
      stableId: stable.id,
      status: 'pending',
      isPremium: false,
      viewCount: 0,
      views30: 0,
      features: ['Heu ad libitum'],
      pricePerMonth: 350,
    });
    expect(res.body.id).not.toBe(source.id);
    expect(await knex()('listing_view_days').where('listingId', res.body.id)).toHaveLength(0);
  });

  it("keeps the copy's title within the limit", async () => {
    const source = await buildListing(knex(), { stableId: stable.id, title: 'T'.repeat(160) });
    const res = await owner.post(`/api/my/listings/${source.id}/duplicate`);
    expect(res.status).toBe(201);
    expect(res.body.title).toHaveLength(160);
    expect(res.body.title.endsWith(' (Kopie)')).toBe(true);
  });
});
