// The owner's listings under /api/my (the owner guard is applied where the owner routes are composed): list
// with their 30-day figures, create, read, edit, duplicate, pause, resume, delete, and one listing's statistics.
import Router from '@koa/router';
import * as z from 'zod';
import { ListingBody } from '#contract/owner.ts';
import { IdParam } from '#contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import type { Listing } from '../models/Listing.ts';
import { ownerId, ownListing } from '../owner/ownership.ts';
import { removeListingFiles } from '../photos/listing-files.ts';
import {
  createListing,
  deleteOwnListing,
  duplicateListing,
  listOwnListings,
  pauseListing,
  presentOwnListings,
  resumeListing,
  updateListing,
} from './owner-service.ts';
import { listingStats } from './stats.ts';
import { tellWaitlistAboutFreePlaces } from '../waitlists/vacancy.ts';

export const OwnListingQuery = z.object({
  stableId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ),
});

async function presentOne(ctx: AppContext, listing: Listing) {
  return (await presentOwnListings(ctx.services, [listing]))[0]!;
}

export function ownerListingRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/my/listings',
    handle({ query: OwnListingQuery }, async (ctx, { query }) => {
      const listings = await listOwnListings(ctx.services.knex, ownerId(ctx), query.stableId);
      ctx.body = await presentOwnListings(ctx.services, listings);
    }),
  );

  router.post(
    '/api/my/listings',
    handle({ body: ListingBody }, async (ctx, { body }) => {
      const listing = await createListing(ctx.services.knex, ctx.state.user!, body, await ctx.services.settings.get());
      ctx.status = 201;
      ctx.body = await presentOne(ctx, listing);
    }),
  );

  router.get(
    '/api/my/listings/:id',
    handle({ params: IdParam }, async (ctx, { params }) => {
      ctx.body = await presentOne(ctx, await ownListing(ownerId(ctx), params.id));
    }),
  );

  router.put(
    '/api/my/listings/:id',
    handle({ params: IdParam, body: ListingBody }, async (ctx, { params, body }) => {
      const settings = await ctx.services.settings.get();
      ctx.body = await presentOne(
        ctx,
        await updateListing(ctx.services.knex, ctx.state.user!, params.id, body, settings, (trx, before, after) =>
          tellWaitlistAboutFreePlaces(ctx.services, trx, params.id, before, after),
        ),
      );
    }),
  );

  router.delete(
    '/api/my/listings/:id',
    handle({ params: IdParam }, async (ctx, { params }) => {
      await deleteOwnListing(ctx.services.knex, ownerId(ctx), params.id);
      await removeListingFiles(ctx, [params.id]);
      ctx.body = { message: 'Anzeige gelöscht' };
    }),
  );

  router.post(
    '/api/my/listings/:id/duplicate',
    handle({ params: IdParam }, async (ctx, { params }) => {
      const settings = await ctx.services.settings.get();
      const copy = await duplicateListing(ctx.services, ctx.state.user!, params.id, settings);
      ctx.status = 201;
      ctx.body = await presentOne(ctx, copy);
    }),
  );

  router.post(
    '/api/my/listings/:id/pause',
    handle({ params: IdParam }, async (ctx, { params }) => {
      ctx.body = await presentOne(ctx, await pauseListing(ctx.services.knex, ctx.state.user!, params.id));
    }),
  );

  router.post(
    '/api/my/listings/:id/resume',
    handle({ params: IdParam }, async (ctx, { params }) => {
      const settings = await ctx.services.settings.get();
      ctx.body = await presentOne(ctx, await resumeListing(ctx.services.knex, ctx.state.user!, params.id, settings));
    }),
  );

  return router;
}

/** One listing's views and enquiries per day; composed after the listing routes, as it always was. */
export function ownerStatsRoutes() {
  const router = new Router<AppState, AppContext>();
  router.get(
    '/api/my/listings/:id/stats',
    handle({ params: IdParam }, async (ctx, { params }) => {
      const listing = await ownListing(ownerId(ctx), params.id);
      ctx.body = await listingStats(ctx.services.knex, listing.id);
    }),
  );
  return router;
}
