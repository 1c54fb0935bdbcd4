// Favourites synced with the account: the hearts a signed-in user sets are stored per user; only public
// listings can be favourited and only public ones are shown.
import Router from '@koa/router';
import type { Knex } from 'knex';
import { ACCOUNT_MSG, FavouritesMergeBody, ListingIdParam, type FavouritesDto } from '#contract/account.ts';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import { requireUser } from '../auth/current-user.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { handle } from '../http/validate.ts';
import { presentListing } from '../listings/presenter.ts';
import { publicListingsWithStable } from '../listings/service.ts';
import type { MediaStorage } from '../media/storage.ts';
import { loadListingImages } from '../photos/service.ts';

/** The user's favourites that are public now, most recently set first. */
export async function favouritesOf(knex: Knex, media: MediaStorage, userId: number): Promise<FavouritesDto> {
  const rows = await publicListingsWithStable(knex)
    .join('favourites', 'favourites.listingId', 'listings.id')
    .where('favourites.userId', userId)
    .orderBy('favourites.createdAt', 'desc')
    .orderBy('listings.id', 'desc');
  const images = await loadListingImages(
    knex,
    media,
    rows.map((row) => row.id),
  );
  const listings = rows.map((row) => presentListing(row, images.get(row.id)));
  return { ids: listings.map((l) => l.id), listings };
}

/** Adds the public ones of `listingIds` (others are skipped), keeping existing rows. */
async function addFavourites(knex: Knex, userId: number, listingIds: number[]): Promise<number[]> {
  if (listingIds.length === 0) return [];
  const publicIds: number[] = (
    await knex('listings')
      .whereIn('id', [...new Set(listingIds)])
      .whereIn('status', [...PUBLIC_STATUSES])
      .select('id')
  ).map((r: { id: number }) => r.id);
  if (publicIds.length) {
    await knex('favourites')
      .insert(publicIds.map((listingId) => ({ userId, listingId })))
      .onConflict(['userId', 'listingId'])
      .ignore();
  }
  return publicIds;
}

export function favouriteRoutes() {
  const router = new Router<AppState, AppContext>();
  router.get('/api/me/favourites', requireUser(), async (ctx) => {
    ctx.body = await favouritesOf(ctx.services.knex, ctx.services.media, ctx.state.user!.id);
  });

  router.post(
    '/api/me/favourites/merge',
    requireUser(),
    handle({ body: FavouritesMergeBody }, async (ctx, { body }) => {
      await addFavourites(ctx.services.knex, ctx.state.user!.id, body.listingIds);
      ctx.body = await favouritesOf(ctx.services.knex, ctx.services.media, ctx.state.user!.id);
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
      await ctx.services.knex('favourites').where({ userId: ctx.state.user!.id, listingId: params.listingId }).delete();
      ctx.body = { message: 'Entfernt' };
    }),
  );

  return router;
}
