// "Passwort vergessen?": a single-use link valid for 60 minutes, mailed only to existing accounts but with
// the same answer for any address; using it sets the password, ends every session and signs in afresh.
import Router from '@koa/router';
import { ACCOUNT_MSG, ForgotPasswordBody, PASSWORD_RESET_MINUTES, ResetPasswordBody } from '#contract/account.ts';
import { signIn } from '../auth/current-user.ts';
import { hashPassword } from '../auth/password.ts';
import { endSessionsOf } from '../auth/session-store.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { handle } from '../http/validate.ts';
import { User } from '../models/User.ts';
import { presentUser } from '../users/presenter.ts';
import { sendPasswordResetMail } from './mails.ts';
import { consumeToken, hashToken, issueToken, revokeTokens } from './tokens.ts';

export function passwordResetRoutes(limits: RateLimits) {
  const router = new Router<AppState, AppContext>();

  router.post(
    '/api/password/forgot',
    limits.middleware('passwordForgot'),
    handle({ body: ForgotPasswordBody }, async (ctx, { body }) => {
      const { knex } = ctx.services;
      const user = await User.query().whereRaw('lower(email) = lower(?)', [body.email]).first();
      if (user) {
        const token = await issueToken(knex, {
          userId: user.id,
          purpose: 'password_reset',
          validForMs: PASSWORD_RESET_MINUTES * 60 * 1000,
          email: user.email,
        });
        // Not awaited: the answer must not take longer for an existing account than for an unknown one.
        void sendPasswordResetMail(ctx, user, token);
      } else {
        // A comparable round trip for unknown addresses, so the timing says as little as the answer.
        await knex('userTokens')
          .where({ tokenHash: hashToken(body.email) })
          .first('id');
      }
      ctx.status = 202;
      ctx.body = { message: ACCOUNT_MSG.forgotAnswer };
    }),
  );

  router.post(
    '/api/password/reset',
    limits.middleware('tokenLink'),
    handle({ body: ResetPasswordBody }, async (ctx, { body }) => {
      const { knex } = ctx.services;
      const passwordHash = await hashPassword(body.password);
      const user = await knex.transaction(async (trx) => {
        const row = await consumeToken(trx, body.token, 'password_reset');
        if (!row) return null;
        await User.query(trx).findById(row.userId).patch({ passwordHash, updatedAt: new Date() });
        // Opening a link sent to the current address also proves the address is theirs.
        await User.query(trx)
          .findById(row.userId)
          .whereNull('emailVerifiedAt')
          .whereRaw('lower(email) = lower(?)', [row.email ?? ''])
          .patch({ emailVerifiedAt: new Date() });
        await revokeTokens(trx, row.userId, 'password_reset');
        await endSessionsOf(trx, row.userId);
        return User.query(trx).findById(row.userId);
      });
      if (!user) throw badRequest(ACCOUNT_MSG.invalidLink);
      await signIn(ctx, user);
      ctx.body = { message: ACCOUNT_MSG.passwordReset, user: presentUser(user) };
    }),
  );

  return router;
}
