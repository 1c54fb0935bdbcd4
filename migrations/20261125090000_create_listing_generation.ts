// A generation number for everything the public search shows: listings, their stables and photos, and the
// platform settings the pages render. Triggers raise it in the same transaction as any change to those
// tables, so a reader that sees the new data also sees the new number; cached search answers and pages are
// kept under the number they were made from (api/src/listings/answer-cache.ts) and are never served once it
// moved on. The triggers are deferred constraint triggers: they run at commit, after the transaction's own
// locks, so the one counter row is always the last lock taken and cannot close a deadlock; a
// transaction-local flag raises the number once per transaction, however many rows changed. Counting a view
// (only view_count changes) does not raise it: a card's view count may be a little behind.
// Deferred events are pending until commit, and PostgreSQL refuses ALTER TABLE on a table with pending events:
// a migration that writes these tables and then alters them in one transaction runs SET CONSTRAINTS ALL
// IMMEDIATE in between; a bulk load disables the triggers and raises the number once (scripts/bench-load.ts).
import type { Knex } from 'knex';

const WATCHED = ['listings', 'stables', 'listing_photos', 'platform_settings'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE listing_generation (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      value bigint NOT NULL
    )`);
  await knex.raw('INSERT INTO listing_generation (id, value) VALUES (true, 1)');
  await knex.raw(`
    CREATE FUNCTION raise_listing_generation() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('stallfinder.generation_raised', true) IS DISTINCT FROM 'yes' THEN
        PERFORM set_config('stallfinder.generation_raised', 'yes', true);
        UPDATE listing_generation SET value = value + 1;
      END IF;
      RETURN NULL;
    END $$`);
  for (const table of WATCHED) {
    await knex.raw(`CREATE CONSTRAINT TRIGGER ${table}_generation_write AFTER INSERT OR DELETE ON ${table}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_listing_generation()`);
    const unchanged = table === 'listings' ? 'OLD.view_count IS NOT DISTINCT FROM NEW.view_count' : 'true';
    await knex.raw(`CREATE CONSTRAINT TRIGGER ${table}_generation_update AFTER UPDATE ON ${table}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (${unchanged}) EXECUTE FUNCTION raise_listing_generation()`);
    // TRUNCATE has no rows to defer: it raises the number at once (tests and maintenance, never requests).
    await knex.raw(`CREATE TRIGGER ${table}_generation_truncate AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION raise_listing_generation()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of WATCHED) {
    await knex.raw(`DROP TRIGGER IF EXISTS ${table}_generation_write ON ${table}`);
    await knex.raw(`DROP TRIGGER IF EXISTS ${table}_generation_update ON ${table}`);
    await knex.raw(`DROP TRIGGER IF EXISTS ${table}_generation_truncate ON ${table}`);
  }
  await knex.raw('DROP FUNCTION IF EXISTS raise_listing_generation()');
  await knex.raw('DROP TABLE IF EXISTS listing_generation');
}
