// The performance bench: prints the figures of the scale bars and exits 1 when one is missed.
//  - Throughput (demo data on PostgreSQL): the filtered API against /healthz, the search page and the largest
//    JavaScript bundle against a small static file of the same server, 50 connections, server and load
//    generator pinned to different cores, median of three; as ratios, since the machine is shared and noisy.
//  - Latency at scale (BENCH_DATABASE_URL, a database filled by `npm run bench:load`): every filter, sort and
//    text search of GET /api/listings end to end over HTTP, one request at a time, p50 and p95.
// Usage: npm run bench [-- --skip-throughput] [-- --skip-scale]; PostgreSQL at BENCH_PG_URL (default the local one).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureBuild } from './ensure-build.ts';
import { startLocalServer, type LocalServer } from './local-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    'skip-throughput': { type: 'boolean', default: false },
    'skip-scale': { type: 'boolean', default: false },
  },
});
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCALE_URL = process.env.BENCH_DATABASE_URL;

const BARS = {
  apiVsHealthz: 0.15,
  pageVsStatic: 0.1,
  bundleVsStatic: 0.5,
  p99Ms: 100,
  rssMb: 400,
  scaleP95Ms: 20,
};
let failed = false;
const verdict = (ok: boolean) => {
  if (!ok) failed = true;
  return ok ? 'ok' : 'MISSED';
};

function table(rows: (string | number)[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => String(c).padEnd(widths[i]!)).join('  ')).join('\n');
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

// ---- throughput ----

interface WrkResult {
  rps: number;
  p99Ms: number;
}

