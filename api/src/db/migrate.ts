// Runs the TypeScript migrations in migrations/; safe to call on every start.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations/', import.meta.url));

/** Loads migration modules with import(), so Node and Vitest both read them as TypeScript. */
class TypeScriptMigrationSource implements Knex.MigrationSource<string> {
  async getMigrations(): Promise<string[]> {
    const files = await fs.readdir(MIGRATIONS_DIR);
    return files.filter((f) => /^\d{14}_[a-z0-9_]+\.ts$/.test(f)).sort();
  }
  getMigrationName(migration: string): string {
    return migration;
  }
  async getMigration(migration: string): Promise<Knex.Migration> {
    return import(pathToFileURL(path.join(MIGRATIONS_DIR, migration)).href) as Promise<Knex.Migration>;
  }
}

/**
 * The search's schema was grown by twelve migrations (20261124100000 to 20261129100000) that
 * 20261130100000_rebuild_listing_search replaced with one; they are gone from migrations/, and a database that ran
 * them still lists them. Knex would call such a directory corrupt: it is told not to check the list.
 */
const MIGRATOR = { migrationSource: new TypeScriptMigrationSource(), disableMigrationsListValidation: true };

export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(MIGRATOR)) as [number, string[]];
  // A migration that adds a column to the search rewrites every row of it, and its index-only scans read the table
  // for each entry until VACUUM marks the pages all-visible again (outside a transaction). The embedded database has
  // no autovacuum to do it: the map of a country was read from the whole table instead of its index.
  if (applied.length > 0) await knex.raw('VACUUM ANALYZE listing_search');
  return applied;
}

export async function migrateRollback(knex: Knex, all = false): Promise<string[]> {
  const [, reverted] = (await knex.migrate.rollback(MIGRATOR, all)) as [number, string[]];
  return reverted;
}
