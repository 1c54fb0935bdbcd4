import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '#contract/settings.ts';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import { validListing } from '#test/owners.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await signInAs(admin, server.services.knex, { isAdmin: true });
});
afterAll(() => server?.close());
beforeEach(() => server.services.settings.update({ ...DEFAULT_SETTINGS, enableEmailNotifications: false }));

const knex = () => server.services.knex;
const statusOf = async (id: number) => (await knex()('listings').where('id', id).first()).status as string;

/** A fresh owner with one stable, signed in. */
async function newOwner(overrides: Record<string, unknown> = {}) {
  const client = server.client();
  const user = await signInAs(client, knex(), { isStableOwner: true, ...overrides });
  const stable = await buildStable(knex(), { ownerId: user.id });
  return { client, user, stable };
}

describe('status of new and edited listings', () => {
  it('puts new listings and copies in review, or online when listings are approved automatically', async () => {
    const { client, stable } = await newOwner();
    const reviewed = await client.post('/api/my/listings', validListing(stable.id));
    expect(reviewed.body.status).toBe('pending');
    await server.services.settings.update({ autoApproveListings: true });
    const auto = await client.post('/api/my/listings', validListing(stable.id));
    expect(auto.body).toMatchObject({ status: 'active', isPublic: true });
    expect((await server.client().get(`/api/listings/${auto.body.id}`)).status).toBe(200);
    const copy = await client.post(`/api/my/listings/${reviewed.body.id}/duplicate`);
    expect(copy.body.status).toBe('active');
  });

  it('keeps an edited listing online when listings are approved automatically', async () => {
    await server.services.settings.update({ autoApproveListings: true });
    const { client, stable } = await newOwner();
    const premium = await buildListing(knex(), { stableId: stable.id, status: 'premium', isPremium: true });
    const pending = await buildListing(knex(), { stableId: stable.id, status: 'pending' });
    expect((await client.put(`/api/my/listings/${premium.id}`, validListing(stable.id))).body.status).toBe('premium');
    expect((await client.put(`/api/my/listings/${pending.id}`, validListing(stable.id))).body.status).toBe('active');
  });

  it('sends an edited active listing back to review', async () => {
    const { client, stable } = await newOwner();
    const listing = await buildListing(knex(), { stableId: stable.id, status: 'active' });
    const res = await client.put(`/api/my/listings/${listing.id}`, validListing(stable.id));
    expect(res.body.status).toBe('pending');
    expect((await server.client().get(`/api/listings/${listing.id}`)).status).toBe(404);
  });
});

describe('POST /api/my/listings/:id/pause and /resume', () => {
  it('takes an approved listing offline and back online', async () => {
    const { client, user, stable } = await newOwner();
    const listing = await buildListing(knex(), { stableId: stable.id, status: 'active' });
    const paused = await client.post(`/api/my/listings/${listing.id}/pause`);
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ status: 'inactive', isPublic: false });
    expect((await server.client().get(`/api/listings/${listing.id}`)).status).toBe(404);
    const resumed = await client.post(`/api/my/listings/${listing.id}/resume`);
    expect(resumed.body).toMatchObject({ status: 'active', isPublic: true });
    expect(await knex()('listing_status_changes').where('listingId', listing.id).orderBy('id')).toMatchObject([
      { fromStatus: 'active', toStatus: 'inactive', changedBy: user.id },
      { fromStatus: 'inactive', toStatus: 'active', changedBy: user.id },
    ]);
  });

  it('returns a paused premium listing to premium', async () => {
    const { client, stable } = await newOwner();
    const listing = await buildListing(knex(), { stableId: stable.id, status: 'premium', isPremium: true });
    await client.post(`/api/my/listings/${listing.id}/pause`);
    expect((await client.post(`/api/my/listings/${listing.id}/resume`)).body).toMatchObject({
      status: 'premium',
      isPremium: true,
    });
  });

  it('sends a listing edited while paused to review on resume', async () => {
    const { client, stable } = await newOwner();
    const listing = await buildListing(knex(), { stableId: stable.id, status: 'active' });
    await client.post(`/api/my/listings/${listing.id}/pause`);
    const edited = await client.put(`/api/my/listings/${listing.id}`, validListing(stable.id, { title: 'Geändert' }));
    expect(edited.body.status).toBe('inactive');
    expect((await client.post(`/api/my/listings/${listing.id}/resume`)).body.status).toBe('pending');
  });

  it('never publishes a listing that was pending or rejected', async () => {
    const { client, stable } = await newOwner();
    const pending = await buildListing(knex(), { stableId: stable.id, status: 'pending' });
    await client.post(`/api/my/listings/${pending.id}/pause`);
    expect((await client.post(`/api/my/listings/${pending.id}/resume`)).body.status).toBe('pending');

    const rejected = await buildListing(knex(), { stableId: stable.id, status: 'pending' });
    expect((await admin.put(`/api/admin/listings/${rejected.id}/status`, { status: 'inactive' })).status).toBe(200);
    expect((await client.post(`/api/my/listings/${rejected.id}/resume`)).body.status).toBe('pending');
  });

  it('does not bring back a listing an admin took offline after the owner paused it', async () => {
    const { client, stable } = await newOwner();
    const listing = await buildListing(knex(), { stableId: stable.id, status: 'active' });
    await client.post(`/api/my/listings/${listing.id}/pause`);
    await admin.put(`/api/admin/listings/${listing.id}/status`, { status: 'pending' });
    await admin.put(`/api/admin/listings/${listing.id}/status`, { status: 'inactive' });
    expect((await client.post(`/api/my/listings/${listing.id}/resume`)).body.status).toBe('pending');
  });

  it('leaves a pending listing pending on resume and an inactive one inactive on pause', async () => {
    const { client, stable } = await newOwner();
    const pending = await buildListing(knex(), { stableId: stable.id, status: 'pending' });
    expect((await client.post(`/api/my/listings/${pending.id}/resume`)).body.status).toBe('pending');
    const inactive = await buildListing(knex(), { stableId: stable.id, status: 'inactive' });
    expect((await client.post(`/api/my/listings/${inactive.id}/pause`)).body.status).toBe('inactive');
    expect(await knex()('listing_status_changes').whereIn('listingId', [pending.id, inactive.id])).toHaveLength(0);
  });
});

