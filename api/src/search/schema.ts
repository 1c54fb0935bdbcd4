// The search's schema as the database holds it, as text: its tables with their columns, the view, its functions,
// triggers, indexes and extended statistics. docs/search-schema.sql is this text for a freshly migrated database
// (npm run search:schema writes it; schema.test.ts fails when it is out of date), so nobody has to read the
// migrations to learn what exists.
import type { Knex } from 'knex';

/** The search's own objects (api/src/search/ and migration 20261130100000 and after). */
const TABLES = ['listing_search', 'listing_search_vocabulary', 'listing_map_cells'];
const VIEW = 'listing_search_source';
const FUNCTIONS = [
  'listing_search_refresh',
  'listing_search_turn',
  'listing_search_typed_words',
  'listings_refresh_search',
  'stables_refresh_search',
  'listings_clear_search',
  'raise_listing_generation',
  'listing_map_cells_count',
  'listing_map_cells_clear',
];

const rows = async <T>(knex: Knex, sql: string, bindings: readonly unknown[] = []) =>
  (await knex.raw<{ rows: T[] }>(sql, bindings as Knex.RawBinding[])).rows;

/** Whitespace runs as one space and no trailing spaces: how servers of other versions print a definition varies. */
const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

export async function searchSchema(knex: Knex): Promise<string> {
  const parts: string[] = ['-- The search schema (api/src/search/schema.ts writes this file: npm run search:schema).'];

  for (const table of TABLES) {
    const columns = await rows<{ name: string; type: string; not_null: boolean }>(
      knex,
      `SELECT attname AS name, format_type(atttypid, atttypmod) AS type, attnotnull AS not_null
         FROM pg_attribute WHERE attrelid = ?::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
      [table],
    );
    const lines = columns.map(({ name, type, not_null }) => `  ${name} ${type}${not_null ? ' NOT NULL' : ''}`);
    parts.push(`CREATE TABLE ${table} (\n${lines.join(',\n')}\n);`);
  }

  const [view] = await rows<{ definition: string }>(knex, 'SELECT pg_get_viewdef(?::regclass, true) AS definition', [
    VIEW,
  ]);
  parts.push(`CREATE VIEW ${VIEW} AS\n${tidy(view!.definition)}`);

  const functions = await rows<{ definition: string }>(
    knex,
    `SELECT pg_get_functiondef(p.oid) AS definition FROM pg_proc AS p
      WHERE p.proname = ANY (?) AND p.pronamespace = 'public'::regnamespace ORDER BY p.proname`,
    [FUNCTIONS],
  );
  parts.push(...functions.map(({ definition }) => `${tidy(definition)};`));

  const triggers = await rows<{ definition: string }>(
    knex,
    `SELECT pg_get_triggerdef(t.oid) AS definition FROM pg_trigger AS t
      WHERE NOT t.tgisinternal AND t.tgfoid IN (SELECT oid FROM pg_proc WHERE proname = ANY (?))
      ORDER BY t.tgname`,
    [FUNCTIONS],
  );
  parts.push(...triggers.map(({ definition }) => `${definition};`));

  const indexes = await rows<{ definition: string }>(
    knex,
    `SELECT indexdef AS definition FROM pg_indexes WHERE tablename = ANY (?) ORDER BY indexname`,
    [TABLES],
  );
  parts.push(...indexes.map(({ definition }) => `${definition};`));

  const statistics = await rows<{ definition: string }>(
    knex,
    `SELECT pg_get_statisticsobjdef(oid) AS definition FROM pg_statistic_ext
      WHERE stxrelid = ANY (SELECT oid FROM pg_class WHERE relname = ANY (?)) ORDER BY stxname`,
    [TABLES],
  );
  parts.push(...statistics.map(({ definition }) => `${definition};`));

  return `${parts.join('\n\n')}\n`;
}
