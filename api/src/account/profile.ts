// The signed-in user's own account data: name and phone, the e-mail address and the password; the last
// two only with the current password.
import Router from '@koa/router';
import { ACCOUNT_MSG, EmailChangeBody, PasswordChangeBody, ProfileBody } from '#contract/account.ts';
import { requireUser, signIn } from '../auth/current-user.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { endSessionsOf } from '../auth/session-store.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { handle } from '../http/validate.ts';
import { User } from '../models/User.ts';
import { presentUser } from '../users/presenter.ts';
import { assertAvailable } from '../users/service.ts';
import { startEmailConfirmation } from './email-confirmation.ts';
import { revokeTokens } from './tokens.ts';

/** 403 with the message under the password field, when `password` is not the user's current one. */
export async function assertPassword(user: User, password: string, field: string, message: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw new HttpError(403, message, { [field]: message });
}

export function profileRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get('/api/me', requireUser(), (ctx) => {
    ctx.body = presentUser(ctx.state.user!);
  });

  router.put(
    '/api/me',
    requireUser(),
    handle({ body: ProfileBody }, async (ctx, { body }) => {
      const user = await User.query().patchAndFetchById(ctx.state.user!.id, {
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone ?? null,
        updatedAt: new Date(),
      });
      ctx.body = { message: ACCOUNT_MSG.profileSaved, user: presentUser(user) };
    }),
  );

  router.put(
    '/api/me/email',
    requireUser(),
    handle({ body: EmailChangeBody }, async (ctx, { body }) => {
      const me = ctx.state.user!;
      await assertPassword(me, body.currentPassword, 'currentPassword', ACCOUNT_MSG.currentPasswordWrong);
      if (body.email === me.email.toLowerCase())
        throw badRequest(ACCOUNT_MSG.sameEmail, { email: ACCOUNT_MSG.sameEmail });
      const user = await ctx.services.knex.transaction(async (trx) => {
        await assertAvailable(body.email, undefined, me.id, trx);
        // A reset link mailed to the old address must not open the account any more.
        await revokeTokens(trx, me.id, 'password_reset');
        return User.query(trx).patchAndFetchById(me.id, {
          email: body.email,
          emailVerifiedAt: null,
          updatedAt: new Date(),
        });
      });
      await startEmailConfirmation(ctx, user);
      ctx.body = { message: ACCOUNT_MSG.emailChanged, user: presentUser(user) };
    }),
  );

  router.put(
    '/api/me/password',
    requireUser(),
    handle({ body: PasswordChangeBody }, async (ctx, { body }) => {
      const me = ctx.state.user!;
      await assertPassword(me, body.currentPassword, 'currentPassword', ACCOUNT_MSG.currentPasswordWrong);
      const passwordHash = await hashPassword(body.newPassword);
      const user = await ctx.services.knex.transaction(async (trx) => {
        const updated = await User.query(trx).patchAndFetchById(me.id, { passwordHash, updatedAt: new Date() });
        await revokeTokens(trx, me.id, 'password_reset');
        await endSessionsOf(trx, me.id);
        return updated;
      });
      // Every session ended, this one included; it continues under a fresh id, so only the others are gone.
      await signIn(ctx, user);
      ctx.body = { message: ACCOUNT_MSG.passwordChanged, user: presentUser(user) };
    }),
  );

  return router;
}
