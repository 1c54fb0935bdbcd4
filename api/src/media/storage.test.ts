// The local media storage: files land under the root, URLs carry the prefix, and keys cannot leave the root.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type MediaStorage } from './storage.ts';

let root: string;
let storage: MediaStorage;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'stallfinder-media-'));
  storage = createLocalStorage(root);
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe('createLocalStorage', () => {
  it('writes the file under its key and answers its public URL', async () => {
    const url = await storage.put('demo/stable-03.webp', Buffer.from('RIFF'), 'image/webp');
    expect(url).toBe('/media/demo/stable-03.webp');
    expect(await fs.readFile(path.join(root, 'demo', 'stable-03.webp'), 'utf8')).toBe('RIFF');
  });

  it('uses the given public prefix', async () => {
    const url = await createLocalStorage(root, 'https://cdn.example.com/media/').put(
      'a.webp',
      Buffer.from('x'),
      'image/webp',
    );
    expect(url).toBe('https://cdn.example.com/media/a.webp');
  });

  it('deletes a file, and deleting a missing one is no error', async () => {
    await storage.put('gone.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('gone.webp');
    await expect(fs.access(path.join(root, 'gone.webp'))).rejects.toThrow();
    await expect(storage.delete('gone.webp')).resolves.toBeUndefined();
  });

  it.each(['../escape.webp', 'demo/../../escape.webp', '/etc/passwd', 'C:/x.webp', 'demo\\x.webp', '', 'demo//x.webp'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid media key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid media key/);
    },
  );
});

describe('deletePrefix', () => {
  it('removes every file under the prefix and nothing beside it', async () => {
    await storage.put('listings/7/a-480.webp', Buffer.from('a'), 'image/webp');
    await storage.put('listings/7/a-960.webp', Buffer.from('a'), 'image/webp');
    await storage.put('listings/70/b-480.webp', Buffer.from('b'), 'image/webp');
    await storage.deletePrefix('listings/7/');
    await expect(fs.stat(path.join(root, 'listings', '7'))).rejects.toThrow();
    expect(await fs.readFile(path.join(root, 'listings', '70', 'b-480.webp'), 'utf8')).toBe('b');
  });

  it('refuses a prefix that would leave the root', async () => {
    await expect(storage.deletePrefix('../')).rejects.toThrow();
  });
});

describe('url and copy', () => {
  it('answers the same URL as put without writing anything', async () => {
    expect(storage.url('listings/3/k-480.webp')).toBe('/media/listings/3/k-480.webp');
    await expect(fs.stat(path.join(root, 'listings', '3'))).rejects.toThrow();
    expect(() => storage.url('../x.webp')).toThrow(/Invalid media key/);
  });

  it('copies a file to a new key and leaves the original', async () => {
    await storage.put('listings/4/a-480.webp', Buffer.from('bild'), 'image/webp');
    const url = await storage.copy('listings/4/a-480.webp', 'listings/5/b-480.webp');
    expect(url).toBe('/media/listings/5/b-480.webp');
    expect(await fs.readFile(path.join(root, 'listings', '5', 'b-480.webp'), 'utf8')).toBe('bild');
    expect(await fs.readFile(path.join(root, 'listings', '4', 'a-480.webp'), 'utf8')).toBe('bild');
    await expect(storage.copy('../a.webp', 'x.webp')).rejects.toThrow(/Invalid media key/);
  });
});
