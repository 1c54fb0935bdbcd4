// A process that runs background jobs only (mail, the hourly housekeeping) and serves no HTTP: `npm run worker`.
// Pair it with servers started with WORKERS=0 to keep job work off the request path; any number may run.
import { boot } from './boot.ts';
import { ConfigError } from './config.ts';

async function main() {
  const services = await boot({
    ...process.env,
    WORKERS: process.env.WORKERS === '0' ? '1' : (process.env.WORKERS ?? '1'),
  });
  const { log } = services;
  log.info('Worker running: mail and housekeeping jobs, no HTTP');
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing the jobs in hand, then closing the database`);
    await services.jobs.stop().catch((err) => log.error('stopping the job workers failed', { err }));
    await services.db.close().catch((err) => log.error('closing the database failed', { err }));
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : ((err as Error)?.stack ?? String(err))}\n`);
  process.exit(1);
});
