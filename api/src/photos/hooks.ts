// The photo feature's side of the owner listings' hooks (api/src/owner/hooks.ts): the photos of the owner's
// listings, and copying them when a listing is duplicated.
import type { MediaStorage } from '../media/storage.ts';
import type { ListingPhotoHooks } from '../owner/hooks.ts';
import { copyListingPhotos, loadListingPhotos } from './service.ts';

export function listingPhotoHooks(media: MediaStorage): ListingPhotoHooks {
  return {
    photosByListing: (knex, listingIds) => loadListingPhotos(knex, media, listingIds),

    async copyPhotos(ctx, fromListingId, toListingId) {
      const { knex, log } = ctx.services;
      try {
        await knex.transaction((trx) => copyListingPhotos(trx, ctx.services.media, fromListingId, toListingId));
      } catch (err) {
        // The copy exists already: it stays, without photos (copyListingPhotos removed what it had copied),
        // rather than pointing at the source's files or failing a request whose listing was created.
        log.warn('could not copy the photos of a duplicated listing', { err, fromListingId, toListingId });
        await knex('listings').where({ id: toListingId }).update({ imageUrls: JSON.stringify([]) });
      }
    },
  };
}