describe('the listing limit (maxListingsPerUser)', () => {
  it('answers 409 when creating or duplicating beyond it, counting every listing of the owner', async () => {
    await server.services.settings.update({ maxListingsPerUser: 3 });
    const { client, user, stable } = await newOwner();
    const second = await buildStable(knex(), { ownerId: user.id });
    await buildListing(knex(), { stableId: stable.id, status: 'inactive' });
    const existing = await buildListing(knex(), { stableId: second.id, status: 'pending' });
    expect((await client.post('/api/my/listings', validListing(stable.id))).status).toBe(201);
    const over = await client.post('/api/my/listings', validListing(stable.id));
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Du hast die Höchstzahl von 3 Anzeigen erreicht.');
    const copy = await client.post(`/api/my/listings/${existing.id}/duplicate`);
    expect(copy.status).toBe(409);
    expect(await knex()('listings').whereIn('stableId', [stable.id, second.id])).toHaveLength(3);
  });

  it('says that no listings can be created when the limit is 0', async () => {
    await server.services.settings.update({ maxListingsPerUser: 0 });
    const { client, stable } = await newOwner();
    const res = await client.post('/api/my/listings', validListing(stable.id));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Derzeit können keine Anzeigen erstellt werden (Höchstzahl: 0 Anzeigen).');
  });

  it('holds under two concurrent creates', async () => {
    await server.services.settings.update({ maxListingsPerUser: 1 });
    const { client, stable } = await newOwner();
    const results = await Promise.all([
      client.post('/api/my/listings', validListing(stable.id, { title: 'Erste' })),
      client.post('/api/my/listings', validListing(stable.id, { title: 'Zweite' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('Du hast die Höchstzahl von 1 Anzeige erreicht.');
    expect(await knex()('listings').where('stableId', stable.id)).toHaveLength(1);
  });

  it('holds under a create and a duplicate at the same time', async () => {
    await server.services.settings.update({ maxListingsPerUser: 2 });
    const { client, stable } = await newOwner();
    const existing = await buildListing(knex(), { stableId: stable.id });
    const results = await Promise.all([
      client.post('/api/my/listings', validListing(stable.id)),
      client.post(`/api/my/listings/${existing.id}/duplicate`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await knex()('listings').where('stableId', stable.id)).toHaveLength(2);
  });
});

describe('e-mail confirmation before listing (requireEmailVerification)', () => {
  const message = 'Bitte bestätige zuerst deine E-Mail-Adresse. Den Link dazu haben wir dir per E-Mail geschickt.';

  it('answers 403 to an owner with an unconfirmed address, for create and duplicate', async () => {
    const { client, stable } = await newOwner({ emailVerifiedAt: null });
    const existing = await buildListing(knex(), { stableId: stable.id });
    const created = await client.post('/api/my/listings', validListing(stable.id));
    expect(created.status).toBe(403);
    expect(created.body.message).toBe(message);
    const copy = await client.post(`/api/my/listings/${existing.id}/duplicate`);
    expect(copy.status).toBe(403);
    expect(copy.body.message).toBe(message);
    expect(await knex()('listings').where('stableId', stable.id)).toHaveLength(1);
    expect(await statusOf(existing.id)).toBe('active');
  });

  it('lets the same owner list when the setting is off', async () => {
    await server.services.settings.update({ requireEmailVerification: false });
    const { client, stable } = await newOwner({ emailVerifiedAt: null });
    expect((await client.post('/api/my/listings', validListing(stable.id))).status).toBe(201);
  });
});
