// A statement of the search whose plan is the same whatever its values: on PostgreSQL a named prepared statement,
// which each connection parses and plans once. The search runs two on every request (the vocabulary's lookup of
// the words, the read of the page's listings), and parsing and planning them again each time was a larger part of
// a search page's time than running them (docs/performance.md). Only for a fixed text: each name stays prepared
// on every connection for its lifetime, and a statement whose best plan depends on its values (a word's count, a
// filter's share) must be planned for them, so the search's conditions are never run this way. The embedded
// database runs it as any other statement.
import type { Knex } from 'knex';

export async function prepared<Row>(
  knex: Knex,
  name: string,
  sql: string,
  bindings: readonly Knex.RawBinding[],
): Promise<Row[]> {
  const client = knex.client as DriverClient;
  if (client.pglite) return (await knex.raw<{ rows: Row[] }>(sql, bindings)).rows;
  const connection = await client.acquireConnection();
  try {
    const { rows } = await connection.query<Row>({ name, text: client.positionBindings(sql), values: bindings });
    return rows;
  } finally {
    await client.releaseConnection(connection);
  }
}

/** What prepared() uses of knex's client (knex-pglite's holds the embedded database) and of node-postgres' Client. */
interface DriverClient {
  pglite?: unknown;
  acquireConnection(): Promise<DriverConnection>;
  releaseConnection(connection: DriverConnection): Promise<unknown>;
  /** The statement with knex's `?` placeholders as `$1`, `$2`, … */
  positionBindings(sql: string): string;
}
interface DriverConnection {
  query<Row>(statement: { name: string; text: string; values: readonly Knex.RawBinding[] }): Promise<{ rows: Row[] }>;
}
