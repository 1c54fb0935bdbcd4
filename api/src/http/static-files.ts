// Serves the built client assets and pre-rendered pages from dist/client, before any session work.
import type { Next } from 'koa';
import send from 'koa-send';
import type { AppContext } from './context.ts';
import { IMMUTABLE } from './caching.ts';

export function staticFiles(root: string, options: { prefix?: string; immutablePrefix?: string } = {}) {
  const prefix = options.prefix ?? '/';
  return async (ctx: AppContext, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(prefix)) return next();
    let served: string | undefined;
    try {
      served = await send(ctx, ctx.path.slice(prefix.length - 1) || '/', {
        root,
        index: 'index.html',
        hidden: false,
        setHeaders(res, filePath) {
          const immutable = options.immutablePrefix && ctx.path.startsWith(options.immutablePrefix);
          res.setHeader('Cache-Control', immutable ? IMMUTABLE : 'no-cache');
          if (filePath.endsWith('.html')) res.setHeader('Content-Type', 'text/html; charset=utf-8');
        },
      });
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status !== 404 && status !== 400) throw err;
    }
    if (!served) return next();
  };
}
