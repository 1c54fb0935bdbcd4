// Builds the site (astro build) and stamps dist/ with the time: `npm run build` always builds (--force);
// `npm start` and the browser tests build only when dist/ is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(ROOT, 'dist', '.build-stamp');
const SOURCES = ['site', 'contract', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

/** Must match astro.config.mjs. */
function siteUrl(): string {
  return process.env.SITE_URL || 'http://localhost:4321';
}

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIsCurrent(): boolean {
  const stamp = fs.statSync(STAMP, { throwIfNoEntry: false });
  if (!stamp || !fs.existsSync(path.join(ROOT, 'dist', 'server', 'entry.mjs'))) return false;
  // Pre-rendered pages carry absolute URLs: a different SITE_URL needs a new build.
  if (fs.readFileSync(STAMP, 'utf8').split('\n')[1] !== siteUrl()) return false;
  return SOURCES.every((s) => newestMtime(path.join(ROOT, s)) <= stamp.mtimeMs);
}

export function ensureBuild({ force = false } = {}): void {
  if (!force && buildIsCurrent()) return;
  process.stdout.write('Building the site (astro build)…\n');
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'astro'), ['build'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Always a production build, whatever NODE_ENV the caller runs under: under Vitest (NODE_ENV=test) Vite
    // compiled the JSX for React's development runtime (jsxDEV), which the production runtime lacks.
    env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, `${new Date().toISOString()}\n${siteUrl()}`);
}

if (import.meta.main) ensureBuild({ force: process.argv.includes('--force') });
