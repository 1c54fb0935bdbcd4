// Renewing a listing (listing-freshness): the owner's route under /api/my (the owner guard is applied where the
// owner routes are composed) and the mailed link's, which works signed out.
import Router from '@koa/router';
import { RenewalTokenParam } from '#contract/listing-freshness.ts';
import { IdParam } from '#contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { handle } from '../http/validate.ts';
import { ownerId } from '../owner/ownership.ts';
import { renewByToken, renewOwnListing } from './renewal.ts';

export function ownerRenewalRoutes() {
  const router = new Router<AppState, AppContext>();
  router.post(
    '/api/my/listings/:id/renew',
    handle({ params: IdParam }, async (ctx, { params }) => {
      ctx.body = await renewOwnListing(ctx.services.knex, ownerId(ctx), params.id, await ctx.services.settings.get());
    }),
  );
  return router;
}

export function renewalLinkRoutes(limits: RateLimits) {
  const router = new Router<AppState, AppContext>();
  router.post(
    '/api/listings/renew/:token',
    limits.middleware('tokenLink'),
    handle({ params: RenewalTokenParam }, async (ctx, { params }) => {
      ctx.body = await renewByToken(ctx.services.knex, params.token, await ctx.services.settings.get());
    }),
  );
  return router;
}
