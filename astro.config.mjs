// Astro builds the site in middleware mode: the Koa server (api/src/server.ts) mounts it, so one process
// serves API and pages. Under `astro dev` the devApi integration mounts the API on Vite's server instead.
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { devApi } from './site/integrations/dev-api.ts';
import { intentDirective } from './site/integrations/intent-directive.ts';
import { precompress } from './site/integrations/precompress.ts';
import { pwa } from './site/integrations/pwa.ts';

export default defineConfig({
  // Absolute URLs of pre-rendered pages (canonical, Open Graph); server-rendered pages use the same.
  site: process.env.SITE_URL || 'http://localhost:4321',
  srcDir: './site/src',
  publicDir: './public',
  outDir: './dist',
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), intentDirective(), devApi(), pwa(), precompress()],
  server: { host: '127.0.0.1', port: 4321 },
  vite: { plugins: [tailwindcss()] },
  security: { csp: true },
});
