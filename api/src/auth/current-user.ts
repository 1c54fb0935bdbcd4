// Resolves the signed-in user from the session on every request, from the database, never trusting the
// session for role or account state; plus the guards routes use.
import type { Next } from 'koa';
import { MODERATION_MSG } from '#contract/moderation.ts';
import type { AppContext } from '../http/context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { User } from '../models/User.ts';

/**
 * A cookie readable by the site's scripts that only says "a session exists": pre-rendered pages ask
 * GET /api/user only when it is set, so anonymous visitors cost no request and no 401 in the console.
 * It grants nothing; the session cookie stays HttpOnly.
 */
export const SIGNED_IN_HINT = 'sf.in';
const HINT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

function setHint(ctx: AppContext, on: boolean): void {
  ctx.cookies.set(SIGNED_IN_HINT, on ? '1' : null, {
    httpOnly: false,
    sameSite: 'lax',
    secure: ctx.services.config.isProduction,
    signed: false,
    overwrite: true,
    ...(on ? { maxAge: HINT_MAX_AGE_MS } : {}),
  });
}

export function loadCurrentUser() {
  return async (ctx: AppContext, next: Next) => {
    ctx.state.user = null;
    const userId = ctx.session?.userId as number | undefined;
    if (typeof userId === 'number') {
      const user = await User.query().findById(userId);
      if (user && !user.blockedAt) ctx.state.user = user;
      else ctx.session = null; // the account is gone or blocked: the session goes with it
    }
    // The session expired or ended elsewhere: the hint goes too.
    if (!ctx.state.user && ctx.cookies.get(SIGNED_IN_HINT, { signed: false })) setHint(ctx, false);
    await next();
  };
}

export function requireUser(message = 'Bitte melde dich an') {
  return async (ctx: AppContext, next: Next) => {
    if (!ctx.state.user) throw unauthorized(message);
    await next();
  };
}

export function requireAdmin() {
  return async (ctx: AppContext, next: Next) => {
    if (!ctx.state.user) throw unauthorized('Bitte melden Sie sich als Administrator an');
    if (!ctx.state.user.isAdmin) throw forbidden('Nur für Administratoren');
    await next();
  };
}

/** Starts a fresh session for `user`: a new id, so a session fixed before sign-in is worthless. */
export async function signIn(ctx: AppContext, user: User): Promise<void> {
  if (user.blockedAt) throw forbidden(MODERATION_MSG.blocked);
  await ctx.session!.regenerate();
  ctx.session!.userId = user.id;
  ctx.session!.signedInAt = Date.now();
  ctx.state.user = user;
  setHint(ctx, true);
}

export function signOut(ctx: AppContext): void {
  ctx.session = null;
  setHint(ctx, false);
  ctx.state.user = null;
}
