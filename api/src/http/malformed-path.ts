// A path whose percent-encoding does not decode (`/%E0%A4%A`, `/stallplaetze%`) names nothing: it is answered
// 400 at once, in German, as JSON under /api and as a small page elsewhere, before any router, file lookup or
// renderer could stumble over it (and without an error in the log: the client sent it so).
import type { Next } from 'koa';
import type { AppContext } from './context.ts';
import { plainPage } from './plain-page.ts';

export const MALFORMED_PATH = 'Die Adresse ist ungültig kodiert.';

const PAGE = plainPage(
  'Ungültige Adresse',
  `<p>${MALFORMED_PATH} Bitte prüfe den Link oder geh zur <a href="/">Startseite</a>.</p>`,
);

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function rejectMalformedPaths() {
  return async (ctx: AppContext, next: Next) => {
    if (decodes(ctx.path)) return next();
    ctx.status = 400;
    if (ctx.path.startsWith('/api/')) {
      ctx.body = { message: MALFORMED_PATH };
    } else {
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = PAGE;
    }
  };
}
