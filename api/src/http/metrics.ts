// Prometheus metrics of this process at GET /metrics, through prom-client (the standard client library): requests
// by route and status with their duration, the database pool, requests turned away while the database was down,
// the job queue's waiting, active and failed jobs, and Node's own process figures. Each process keeps its own
// registry (Prometheus scrapes every process behind the load balancer). Only a scraper holding METRICS_TOKEN, or a
// request from this machine that no proxy forwarded, may read them: they describe the service to an attacker too.
import { timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Next } from 'koa';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Services } from '../services.ts';
import type { AppContext } from './context.ts';
import { isAssetPath } from './static-files.ts';

export const METRICS_PATH = '/metrics';

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

/** The route a request took, as few distinct values: the API route's pattern, else the kind of answer. */
function routeOf(ctx: AppContext): string {
  const matched = (ctx as AppContext & { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (ctx.path.startsWith('/api/')) return '/api/(unmatched)';
  if (ctx.path.startsWith('/media/')) return '/media';
  if (isAssetPath(ctx.path)) return 'static';
  return 'page';
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The process's own figures under prom-client's standard names, read when scraped. (prom-client's
 * collectDefaultMetrics observes every garbage collection as it happens: under load that cost /healthz 40 % of
 * its rate and grew the process by 150 MB.)
 */
function processMetrics(registry: Registry) {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('process_cpu_seconds_total', 'User and system CPU time spent, in seconds', () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  });
  gauge('process_resident_memory_bytes', 'Resident memory size in bytes', () => process.memoryUsage.rss());
  gauge('nodejs_heap_size_used_bytes', 'Heap in use, in bytes', () => process.memoryUsage().heapUsed);
  gauge('nodejs_heap_size_total_bytes', 'Heap reserved, in bytes', () => process.memoryUsage().heapTotal);
  gauge(
    'nodejs_external_memory_bytes',
    'Memory of C++ objects bound to JavaScript, in bytes',
    () => process.memoryUsage().external,
  );
  gauge('process_start_time_seconds', 'Start time of the process since the Unix epoch, in seconds', () =>
    Math.round(Date.now() / 1000 - process.uptime()),
  );
  // The event loop's delay since the last scrape: what requests waited for the process.
  gauge('nodejs_eventloop_lag_p99_seconds', 'The 99th percentile of the event loop delay, in seconds', () => {
    const p99 = delay.percentile(99) / 1e9;
    return Number.isFinite(p99) ? p99 : 0;
  });
  gauge('nodejs_eventloop_lag_max_seconds', 'The longest event loop delay since the last scrape, in seconds', () => {
    const max = delay.max / 1e9;
    delay.reset();
    return Number.isFinite(max) ? max : 0;
  });
}

export function metrics(services: Services, token: string | undefined) {
  const registry = new Registry();
  processMetrics(registry);
  const requests = new Counter({
    name: 'stallfinder_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'stallfinder_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Counter({
    name: 'stallfinder_database_unavailable_requests_total',
    help: 'Requests answered 503 because the database could not be reached',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(services.availability.failures);
    },
  });
  new Gauge({
    name: 'stallfinder_database_up',
    help: '1 while the database answers, 0 during an outage',
    registers: [registry],
    collect() {
      this.set(services.availability.down ? 0 : 1);
    },
  });
  const pool = (services.knex.client as { pool?: TarnPool }).pool;
  new Gauge({
    name: 'stallfinder_database_pool_connections',
    help: 'Connections of the database pool: used, free, waited for (pending acquires), being opened',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'used' }, pool.numUsed());
      this.set({ state: 'free' }, pool.numFree());
      this.set({ state: 'pending_acquire' }, pool.numPendingAcquires());
      this.set({ state: 'pending_create' }, pool.numPendingCreates());
    },
  });
  new Gauge({
    name: 'stallfinder_jobs',
    help: 'Jobs of the queue by name and state (waiting, active, failed: the dead letters an admin can retry)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const queue of await services.jobs.figures()) {
          this.set({ queue: queue.name, state: 'waiting' }, queue.waiting);
          this.set({ queue: queue.name, state: 'active' }, queue.active);
          this.set({ queue: queue.name, state: 'failed' }, queue.failed);
        }
      } catch {
        // The database is down: the queue's figures are unknown, and stallfinder_database_up says why.
      }
    },
  });

  // The series of each label combination, found once: prom-client would otherwise hash the labels of every
  // request twice, which cost /healthz a third of its rate.
  const durations = new Map<string, { observe(seconds: number): void }>();
  const counts = new Map<string, { inc(): void }>();
  const count = (ctx: AppContext, seconds: number) => {
    const route = routeOf(ctx);
    const key = `${ctx.method} ${route}`;
    let timing = durations.get(key);
    if (!timing) durations.set(key, (timing = duration.labels({ method: ctx.method, route })));
    timing.observe(seconds);
    const statusKey = `${key} ${ctx.status}`;
    let counter = counts.get(statusKey);
    if (!counter) {
      counter = requests.labels({ method: ctx.method, route, status: String(ctx.status) });
      counts.set(statusKey, counter);
    }
    counter.inc();
  };

  /** Counts every request and answers /metrics; mounted first, so every answer is counted. */
  return async (ctx: AppContext, next: Next) => {
    if (ctx.path !== METRICS_PATH) {
      const started = performance.now();
      try {
        await next();
      } finally {
        count(ctx, (performance.now() - started) / 1000);
      }
      return;
    }
    const bearer = /^Bearer (.+)$/.exec(ctx.get('Authorization'))?.[1];
    const allowed =
      (token !== undefined && bearer !== undefined && sameSecret(bearer, token)) ||
      (LOOPBACK.has(ctx.req.socket.remoteAddress ?? '') && !ctx.get('X-Forwarded-For'));
    if (!allowed) {
      ctx.status = 403;
      ctx.body = { message: 'Keine Berechtigung' };
      return;
    }
    ctx.set('Content-Type', registry.contentType);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await registry.metrics();
  };
}
