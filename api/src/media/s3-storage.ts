// Photos in an S3-compatible object store (AWS S3, MinIO, Ceph, R2, ...), through the AWS SDK v3. Every process
// of the site writes to and reads from the same bucket, and browsers load the files from the store (or a CDN in
// front of it) rather than through a Node process.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { IMMUTABLE } from '../http/caching.ts';
import { publicBaseOf, s3KeyUrl, type S3StorageOptions } from './s3-address.ts';
import { assertSafeKey, originOf, type MediaStorage } from './storage.ts';

export type { S3StorageOptions };

export function createS3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    // Without explicit keys the SDK's own chain applies (AWS_* variables, instance or task roles).
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where S3 demands them: several S3-compatible servers reject the SDK's default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** How many keys one DeleteObjects call may name. */
const DELETE_BATCH = 1000;

export function createS3Storage(options: S3StorageOptions, client = createS3Client(options)): MediaStorage {
  const { bucket } = options;
  const base = publicBaseOf(options);
  const url = (key: string) => s3KeyUrl(base, key);
  return {
    origin: originOf(base),
    async put(key, data, contentType) {
      assertSafeKey(key);
      // A key's content never changes (every upload gets a new key), so browsers and CDNs may keep it.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
      return url(key);
    },
    url,
    async copy(fromKey, toKey) {
      assertSafeKey(fromKey);
      assertSafeKey(toKey);
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: toKey,
          CopySource: `${bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`,
        }),
      );
      return url(toKey);
    },
    async delete(key) {
      assertSafeKey(key);
      // S3 answers a missing key with success, like the local storage.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async read(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async deletePrefix(prefix) {
      const folder = prefix.replace(/\/+$/, '');
      assertSafeKey(folder);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: `${folder}/`, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        for (let i = 0; i < keys.length; i += DELETE_BATCH) {
          await client.send(
            new DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: keys.slice(i, i + DELETE_BATCH), Quiet: true },
            }),
          );
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
