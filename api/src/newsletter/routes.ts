// Newsletter sign-up for the announced stable-management tool; signing up twice is the same as once.
import Router from '@koa/router';
import { NewsletterBody } from '../../../contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { handle } from '../http/validate.ts';

export const NEWSLETTER_TOPIC = 'stallverwaltung';

export function newsletterRoutes(limits: RateLimits) {
  const router = new Router<AppState, AppContext>();

  router.post(
    '/api/newsletter/stallverwaltung',
    limits.middleware('newsletter'),
    handle({ body: NewsletterBody }, async (ctx, { body }) => {
      await ctx.services
        .knex('newsletterSignups')
        .insert({ topic: NEWSLETTER_TOPIC, email: body.email })
        .onConflict(['topic', 'email'])
        .ignore();
      // The same answer whether or not the address was already signed up: nothing to learn from it.
      ctx.body = { message: 'Erfolgreich angemeldet!' };
    }),
  );

  return router;
}