/** One wrk run on core 1 (the server runs on core 0). */
function wrk(url: string, seconds = 5): WrkResult {
  const out = execFileSync(
    'taskset',
    ['-c', '1', 'wrk', '-t1', '-c50', `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: br, gzip', url],
    { encoding: 'utf8' },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const unit = p99?.[2] === 'us' ? 0.001 : p99?.[2] === 's' ? 1000 : 1;
  return { rps, p99Ms: p99 ? Number(p99[1]) * unit : Number.NaN };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

/** The largest hashed bundle under dist/client/_astro. */
function largestBundle(): string {
  const dir = path.join(ROOT, 'dist', 'client', '_astro');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.js'));
  files.sort((a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size);
  return `/_astro/${files[0]}`;
}

async function withFreshDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `stallfinder_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function pinnedServer(env: Record<string, string>): Promise<LocalServer> {
  const server = await startLocalServer(env);
  spawnSync('taskset', ['-a', '-p', '-c', '0', String(server.pid)], { stdio: 'ignore' });
  return server;
}

async function benchThroughput(): Promise<void> {
  await withFreshDatabase(async (url) => {
    const server = await pinnedServer({ DATABASE_URL: url });
    try {
      const pairs = [
        {
          name: 'filtered API vs /healthz',
          route: '/api/listings?region=germany&priceRange=200-400',
          base: '/healthz',
          bar: BARS.apiVsHealthz,
        },
        { name: '/stallplaetze vs /favicon.svg', route: '/stallplaetze', base: '/favicon.svg', bar: BARS.pageVsStatic },
        {
          name: 'largest bundle vs /favicon.svg',
          route: largestBundle(),
          base: '/favicon.svg',
          bar: BARS.bundleVsStatic,
        },
      ];
      // Warm up every route once under load, so the first run is not the JIT's.
      for (const pair of pairs) wrk(server.url + pair.route, 2);
      const rows: (string | number)[][] = [['pair', 'route req/s', 'base req/s', 'ratio', 'route p99', 'bar', '']];
      let peakRss = rssMb(server.pid);
      for (const pair of pairs) {
        const ratios: number[] = [];
        const routeRps: number[] = [];
        const baseRps: number[] = [];
        const p99s: number[] = [];
        for (let i = 0; i < 3; i += 1) {
          const route = wrk(server.url + pair.route);
          peakRss = Math.max(peakRss, rssMb(server.pid));
          const base = wrk(server.url + pair.base);
          routeRps.push(route.rps);
          baseRps.push(base.rps);
          p99s.push(route.p99Ms);
          ratios.push(route.rps / base.rps);
        }
        const ratio = median(ratios);
        const p99 = median(p99s);
        const p99Bar = pair.route.startsWith('/_astro') ? Infinity : BARS.p99Ms;
        rows.push([
          pair.name,
          median(routeRps).toFixed(0),
          median(baseRps).toFixed(0),
          `${(ratio * 100).toFixed(1)} %`,
          `${p99.toFixed(1)} ms`,
          `>= ${pair.bar * 100} %${Number.isFinite(p99Bar) ? `, p99 < ${p99Bar} ms` : ''}`,
          verdict(ratio >= pair.bar && p99 < p99Bar),
        ]);
      }
      console.log(`\nThroughput, demo data on PostgreSQL, 50 connections, median of 3 (${os.cpus().length} cores)`);
      console.log(table(rows));
      console.log(
        `Server RSS peak: ${peakRss.toFixed(0)} MB (bar < ${BARS.rssMb} MB) ${verdict(peakRss < BARS.rssMb)}`,
      );
    } finally {
      await server.stop();
    }
  });
}

// ---- latency at scale ----

const SCALE_QUERIES: { name: string; query: string }[] = [
  { name: 'no filter (relevance)', query: '' },
  { name: 'region', query: 'region=germany' },
  { name: 'region + price band', query: 'region=germany&priceRange=200-400' },
  { name: 'stall type + amenities', query: 'stallType=inside_box&hasRidingArena=true&hasIndoorArena=true' },
  {
    name: 'everything',
    query: 'region=austria&stallType=open_stable&priceRange=200-400&hasTrails=true&hasWashArea=true',
  },
  { name: 'text "münchen"', query: 'search=m%C3%BCnchen' },
  { name: 'text "Muenchen"', query: 'search=Muenchen' },
  { name: 'text "reitstall wald"', query: 'search=reitstall%20wald' },
  { name: 'postcode prefix "803"', query: 'search=803' },
  { name: 'sort price_asc', query: 'sort=price_asc' },
  { name: 'sort price_desc + region', query: 'sort=price_desc&region=switzerland' },
  { name: 'sort rating', query: 'sort=rating' },
  { name: 'sort newest', query: 'sort=newest' },
  { name: 'page 500 of a broad query', query: 'region=germany&page=500' },
];

async function benchScale(url: string): Promise<void> {
  const server = await pinnedServer({ DATABASE_URL: url, SEED_DEMO_DATA: '0' });
  try {
    const rows: (string | number)[][] = [['query', 'p50', 'p95', 'total', 'bar', '']];
    for (const { name, query } of SCALE_QUERIES) {
      const times: number[] = [];
      let total = '';
      for (let i = 0; i < 25; i += 1) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/listings?${query}`);
        await res.arrayBuffer();
        const ms = performance.now() - started;
        if (i >= 5) times.push(ms); // the first requests warm caches and plans
        total = res.headers.get('X-Total-Count') ?? res.headers.get('X-Total-Estimate') ?? `HTTP ${res.status}`;
      }
      const p95 = percentile(times, 95);
      rows.push([
        name,
        `${percentile(times, 50).toFixed(1)} ms`,
        `${p95.toFixed(1)} ms`,
        total,
        `p95 <= ${BARS.scaleP95Ms} ms`,
        verdict(p95 <= BARS.scaleP95Ms),
      ]);
    }
    const { rows: counts } = await (async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return await c.query<{ n: number }>('SELECT count(*)::int AS n FROM listings');
      } finally {
        await c.end();
      }
    })();
    console.log(`\nGET /api/listings at ${counts[0]!.n} listings on PostgreSQL, sequential, 20 requests each`);
    console.log(table(rows));
  } finally {
    await server.stop();
  }
}

// ---- main ----

ensureBuild();
if (!args['skip-throughput']) await benchThroughput();
if (!args['skip-scale']) {
  if (SCALE_URL) await benchScale(SCALE_URL);
  else {
    console.log('\nLatency at scale: set BENCH_DATABASE_URL to a database filled by `npm run bench:load`.');
    failed = true;
  }
}
console.log(failed ? '\nBench: bars missed (see above).' : '\nBench: all bars met.');
process.exitCode = failed ? 1 : 0;
