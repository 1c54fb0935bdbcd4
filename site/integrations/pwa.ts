// Writes the service worker after `astro build`: vite-plugin-pwa's own build hook skips SSR builds, and Astro 7
// builds every environment as SSR, so the worker is generated here. esbuild bundles site/src/pwa/sw.ts with the
// Workbox modules; workbox-build injects the precache manifest (hashed assets, icons) into dist/client/sw.js.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export const SW_SOURCE = 'site/src/pwa/sw.ts';
/** Precache summary for `npm run audit`, next to (not inside) the served client files. */
export const PRECACHE_SUMMARY = 'pwa-precache.json';

export const PRECACHE_PATTERNS = [
  '_astro/**/*.{js,css,woff2,woff,svg,webp,png}',
  'favicon.svg',
  'pwa/icon-*.png',
  'images/default-stable.webp',
];

export const PRECACHE_IGNORED = ['_astro/AdminApp.*', '_astro/OwnerApp.*'];

export interface PrecacheSummary {
  buildId: string;
  entries: number;
  bytes: number;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** Changes when any page's server code or any client asset changed: hashed file names carry their content. */
function buildIdOf(clientDir: string, serverDir: string, swSource: string): string {
  const hash = createHash('sha256');
  for (const file of [...listFiles(path.join(clientDir, '_astro')), ...listFiles(serverDir)].sort()) {
    hash.update(path.relative(path.dirname(clientDir), file));
    // Server chunks of pages are not always content-hashed: their size tells a change cheaply enough.
    hash.update(String(fs.statSync(file).size));
  }
  hash.update(fs.readFileSync(swSource));
  return hash.digest('hex').slice(0, 16);
}

export async function buildServiceWorker(clientDir: string, root = process.cwd()): Promise<PrecacheSummary> {
  const { build } = await import('esbuild');
  const { injectManifest } = await import('workbox-build');
  const distDir = path.dirname(clientDir);
  const swSource = path.join(root, SW_SOURCE);
  const buildId = buildIdOf(clientDir, path.join(distDir, 'server'), swSource);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-sw-'));
  try {
    const bundled = path.join(tmp, 'sw.js');
    await build({
      entryPoints: [swSource],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2022',
      legalComments: 'none',
      define: { 'process.env.NODE_ENV': '"production"', __SF_BUILD_ID__: JSON.stringify(buildId) },
      logLevel: 'warning',
    });
    const result = await injectManifest({
      swSrc: bundled,
      swDest: path.join(clientDir, 'sw.js'),
      globDirectory: clientDir,
      globPatterns: PRECACHE_PATTERNS,
      // The admin and owner apps are private areas, never available offline: not worth every visitor's download.
      globIgnores: PRECACHE_IGNORED,
      dontCacheBustURLsMatching: /^_astro\//,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    });
    for (const warning of result.warnings) process.stderr.write(`service worker: ${warning}\n`);
    const summary: PrecacheSummary = { buildId, entries: result.count, bytes: result.size };
    fs.writeFileSync(path.join(distDir, PRECACHE_SUMMARY), `${JSON.stringify(summary, null, 2)}\n`);
    return summary;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export function pwa(): AstroIntegration {
  return {
    name: 'stallfinder:pwa',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const summary = await buildServiceWorker(fileURLToPath(dir));
        logger.info(
          `sw.js: ${summary.entries} precached files, ${(summary.bytes / 1024).toFixed(0)} KB (build ${summary.buildId})`,
        );
      },
    },
  };
}
