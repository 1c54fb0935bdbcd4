// Opens the database: an embedded PostgreSQL (PGlite) under DATA_DIR by default, a real server with DATABASE_URL.
// Exactly one Database per process owns the connection; everything else receives it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'embedded'; dataDir: string | null } // null: in memory, for tests
  | {
      kind: 'postgres';
      url: string;
      /** For the serving pool: statements running longer are cancelled (migrations and loads run without). */
      statementTimeoutMs?: number;
      poolSize?: number;
    };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const mappers = knexSnakeCaseMappers();
  let knex: Knex;
  let release = async () => {};
  if (target.kind === 'embedded') {
    let dir: string | undefined;
    if (target.dataDir) {
      dir = path.join(target.dataDir, 'pgdata');
      await fs.mkdir(dir, { recursive: true });
      release = await acquireEmbeddedLock(target.dataDir);
    }
    const pglite = await PGlite.create(dir, {
      extensions: { pg_trgm, unaccent },
      parsers: {
        [pg.types.builtins.INT8]: (v: string) => Number.parseInt(v, 10),
        [pg.types.builtins.NUMERIC]: (v: string) => Number.parseFloat(v),
        [pg.types.builtins.DATE]: (v: string) => v,
      },
    });
    knex = knexFactory({
      client: ClientPGLite as unknown as typeof knexFactory.Client,
      connection: { pglite } as unknown as Knex.StaticConnectionConfig,
      ...mappers,
    });
  } else {
    knex = knexFactory({
      client: 'pg',
      // The app's statements are short index lookups. PostgreSQL's JIT compiles the costlier-looking plans
      // first and added 50 ms to a second to each of them at a million listings; parallel workers cost 50 to
      // 80 ms to start for an index walk that takes 4 ms alone, and take cores other requests need.
      connection: {
        connectionString: target.url,
        options: [
          '-c jit=off',
          '-c max_parallel_workers_per_gather=0',
          ...(target.statementTimeoutMs ? [`-c statement_timeout=${target.statementTimeoutMs}`] : []),
        ].join(' '),
      },
      pool: { min: 0, max: target.poolSize ?? 10 },
      ...mappers,
    });
  }
  Model.knex(knex);
  return {
    knex,
    kind: target.kind,
    async close() {
      await knex.destroy();
      await release();
    },
  };
}
