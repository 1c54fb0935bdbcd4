// `npm run search:schema` writes docs/search-schema.sql: the search's schema in a freshly migrated embedded
// database (api/src/search/schema.ts). Run it after a migration that changes the search; a test checks the file.
import fs from 'node:fs/promises';
import { searchSchema } from '../api/src/search/index.ts';
import { createTestDatabase } from '../api/test/database.ts';

const FILE = new URL('../docs/search-schema.sql', import.meta.url);

const database = await createTestDatabase();
try {
  await fs.writeFile(FILE, await searchSchema(database.db.knex));
  process.stdout.write(`Wrote ${FILE.pathname}\n`);
} finally {
  await database.drop();
}
