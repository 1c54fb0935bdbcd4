// The photos of an owner's listing: upload (multipart), order, cover, delete. Only the listing's owner may touch
// them: anonymous 401, a signed-in non-owner 403, another owner's (or a missing) listing 404.
import Router from '@koa/router';
import type { Next } from 'koa';
import { PHOTO_MSG, PhotoOrderBody } from '#contract/owner.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { handle } from '../http/validate.ts';
import { LISTING, ownListing, ownerId, requireOwner } from '../owner/ownership.ts';
import { processPhoto, readPhotoUploads } from './process.ts';
import { addPhotos, deletePhoto, freePhotoSlots, getPhotoList, reorderPhotos, setCoverPhoto } from './service.ts';

/** The upload route's path: the CSRF check lets multipart bodies through here and nowhere else. */
export const PHOTO_UPLOAD_PATH = /^\/api\/my\/listings\/[^/]+\/photos\/?$/;

const ID = /^[1-9]\d{0,9}$/;

function idOf(value: string | undefined, what: string): number {
  if (!value || !ID.test(value) || Number(value) > 2_147_483_647) throw notFound(what);
  return Number(value);
}

/** The listing id of the path, after checking that it belongs to one of the signed-in owner's stables. */
async function ownListingId(ctx: AppContext): Promise<number> {
  const id = idOf((ctx as AppContext & { params: Record<string, string> }).params.id, LISTING);
  return (await ownListing(ownerId(ctx), id)).id;
}

/** Checks the ownership before anything else (body validation included), so a stranger learns nothing. */
const ownedListing = new WeakMap<AppContext, number>();
async function ownsListing(ctx: AppContext, next: Next) {
  ownedListing.set(ctx, await ownListingId(ctx));
  await next();
}
const listingIdOf = (ctx: AppContext) => ownedListing.get(ctx)!;

function photoIdOf(ctx: AppContext): number {
  return idOf((ctx as AppContext & { params: Record<string, string> }).params.photoId, 'Foto');
}

export function photoRoutes() {
  const router = new Router<AppState, AppContext>({ prefix: '/api/my/listings/:id/photos' });
  router.use(requireOwner());

  router.get('/', async (ctx) => {
    const { knex, media } = ctx.services;
    ctx.body = await getPhotoList(knex, media, await ownListingId(ctx));
  });

  router.post('/', async (ctx) => {
    const { knex, media, settings } = ctx.services;
    const listingId = await ownListingId(ctx);
    if (!ctx.is('multipart/form-data')) throw new HttpError(415, PHOTO_MSG.notMultipart);
    // Cheap first look at the limit; the insert re-checks it with the listing locked.
    const files = await readPhotoUploads(ctx.req, await freePhotoSlots(knex, listingId));
    // One at a time: decoding large images in parallel would multiply the memory a request can take.
    const processed = [];
    for (const file of files) processed.push(await processPhoto(file));
    ctx.status = 201;
    ctx.body = await addPhotos(knex, media, {
      listingId,
      photos: processed,
      changedBy: ctx.state.user!.id,
      settings: await settings.get(),
    });
  });

  router.put(
    '/order',
    ownsListing,
    handle({ body: PhotoOrderBody }, async (ctx, { body }) => {
      const { knex, media } = ctx.services;
      ctx.body = await reorderPhotos(knex, media, listingIdOf(ctx), body.photoIds);
    }),
  );

  router.put('/:photoId/cover', async (ctx) => {
    const { knex, media } = ctx.services;
    const listingId = await ownListingId(ctx);
    ctx.body = await setCoverPhoto(knex, media, listingId, photoIdOf(ctx));
  });

  router.delete('/:photoId', async (ctx) => {
    const { knex, media } = ctx.services;
    const listingId = await ownListingId(ctx);
    ctx.body = await deletePhoto(knex, media, listingId, photoIdOf(ctx));
  });

  return router;
}
