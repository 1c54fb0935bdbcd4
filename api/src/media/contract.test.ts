// The storage contract, run against both implementations: the local disk, and a real S3-compatible server (s3rver)
// started here on 127.0.0.1 and spoken to through the AWS SDK. What is put can be read back at its URL, copies
// and deletions touch nothing beside them, and no key leaves the storage.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '#test/s3-server.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type MediaStorage } from './storage.ts';

interface Backend {
  storage: MediaStorage;
  /** The bytes a browser gets at `url`, or null when there is no file. */
  read(url: string): Promise<string | null>;
  close(): Promise<void>;
}

async function localBackend(): Promise<Backend> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'stallfinder-media-contract-'));
  return {
    storage: createLocalStorage(root),
    read: (url) => fs.readFile(path.join(root, ...url.replace(/^\/media\//, '').split('/')), 'utf8').catch(() => null),
    close: () => fs.rm(root, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const server: S3TestServer = await startS3Server();
  return {
    storage: createS3Storage(server.options),
    read: async (url) => {
      const response = await fetch(url);
      return response.ok ? response.text() : null;
    },
    close: () => server.close(),
  };
}

describe.each([
  ['the local disk', localBackend],
  ['an S3-compatible server', s3Backend],
])('media storage on %s', (_name, create) => {
  let backend: Backend;
  let storage: MediaStorage;

  beforeAll(async () => {
    backend = await create();
    storage = backend.storage;
  });
  afterAll(() => backend?.close());

  it('stores a file under its key and serves it at the URL put answers', async () => {
    const url = await storage.put('demo/stable-03.webp', Buffer.from('RIFF-bild'), 'image/webp');
    expect(url).toMatch(/\/demo\/stable-03\.webp$/);
    expect(storage.url('demo/stable-03.webp')).toBe(url);
    expect(await backend.read(url)).toBe('RIFF-bild');
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put('demo/again.webp', Buffer.from('alt'), 'image/webp');
    const url = await storage.put('demo/again.webp', Buffer.from('neu'), 'image/webp');
    expect(await backend.read(url)).toBe('neu');
  });

  it('copies a file and leaves the original', async () => {
    const original = await storage.put('listings/4/a-480.webp', Buffer.from('bild'), 'image/webp');
    const copy = await storage.copy('listings/4/a-480.webp', 'listings/5/b-480.webp');
    expect(copy).toBe(storage.url('listings/5/b-480.webp'));
    expect(await backend.read(copy)).toBe('bild');
    expect(await backend.read(original)).toBe('bild');
  });

  it('reads a file back by its key, and a missing one as null', async () => {
    await storage.put('private/documents/a.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect((await storage.read('private/documents/a.pdf'))?.toString()).toBe('%PDF-1.4');
    expect(await storage.read('private/documents/none.pdf')).toBeNull();
  });

  it('deletes one file, and deleting a missing one is no error', async () => {
    const url = await storage.put('gone.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('gone.webp');
    expect(await backend.read(url)).toBeNull();
    await expect(storage.delete('gone.webp')).resolves.toBeUndefined();
  });

  it('deletes everything under a prefix and nothing beside it', async () => {
    const inside = [
      await storage.put('listings/7/a-480.webp', Buffer.from('a'), 'image/webp'),
      await storage.put('listings/7/a-960.webp', Buffer.from('a'), 'image/webp'),
    ];
    const beside = await storage.put('listings/70/b-480.webp', Buffer.from('b'), 'image/webp');
    await storage.deletePrefix('listings/7/');
    expect(await Promise.all(inside.map((url) => backend.read(url)))).toEqual([null, null]);
    expect(await backend.read(beside)).toBe('b');
    await expect(storage.deletePrefix('listings/nothing-here')).resolves.toBeUndefined();
  });

  it.each(['../escape.webp', 'demo/../../escape.webp', '/etc/passwd', 'C:/x.webp', 'demo\\x.webp', '', 'demo//x.webp'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid media key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid media key/);
      await expect(storage.copy(key, 'x.webp')).rejects.toThrow(/Invalid media key/);
      expect(() => storage.url(key)).toThrow(/Invalid media key/);
    },
  );

  it('refuses a prefix that would leave the storage', async () => {
    await expect(storage.deletePrefix('../')).rejects.toThrow(/Invalid media key/);
  });
});
