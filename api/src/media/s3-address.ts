// Where an S3 bucket's files are found, without the AWS SDK: the options and the addresses browsers load.
import { assertSafeKey } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server other than AWS (http://minio:9000); path-style addressing is used then. */
  endpoint?: string | null;
  accessKeyId?: string | null;
  secretAccessKey?: string | null;
  /** Where browsers load the files (a CDN, a public bucket's website address); by default the bucket's own URL. */
  publicUrl?: string | null;
}

/** The address browsers load `bucket`'s files from: the given public URL, or the bucket itself. */
export function publicBaseOf(options: Pick<S3StorageOptions, 'bucket' | 'region' | 'endpoint' | 'publicUrl'>) {
  if (options.publicUrl) return options.publicUrl.replace(/\/+$/, '');
  if (options.endpoint) return `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`;
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
}

export function s3KeyUrl(base: string, key: string): string {
  assertSafeKey(key);
  return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
}
