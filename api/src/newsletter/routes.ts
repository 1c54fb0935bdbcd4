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
import { newsletterTokenId, verifyNewsletterToken, type NewsletterLinkPurpose } from './links.ts';
import { sendNewsletterConfirmation } from './mails.ts';

export const NEWSLETTER_TOPIC = 'stallverwaltung';

const LinkBody = z.object({
  token: z.string({ error: NEWSLETTER_MSG.invalidLink }).trim().max(200, NEWSLETTER_MSG.invalidLink),
});

interface SignupRow {
  id: number;
  email: string;
  confirmedAt: Date | null;
}

/** The sign-up a link names, when its token is genuine for that sign-up. */
async function signupOf(ctx: AppContext, token: string, purpose: NewsletterLinkPurpose): Promise<SignupRow | null> {
  const id = newsletterTokenId(token);
  if (id === null) return null;
  const row: SignupRow | undefined = await ctx.services
    .knex('newsletterSignups')
    .where({ id, topic: NEWSLETTER_TOPIC })
    .first();
  const secret = ctx.services.config.sessionSecret ?? 'missing-secret';
  return row && verifyNewsletterToken(secret, purpose, token, row) ? row : null;
}

export function newsletterRoutes(limits: RateLimits) {
  const router = new Router<AppState, AppContext>();

  router.post(
    '/api/newsletter/stallverwaltung',
    limits.middleware('newsletter'),
    handle({ body: NewsletterBody }, async (ctx, { body }) => {
      const { knex } = ctx.services;
      await knex('newsletterSignups')
        .insert({ topic: NEWSLETTER_TOPIC, email: body.email })
        .onConflict(['topic', 'email'])
        .ignore();
      const signup: SignupRow = await knex('newsletterSignups')
        .where({ topic: NEWSLETTER_TOPIC, email: body.email })
        .first();
      // Unconfirmed (new or again): the link goes out (again). Confirmed: nothing to send. Not awaited, so
      // neither the answer nor its timing tells whether the address was known.
      if (!signup.confirmedAt) void sendNewsletterConfirmation(ctx, signup);
      ctx.body = { message: NEWSLETTER_MSG.signedUp };
    }),
  );

  router.post(
    '/api/newsletter/confirm',
    limits.middleware('tokenLink'),
    handle({ body: LinkBody }, async (ctx, { body }) => {
      const signup = await signupOf(ctx, body.token, 'confirm');
      if (!signup) throw badRequest(NEWSLETTER_MSG.invalidLink);
      await ctx.services
        .knex('newsletterSignups')
        .where({ id: signup.id })
        .whereNull('confirmedAt')
        .update({ confirmedAt: new Date() });
      ctx.body = { message: NEWSLETTER_MSG.confirmed };
    }),
  );

  router.post(
    '/api/newsletter/unsubscribe',
    limits.middleware('tokenLink'),
    handle({ body: LinkBody }, async (ctx, { body }) => {
      const signup = await signupOf(ctx, body.token, 'unsubscribe');
      // Opening the link twice: already gone, the same answer.
      if (signup) await ctx.services.knex('newsletterSignups').where({ id: signup.id }).delete();
      else if (newsletterTokenId(body.token) === null) throw badRequest(NEWSLETTER_MSG.invalidLink);
      ctx.body = { message: NEWSLETTER_MSG.unsubscribed };
    }),
  );

  return router;
}
