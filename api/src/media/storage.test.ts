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
