// Opens the database: an embedded PostgreSQL (PGlite) under DATA_DIR by default, a real server with DATABASE_URL.
// Exactly one Database per process owns the connection; everything else receives it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import knexFactory, { type Knex } from 'knex';
import ClientPGLite from 'knex-pglite';
import { knexSnakeCaseMappers, Model } from 'objection';
import pg from 'pg';
import { acquireEmbeddedLock } from './embedded-lock.ts';

// PostgreSQL returns bigint (count(*)) and numeric as strings; the numbers this app handles fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));
// Dates without time stay plain YYYY-MM-DD strings instead of shifting through the local time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export interface Database {
  knex: Knex;
  kind: 'embedded' | 'postgres';
  /** The PostgreSQL server's address; undefined for the embedded database. */
  url: string | undefined;
  /**
   * Calls `onNotify` for every NOTIFY on `channel`, from any process on this database, and after a lost
   * listening connection (notifications may have been missed while it was down).
   */
  listen(channel: string, onNotify: () => void): Promise<void>;
  /** The embedded database's data directory as a tar (what `loadDataDir` starts from); undefined on a server. */
  dump: (() => Promise<Blob>) | undefined;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'embedded';
      /** null: in memory, for tests. */
      dataDir: string | null;
      /** A data directory as PGlite's dumpDataDir wrote it, to start from (the tests' migrated database). */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      /** For the serving pool: statements running longer are cancelled (migrations and loads run without). */
      statementTimeoutMs?: number;
      poolSize?: number;
      /** Opening a connection, and waiting for a free one of the pool, fail after these times. */
      connectTimeoutMs?: number;
      acquireTimeoutMs?: number;
    };

/**
 * Synchronized scans: a scan of a table larger than a quarter of the shared buffers starts where the last one
 * stopped, so that concurrent scans of a large table share their reads. The search's scans stop early (a count
 * stops at its cap), so each started on pages no recent scan had read, and took three times as long as one that
 * starts at the table's first page (docs/performance.md).
 */
const SYNCHRONIZE_SEQSCANS = 'off';

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const mappers = knexSnakeCaseMappers();
  let knex: Knex;
  let release = async () => {};
  let listen: Database['listen'];
  let dump: Database['dump'];
  const listeners: { close(): Promise<void> }[] = [];
  if (target.kind === 'embedded') {
    let dir: string | undefined;
    if (target.dataDir) {
      dir = path.join(target.dataDir, 'pgdata');
      await fs.mkdir(dir, { recursive: true });
      release = await acquireEmbeddedLock(target.dataDir);
    }
    const pglite = await PGlite.create(dir, {
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
      extensions: { pg_trgm, unaccent, cube, earthdistance },
      parsers: {
        [pg.types.builtins.INT8]: (v: string) => Number.parseInt(v, 10),
        [pg.types.builtins.NUMERIC]: (v: string) => Number.parseFloat(v),
        [pg.types.builtins.DATE]: (v: string) => v,
      },
    });
    await pglite.exec(`SET synchronize_seqscans = ${SYNCHRONIZE_SEQSCANS}`);
    knex = knexFactory({
      client: ClientPGLite as unknown as typeof knexFactory.Client,
      connection: { pglite } as unknown as Knex.StaticConnectionConfig,
      ...mappers,
    });
    // The embedded database belongs to this one process: its notifications come from its own statements.
    listen = async (channel, onNotify) => {
      const unlisten = await pglite.listen(channel, onNotify);
      listeners.push({ close: unlisten });
    };
    dump = () => pglite.dumpDataDir('none');
  } else {
    // A server that stopped answering (not one that refused) cannot cancel a statement itself: the client gives
    // up a little after the server's own timeout would have fired.
    const watchdog = target.statementTimeoutMs ? new StatementWatchdog(target.statementTimeoutMs + 1000) : null;
    if (watchdog) listeners.push(watchdog);
    knex = knexFactory({
      client: 'pg',
      // The app's statements are short index lookups. PostgreSQL's JIT compiles the costlier-looking plans
      // first and added 50 ms to a second to each of them at a million listings; parallel workers cost 50 to
      // 80 ms to start for an index walk that takes 4 ms alone, and take cores other requests need.
      connection: {
        connectionString: target.url,
        connectionTimeoutMillis: target.connectTimeoutMs ?? 5000,
        options: [
          '-c jit=off',
          '-c max_parallel_workers_per_gather=0',
          `-c synchronize_seqscans=${SYNCHRONIZE_SEQSCANS}`,
          ...(target.statementTimeoutMs ? [`-c statement_timeout=${target.statementTimeoutMs}`] : []),
        ].join(' '),
      },
      pool: {
        min: 0,
        max: target.poolSize ?? 10,
        afterCreate(client: pg.Client, done: (err: Error | null, client: pg.Client) => void) {
          watchdog?.watch(client);
          done(null, client);
        },
      },
      acquireConnectionTimeout: target.acquireTimeoutMs ?? 60_000,
      // Connection failures reach the request, whose error handler answers 503 and logs an outage once.
      log: {
        warn: () => {},
        error: () => {},
        debug: () => {},
        deprecate: () => {},
        inspectionDepth: 0,
        enableColors: false,
      },
      ...mappers,
    });
    const url = target.url;
    listen = async (channel, onNotify) => {
      const listener = new NotificationListener(url, channel, onNotify);
      listeners.push(listener);
      await listener.start();
    };
  }
  Model.knex(knex);
  return {
    knex,
    kind: target.kind,
    url: target.kind === 'postgres' ? target.url : undefined,
    listen,
    dump,
    async close() {
      await Promise.all(listeners.map((listener) => listener.close()));
      await knex.destroy();
      await release();
    },
  };
}

