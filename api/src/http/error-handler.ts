// The one place that writes error bodies: maps our, zod, body-parser, Objection and PostgreSQL errors to
// `{ message, errors? }` with a 4xx status, and logs anything unexpected as a 500 with the request id.
import type { Next } from 'koa';
import {
  DataError,
  ForeignKeyViolationError,
  NotFoundError,
  UniqueViolationError,
  CheckViolationError,
} from 'objection';
import { MSG } from '#contract/messages.ts';
import type { Logger } from '../log.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/availability.ts';
import type { AppContext } from './context.ts';
import { HttpError } from './errors.ts';
import { plainPage } from './plain-page.ts';

export const UNAVAILABLE_MESSAGE =
  'Stallfinder ist gerade nicht erreichbar. Bitte versuche es in wenigen Augenblicken noch einmal.';

const UNAVAILABLE_PAGE = plainPage(
  'Gleich wieder da',
  `<p>${UNAVAILABLE_MESSAGE}</p>
<p>Deine Eingaben und gemerkten Stallplätze bleiben erhalten. <a href="">Seite neu laden</a></p>`,
);

const UNIQUE_MESSAGES: Record<string, string> = {
  users_email_lower_unique: MSG.emailTaken,
  users_username_lower_unique: MSG.usernameTaken,
};

function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (err instanceof UniqueViolationError) {
    return new HttpError(409, UNIQUE_MESSAGES[err.constraint ?? ''] ?? 'Dieser Eintrag existiert bereits');
  }
  if (err instanceof ForeignKeyViolationError) return new HttpError(409, 'Der Eintrag ist mit anderen Daten verknüpft');
  if (err instanceof CheckViolationError || err instanceof DataError) return new HttpError(400, 'Ungültige Eingabe');
  if (err instanceof NotFoundError) return new HttpError(404, 'Nicht gefunden');
  // PostgreSQL's class 22 "data exception" (e.g. a NUL character in text, a number out of range) from
  // queries that do not go through Objection: the input was bad, not the server.
  const code = (err as { code?: unknown })?.code;
  if (typeof code === 'string' && code.startsWith('22')) return new HttpError(400, 'Ungültige Eingabe');
  // A statement the pool's statement_timeout cancelled: the server is overloaded, the request may be repeated.
  if (code === '57014') {
    return new HttpError(503, 'Der Server ist gerade ausgelastet. Bitte versuche es gleich noch einmal.', undefined, {
      'Retry-After': '5',
    });
  }
  // Errors of the body parser (co-body / raw-body) carry an HTTP status and a type.
  const e = err as { status?: number; statusCode?: number; type?: string; expose?: boolean };
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413 || e.type === 'entity.too.large') return new HttpError(413, 'Die Anfrage ist zu groß');
    if (e.type === 'entity.parse.failed' || err instanceof SyntaxError)
      return new HttpError(400, 'Ungültiges JSON im Anfragetext');
    if (status === 415) return new HttpError(415, 'Nicht unterstützter Inhaltstyp');
    if (status === 404) return new HttpError(404, 'Nicht gefunden');
    if (status === 405) return new HttpError(405, 'Methode nicht erlaubt');
    return new HttpError(status, 'Ungültige Anfrage');
  }
  return null;
}

export function errorHandler(log: Logger) {
  return async (ctx: AppContext, next: Next) => {
    try {
      await next();
    } catch (err) {
      if (isDatabaseUnavailable(err)) {
        // The database is down or saturated: not this request's fault, and not worth a stack trace each.
        ctx.services?.availability.failed(err);
        ctx.status = 503;
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        ctx.set('Cache-Control', 'no-store');
        if (ctx.path.startsWith('/api/') || !ctx.accepts('html')) {
          ctx.body = { message: UNAVAILABLE_MESSAGE };
        } else {
          ctx.type = 'text/html; charset=utf-8';
          ctx.body = UNAVAILABLE_PAGE;
        }
        return;
      }
      const httpError = toHttpError(err);
      if (httpError) {
        ctx.status = httpError.status;
        ctx.set(httpError.headers);
        ctx.body = {
          message: httpError.message,
          ...(httpError.errors ? { errors: httpError.errors } : {}),
          ...httpError.details,
        };
        return;
      }
      log.error('unexpected error', { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, err });
      ctx.status = 500;
      ctx.body = {
        message: 'Interner Serverfehler. Bitte versuche es später noch einmal.',
        requestId: ctx.state.requestId,
      };
    }
  };
}
