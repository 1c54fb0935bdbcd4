// Adds a column to the search (docs/search.md, "Einen Filter hinzufügen"): to the view listing_search_source,
// which derives it from a listing and its stable, and to the table listing_search, whose rows the triggers copy
// from the view whole. Both get it at their end, so they keep the same columns in the same order; the rows there
// are filled in from the view, and the column gets an index if a filter narrows by it. Nothing else changes: the
// refresh function and the triggers take whole rows. Not a migration itself (its name has no timestamp).
// The table's indexes are dropped while the rows are filled and built again after: filling a million rows under
// them (two inverted indexes of every word among them) took 4 minutes, and left the table and its indexes twice
// their size.
import type { Knex } from 'knex';

export interface SearchColumn {
  /** The column's name in listing_search (snake_case). */
  name: string;
  /** Its SQL over the view's `l` (listings) and `s` (stables), e.g. (l.facts->>'minTermMonths')::smallint. */
  expression: string;
  /** A B-tree of its own: for a fact few listings have, which a filter finds through the index. */
  index?: boolean;
}

export async function addSearchColumn(knex: Knex, column: SearchColumn): Promise<void> {
  await addSearchColumns(knex, [column]);
}

/** Several columns at once: the table's rows are filled, and its indexes built, once for all of them. */
export async function addSearchColumns(knex: Knex, columns: readonly SearchColumn[]): Promise<void> {
  const { rows } = await knex.raw<{ rows: { definition: string }[] }>(
    `SELECT pg_get_viewdef('listing_search_source'::regclass, true) AS definition`,
  );
  const definition = rows[0]!.definition.trim().replace(/;$/, '');
  // The view's own FROM, the only one at the start of a line with the listings in it (subqueries' are indented).
  const from = [...definition.matchAll(/\n {0,3}FROM listings l\b/g)];
  if (from.length !== 1) throw new Error('listing_search_source: its FROM clause was not found');
  const at = from[0]!.index;
  const added = columns.map(({ expression, name }) => `,\n       ${expression} AS ${name}`).join('');
  await knex.raw(
    `CREATE OR REPLACE VIEW listing_search_source AS
     ${definition.slice(0, at)}${added}${definition.slice(at)}`,
  );
  for (const { name } of columns) {
    const type = await knex.raw<{ rows: { type: string }[] }>(
      `SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute
        WHERE attrelid = 'listing_search_source'::regclass AND attname = ?`,
      [name],
    );
    await knex.raw(`ALTER TABLE listing_search ADD COLUMN ${name} ${type.rows[0]!.type}`);
  }
  const indexes = await knex.raw<{ rows: { name: string; definition: string }[] }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE tablename = 'listing_search' AND indexname <> 'listing_search_pkey'`,
  );
  for (const { name: indexName } of indexes.rows) await knex.raw(`DROP INDEX ${indexName}`);
  await knex.raw(
    `UPDATE listing_search AS kept SET ${columns.map(({ name }) => `${name} = source.${name}`).join(', ')}
       FROM listing_search_source AS source WHERE source.listing_id = kept.listing_id`,
  );
  for (const { definition } of indexes.rows) await knex.raw(definition);
  for (const { name, index } of columns)
    if (index) await knex.raw(`CREATE INDEX listing_search_${name}_idx ON listing_search (${name})`);
  await knex.raw('ANALYZE listing_search');
}
