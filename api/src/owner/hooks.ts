// Where the photo feature plugs into the owner's listings without this module knowing how photos are stored:
// it registers these two functions at start-up (registerListingPhotoHooks) and the owner routes call them.
import type { Knex } from 'knex';
import type { AppContext } from '../http/context.ts';
import type { PhotosByListing } from './presenter.ts';

export interface ListingPhotoHooks {
  /** The photos (cover first) of the given listings, for OwnListingDto.photos. */
  photosByListing(knex: Knex, listingIds: number[]): Promise<PhotosByListing>;
  /** Called after POST /api/my/listings/:id/duplicate committed: copy the source's photos to the copy. */
  copyPhotos(ctx: AppContext, fromListingId: number, toListingId: number): Promise<void>;
}

let hooks: ListingPhotoHooks | null = null;

export function registerListingPhotoHooks(photoHooks: ListingPhotoHooks): void {
  hooks = photoHooks;
}

export async function photosByListing(knex: Knex, listingIds: number[]): Promise<PhotosByListing> {
  return hooks && listingIds.length ? hooks.photosByListing(knex, listingIds) : new Map();
}

export async function copyPhotos(ctx: AppContext, fromListingId: number, toListingId: number): Promise<void> {
  await hooks?.copyPhotos(ctx, fromListingId, toListingId);
}
