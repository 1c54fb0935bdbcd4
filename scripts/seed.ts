// `npm run seed` fills an empty database with the demo data (the server does the same on its first start).
import path from 'node:path';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/connection.ts';
import { migrateLatest } from '../api/src/db/migrate.ts';
import { createLocalStorage } from '../api/src/media/storage.ts';
import { isEmpty, seedDemoData, DEMO_PASSWORD } from '../api/src/seed/seed.ts';

const config = loadConfig();
const db = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'embedded', dataDir: config.dataDir },
);
try {
  await migrateLatest(db.knex);
  if (!(await isEmpty(db.knex))) {
    process.stdout.write('The database already holds stables or listings; demo data is only added to an empty one.\n');
  } else {
    const counts = await seedDemoData(db.knex, createLocalStorage(path.join(config.dataDir, 'media')));
    process.stdout.write(`Seeded ${JSON.stringify(counts)}. Demo accounts share the password "${DEMO_PASSWORD}".\n`);
  }
} finally {
  await db.close();
}
