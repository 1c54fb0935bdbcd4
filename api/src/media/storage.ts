// Where uploaded and generated media live: the local disk (the default, for one machine) or an S3-compatible
// object store (s3-storage.ts, for several).
import fs from 'node:fs/promises';
import path from 'node:path';

export interface MediaStorage {
  /** Stores `data` under `key` (e.g. `demo/stable-03.webp`) and returns the public URL. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** The public URL of `key`, the same one `put` answers, without touching the storage. */
  url(key: string): string;
  /** Copies the file at `fromKey` to `toKey` (object stores do this server-side) and returns the new URL. */
  copy(fromKey: string, toKey: string): Promise<string>;
  delete(key: string): Promise<void>;
  /** The bytes stored under `key`, or null when there are none (private documents are read only so). */
  read(key: string): Promise<Buffer | null>;
  /** Removes every file whose key starts with `prefix/` (e.g. all photos of one listing). */
  deletePrefix(prefix: string): Promise<void>;
  /** The origin browsers load the files from when it is not the site's own (for the pages' CSP), else null. */
  readonly origin: string | null;
}

/** The origin of an absolute public address, or null for one on the site itself. */
export function originOf(publicBase: string): string | null {
  return /^https?:\/\//.test(publicBase) ? new URL(publicBase).origin : null;
}

/** Keys are relative, slash-separated paths; anything that could leave the media root is refused. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const unsafe =
    key.length === 0 ||
    key.includes('\\') ||
    key.includes('\0') ||
    path.isAbsolute(key) ||
    /^[a-zA-Z]:/.test(key) ||
    segments.some((s) => s === '' || s === '.' || s === '..');
  if (unsafe) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
}

/** Files under `rootDir/<key>`, served by the app under `publicPrefix/<key>`. */
export function createLocalStorage(rootDir: string, publicPrefix = '/media'): MediaStorage {
  const root = path.resolve(rootDir);
  const prefix = publicPrefix.replace(/\/+$/, '');
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    origin: originOf(prefix),
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, file);
      return `${prefix}/${key}`;
    },
    url(key) {
      assertSafeKey(key);
      return `${prefix}/${key}`;
    },
    async copy(fromKey, toKey) {
      const from = fileOf(fromKey);
      const file = fileOf(toKey);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.copyFile(from, temporary);
      await fs.rename(temporary, file);
      return `${prefix}/${toKey}`;
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async read(key) {
      return fs.readFile(fileOf(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
    },
    async deletePrefix(prefix) {
      await fs.rm(fileOf(prefix.replace(/\/+$/, '')), { recursive: true, force: true });
    },
  };
}
