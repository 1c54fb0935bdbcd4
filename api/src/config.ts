// Server configuration, parsed once from the environment at boot; a bad value stops the start with a clear message.
import path from 'node:path';
import * as z from 'zod';
import { DEFAULT_TILE_URL } from '#contract/map-tiles.ts';
import type { S3StorageOptions } from './media/s3-address.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** An optional variable, where an empty value means unset. */
const optionalText = <T extends z.ZodType<string>>(schema: T) =>
  schema.optional().or(z.literal('').transform(() => undefined));

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
  ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  // Job workers in this process: 0 serves HTTP only (run `npm run worker` elsewhere); any other number runs them.
  WORKERS: z.coerce.number().int().min(0).max(64).default(1),
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_USERNAME: z.string().min(3).max(40).default('admin'),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  TRUST_PROXY: flag.default(false),
  SEED_DEMO_DATA: flag.default(true),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  TILE_URL: z
    .string()
    .regex(/^https:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an https URL template with {z}, {x} and {y}')
    .default(DEFAULT_TILE_URL),
  GEOCODER_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be the http(s) URL of a Photon (…/api) or Nominatim (…/search) endpoint',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ROUTING_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be the http(s) URL of an OSRM-compatible routing service (its table API)',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Stallfinder <no-reply@stallfinder.example>'),
  // An SMS provider (or a gateway in front of one) that takes POST {"to","text"} as JSON; without it there is no SMS.
  SMS_URL: optionalText(z.url({ protocol: /^https?$/, error: 'must be the http(s) URL SMS are POSTed to' })),
  // Photos in an S3-compatible object store instead of DATA_DIR/media: set the bucket to turn it on.
  MEDIA_S3_BUCKET: optionalText(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')),
  MEDIA_S3_REGION: z.string().min(1).default('eu-central-1'),
  MEDIA_S3_ENDPOINT: optionalText(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  MEDIA_S3_ACCESS_KEY_ID: optionalText(z.string()),
  MEDIA_S3_SECRET_ACCESS_KEY: optionalText(z.string()),
  MEDIA_PUBLIC_URL: optionalText(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: the longest a request's statement may run, and the connections per process. */
  dbStatementTimeoutMs: number;
  dbPoolSize: number;
  /**
   * PostgreSQL only: how long opening a connection, and waiting for one of the pool, may take before the request
   * is answered 503 (a hanging or saturated database must not hold requests for a minute).
   */
  dbConnectTimeoutMs: number;
  dbAcquireTimeoutMs: number;
  /** Memory for kept search answers and pages per process (search/answer-cache.ts); 0 keeps none. */
  answerCacheMb: number;
  /** Whether this process runs background jobs (mail, housekeeping) besides serving HTTP; WORKERS=0 turns it off. */
  runsJobs: boolean;
  /** How soon a mail whose worker died goes to another worker (pg-boss heartbeat, at least 10 s). */
  jobHeartbeatSeconds: number;
  dataDir: string;
  sessionSecret: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  trustProxy: boolean;
  seedDemoData: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Lets a scraper from another machine read /metrics (Authorization: Bearer …); localhost may without. */
  metricsToken: string | undefined;
  /** JSON lines, or human-readable (the default in development on a terminal). */
  logFormat: 'json' | 'pretty';
  /** Multiplies every rate limit's allowance; 1 in production. */
  rateLimitScale: number;
  /** Map tile URL template ({z}/{x}/{y}) used by the site's maps. */
  tileUrl: string;
  /** An external geocoder for street addresses (Photon `…/api` or Nominatim `…/search`); none by default. */
  geocoderUrl: string | undefined;
  /** An OSRM-compatible routing service (its root) for driving times; without it they are estimated. */
  routingUrl: string | undefined;
  /**
   * The public address links in e-mails point to: SITE_URL, required in production; elsewhere this process's own
   * address on localhost. Never taken from a request, whose Host header the sender chooses.
   */
  siteUrl: string;
  /** Outgoing mail server; without it, mails are written as .eml files under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where SMS are POSTed (api/src/sms/); without it the SMS setting shows "nicht verfügbar" and nothing is sent. */
  smsUrl: string | undefined;
  /** The object store photos live in; null keeps them on this machine's disk under DATA_DIR/media. */
  mediaS3: S3StorageOptions | null;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError(
      'SESSION_SECRET is required when NODE_ENV=production (at least 32 characters, e.g. `openssl rand -base64 48`).',
    );
  }
  if (!e.MEDIA_S3_BUCKET && (e.MEDIA_S3_ENDPOINT || e.MEDIA_PUBLIC_URL)) {
    throw new ConfigError(
      'MEDIA_S3_ENDPOINT and MEDIA_PUBLIC_URL need MEDIA_S3_BUCKET, the bucket photos are kept in.',
    );
  }
  if (Boolean(e.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(e.MEDIA_S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY are set together, or neither.');
  }
  if (e.NODE_ENV === 'production' && !e.SITE_URL) {
    throw new ConfigError(
      'SITE_URL is required when NODE_ENV=production: the public address (e.g. https://stallfinder.example) that ' +
        'links in e-mails point to.',
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbPoolSize: e.DB_POOL_SIZE,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbAcquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS,
    answerCacheMb: e.ANSWER_CACHE_MB,
    runsJobs: e.WORKERS > 0,
    jobHeartbeatSeconds: e.JOB_HEARTBEAT_SECONDS,
    dataDir: path.resolve(e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    trustProxy: e.TRUST_PROXY,
    seedDemoData: e.SEED_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' && process.stdout.isTTY ? 'pretty' : 'json'),
    rateLimitScale: e.RATE_LIMIT_SCALE,
    tileUrl: e.TILE_URL,
    geocoderUrl: e.GEOCODER_URL,
    routingUrl: e.ROUTING_URL,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsUrl: e.SMS_URL,
    mediaS3: e.MEDIA_S3_BUCKET
      ? {
          bucket: e.MEDIA_S3_BUCKET,
          region: e.MEDIA_S3_REGION,
          endpoint: e.MEDIA_S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
          accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY ?? null,
          publicUrl: e.MEDIA_PUBLIC_URL ?? null,
        }
      : null,
  };
}
