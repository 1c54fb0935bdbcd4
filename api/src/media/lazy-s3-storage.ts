// The bucket as the processes' MediaStorage, without loading the AWS SDK (23 MB) until a photo is first stored,
// copied or removed: most requests only build addresses, which need no SDK.
import { publicBaseOf, s3KeyUrl, type S3StorageOptions } from './s3-address.ts';
import { originOf, type MediaStorage } from './storage.ts';

/** The bucket as MediaStorage; s3-storage.ts (and with it the SDK) is loaded by the first write. */
export function createLazyS3Storage(options: S3StorageOptions): MediaStorage {
  const base = publicBaseOf(options);
  let loaded: Promise<MediaStorage> | undefined;
  const storage = () => (loaded ??= import('./s3-storage.ts').then((m) => m.createS3Storage(options)));
  return {
    origin: originOf(base),
    url: (key) => s3KeyUrl(base, key),
    put: async (key, data, contentType) => (await storage()).put(key, data, contentType),
    copy: async (fromKey, toKey) => (await storage()).copy(fromKey, toKey),
    delete: async (key) => (await storage()).delete(key),
    read: async (key) => (await storage()).read(key),
    deletePrefix: async (prefix) => (await storage()).deletePrefix(prefix),
  };
}
