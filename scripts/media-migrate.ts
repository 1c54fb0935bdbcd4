// `npm run media:migrate`: with MEDIA_S3_BUCKET (and its endpoint and keys) set, copies the photos kept under
// DATA_DIR/media into the bucket and points the listings' stored addresses at it. Run it once before switching
// the processes over; running it again copies only what is missing.
import path from 'node:path';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/connection.ts';
import { migrateMediaToStore } from '../api/src/media/migrate.ts';
import { createS3Client, createS3Storage } from '../api/src/media/s3-storage.ts';

const config = loadConfig();
if (!config.mediaS3) {
  process.stderr.write('Set MEDIA_S3_BUCKET (and MEDIA_S3_ENDPOINT, MEDIA_S3_REGION, the keys) to the object store.\n');
  process.exit(2);
}
const root = path.join(config.dataDir, 'media');
const db = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'embedded', dataDir: config.dataDir },
);
try {
  const client = createS3Client(config.mediaS3);
  const result = await migrateMediaToStore({
    root,
    store: createS3Storage(config.mediaS3, client),
    client,
    bucket: config.mediaS3.bucket,
    knex: db.knex,
    report: (line) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(
    `${result.files} files in ${root}: ${result.copied} copied to ${config.mediaS3.bucket} ` +
      `(${(result.bytes / 1024 / 1024).toFixed(1)} MB), ${result.files - result.copied} were there already; ` +
      `${result.listings} listings moved to the store's addresses.\n`,
  );
} finally {
  await db.close();
}