/**
 * Ends the connection of a statement that has had no answer for `limitMs`: its request fails as one without the
 * database (503) instead of waiting for TCP to give up. One timer looks at the pool's connections every second;
 * node-postgres' own `query_timeout` arms a timer for every statement, and with it every request's objects
 * outlived the young generation: each scavenge moved about a megabyte to the old one, whose collections then
 * paused the server for 10 to 20 ms every 15 seconds under load (docs/performance.md).
 */
/** node-postgres' protocol connection of a client (not in its types). */
function connectionOf(client: pg.Client): NodeJS.EventEmitter & { stream: { destroy(err?: Error): void } } {
  return (client as unknown as { connection: ReturnType<typeof connectionOf> }).connection;
}

class StatementWatchdog {
  /** When each connection sent the statement it awaits; absent while it waits for none. */
  private readonly since = new Map<pg.Client, number>();
  private readonly timer: NodeJS.Timeout;
  private readonly limitMs: number;

  constructor(limitMs: number) {
    this.limitMs = limitMs;
    this.timer = setInterval(() => this.check(), Math.min(1000, limitMs)).unref();
  }

  watch(client: pg.Client): void {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      if (!this.since.has(client)) this.since.set(client, Date.now());
      return query(...args);
    };
    // The server is ready for the next statement: the last one was answered (or failed).
    connectionOf(client).on('readyForQuery', () => this.since.delete(client));
    client.on('end', () => this.since.delete(client));
  }

  private check(): void {
    const now = Date.now();
    for (const [client, sent] of this.since) {
      if (now - sent <= this.limitMs) continue;
      this.since.delete(client);
      connectionOf(client).stream.destroy(new Error('Query read timeout'));
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
  }
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other statements). A lost connection is
 * reported as a notification, since some may have been missed, and opened again a second later.
 */
class NotificationListener {
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  private readonly url: string;
  private readonly channel: string;
  private readonly onNotify: () => void;

  constructor(url: string, channel: string, onNotify: () => void) {
    this.url = url;
    this.channel = channel;
    this.onNotify = onNotify;
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onNotify();
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
  }

  private lost(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.onNotify();
    this.retry = setTimeout(() => {
      this.retry = null;
      // A failed attempt is lost like a dropped connection, which schedules the next one.
      this.start().catch(() => {
        if (this.client) this.lost(this.client);
      });
    }, 1000);
    this.retry.unref();
    client.end().catch(() => {});
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => {});
  }
}
