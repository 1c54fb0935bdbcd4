import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_MSG } from '#contract/owner.ts';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import { expectOwnersOnly, validStable } from '#test/owners.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import fs from 'node:fs/promises';
import path from 'node:path';

let server: TestServer;
let owner: TestClient;
let ownerUser: { id: number };
let other: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  owner = server.client();
  ownerUser = await signInAs(owner, server.services.knex, { isStableOwner: true });
  other = server.client();
  await signInAs(other, server.services.knex, { isStableOwner: true });
});
afterAll(() => server?.close());

const knex = () => server.services.knex;
const stableRow = (id: number) => knex()('stables').where('id', id).first();

describe('the /api/my/stables routes', () => {
  it('answer 401 to anonymous visitors and 403 to users and admins who own no stable', async () => {
    const stable = await buildStable(knex(), { ownerId: ownerUser.id });
    await expectOwnersOnly(server, 'GET', '/api/my/stables');
    await expectOwnersOnly(server, 'POST', '/api/my/stables', validStable());
    await expectOwnersOnly(server, 'GET', `/api/my/stables/${stable.id}`);
    await expectOwnersOnly(server, 'PUT', `/api/my/stables/${stable.id}`, validStable());
    await expectOwnersOnly(server, 'DELETE', `/api/my/stables/${stable.id}`);
    expect(await stableRow(stable.id)).toBeTruthy();
  });

  it('answer 404 to another owner for every route of a stable, changing nothing', async () => {
    const stable = await buildStable(knex(), { ownerId: ownerUser.id, name: 'Mein Hof' });
    await buildListing(knex(), { stableId: stable.id });
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', validStable({ name: 'Gekapert' })],
      ['DELETE', undefined],
    ] as const) {
      const res = await other.request(method, `/api/my/stables/${stable.id}`, { body });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Stall nicht gefunden');
    }
    const gone = await other.delete(`/api/my/stables/${stable.id}?withListings=true`);
    expect(gone.status).toBe(404);
    expect((await stableRow(stable.id)).name).toBe('Mein Hof');
    expect(await knex()('listings').where('stableId', stable.id)).toHaveLength(1);
    expect((await other.get('/api/my/stables')).body.map((s: { id: number }) => s.id)).not.toContain(stable.id);
  });

  it('answer 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await owner.get('/api/my/stables/abc')).status).toBe(400);
    const unknown = await owner.get('/api/my/stables/99999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Stall nicht gefunden');
  });
});

describe('POST /api/my/stables', () => {
  it('creates a stable of the signed-in owner', async () => {
    const res = await owner.post('/api/my/stables', validStable());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Reiterhof Sonnenwiese',
      postalCode: '82256',
      region: 'germany',
      latitude: 48.17,
      longitude: 11.25,
      hasWifi: true,
      hasRidingArena: true,
      hasVet: false,
      listingCount: 0,
      activeListingCount: 0,
    });
    expect(res.body).not.toHaveProperty('ownerId');
    expect((await stableRow(res.body.id)).ownerId).toBe(ownerUser.id);
  });

  it.each([
    ['germany', '1234', OWNER_MSG.postalCodeGermany],
    ['austria', '12345', OWNER_MSG.postalCodeAustria],
    ['switzerland', '80A1', OWNER_MSG.postalCodeSwitzerland],
  ])('answers 400 for a postal code that does not fit %s', async (region, postalCode, message) => {
    const res = await owner.post(
      '/api/my/stables',
      validStable({ region, postalCode, latitude: 47.3, longitude: 9.5 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ postalCode: message });
  });

  it('accepts four digits in Austria and Switzerland', async () => {
    for (const region of ['austria', 'switzerland']) {
      const res = await owner.post(
        '/api/my/stables',
        validStable({ region, postalCode: '6020', latitude: 47.26, longitude: 11.39 }),
      );
      expect(res.status).toBe(201);
    }
  });

  it('answers 400 with a message per field for a missing pin and missing texts', async () => {
    const res = await owner.post('/api/my/stables', { region: 'germany', postalCode: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      name: OWNER_MSG.stableNameRequired,
      address: OWNER_MSG.addressRequired,
      city: OWNER_MSG.cityRequired,
      postalCode: OWNER_MSG.postalCodeRequired,
      latitude: OWNER_MSG.positionRequired,
      longitude: OWNER_MSG.positionRequired,
    });
    const noRegion = await owner.post('/api/my/stables', validStable({ region: 'france' }));
    expect(noRegion.body.errors.region).toBe(OWNER_MSG.regionRequired);
  });

  it('answers 400 for a pin outside Germany, Austria and Switzerland', async () => {
    const paris = await owner.post('/api/my/stables', validStable({ latitude: 48.85, longitude: 2.35 }));
    expect(paris.status).toBe(400);
    expect(paris.body.errors).toEqual({ longitude: OWNER_MSG.positionOutside });
    const rome = await owner.post('/api/my/stables', validStable({ latitude: 41.9, longitude: 12.5 }));
    expect(rome.body.errors).toEqual({ latitude: OWNER_MSG.positionOutside });
  });
});

