// Every route of the signed-in user's account and of the mailed account links, for createApp() to mount:
// profile, e-mail and password, favourites, sent enquiries, the data export, deleting the account,
// e-mail confirmation and the password reset.
import Router from '@koa/router';
import {
  ACCOUNT_MSG,
  DeleteAccountBody,
  EmailChangeBody,
  FavouritesMergeBody,
  ForgotPasswordBody,
  ListingIdParam,
  PasswordChangeBody,
  ProfileBody,
  ResetPasswordBody,
  TokenBody,
} from '#contract/account.ts';
import { requireUser, signIn, signOut } from '../auth/current-user.ts';
import { hashPassword } from '../auth/password.ts';
import { sentEnquiries } from '../enquiries/account-service.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { badRequest, conflict } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { handle } from '../http/validate.ts';
import { removeListingFiles } from '../photos/listing-files.ts';
import { presentUser } from '../users/presenter.ts';
import { exportAccount } from './export-service.ts';
import { addFavourites, favouritesOf, removeFavourite } from './favourites-service.ts';
import { confirmEmail, requestPasswordReset, resetPassword, startEmailConfirmation } from './links-service.ts';
import { assertPassword, changeEmail, changePassword, deleteAccount, updateProfile } from './service.ts';

function profileRoutes(limits: RateLimits) {
  const router = new Router<AppState, AppContext>();

  router.get('/api/me', requireUser(), (ctx) => {
    ctx.body = presentUser(ctx.state.user!);
  });

  router.put(
    '/api/me',
    requireUser(),
    handle({ body: ProfileBody }, async (ctx, { body }) => {
      const user = await updateProfile(ctx.state.user!.id, body);
      ctx.body = { message: ACCOUNT_MSG.profileSaved, user: presentUser(user) };
    }),
  );

  router.put(
    '/api/me/email',
    requireUser(),
    handle({ body: EmailChangeBody }, async (ctx, { body }) => {
      const me = ctx.state.user!;
      const user = await limits.forAccount('accountPassword', `user:${me.id}`, () =>
        changeEmail(ctx.services.knex, me, body.email, body.currentPassword),
      );
      await startEmailConfirmation(ctx, user);
      ctx.body = { message: ACCOUNT_MSG.emailChanged, user: presentUser(user) };
    }),
  );

  router.put(
    '/api/me/password',
    requireUser(),
    handle({ body: PasswordChangeBody }, async (ctx, { body }) => {
      const { knex } = ctx.services;
      const me = ctx.state.user!;
      const user = await limits.forAccount('accountPassword', `user:${me.id}`, () =>
        changePassword(knex, me, body.currentPassword, body.newPassword),
      );
      // Every session ended, this one included; it continues under a fresh id, so only the others are gone.
      await signIn(ctx, user);
      ctx.body = { message: ACCOUNT_MSG.passwordChanged, user: presentUser(user) };
    }),
  );

  router.get('/api/me/export', requireUser(), async (ctx) => {
    const data = await exportAccount(ctx.services.knex, ctx.state.user!);
    ctx.set('Content-Disposition', `attachment; filename="stallfinder-daten-${data.exportedAt.slice(0, 10)}.json"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = JSON.stringify(data, null, 2);
  });

  router.delete(
    '/api/me',
    requireUser(),
    handle({ body: DeleteAccountBody }, async (ctx, { body }) => {
      const me = ctx.state.user!;
      await limits.forAccount('accountPassword', `user:${me.id}`, () =>
        assertPassword(me, body.password, 'password', ACCOUNT_MSG.passwordWrong),
      );
      const listingIds = await deleteAccount(ctx.services.knex, me.id);
      await removeListingFiles(ctx, listingIds);
      signOut(ctx);
      ctx.body = { message: ACCOUNT_MSG.accountDeleted };
    }),
  );

  return router;
}

function favouriteRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get('/api/me/favourites', requireUser(), async (ctx) => {
    ctx.body = await favouritesOf(ctx.services.knex, ctx.services.search, ctx.state.user!.id);
  });

  router.post(
    '/api/me/favourites/merge',
    requireUser(),
    handle({ body: FavouritesMergeBody }, async (ctx, { body }) => {
      await addFavourites(ctx.services.knex, ctx.state.user!.id, body.listingIds);
      ctx.body = await favouritesOf(ctx.services.knex, ctx.services.search, ctx.state.user!.id);
    }),
  );

  router.put(
    '/api/me/favourites/:listingId',
    requireUser(),
    handle({ params: ListingIdParam }, async (ctx, { params }) => {
      const added = await addFavourites(ctx.services.knex, ctx.state.user!.id, [params.listingId]);
      if (added.length === 0) throw badRequest(ACCOUNT_MSG.listingNotPublic);
      ctx.body = { message: 'Gemerkt' };
    }),
  );

  router.delete(
    '/api/me/favourites/:listingId',
    requireUser(),
    handle({ params: ListingIdParam }, async (ctx, { params }) => {
      await removeFavourite(ctx.services.knex, ctx.state.user!.id, params.listingId);
      ctx.body = { message: 'Entfernt' };
    }),
  );

  router.get('/api/me/enquiries', requireUser(), async (ctx) => {
    ctx.body = await sentEnquiries(ctx.services.knex, ctx.state.user!.id);
  });

  return router;
}

function linkRoutes(limits: RateLimits) {
  const router = new Router<AppState, AppContext>();

  router.post(
    '/api/email/confirm',
    limits.middleware('tokenLink'),
    handle({ body: TokenBody }, async (ctx, { body }) => {
      const confirmation = await confirmEmail(ctx.services.knex, body.token);
      if (confirmation === 'invalid') throw badRequest(ACCOUNT_MSG.invalidLink);
      if (confirmation === 'taken') throw conflict(ACCOUNT_MSG.emailChangeTaken);
      ctx.body = { message: ACCOUNT_MSG.emailConfirmed };
    }),
  );

  router.post('/api/me/verification-mail', requireUser(), limits.middleware('verificationMail'), async (ctx) => {
    const user = ctx.state.user!;
    if (user.emailVerifiedAt && !user.pendingEmail) {
      ctx.body = { message: ACCOUNT_MSG.alreadyConfirmed };
      return;
    }
    await startEmailConfirmation(ctx, user);
    ctx.status = 202;
    ctx.body = { message: ACCOUNT_MSG.verificationSent };
  });

  router.post(
    '/api/password/forgot',
    limits.middleware('passwordForgot'),
    handle({ body: ForgotPasswordBody }, async (ctx, { body }) => {
      // Every request counts against the address, known or not (the answer must not tell them apart).
      await limits.forAccount(
        'accountReset',
        `email:${body.email.toLowerCase()}`,
        () => requestPasswordReset(ctx, body.email),
        {
          countEvery: true,
        },
      );
      ctx.status = 202;
      ctx.body = { message: ACCOUNT_MSG.forgotAnswer };
    }),
  );

  router.post(
    '/api/password/reset',
    limits.middleware('tokenLink'),
    handle({ body: ResetPasswordBody }, async (ctx, { body }) => {
      const user = await resetPassword(ctx.services.knex, body.token, await hashPassword(body.password));
      if (!user) throw badRequest(ACCOUNT_MSG.invalidLink);
      await signIn(ctx, user);
      ctx.body = { message: ACCOUNT_MSG.passwordReset, user: presentUser(user) };
    }),
  );

  return router;
}

export function accountRoutes(limits: RateLimits) {
  return [profileRoutes(limits), favouriteRoutes(), linkRoutes(limits)];
}
