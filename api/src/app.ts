// Builds the Koa application: the API under /api, health checks, the built client assets and, when a page
// handler is given, the server-rendered site. Tests import createApp(); only server.ts listens.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import compression from 'compression';
import Koa, { type Next } from 'koa';
import { accountRoutes } from './account/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { checklistRoutes } from './checklists/routes.ts';
import { loadCurrentUser } from './auth/current-user.ts';
import { sessionMiddleware } from './auth/session.ts';
import { contactRoutes } from './enquiries/routes.ts';
import { conversationRoutes } from './conversations/routes.ts';
import { horseRoutes } from './horses/routes.ts';
import { cacheControl } from './http/caching.ts';
import type { AppContext, AppContextExtras, AppState } from './http/context.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './db/availability.ts';
import { metrics } from './http/metrics.ts';
import { errorHandler } from './http/error-handler.ts';
import { HttpError } from './http/errors.ts';
import { rejectMalformedPaths } from './http/malformed-path.ts';
import { createRateLimits, type Limit, type LimitName } from './http/rate-limit.ts';
import { consentRoutes } from './consents/routes.ts';
import { presentSessionUser } from './consents/session-user.ts';
import {
  csrfProtection,
  pageCsp,
  type PageOrigins,
  type PagePolicyOptions,
  scriptHashesOf,
  securityHeaders,
} from './http/security.ts';
import type { MediaStorage } from './media/storage.ts';
import { isAssetPath, staticFiles } from './http/static-files.ts';
import { listingRoutes } from './listings/routes.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { ownerRoutes } from './owner/routes.ts';
import { PHOTO_UPLOAD_PATH, photoRoutes } from './photos/routes.ts';
import { placeRoutes } from './places/routes.ts';
import type { Services } from './services.ts';
import { maintenanceGate } from './settings/maintenance-gate.ts';
import { maintenanceRoutes } from './settings/routes.ts';
import { messageMailRoutes } from './message-mails/routes.ts';
import { ONE_CLICK_PATH } from './message-mails/mail.ts';
import { viewingRoutes } from './viewings/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { TRUST_UPLOAD_PATH, trustRoutes } from './trust/routes.ts';
import { isPrivateMediaPath, isPublicMediaPath } from './trust/documents.ts';
import { reportRoutes } from './moderation/routes.ts';
import { waitlistRoutes } from './waitlists/routes.ts';
import { premiumRoutes } from './premium/routes.ts';
import { renewalLinkRoutes } from './freshness/routes.ts';
import { savedSearchRoutes } from './alerts/routes.ts';
import { ALERT_ONE_CLICK_PATH } from './alerts/links.ts';
import type { User } from './models/User.ts';
import { visitorOf, type VisitorTraits } from './listings/visitor.ts';
import type { Encoding } from './search/index.ts';
import { negotiatedEncoding, sendAnswer } from './http/send-answer.ts';
import type { PublicUser } from '#contract/types.ts';

/** What server-rendered pages receive as Astro.locals. */
export interface PageLocals {
  services: Services;
  user: User | null;
  /** The signed-in user as pages show it, presented once per request. */
  me: PublicUser | null;
  /** Who is asking, for the view counter of the detail pages. */
  visitor: VisitorTraits;
  /** The content coding the client accepts, for pages sent from the answer cache. */
  encoding: Encoding;
  /**
   * The pages' Content-Security-Policy, given the renderer's own (Astro's security.csp: script-src with the hashes
   * of the page's inline scripts); site/src/middleware.ts sends it instead.
   */
  pagePolicy: (rendererPolicy: string | null, page?: PagePolicyOptions) => string;
}

/** Astro's Node middleware: renders a page, or calls `next` when no route matches. */
export type PageHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  locals: PageLocals,
) => Promise<void>;

export interface AppOptions {
  services: Services;
  pages?: PageHandler;
  /** dist/client of the site build: hashed assets and pre-rendered pages. */
  clientDir?: string;
  limits?: Partial<Record<LimitName, Limit>>;
  /** Origin of the map tile server, allowed as an image source by the pages' CSP. */
  tileOrigin?: string | null;
}

const JSON_BODY_LIMIT = '100kb';
/** Asked every few seconds by load balancers and scrapers: not worth a log line each. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
/** /readyz answers 503 when the database has not answered within this time. */
const READY_TIMEOUT_MS = 1500;

