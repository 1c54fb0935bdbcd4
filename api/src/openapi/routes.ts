// The API's description for integrators: the OpenAPI document at /api/openapi.json and a readable reference at
// /api/docs (Swagger UI from the swagger-ui-dist package, served from this origin: nothing loads from elsewhere).
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import Router from '@koa/router';
import type { AppContext, AppState } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { referencePage } from './page.ts';

const SWAGGER_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const OWN_DIR = path.join(import.meta.dirname, 'reference');

/** The files the page loads, each from where it lives: Swagger UI's bundle and styles, and the page's own two. */
const FILES: Record<string, { file: string; type: string }> = {
  'swagger-ui-bundle.js': { file: path.join(SWAGGER_DIR, 'swagger-ui-bundle.js'), type: 'text/javascript' },
  'swagger-ui.css': { file: path.join(SWAGGER_DIR, 'swagger-ui.css'), type: 'text/css' },
  'docs.js': { file: path.join(OWN_DIR, 'docs.js'), type: 'text/javascript' },
  'docs.css': { file: path.join(OWN_DIR, 'docs.css'), type: 'text/css' },
};

/**
 * The page's own policy in place of the API's `default-src 'none'` (http/security.ts): scripts and styles from
 * this origin only, Swagger UI's inline styles and data: icons, and its requests ("Try it out") to this origin.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Swagger UI changes only with a release: browsers may keep its files for an hour. */
const FILE_CACHE = 'public, max-age=3600';

/**
 * The document's module (the answer schemas of every route and the generator) is loaded on the first request for
 * it, not at start: a server that is never asked for it keeps that memory.
 */
async function document() {
  const { openApiDocument } = await import('./document.ts');
  return openApiDocument();
}

export function openApiRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get('/api/openapi.json', async (ctx) => {
    // A public description: tools on other origins (editors, client generators) may read it.
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.body = await document();
  });

  router.get('/api/docs', async (ctx) => {
    ctx.set('Content-Security-Policy', DOCS_CSP);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = referencePage((await document()).info);
  });

  router.get('/api/docs/:file', async (ctx) => {
    const name = ctx.params.file ?? '';
    const entry = Object.hasOwn(FILES, name) ? FILES[name] : undefined;
    if (!entry) throw notFound('Datei');
    ctx.set('Cache-Control', FILE_CACHE);
    ctx.type = `${entry.type}; charset=utf-8`;
    ctx.body = await fs.readFile(entry.file);
  });

  return router;
}
