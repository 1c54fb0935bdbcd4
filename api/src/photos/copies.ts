// Copies of stored pictures as a listing's own photos: for a duplicated listing and for the demo data. Each
// copy gets its own files, so deleting or reordering one listing's photos never touches another's.
import type { Knex } from 'knex';
import type { PhotoDto } from '#contract/owner.ts';
import type { MediaStorage } from '../media/storage.ts';
import { ListingPhoto } from '../models/ListingPhoto.ts';
import { deleteQuietly, fileKey, newStorageKey, widthsOf } from './files.ts';
import { presentPhoto } from './presenter.ts';
import { listPhotoRows, syncImageUrls } from './service.ts';

/** Stored sizes of a picture to copy: files `<storageKey>-<width>.webp` for each of `widths`. */
export type PhotoSource = Pick<ListingPhoto, 'storageKey' | 'widths' | 'width' | 'height'>;

/**
 * Copies every photo of `fromListingId` to `toListingId` (for duplicating a listing): the files under new
 * random names, the rows in the same order, and the target's image_urls. Copied files are removed again if
 * the copy fails.
 */
export async function copyListingPhotos(
  db: Knex | Knex.Transaction,
  media: MediaStorage,
  fromListingId: number,
  toListingId: number,
): Promise<PhotoDto[]> {
  const rows = await listPhotoRows(db, fromListingId);
  if (rows.length === 0) return [];
  return attachPhotoCopies(db, media, toListingId, rows);
}

/**
 * Gives `listingId` its own copies of the given pictures, in this order, as its photos (replacing none: the
 * listing is expected to have no photo rows yet), and sets its image_urls. Used for duplicates and the demo
 * data. Copied files are removed again if anything fails.
 */
export async function attachPhotoCopies(
  db: Knex | Knex.Transaction,
  media: MediaStorage,
  listingId: number,
  sources: readonly PhotoSource[],
): Promise<PhotoDto[]> {
  const stored: string[] = [];
  const copies: Pick<ListingPhoto, 'listingId' | 'storageKey' | 'width' | 'height' | 'widths' | 'position'>[] = [];
  try {
    for (const [position, source] of sources.entries()) {
      const storageKey = newStorageKey(listingId);
      const widths = widthsOf(source);
      for (const width of widths) {
        const key = fileKey(storageKey, width);
        stored.push(key);
        await media.copy(fileKey(source.storageKey, width), key);
      }
      copies.push({ listingId, storageKey, width: source.width, height: source.height, widths, position });
    }
    if (copies.length === 0) return [];
    const inserted = await ListingPhoto.query(db).insert(copies);
    const ordered = inserted
      .map((r) => Object.assign(r, { widths: widthsOf(r) }))
      .sort((a, b) => a.position - b.position);
    await syncImageUrls(db, media, listingId, ordered);
    return ordered.map((row) => presentPhoto(media, row));
  } catch (err) {
    await deleteQuietly(media, stored);
    throw err;
  }
}
