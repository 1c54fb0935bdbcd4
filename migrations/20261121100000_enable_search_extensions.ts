// Trigram and unaccent extensions plus search_fold(), the one normalisation search uses on both sides:
// lower case, accents removed and German umlaut spellings folded, so München = Munchen = Muenchen.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw('CREATE EXTENSION IF NOT EXISTS unaccent');
  await knex.raw(`
    CREATE OR REPLACE FUNCTION search_fold(input text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT replace(replace(replace(
        public.unaccent('public.unaccent'::regdictionary, lower(input)),
        'ae', 'a'), 'oe', 'o'), 'ue', 'u')
    $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS search_fold(text)');
  // The extensions stay: other objects of the database may use them.
}
