// `npm run migrate` applies pending migrations; `npm run migrate -- down` reverts the last batch.
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/connection.ts';
import { migrateLatest, migrateRollback } from '../api/src/db/migrate.ts';

const config = loadConfig();
const db = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'embedded', dataDir: config.dataDir },
);
try {
  const down = process.argv[2] === 'down';
  const names = down ? await migrateRollback(db.knex) : await migrateLatest(db.knex);
  process.stdout.write(
    names.length ? `${down ? 'Reverted' : 'Applied'}:\n  ${names.join('\n  ')}\n` : 'Nothing to do.\n',
  );
} finally {
  await db.close();
}
