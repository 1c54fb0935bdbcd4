// The API inside `astro dev`: API, health and media requests go to Koa; page requests get the services and
// the signed-in user attached as Astro.locals, then continue to Vite.
import type { IncomingMessage, ServerResponse } from 'node:http';
import compose from 'koa-compose';
import { createApp, type PageLocals } from './app.ts';
import { loadCurrentUser } from './auth/current-user.ts';
import { sessionMiddleware } from './auth/session.ts';
import { boot } from './boot.ts';
import type { AppContext } from './http/context.ts';
import { pageCsp, scriptHashesOf } from './http/security.ts';
import { tileOriginOf } from './map-tiles.ts';
import { visitorOf } from './listings/visitor.ts';
import { presentUser } from './users/presenter.ts';

const LOCALS = Symbol.for('astro.locals');
const SERVER_PATHS = /^\/(api\/|media\/|healthz$|readyz$|metrics$)/;

export async function startDevApi() {
  const services = await boot();
  const origins = { tileOrigin: tileOriginOf(services.config.tileUrl), mediaOrigin: services.media.origin };
  const app = createApp({ services, tileOrigin: origins.tileOrigin });
  const koa = app.callback();
  const resolveUser = compose([
    sessionMiddleware(app, services.knex, { production: false }),
    loadCurrentUser(),
  ] as Parameters<typeof compose>[0]);

  return {
    async handle(req: IncomingMessage, res: ServerResponse, next: () => void) {
      const pathname = (req.url ?? '/').split('?')[0]!;
      if (SERVER_PATHS.test(pathname)) return koa(req, res);
      if (req.method === 'GET' && req.headers.accept?.includes('text/html')) {
        const ctx = app.createContext(req, res) as unknown as AppContext;
        await resolveUser(ctx);
        const user = ctx.state.user ?? null;
        // Pages go out uncompressed in development.
        const locals: PageLocals = {
          services,
          user,
          me: user ? presentUser(user) : null,
          visitor: visitorOf(ctx),
          encoding: null,
          // Astro writes no policy under `astro dev` (its CSP needs a build), so pages get none to complete.
          pagePolicy: (rendererPolicy, page) => pageCsp(origins, scriptHashesOf(rendererPolicy), page),
        };
        Reflect.set(req, LOCALS, locals);
      }
      next();
    },
    close: () => services.db.close(),
  };
}
