// A view is counted once per visitor, listing and day, and counting it no longer touches an index of listings:
// the running total view_count loses its index (the admin's top list reads it rarely, every view writes it), so
// its update is a HOT update that rewrites no index entry, and listings leaves room on its pages for those
// (fillfactor). listing_view_visitors remembers who was counted today as a keyed hash that changes every day;
// housekeeping removes the rows of past days.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS listings_view_count_index');
  await knex.raw('ALTER TABLE listings SET (fillfactor = 85)');
  await knex.raw(`
    CREATE TABLE listing_view_visitors (
      listing_id integer NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
      day date NOT NULL,
      visitor bytea NOT NULL,
      PRIMARY KEY (listing_id, day, visitor)
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS listing_view_visitors');
  await knex.raw('ALTER TABLE listings RESET (fillfactor)');
  await knex.raw('CREATE INDEX listings_view_count_index ON listings (view_count)');
}
