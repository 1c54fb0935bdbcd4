// Photos kept in an S3-compatible store (s3rver on 127.0.0.1): uploads land in the bucket and nowhere on the
// process's disk, browsers load them from the store, old /media/ addresses are sent on to it, deletions reach it,
// and `npm run media:migrate` moves what a process kept on its disk, once.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoListDto } from '#contract/owner.ts';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import { uploadFiles } from '#test/multipart.ts';
import { startS3Server, type S3TestServer } from '#test/s3-server.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { migrateMediaToStore } from './migrate.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';
import { createLocalStorage } from './storage.ts';

let s3: S3TestServer;
let server: TestServer;
let owner: TestClient;
let stableId: number;

const knex = () => server.services.knex;

beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ env: s3.env });
  owner = server.client();
  const user = await signInAs(owner, knex(), { isStableOwner: true });
  stableId = (await buildStable(knex(), { ownerId: user.id })).id;
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const bytesAt = async (url: string) => {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()), response };
};

describe('photos in an S3-compatible store', () => {
  it('stores an upload in the bucket, serves it from there and deletes it there', async () => {
    const listing = await buildListing(knex(), { stableId, status: 'pending' });
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6a9' } })
      .png()
      .toBuffer();
    const res = await uploadFiles<PhotoListDto>(owner, `/api/my/listings/${listing.id}/photos`, [
      { name: 'stall.png', data: png, type: 'image/png' },
    ]);
    expect(res.status).toBe(201);
    const [photo] = res.body.photos;
    const base = `${s3.options.endpoint}/${s3.options.bucket}/listings/${listing.id}/`;
    expect(photo!.url.startsWith(base)).toBe(true);
    expect(photo!.srcset).toContain(base);

    // From the store itself, as WebP, kept by browsers (a key's content never changes).
    const stored = await bytesAt(photo!.url);
    expect(stored.status).toBe(200);
    expect(stored.response.headers.get('content-type')).toBe('image/webp');
    expect(stored.response.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(stored.body).metadata()).format).toBe('webp');
    // Nothing on the process's disk.
    const local = await fs.readdir(path.join(server.services.config.dataDir, 'media')).catch(() => []);
    expect(local).toEqual([]);
    // The pages may load it: the store's origin is an image source of their policy.
    const page = await fetch(`${server.url}/stallplaetze`);
    expect(page.headers.get('content-security-policy')).toContain(`img-src 'self' data: blob:`);
    expect(page.headers.get('content-security-policy')).toContain(s3.options.endpoint);

    // An address on the site (from before the move) is sent on to the store for good.
    const key = photo!.url.slice(`${s3.options.endpoint}/${s3.options.bucket}/`.length);
    const moved = await bytesAt(`${server.url}/media/${key}`);
    expect(moved.status).toBe(301);
    expect(moved.response.headers.get('location')).toBe(photo!.url);
    expect((await bytesAt(`${server.url}/media/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);

    const removed = await owner.delete(`/api/my/listings/${listing.id}/photos/${photo!.id}`);
    expect(removed.status).toBe(200);
    expect((await bytesAt(photo!.url)).status).toBe(404);
  });
});

describe('media:migrate', () => {
  it('copies the disk’s files into the bucket and moves the stored addresses, and a second run does nothing', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'stallfinder-migrate-'));
    try {
      const disk = createLocalStorage(root);
      const urls = [
        await disk.put('listings/900/abc-480.webp', Buffer.from('klein'), 'image/webp'),
        await disk.put('listings/900/abc-960.webp', Buffer.from('gross'), 'image/webp'),
        await disk.put('demo/stable-01-480.webp', Buffer.from('demo'), 'image/webp'),
      ];
      const listing = await buildListing(knex(), { stableId, imageUrls: JSON.stringify([urls[1], urls[2]]) });
      const options = {
        root,
        store: createS3Storage(s3.options),
        client: createS3Client(s3.options),
        bucket: s3.options.bucket,
        knex: knex(),
      };

      const first = await migrateMediaToStore(options);
      expect(first).toMatchObject({ files: 3, copied: 3, bytes: 14, listings: 1 });
      const row = await knex()('listings').where({ id: listing.id }).first('imageUrls');
      expect(row.imageUrls).toEqual([
        options.store.url('listings/900/abc-960.webp'),
        options.store.url('demo/stable-01-480.webp'),
      ]);
      expect((await bytesAt(row.imageUrls[0])).body.toString()).toBe('gross');

      const second = await migrateMediaToStore(options);
      expect(second).toMatchObject({ files: 3, copied: 0, bytes: 0, listings: 0 });
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
