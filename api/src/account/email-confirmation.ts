// E-mail confirmation: the link mailed after registration or an address change, and the resend button.
// Confirming works signed out: the token alone proves access to the mailbox.
import Router from '@koa/router';
import { ACCOUNT_MSG, EMAIL_CONFIRMATION_HOURS, TokenBody } from '#contract/account.ts';
import { requireUser } from '../auth/current-user.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { handle } from '../http/validate.ts';
import { User } from '../models/User.ts';
import { sendConfirmationMail } from './mails.ts';
import { consumeToken, issueToken, revokeTokens } from './tokens.ts';

/** Replaces any open confirmation link of the user by a new one for their current address and mails it. */
export async function startEmailConfirmation(
  ctx: AppContext,
  user: Pick<User, 'id' | 'email' | 'firstName'>,
): Promise<void> {
  const { knex } = ctx.services;
  const token = await knex.transaction(async (trx) => {
    await revokeTokens(trx, user.id, 'email_confirmation');
    return issueToken(trx, {
      userId: user.id,
      purpose: 'email_confirmation',
      validForMs: EMAIL_CONFIRMATION_HOURS * 60 * 60 * 1000,
      email: user.email,
    });
  });
  await sendConfirmationMail(ctx, user, token);
}

export function emailConfirmationRoutes(limits: RateLimits) {
  const router = new Router<AppState, AppContext>();

  router.post(
    '/api/email/confirm',
    limits.middleware('tokenLink'),
    handle({ body: TokenBody }, async (ctx, { body }) => {
      const confirmed = await ctx.services.knex.transaction(async (trx) => {
        const row = await consumeToken(trx, body.token, 'email_confirmation');
        if (!row) return false;
        // The link confirms the address it was sent to, not one the account changed to since.
        const [user] = await trx('users')
          .where({ id: row.userId })
          .whereRaw('lower(email) = lower(?)', [row.email ?? ''])
          .update({ emailVerifiedAt: trx.fn.now() })
          .returning('id');
        return Boolean(user);
      });
      if (!confirmed) throw badRequest(ACCOUNT_MSG.invalidLink);
      ctx.body = { message: ACCOUNT_MSG.emailConfirmed };
    }),
  );

  router.post('/api/me/verification-mail', requireUser(), limits.middleware('verificationMail'), async (ctx) => {
    const user = ctx.state.user!;
    if (user.emailVerifiedAt) {
      ctx.body = { message: ACCOUNT_MSG.alreadyConfirmed };
      return;
    }
    await startEmailConfirmation(ctx, user);
    ctx.status = 202;
    ctx.body = { message: ACCOUNT_MSG.verificationSent };
  });

  return router;
}
