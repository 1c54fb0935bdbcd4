// A statement of the search run with some of the planner's ways turned off, for that statement only: where the
// engine knows how the statement is best answered and the planner's estimates cannot tell it.
import type { Knex } from 'knex';
import type { Condition } from '#contract/search-filter-kinds.ts';

/**
 * What the planner may do for a statement of the search whose way the engine has decided:
 *  - `walk`: a walk along the order's index only (no whole-table scan, no bitmap of the matches, no sort, and a
 *    row asked by its key joined entry by entry, no hash or merge join); the count decided for it;
 *  - `look up`: through the indexes only: a stall type without matches is proved so from the indexes, where a scan
 *    the planner expects to meet a match at once would read the whole table;
 *  - `scan`: an index read entry by entry, no bitmap (page.ts scansArea);
 *  - `group`: the matches grouped with one parallel worker, where the connections have none (db/connection.ts):
 *    the map of a country with a filter groups every match, 600,000 at a million listings, the one statement of
 *    the search that reads so many, and a second core takes 40 % off it. The planner chooses a worker only for a
 *    scan that large. The embedded database has no workers, and runs the plan alone.
 * The settings hold for the statement's own transaction. It is run on the driver's connection itself (taken from
 * and given back to knex's pool), not through knex.transaction: the objects knex makes for each transaction lived
 * past the young generation, and the pauses of collecting them were the largest part of a search's p95
 * (docs/performance.md).
 */
export async function planned<Row>(
  knex: Knex,
  way: 'walk' | 'look up' | 'scan' | 'group',
  statement: Condition,
): Promise<Row[]> {
  const settings = {
    walk: off('seqscan', 'bitmapscan', 'sort', 'hashjoin', 'mergejoin'),
    'look up': off('seqscan'),
    scan: off('seqscan', 'bitmapscan'),
    group: [['max_parallel_workers_per_gather', '1']],
  }[way];
  const set = `SELECT ${settings.map(([name, value]) => `set_config('${name}', '${value}', true)`).join(', ')}`;
  // One round trip for the transaction, its settings, the statement and the commit: the statement goes with its
  // values written in by knex (the simple protocol takes no parameters), as the planner would see them anyway.
  const script = `BEGIN; ${set}; ${knex.raw(statement.sql, statement.bindings as Knex.RawBinding[]).toQuery()}; COMMIT`;
  const client = knex.client as DriverClient;
  const connection = await client.acquireConnection();
  try {
    const results = await (connection.exec ? connection.exec(script) : connection.query(script));
    return (results as { rows: Row[] }[])[2]!.rows;
  } catch (err) {
    await connection.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.releaseConnection(connection);
  }
}

const off = (...ways: string[]) => ways.map((name) => [`enable_${name}`, 'off'] as const);

/** What planned() uses of knex's client and of a driver's connection (node-postgres' Client, or PGlite). */
interface DriverClient {
  acquireConnection(): Promise<DriverConnection>;
  releaseConnection(connection: DriverConnection): Promise<unknown>;
}
interface DriverConnection {
  query(sql: string): Promise<unknown>;
  exec?(sql: string): Promise<unknown>;
}
