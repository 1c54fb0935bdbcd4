// Starts the real API in-process on a random port against a fresh database, with a cookie-keeping client.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createApp, type PageHandler } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Limit, LimitName } from '../src/http/rate-limit.ts';
import { createLogger } from '../src/log.ts';
import { createServices, type Services } from '../src/services.ts';
import { createTestDatabase } from './database.ts';
import { sendQueuedMailsBeforeReading } from './mail.ts';

/** Generous limits so ordinary tests never trip them; rate-limit tests pass the real ones. */
const RELAXED: Record<LimitName, Limit> = {
  login: { points: 1000, durationSeconds: 60 },
  adminLogin: { points: 1000, durationSeconds: 60 },
  register: { points: 1000, durationSeconds: 60 },
  contactForm: { points: 1000, durationSeconds: 60 },
  newsletter: { points: 1000, durationSeconds: 60 },
  enquiry: { points: 1000, durationSeconds: 60 },
  passwordForgot: { points: 1000, durationSeconds: 60 },
  verificationMail: { points: 1000, durationSeconds: 60 },
  tokenLink: { points: 1000, durationSeconds: 60 },
  accountLogin: { points: 1000, durationSeconds: 60 },
  accountPassword: { points: 1000, durationSeconds: 60 },
  accountReset: { points: 1000, durationSeconds: 60 },
  message: { points: 1000, durationSeconds: 60 },
  report: { points: 1000, durationSeconds: 60 },
};

export interface TestServer {
  url: string;
  services: Services;
  client(): TestClient;
  close(): Promise<void>;
}

export async function startTestServer(
  options: {
    limits?: Partial<Record<LimitName, Limit>>;
    realLimits?: boolean;
    /** More configuration, as environment variables (METRICS_TOKEN, …). */
    env?: Record<string, string>;
    /** A page renderer in place of the site's (which needs the build). */
    pages?: PageHandler;
  } = {},
): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stallfinder-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...options.env,
  });
  const database = await createTestDatabase();
  const services = createServices(config, database.db, createLogger(config.logLevel));
  // Jobs run when a test reads the outbox (api/test/mail.ts), not from a worker's poll.
  await services.jobs.start({ work: false });
  if (services.mail.outbox) sendQueuedMailsBeforeReading(services.mail.outbox, () => services.jobs.drain());
  const app = createApp({
    services,
    pages: options.pages,
    limits: options.realLimits ? options.limits : { ...RELAXED, ...options.limits },
  });
  const server = http.createServer(app.callback());
  // The client closes its idle connections first (undici, after 4 s): a server closing them after its 5 s can
  // race a request sent on one the moment the test process comes back from a long embedded query (ECONNRESET).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Links in mails point to this server (the port is known only now), as a deployment's SITE_URL does.
  config.siteUrl = url;
  return {
    url,
    services,
    client: () => new TestClient(url),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (services.mail.outbox) sendQueuedMailsBeforeReading(services.mail.outbox, null);
      await services.jobs.stop();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A browser-like client: keeps cookies, sends our Origin on unsafe methods, JSON in and out. */
export class TestClient {
  readonly baseUrl: string;
  private cookies = new Map<string, string>();

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(
    method: string,
    pathname: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string>; origin?: string | null } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (this.cookies.size) headers.Cookie = this.cookieHeader;
    if (method !== 'GET' && method !== 'HEAD' && options.origin !== null)
      headers.Origin = options.origin ?? this.baseUrl;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + pathname, { method, headers, body, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = any>(p: string, headers?: Record<string, string>) {
    return this.request<T>('GET', p, { headers });
  }
  post<T = any>(p: string, body?: unknown, options: { headers?: Record<string, string>; origin?: string | null } = {}) {
    return this.request<T>('POST', p, { body, ...options });
  }
  put<T = any>(p: string, body?: unknown, options: { headers?: Record<string, string>; origin?: string | null } = {}) {
    return this.request<T>('PUT', p, { body, ...options });
  }
  delete<T = any>(p: string, options: { headers?: Record<string, string>; origin?: string | null } = {}) {
    return this.request<T>('DELETE', p, options);
  }
}