export function createApp(options: AppOptions): Koa<AppState, AppContextExtras> {
  const { services } = options;
  const { config, log } = services;
  const logsRequests = config.logLevel === 'info' || config.logLevel === 'debug';
  const app = new Koa<AppState, AppContextExtras>({ proxy: config.trustProxy });
  app.keys = [config.sessionSecret ?? 'missing-secret'];
  app.context.services = services;
  app.silent = true; // errors are logged by the error middleware, with the request id

  // Dynamic responses (pages, JSON) at levels that cost little CPU: brotli quality 4, gzip level 5. Built files
  // are compressed once at build time (site/integrations/precompress.ts) and sent as they are.
  const compress = compression({
    threshold: 1024,
    level: 5,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const limits = createRateLimits(services.knex, options.limits);

  app.use(async (ctx: AppContext, next: Next) => {
    ctx.state.requestId = ctx.get('X-Request-Id').slice(0, 64) || randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    ctx.state.user = null;
    // One line per request that reached the app's own work (health checks and built files are left out), with
    // the id the response carries, so a user's report finds its lines; nothing at all when info is not logged.
    const started = performance.now();
    if (logsRequests)
      ctx.res.once('finish', () => {
        if (QUIET_PATHS.has(ctx.path) || (isAssetPath(ctx.path) && ctx.status < 400)) return;
        log.info('request', {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        });
      });
    // One compressor for every response, the page renderer's included, since it writes to the Node response.
    await new Promise<void>((resolve, reject) =>
      compress(ctx.req as Parameters<typeof compress>[0], ctx.res as Parameters<typeof compress>[1], (err?: unknown) =>
        err ? reject(err) : resolve(),
      ),
    );
    await next();
  });
  app.use(metrics(services, config.metricsToken));
  app.use(errorHandler(log));
  const origins: PageOrigins = { tileOrigin: options.tileOrigin ?? null, mediaOrigin: services.media.origin };
  app.use(securityHeaders({ production: config.isProduction, ...origins }));
  app.use(rejectMalformedPaths());

  // Assets need no session; pre-rendered pages are served after it, behind the maintenance gate.
  if (options.clientDir) app.use(staticFiles(options.clientDir, { immutablePrefix: '/_astro/', only: isAssetPath }));
  if (config.mediaS3) app.use(mediaMoved(services.media));
  // Private documents (verifications, seals) live in the media store too, but no address serves them.
  else app.use(staticFiles(path.join(config.dataDir, 'media'), { prefix: '/media/', only: isPublicMediaPath }));

  const health = new Router<AppState, AppContextExtras>();
  health.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  health.get('/readyz', async (ctx) => {
    // A load balancer asks this every few seconds: it answers within READY_TIMEOUT_MS even when the database
    // hangs, and an outage is logged once (db/availability.ts), not at every check.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout exceeded when trying to connect')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([services.knex.raw('SELECT 1'), timeout]);
      ctx.body = { status: 'ok', database: services.db.kind };
    } catch (err) {
      if (isDatabaseUnavailable(err)) services.availability.failed(err);
      else log.warn('readiness check failed', { err });
      ctx.status = 503;
      ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      ctx.body = { status: 'unavailable', message: 'Datenbank nicht erreichbar' };
    } finally {
      clearTimeout(timer);
    }
  });
  app.use(health.routes());

  app.use(sessionMiddleware(app, services.knex, { production: config.isProduction }));
  app.use(loadCurrentUser());
  app.use(cacheControl());
  app.use(maintenanceGate());
  if (options.clientDir) app.use(staticFiles(options.clientDir, { only: (p) => !p.startsWith('/api/') }));

  // Each feature router is mounted on the app itself: a router's own middleware (e.g. the admin guard)
  // then only runs for that router's routes.
  const parseJson = bodyParser({
    enableTypes: ['json'],
    jsonLimit: JSON_BODY_LIMIT,
    jsonStrict: true,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  });
  // Photo uploads are the one multipart body; the Origin check applies to them like to everything else.
  app.use(
    onlyApi(
      csrfProtection({
        multipartPaths: [PHOTO_UPLOAD_PATH, TRUST_UPLOAD_PATH],
        oneClickPaths: [ONE_CLICK_PATH, ALERT_ONE_CLICK_PATH],
      }),
    ),
  );
  app.use(onlyApi(parseJson));
  for (const router of [
    authRoutes(limits),
    maintenanceRoutes(),
    openApiRoutes(),
    listingRoutes(),
    placeRoutes(),
    contactRoutes(limits),
    conversationRoutes(limits),
    newsletterRoutes(limits),
    messageMailRoutes(limits),
    savedSearchRoutes(limits),
    ...accountRoutes(limits),
    checklistRoutes(),
    viewingRoutes(),
    reviewRoutes(),
    reportRoutes(limits),
    consentRoutes(),
    waitlistRoutes(),
    premiumRoutes(),
    renewalLinkRoutes(limits),
    adminRoutes(),
    trustRoutes(),
    photoRoutes(),
    // Before the owner's area: /api/my/horses is for every signed-in user, not only stable owners.
    horseRoutes(),
    ownerRoutes(),
  ]) {
    app.use(router.routes());
  }
  // Everything under /api that no router answered: a known path with another method, or an unknown path.
  app.use(
    onlyApi((ctx) => {
      // @koa/router lists every layer whose path matched; those with methods are routes.
      const matched = (ctx as AppContext & { matched?: { methods: string[] }[] }).matched ?? [];
      if (matched.some((layer) => layer.methods.length > 0)) throw new HttpError(405, 'Methode nicht erlaubt');
      throw new HttpError(404, 'Diese API-Route gibt es nicht');
    }),
  );

  if (options.pages) app.use(renderPages(options.pages, origins));
  if (options.clientDir) app.use(notFoundPage(options.clientDir));
  return app;
}

/** Whatever no page matched gets the pre-rendered English "Page Not Found" page with status 404. */
function notFoundPage(clientDir: string) {
  const file = path.join(clientDir, '404.html');
  return async (ctx: AppContext) => {
    ctx.status = 404;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = await fs.readFile(file).catch(() => 'Page Not Found');
  };
}

function onlyApi(middleware: (ctx: AppContext, next: Next) => unknown) {
  return (ctx: AppContext, next: Next) => (ctx.path.startsWith('/api/') ? middleware(ctx, next) : next());
}

/**
 * With photos in an object store, an address on this site (a page or listing kept from before, a stored
 * image_urls entry) is sent on to the store for good rather than served through the process.
 */
function mediaMoved(media: MediaStorage) {
  return async (ctx: AppContext, next: Next) => {
    if (!ctx.path.startsWith('/media/') || !['GET', 'HEAD'].includes(ctx.method)) return next();
    if (isPrivateMediaPath(ctx.path)) throw new HttpError(404, 'Datei nicht gefunden');
    let target: string;
    try {
      const key = ctx.path.slice('/media/'.length).split('/').map(decodeURIComponent).join('/');
      target = media.url(key);
    } catch {
      throw new HttpError(404, 'Datei nicht gefunden');
    }
    ctx.status = 301;
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.redirect(target);
  };
}

/**
 * The compressor's res.write drops a write's callback. Astro ends a page that fails while it streams by writing
 * "Internal server error" and destroying the response in that callback (astro/core/app/node.js writeResponse):
 * without the callback the response would never end and the browser would wait for it until it gave up.
 */
function keepWriteCallbacks(res: ServerResponse): void {
  const write = res.write as (chunk: unknown, ...rest: unknown[]) => boolean;
  res.write = function writeKeepingCallback(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (!callback) return write.call(this, chunk, ...rest);
    const written = write.call(this, chunk, ...rest.filter((arg) => arg !== callback));
    process.nextTick(callback);
    return written;
  } as ServerResponse['write'];
}

function renderPages(pages: PageHandler, origins: PageOrigins) {
  const pagePolicy = (rendererPolicy: string | null, page?: PagePolicyOptions) =>
    pageCsp(origins, scriptHashesOf(rendererPolicy), page);
  return async (ctx: AppContext, next: Next) => {
    if (ctx.path.startsWith('/api/')) return next();
    const { answers, settings } = ctx.services;
    // A kept search page goes out as it is, without the renderer (site/src/middleware.ts keeps them).
    if (ctx.method === 'GET' && answers.isKeptPage(ctx.path)) {
      const kept = await answers.peek(answers.pageKey(await settings.get(), new URL(ctx.url, 'http://page')));
      if (kept) return sendAnswer(ctx, kept);
    }
    let unmatched = false;
    ctx.respond = false;
    const user = ctx.state.user;
    const locals: PageLocals = {
      services: ctx.services,
      user,
      me: user ? await presentSessionUser(ctx.services.knex, user) : null,
      visitor: visitorOf(ctx),
      encoding: negotiatedEncoding(ctx),
      pagePolicy,
    };
    keepWriteCallbacks(ctx.res);
    await pages(ctx.req, ctx.res, () => (unmatched = true), locals);
    if (unmatched) {
      ctx.respond = true;
      await next();
    }
  };
}
