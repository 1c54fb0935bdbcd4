// Sign-up, sign-in, sign-out and the current user, for visitors and (separately) for admins.
import Router from '@koa/router';
import { AdminLoginBody, LoginBody, RegisterBody } from '#contract/schemas.ts';
import { MSG } from '#contract/messages.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { handle } from '../http/validate.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { startEmailConfirmation } from '../account/links-service.ts';
import { takeOverConversations } from '../conversations/service.ts';
import { LEGAL_DOCUMENTS } from '#contract/legal.ts';
import { recordConsents } from '../consents/service.ts';
import { presentSessionUser } from '../consents/session-user.ts';
import { presentUser } from '../users/presenter.ts';
import { createUser, findByLogin } from '../users/service.ts';
import { requireAdmin, signIn, signOut } from './current-user.ts';
import { verifyPassword } from './password.ts';
import type { AdminSession } from '#contract/types.ts';

/**
 * The user whose login and password these are, or `failure` thrown; wrong passwords count against the account
 * (by id, however it was named) or, for an unknown name, against that name.
 */
async function authenticate(limits: RateLimits, login: string, password: string, failure: () => Error) {
  const user = await findByLogin(login);
  const key = user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`;
  return limits.forAccount('accountLogin', key, async () => {
    if (!(await verifyPassword(user?.passwordHash ?? null, password))) throw failure();
    return user!;
  });
}

export function authRoutes(limits: RateLimits) {
  const router = new Router<AppState, AppContext>();

  router.get('/api/user', async (ctx) => {
    if (!ctx.state.user) throw unauthorized();
    ctx.body = await presentSessionUser(ctx.services.knex, ctx.state.user);
  });

  router.post(
    '/api/login',
    limits.middleware('login'),
    handle({ body: LoginBody }, async (ctx, { body }) => {
      const user = await authenticate(limits, body.username, body.password, () =>
        unauthorized('Benutzername oder Passwort ist falsch'),
      );
      await signIn(ctx, user);
      // A confirmed address takes over the conversations of its anonymous enquiries.
      if (user.emailVerifiedAt) await takeOverConversations(ctx.services.knex, user.id, user.email);
      ctx.body = await presentSessionUser(ctx.services.knex, user);
    }),
  );

  router.post(
    '/api/register',
    limits.middleware('register'),
    handle({ body: RegisterBody }, async (ctx, { body }) => {
      const settings = await ctx.services.settings.get();
      if (!settings.allowRegistrations) throw forbidden('Registrierungen sind derzeit deaktiviert');
      // The account and its acceptance of the AGB and the Datenschutzerklärung, together or not at all.
      const user = await ctx.services.knex.transaction(async (trx) => {
        const created = await createUser({ ...body, isAdmin: false }, trx);
        await recordConsents(trx, created.id, LEGAL_DOCUMENTS);
        return created;
      });
      await signIn(ctx, user);
      await startEmailConfirmation(ctx, user);
      ctx.status = 201;
      ctx.body = { ...presentUser(user), consentsDue: [] };
    }),
  );

  router.post('/api/logout', async (ctx) => {
    signOut(ctx);
    ctx.body = { message: 'Abgemeldet' };
  });

  // ---- admin ----

  router.post(
    '/api/admin/login',
    limits.middleware('adminLogin'),
    handle({ body: AdminLoginBody }, async (ctx, { body }) => {
      const user = await authenticate(limits, body.username, body.password, () => unauthorized(MSG.invalidCredentials));
      if (!user.isAdmin) throw unauthorized(MSG.invalidCredentials);
      await signIn(ctx, user);
      const session: AdminSession = { id: user.id, username: user.username, isAdmin: true };
      ctx.body = session;
    }),
  );

  router.get('/api/admin/me', requireAdmin(), async (ctx) => {
    const user = ctx.state.user!;
    const session: AdminSession = { id: user.id, username: user.username, isAdmin: user.isAdmin };
    ctx.body = session;
  });

  router.post('/api/admin/logout', requireAdmin(), async (ctx) => {
    signOut(ctx);
    ctx.body = { message: 'Abgemeldet' };
  });

  return router;
}
