// What photo changes mean for a listing's review (the lifecycle's rule): added photos were never reviewed, so
// an approved listing goes back to review and a paused one resumes into review; reorder, cover and delete show
// only reviewed photos and change nothing, and automatic approval keeps every status.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoListDto } from '#contract/owner.ts';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import { uploadFiles, type TestFile } from '#test/multipart.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let owner: TestClient;
let ownerUser: { id: number };
let stableId: number;
let small: Buffer; // 300x200 PNG

const knex = () => server.services.knex;

beforeAll(async () => {
  server = await startTestServer();
  owner = server.client();
  ownerUser = await signInAs(owner, knex(), { isStableOwner: true });
  stableId = (await buildStable(knex(), { ownerId: ownerUser.id })).id;
  small = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 120, g: 160, b: 90 } } })
    .png()
    .toBuffer();
});
afterAll(() => server?.close());

async function newListing(overrides: Record<string, unknown> = {}) {
  return buildListing(knex(), { stableId, status: 'pending', ...overrides });
}

const photosPath = (listingId: number) => `/api/my/listings/${listingId}/photos`;

async function upload(listingId: number, files: TestFile[], client = owner) {
  return uploadFiles<PhotoListDto & { message?: string }>(client, photosPath(listingId), files);
}

describe('listing status after photo changes', () => {
  it('sends an active or premium listing back to pending on upload and records the change', async () => {
    for (const status of ['active', 'premium']) {
      const listing = await newListing({ status });
      const res = await upload(listing.id, [{ name: 'a.png', data: small }]);
      expect(res.status).toBe(201);
      expect(res.body.listingStatus).toBe('pending');
      expect((await knex()('listings').where({ id: listing.id }).first('status')).status).toBe('pending');
      const changes = await knex()('listingStatusChanges').where({ listingId: listing.id });
      expect(changes).toMatchObject([{ changedBy: ownerUser.id, fromStatus: status, toStatus: 'pending' }]);
    }
  });

  it('leaves inactive and pending listings as they are', async () => {
    for (const status of ['inactive', 'pending']) {
      const listing = await newListing({ status });
      const res = await upload(listing.id, [{ name: 'a.png', data: small }]);
      expect(res.body.listingStatus).toBe(status);
      expect(await knex()('listingStatusChanges').where({ listingId: listing.id })).toHaveLength(0);
    }
  });

  it('keeps the status when listings are approved automatically, and on reorder, cover and delete', async () => {
    await server.services.settings.update({ autoApproveListings: true });
    try {
      const listing = await newListing({ status: 'active' });
      const res = await upload(listing.id, [
        { name: 'a.png', data: small },
        { name: 'b.png', data: small },
      ]);
      expect(res.body.listingStatus).toBe('active');
    } finally {
      await server.services.settings.update({ autoApproveListings: false });
    }
    const listing = await newListing({ status: 'active' });
    await knex()('listings').where({ id: listing.id }).update({ status: 'pending' });
    const ids = (
      await upload(listing.id, [
        { name: 'a.png', data: small },
        { name: 'b.png', data: small },
      ])
    ).body.photos.map((p) => p.id);
    await knex()('listings').where({ id: listing.id }).update({ status: 'active' });
    expect(
      (await owner.put(`${photosPath(listing.id)}/order`, { photoIds: [ids[1], ids[0]] })).body.listingStatus,
    ).toBe('active');
    expect((await owner.put(`${photosPath(listing.id)}/${ids[0]}/cover`)).body.listingStatus).toBe('active');
    expect((await owner.delete(`${photosPath(listing.id)}/${ids[0]}`)).body.listingStatus).toBe('active');
  });
});

describe('POST /api/my/listings/:id/resume after photo changes while paused', () => {
  async function pausedListing(status: 'active' | 'premium') {
    const listing = await newListing({ status });
    expect((await owner.post(`/api/my/listings/${listing.id}/pause`)).body.status).toBe('inactive');
    return listing;
  }

  it('sends a paused approved listing with an added photo to review on resume, and records it', async () => {
    for (const status of ['active', 'premium'] as const) {
      const listing = await pausedListing(status);
      const res = await upload(listing.id, [{ name: 'a.png', data: small }]);
      expect(res.status).toBe(201);
      expect(res.body.listingStatus).toBe('inactive');
      const resumed = await owner.post(`/api/my/listings/${listing.id}/resume`);
      expect(resumed.status).toBe(200);
      expect(resumed.body.status).toBe('pending');
      expect(resumed.body.isPublic).toBe(false);
      const changes = await knex()('listingStatusChanges').where({ listingId: listing.id }).orderBy('id');
      expect(changes.map((c) => [c.fromStatus, c.toStatus])).toEqual([
        [status, 'inactive'],
        ['inactive', 'pending'],
      ]);
    }
  });

  it('resumes to the approved status when listings are approved automatically', async () => {
    await server.services.settings.update({ autoApproveListings: true });
    try {
      const listing = await pausedListing('premium');
      await upload(listing.id, [{ name: 'a.png', data: small }]);
      expect((await owner.post(`/api/my/listings/${listing.id}/resume`)).body.status).toBe('premium');
    } finally {
      await server.services.settings.update({ autoApproveListings: false });
    }
  });

  it('resumes to the approved status after reorder, cover and delete, which show nothing unreviewed', async () => {
    const listing = await newListing({ status: 'pending' });
    const ids = (
      await upload(listing.id, [
        { name: 'a.png', data: small },
        { name: 'b.png', data: small },
        { name: 'c.png', data: small },
      ])
    ).body.photos.map((p) => p.id);
    await knex()('listings').where({ id: listing.id }).update({ status: 'active' });
    expect((await owner.post(`/api/my/listings/${listing.id}/pause`)).body.status).toBe('inactive');
    expect((await owner.put(`${photosPath(listing.id)}/order`, { photoIds: [ids[2], ids[1], ids[0]] })).status).toBe(
      200,
    );
    expect((await owner.put(`${photosPath(listing.id)}/${ids[1]}/cover`)).status).toBe(200);
    expect((await owner.delete(`${photosPath(listing.id)}/${ids[0]}`)).status).toBe(200);
    expect((await owner.post(`/api/my/listings/${listing.id}/resume`)).body.status).toBe('active');
  });
});
