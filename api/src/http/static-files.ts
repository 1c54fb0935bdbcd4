// Serves the built client assets (before any session work) and the pre-rendered pages from dist/client.
import type { Next } from 'koa';
import send from 'koa-send';
import type { AppContext } from './context.ts';
import { IMMUTABLE } from './caching.ts';

interface StaticOptions {
  prefix?: string;
  immutablePrefix?: string;
  /** Which request paths this instance serves (e.g. only assets, or only pages). */
  only?: (path: string) => boolean;
}

/** A path that names a file (has an extension) other than an HTML page. */
export function isAssetPath(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html');
}

export function staticFiles(root: string, options: StaticOptions = {}) {
  const prefix = options.prefix ?? '/';
  return async (ctx: AppContext, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(prefix)) return next();
    if (options.only && !options.only(ctx.path)) return next();
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
