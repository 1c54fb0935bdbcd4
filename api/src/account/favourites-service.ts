// Favourites synced with the account: the hearts a signed-in user sets are stored per user; only public
// listings can be favourited and only public ones are shown.
import type { Knex } from 'knex';
import type { FavouritesDto } from '#contract/account.ts';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import type { SearchEngine } from '../search/index.ts';

/** The user's favourites that are public now, most recently set first. */
export async function favouritesOf(knex: Knex, search: SearchEngine, userId: number): Promise<FavouritesDto> {
  const rows: { listingId: number }[] = await knex('favourites')
    .where({ userId })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'listingId', order: 'desc' },
    ])
    .select('listingId');
  const listings = await search.listings(rows.map((row) => row.listingId));
  return { ids: listings.map((l) => l.id), listings };
}

/** Adds the public ones of `listingIds` (others are skipped), keeping existing rows. */
export async function addFavourites(knex: Knex, userId: number, listingIds: number[]): Promise<number[]> {
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

/** Removes one favourite; a listing that was not one is no error. */
export async function removeFavourite(knex: Knex, userId: number, listingId: number): Promise<void> {
  await knex('favourites').where({ userId, listingId }).delete();
}
