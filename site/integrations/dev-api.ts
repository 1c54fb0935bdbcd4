// Keeps `astro dev` a single process: the API (and the one embedded database) run inside Vite's dev server,
// and pages receive the same services as Astro.locals as they do in production.
import type { AstroIntegration } from 'astro';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export function devApi(): AstroIntegration {
  return {
    name: 'stallfinder:dev-api',
    hooks: {
      'astro:server:setup': async ({ server }) => {
        // Imported only here, so `astro build` and `astro check` never open the database.
        const entry = pathToFileURL(path.resolve('api/src/dev.ts')).href;
        const { startDevApi } = (await import(/* @vite-ignore */ entry)) as typeof import('#api/dev.ts');
        const dev = await startDevApi();
        server.middlewares.use((req, res, next) => void dev.handle(req, res, next));
        server.httpServer?.once('close', () => void dev.close());
      },
    },
  };
}
