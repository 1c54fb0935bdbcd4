// `npm run media:migrate`: copies the photos a process kept on its disk (DATA_DIR/media) into the object store
// and points the listings' stored image addresses at the store. Safe to run again and again: a file the bucket
// already holds with the same size is skipped, and an address already moved is left alone.
import fs from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { Knex } from 'knex';
import type { MediaStorage } from './storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

export interface MediaMigration {
  /** Files found on the disk. */
  files: number;
  /** Of these, copied now (the rest were in the store already). */
  copied: number;
  bytes: number;
  /** Listings whose stored image addresses now point at the store. */
  listings: number;
}

/** Every file below `root`, as a slash-separated key. */
async function keysBelow(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Sizes of the objects already in the bucket, by key. */
async function storedSizes(client: S3Client, bucket: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) sizes.set(object.Key, object.Size ?? -1);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return sizes;
}

export async function migrateMediaToStore(options: {
  /** DATA_DIR/media. */
  root: string;
  /** The address prefix under which the disk's files were served. */
  localPrefix?: string;
  store: MediaStorage;
  client: S3Client;
  bucket: string;
  knex: Knex;
  /** Progress lines. */
  report?: (line: string) => void;
}): Promise<MediaMigration> {
  const { root, store, client, bucket, knex, report = () => {} } = options;
  const localPrefix = `${(options.localPrefix ?? '/media').replace(/\/+$/, '')}/`;
  const keys = await keysBelow(root);
  const stored = await storedSizes(client, bucket);
  let copied = 0;
  let bytes = 0;
  for (const key of keys) {
    const data = await fs.readFile(path.join(root, ...key.split('/')));
    if (stored.get(key) === data.length) continue;
    const type = CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
    await store.put(key, data, type);
    copied += 1;
    bytes += data.length;
    if (copied % 100 === 0) report(`${copied} files copied`);
  }

  // Listing rows keep their photos' addresses (image_urls); those still pointing at this disk move to the store.
  const rows: { id: number; imageUrls: string[] }[] = await knex('listings')
    .select('id', 'imageUrls')
    .whereRaw('image_urls::text LIKE ?', [`%"${localPrefix}%`]);
  for (const row of rows) {
    const moved = row.imageUrls.map((url) =>
      url.startsWith(localPrefix) ? store.url(url.slice(localPrefix.length)) : url,
    );
    await knex('listings')
      .where({ id: row.id })
      .update({ imageUrls: JSON.stringify(moved) });
  }
  return { files: keys.length, copied, bytes, listings: rows.length };
}
