// The production server: one process, one port, serving the API and the built site (Astro in middleware mode).
import fs from 'node:fs';
import http from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApp, type PageHandler } from './app.ts';
import { boot } from './boot.ts';
import { ConfigError } from './config.ts';
import { scaledLimits } from './http/rate-limit.ts';
import { tileOriginOf } from './map-tiles.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const ENTRY = `${DIST}server/entry.mjs`;

async function main() {
  if (!fs.existsSync(ENTRY)) {
    process.stderr.write(
      'The site is not built yet: run `npm run build` (or `npm start`, which builds when needed).\n',
    );
    process.exit(1);
  }
  const services = await boot();
  const { config, log } = services;
  // Pages render with the production builds of React and Astro's runtime, whatever NODE_ENV says about the
  // deployment (config.env keeps that for the security defaults, so a local start stays usable over http):
  // the development builds check and warn on every render. `npm run dev` keeps them. React picks its build
  // when it is first loaded, which is the page entry's import below.
  process.env.NODE_ENV = 'production';
  const { handler } = (await import(pathToFileURL(ENTRY).href)) as { handler: PageHandler };

  const app = createApp({
    services,
    pages: handler,
    clientDir: `${DIST}client`,
    tileOrigin: tileOriginOf(config.tileUrl),
    limits: config.rateLimitScale === 1 ? undefined : scaledLimits(config.rateLimitScale),
  });
  const server = http.createServer(app.callback());
  // An idle connection is kept longer than a load balancer's (60 s is the common default) and a client's pause:
  // a server that closes first races a request sent on the connection at that moment, which the client sees as a
  // reset (an API client's PUT after five idle seconds did, in the browser tests). The headers' timeout stays above.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(config.port, config.host, () => {
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    log.info(`Stallfinder läuft auf http://${host}:${config.port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing open requests, then closing the database`);
    // Stop accepting, let in-flight requests finish, drop idle keep-alive sockets.
    server.close(async () => {
      await services.jobs.stop().catch((err) => log.error('stopping the job workers failed', { err }));
      await services.db.close().catch((err) => log.error('closing the database failed', { err }));
      log.info('Stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      log.warn('Open requests did not finish within 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : ((err as Error)?.stack ?? String(err))}\n`);
  process.exit(1);
});
