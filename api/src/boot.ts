// Start-up shared by the production server and the dev server: configuration, the one database
// connection, migrations, the bootstrap admin and (on an empty database) the demo data.
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/connection.ts';
import { migrateLatest } from './db/migrate.ts';
import { createLogger, type Logger } from './log.ts';
import { runHousekeeping } from './housekeeping.ts';
import { createServices, type Services } from './services.ts';
import { fileSessionSecret, sharedSessionSecret } from './session-secret.ts';
import { acquireStartLock } from './db/start-lock.ts';
import { isEmpty, seedDemoData } from './seed/seed.ts';
import { ensureAdmin } from './users/bootstrap.ts';

/** `options.log` replaces the logger the configuration describes (tests read what a process logs). */
export async function boot(
  env: Record<string, string | undefined> = process.env,
  options: { log?: Logger } = {},
): Promise<Services> {
  const loaded = loadConfig(env);
  const log = options.log ?? createLogger(loaded.logLevel, { format: loaded.logFormat });
  await fs.mkdir(loaded.dataDir, { recursive: true });

  // Several processes may start at once on one PostgreSQL: they take turns for the work below (db/start-lock.ts).
  const lock = loaded.databaseUrl ? await acquireStartLock(loaded.databaseUrl) : null;
  try {
    // Migrations may rebuild indexes over many rows: they run on a connection of their own, without the
    // serving pool's statement timeout.
    const migrator = loaded.databaseUrl ? await openDatabase({ kind: 'postgres', url: loaded.databaseUrl }) : null;
    let sessionSecret: string;
    if (migrator) {
      try {
        await migrate(migrator, log);
        sessionSecret = await sharedSessionSecret(loaded, migrator.knex);
      } finally {
        await migrator.close();
      }
    } else {
      sessionSecret = await fileSessionSecret(loaded);
    }
    const config: Config = { ...loaded, sessionSecret };
    const db = await openDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            statementTimeoutMs: config.dbStatementTimeoutMs,
            poolSize: config.dbPoolSize,
            connectTimeoutMs: config.dbConnectTimeoutMs,
            acquireTimeoutMs: config.dbAcquireTimeoutMs,
          }
        : { kind: 'embedded', dataDir: config.dataDir },
    );
    log.info(
      db.kind === 'embedded'
        ? `Embedded PostgreSQL in ${path.join(config.dataDir, 'pgdata')}`
        : 'PostgreSQL via DATABASE_URL',
    );
    if (!migrator) await migrate(db, log);

    const services = createServices(config, db, log);
    await ensureAdmin(config, log);
    if (config.seedDemoData && (await isEmpty(db.knex))) {
      const counts = await seedDemoData(db.knex, services.media);
      log.info('Seeded demo data', counts);
    }
    await runHousekeeping(db.knex);
    // The queue's tables are installed under the start lock too; WORKERS=0 queues jobs but runs none.
    await services.jobs.start({ work: config.runsJobs });
    log.info(config.runsJobs ? 'Job workers running (mail, hourly housekeeping)' : 'WORKERS=0: jobs run elsewhere');
    return services;
  } finally {
    await lock?.release();
  }
}

async function migrate(db: Database, log: Logger): Promise<void> {
  const applied = await migrateLatest(db.knex);
  if (applied.length) log.info(`Applied ${applied.length} migration(s)`);
}