describe('GET /api/my/stables', () => {
  it('lists only the own stables, oldest first, with their listing counts', async () => {
    const client = server.client();
    const me = await signInAs(client, knex(), { isStableOwner: true });
    const older = await buildStable(knex(), { ownerId: me.id, createdAt: new Date('2025-01-01T00:00:00Z') });
    const newer = await buildStable(knex(), { ownerId: me.id, createdAt: new Date('2025-06-01T00:00:00Z') });
    await buildStable(knex());
    await buildListing(knex(), { stableId: older.id, status: 'active' });
    await buildListing(knex(), { stableId: older.id, status: 'premium' });
    await buildListing(knex(), { stableId: older.id, status: 'pending' });
    const res = await client.get('/api/my/stables');
    expect(res.status).toBe(200);
    expect(res.body.map((s: { id: number }) => s.id)).toEqual([older.id, newer.id]);
    expect(res.body[0]).toMatchObject({
      listingCount: 3,
      activeListingCount: 2,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(res.body[1]).toMatchObject({ listingCount: 0, activeListingCount: 0 });
  });
});

describe('PUT /api/my/stables/:id', () => {
  it('changes the own stable', async () => {
    const stable = await buildStable(knex(), { ownerId: ownerUser.id });
    const res = await owner.put(
      `/api/my/stables/${stable.id}`,
      validStable({ name: 'Neuer Name', hasVet: true, hasWifi: false }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: stable.id, name: 'Neuer Name', hasVet: true, hasWifi: false });
    expect((await stableRow(stable.id)).name).toBe('Neuer Name');
  });

  it('answers 400 and changes nothing for an invalid body', async () => {
    const stable = await buildStable(knex(), { ownerId: ownerUser.id, name: 'Bleibt' });
    const res = await owner.put(`/api/my/stables/${stable.id}`, validStable({ name: '  ' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: OWNER_MSG.stableNameRequired });
    expect((await stableRow(stable.id)).name).toBe('Bleibt');
  });
});

describe('DELETE /api/my/stables/:id', () => {
  it('deletes a stable without listings', async () => {
    const stable = await buildStable(knex(), { ownerId: ownerUser.id });
    const res = await owner.delete(`/api/my/stables/${stable.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Stall gelöscht');
    expect(await stableRow(stable.id)).toBeUndefined();
  });

  it('answers 409 naming the count while the stable still has listings', async () => {
    const stable = await buildStable(knex(), { ownerId: ownerUser.id });
    await buildListing(knex(), { stableId: stable.id });
    await buildListing(knex(), { stableId: stable.id, status: 'inactive' });
    const res = await owner.delete(`/api/my/stables/${stable.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Dieser Stall hat noch 2 Anzeigen. Bitte bestätige, dass sie mit dem Stall gelöscht werden.',
    );
    expect(await stableRow(stable.id)).toBeTruthy();
  });

  it('deletes the stable with its listings and their photo files when confirmed', async () => {
    const stable = await buildStable(knex(), { ownerId: ownerUser.id });
    const listing = await buildListing(knex(), { stableId: stable.id });
    const kept = await buildListing(knex());
    await server.services.media.put(`listings/${listing.id}/photo-960.webp`, Buffer.from('x'), 'image/webp');
    await server.services.media.put(`listings/${kept.id}/photo-960.webp`, Buffer.from('x'), 'image/webp');
    const res = await owner.delete(`/api/my/stables/${stable.id}?withListings=true`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Stall und eine Anzeige gelöscht');
    expect(await stableRow(stable.id)).toBeUndefined();
    expect(await knex()('listings').where('id', listing.id).first()).toBeUndefined();
    const mediaDir = path.join(server.services.config.dataDir, 'media', 'listings');
    await expect(fs.stat(path.join(mediaDir, String(listing.id)))).rejects.toThrow();
    await expect(fs.stat(path.join(mediaDir, String(kept.id), 'photo-960.webp'))).resolves.toBeTruthy();
  });
});
