// A real S3-compatible server (s3rver) on 127.0.0.1 for tests: its own directory, one bucket, the SDK's usual
// credentials for it; nothing leaves the machine.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../src/media/s3-storage.ts';

export interface S3TestServer {
  /** What MediaStorage needs to use the bucket. */
  options: S3StorageOptions & { endpoint: string };
  /** The same, as the environment variables a process reads. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'stallfinder-media'): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'stallfinder-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const options = { bucket, region: 'eu-central-1', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    options,
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_REGION: options.region,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_ACCESS_KEY_ID: options.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: options.secretAccessKey,
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
