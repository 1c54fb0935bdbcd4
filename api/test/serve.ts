// One server process for the scale-out tests (api/test/processes.ts): boots from its environment like
// api/src/server.ts, serves the API (no pages: they need the site build) on a free port, and prints the port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app.ts';
import { boot } from '../src/boot.ts';
import { scaledLimits } from '../src/http/rate-limit.ts';

const services = await boot();
const app = createApp({ services, limits: scaledLimits(services.config.rateLimitScale) });
const server = http.createServer(app.callback());
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => {
  server.close(async () => {
    await services.jobs.stop();
    await services.db.close();
    process.exit(0);
  });
  server.closeIdleConnections();
});
