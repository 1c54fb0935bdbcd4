// Newsletter sign-up for the announced stable-management tool, with double opt-in: a sign-up is stored
// unconfirmed and counts once its mailed link is opened; every mail can unsubscribe. One row per address.
import Router from '@koa/router';
import * as z from 'zod';
import { NEWSLETTER_MSG } from '#contract/messages.ts';
import { NewsletterBody } from '#contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { handle } from '../http/validate.ts';
import { newsletterTokenId, type NewsletterLinkPurpose } from './links.ts';
import { sendNewsletterConfirmation } from './mails.ts';
import { confirmSignup, removeSignup, signUp, signupOf } from './service.ts';

export const NewsletterLinkBody = z.object({
  token: z.string({ error: NEWSLETTER_MSG.invalidLink }).trim().max(200, NEWSLETTER_MSG.invalidLink),
});

const signupOfLink = (ctx: AppContext, token: string, purpose: NewsletterLinkPurpose) =>
  signupOf(ctx.services.knex, ctx.services.config.sessionSecret ?? 'missing-secret', token, purpose);

export function newsletterRoutes(limits: RateLimits) {
  const router = new Router<AppState, AppContext>();

  router.post(
    '/api/newsletter/stallverwaltung',
    limits.middleware('newsletter'),
    handle({ body: NewsletterBody }, async (ctx, { body }) => {
      // Unconfirmed (new or again): the link goes out (again), queued with the sign-up. Confirmed: nothing to
      // send. The mail goes out from the queue, so the answer's timing does not tell whether it was known.
      await signUp(ctx.services.knex, body.email, (trx, signup) => sendNewsletterConfirmation(ctx, trx, signup));
      ctx.body = { message: NEWSLETTER_MSG.signedUp };
    }),
  );

  router.post(
    '/api/newsletter/confirm',
    limits.middleware('tokenLink'),
    handle({ body: NewsletterLinkBody }, async (ctx, { body }) => {
      const signup = await signupOfLink(ctx, body.token, 'confirm');
      if (!signup) throw badRequest(NEWSLETTER_MSG.invalidLink);
      await confirmSignup(ctx.services.knex, signup.id);
      ctx.body = { message: NEWSLETTER_MSG.confirmed };
    }),
  );

  router.post(
    '/api/newsletter/unsubscribe',
    limits.middleware('tokenLink'),
    handle({ body: NewsletterLinkBody }, async (ctx, { body }) => {
      const signup = await signupOfLink(ctx, body.token, 'unsubscribe');
      // Opening the link twice: already gone, the same answer.
      if (signup) await removeSignup(ctx.services.knex, signup.id);
      else if (newsletterTokenId(body.token) === null) throw badRequest(NEWSLETTER_MSG.invalidLink);
      ctx.body = { message: NEWSLETTER_MSG.unsubscribed };
    }),
  );

  return router;
}
