// The owner's listings: list with their 30-day figures, create, read, edit, duplicate, pause, resume, delete.
import Router from '@koa/router';
import * as z from 'zod';
import { ListingBody } from '#contract/owner.ts';
import { IdParam } from '#contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { Listing } from '../models/Listing.ts';
import { copyListingPhotos, loadListingPhotos } from '../photos/service.ts';
import { removeListingFiles } from './listing-files.ts';
import { createListing, duplicateListing, pauseListing, resumeListing, updateListing } from './listing-service.ts';
import { ownerId, ownListing } from './ownership.ts';
import { NO_FIGURES, presentOwnListing } from './presenter.ts';
import { figuresOf } from './stats.ts';

const OwnListingQuery = z.object({
  stableId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ),
});

async function presentAll({ knex, media }: Services, listings: Listing[]) {
  const ids = listings.map((l) => l.id);
  const [figures, photos] = await Promise.all([figuresOf(knex, ids), loadListingPhotos(knex, media, ids)]);
  return listings.map((l) => presentOwnListing(l, figures.get(l.id) ?? NO_FIGURES, photos));
}

async function presentOne(services: Services, listing: Listing) {
  return (await presentAll(services, [listing]))[0]!;
}

/**
 * After a duplicate committed: give the copy its own copies of the source's photo files. When that fails the
 * copy stays, without photos (copyListingPhotos removed what it had copied), rather than pointing at the
 * source's files or failing a request whose listing was created.
 */
async function copyPhotosToDuplicate(ctx: AppContext, fromListingId: number, toListingId: number): Promise<void> {
  const { knex, media, log } = ctx.services;
  try {
    await knex.transaction((trx) => copyListingPhotos(trx, media, fromListingId, toListingId));
  } catch (err) {
    log.warn('could not copy the photos of a duplicated listing', { err, fromListingId, toListingId });
    await knex('listings')
      .where({ id: toListingId })
      .update({ imageUrls: JSON.stringify([]) });
  }
}

export function ownerListingRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/my/listings',
    handle({ query: OwnListingQuery }, async (ctx, { query }) => {
      const q = Listing.query()
        .withGraphJoined('stable')
        .where('stable.ownerId', ownerId(ctx))
        .orderBy('listings.createdAt', 'desc')
        .orderBy('listings.id', 'desc');
      if (query.stableId) q.where('listings.stableId', query.stableId);
      ctx.body = await presentAll(ctx.services, await q);
    }),
  );

  router.post(
    '/api/my/listings',
    handle({ body: ListingBody }, async (ctx, { body }) => {
      const listing = await createListing(ctx.services.knex, ctx.state.user!, body, await ctx.services.settings.get());
      ctx.status = 201;
      ctx.body = await presentOne(ctx.services, listing);
    }),
  );

  router.get(
    '/api/my/listings/:id',
    handle({ params: IdParam }, async (ctx, { params }) => {
      ctx.body = await presentOne(ctx.services, await ownListing(ownerId(ctx), params.id));
    }),
  );

  router.put(
    '/api/my/listings/:id',
    handle({ params: IdParam, body: ListingBody }, async (ctx, { params, body }) => {
      const listing = await updateListing(
        ctx.services.knex,
        ctx.state.user!,
        params.id,
        body,
        await ctx.services.settings.get(),
      );
      ctx.body = await presentOne(ctx.services, listing);
    }),
  );

  router.delete(
    '/api/my/listings/:id',
    handle({ params: IdParam }, async (ctx, { params }) => {
      const listing = await ownListing(ownerId(ctx), params.id);
      // Photo rows, view days and status changes cascade; enquiries keep their text with listing_id set null.
      await ctx.services.knex('listings').where('id', listing.id).delete(['id']);
      await removeListingFiles(ctx, [listing.id]);
      ctx.body = { message: 'Anzeige gelöscht' };
    }),
  );

  router.post(
    '/api/my/listings/:id/duplicate',
    handle({ params: IdParam }, async (ctx, { params }) => {
      const copy = await duplicateListing(
        ctx.services.knex,
        ctx.state.user!,
        params.id,
        await ctx.services.settings.get(),
      );
      await copyPhotosToDuplicate(ctx, params.id, copy.id);
      ctx.status = 201;
      ctx.body = await presentOne(ctx.services, copy);
    }),
  );

  router.post(
    '/api/my/listings/:id/pause',
    handle({ params: IdParam }, async (ctx, { params }) => {
      ctx.body = await presentOne(ctx.services, await pauseListing(ctx.services.knex, ctx.state.user!, params.id));
    }),
  );

  router.post(
    '/api/my/listings/:id/resume',
    handle({ params: IdParam }, async (ctx, { params }) => {
      const listing = await resumeListing(
        ctx.services.knex,
        ctx.state.user!,
        params.id,
        await ctx.services.settings.get(),
      );
      ctx.body = await presentOne(ctx.services, listing);
    }),
  );

  return router;
}
