// Cookie sessions: random 256-bit ids, server-side data, HttpOnly + SameSite=Lax (+ Secure in production),
// renewed while in use (idle timeout) and ended after an absolute lifetime.
import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import createSession from 'koa-session';
import type { Knex } from 'knex';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, SESSION_COOKIE } from '#contract/session.ts';
import { createSessionStore, type SessionData } from './session-store.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- koa-session only reads app.keys
export function sessionMiddleware(app: Koa<any, any>, knex: Knex, options: { production: boolean }) {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: IDLE_TIMEOUT_MS,
      renew: true,
      rolling: false,
      httpOnly: true,
      sameSite: 'lax',
      // Production always demands HTTPS; elsewhere the cookie is Secure whenever the request came over HTTPS.
      secure: options.production ? true : undefined,
      signed: true,
      store: createSessionStore(knex),
      genid: () => randomBytes(32).toString('base64url'),
      valid: (_ctx: unknown, session: SessionData) =>
        !session.signedInAt || Date.now() - session.signedInAt < ABSOLUTE_TIMEOUT_MS,
    },
    app,
  );
}
