// Listing photos in the database and the media storage: upload, reorder, cover, delete, and the batch read the
// public presenters use. listings.image_urls (cover first, middle size) is kept in sync on every change,
// because search, cards, admin and sitemap read it. What a photo change means for the listing's status is the
// lifecycle's decision.
import type { Knex } from 'knex';
import type { ListingStatus } from '#contract/listing-status.ts';
import { PHOTO_MSG, PHOTOS_PER_LISTING, type PhotoDto, type PhotoListDto } from '#contract/owner.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { afterPhotosAdded, type ReviewSettings } from '../listings/lifecycle.ts';
import type { MediaStorage } from '../media/storage.ts';
import { Listing } from '../models/Listing.ts';
import { ListingPhoto } from '../models/ListingPhoto.ts';
import { deleteQuietly, fileKey, newStorageKey, photoFileKeys, widthsOf } from './files.ts';
import { presentPhoto, type PhotoRow } from './presenter.ts';
import type { ProcessedPhoto } from './process.ts';

const PHOTO_COLUMNS = ['id', 'listingId', 'storageKey', 'width', 'height', 'widths', 'position'] as const;

const withWidths = (row: ListingPhoto): ListingPhoto => Object.assign(row, { widths: widthsOf(row) });

/** The photos of one listing, cover first. */
export async function listPhotoRows(db: Knex | Knex.Transaction, listingId: number): Promise<ListingPhoto[]> {
  const rows = await ListingPhoto.query(db)
    .where({ listingId })
    .orderBy([{ column: 'position' }, { column: 'id' }])
    .select(PHOTO_COLUMNS);
  return rows.map(withWidths);
}

/** Photos of many listings in one query, each list cover first (no N+1 for pages of listings). */
export async function loadListingPhotos(
  knex: Knex,
  media: MediaStorage,
  listingIds: number[],
): Promise<Map<number, PhotoDto[]>> {
  const result = new Map<number, PhotoDto[]>();
  if (listingIds.length === 0) return result;
  const rows = await ListingPhoto.query(knex)
    .whereIn('listingId', [...new Set(listingIds)])
    .orderBy([{ column: 'listingId' }, { column: 'position' }, { column: 'id' }])
    .select(PHOTO_COLUMNS);
  for (const row of rows) {
    const list = result.get(row.listingId) ?? [];
    list.push(presentPhoto(media, row));
    result.set(row.listingId, list);
  }
  return result;
}

/** Sets image_urls to the listing's photos in order (read again unless given). */
export async function syncImageUrls(
  db: Knex | Knex.Transaction,
  media: MediaStorage,
  listingId: number,
  rows?: PhotoRow[],
): Promise<void> {
  const ordered = rows ?? (await listPhotoRows(db, listingId));
  const imageUrls = ordered.map((row) => presentPhoto(media, row).url);
  await Listing.query(db).findById(listingId).patch({ imageUrls, updatedAt: new Date() });
}

/** Rewrites positions 0..n-1 in the given order and image_urls to match. */
async function writeOrder(
  trx: Knex.Transaction,
  media: MediaStorage,
  listingId: number,
  rows: ListingPhoto[],
): Promise<void> {
  for (const [position, row] of rows.entries()) {
    if (row.position !== position) await ListingPhoto.query(trx).findById(row.id).patch({ position });
    row.position = position;
  }
  await syncImageUrls(trx, media, listingId, rows);
}

async function photoList(
  db: Knex | Knex.Transaction,
  media: MediaStorage,
  listingId: number,
  status: ListingStatus,
): Promise<PhotoListDto> {
  const rows = await listPhotoRows(db, listingId);
  return { photos: rows.map((row) => presentPhoto(media, row)), listingStatus: status };
}

async function lockListing(trx: Knex.Transaction, listingId: number): Promise<Listing> {
  const listing = await Listing.query(trx).findById(listingId).forUpdate();
  if (!listing) throw notFound('Stallplatz');
  return listing;
}

/** How many more photos the listing takes. */
export async function freePhotoSlots(knex: Knex, listingId: number): Promise<number> {
  const count = await ListingPhoto.query(knex).where({ listingId }).resultSize();
  return Math.max(0, PHOTOS_PER_LISTING - count);
}

export interface AddPhotosOptions {
  listingId: number;
  photos: ProcessedPhoto[];
  changedBy: number;
  settings: ReviewSettings;
}

/**
 * Stores processed photos and adds them after the listing's existing ones. Files are written first, then the
 * rows in one transaction that locks the listing (so two uploads cannot pass the limit together); if anything
 * fails, every file written here is deleted again. New photos need a review (see the lifecycle).
 */
export async function addPhotos(knex: Knex, media: MediaStorage, options: AddPhotosOptions): Promise<PhotoListDto> {
  const { listingId, photos } = options;
  const stored: string[] = [];
  const planned = photos.map((photo) => ({ photo, storageKey: newStorageKey(listingId) }));
  try {
    for (const { photo, storageKey } of planned) {
      for (const rendition of photo.renditions) {
        const key = fileKey(storageKey, rendition.width);
        stored.push(key);
        await media.put(key, rendition.data, 'image/webp');
      }
    }
    return await knex.transaction(async (trx) => {
      const listing = await lockListing(trx, listingId);
      const existing = await listPhotoRows(trx, listingId);
      if (existing.length + photos.length > PHOTOS_PER_LISTING) throw conflict(PHOTO_MSG.tooMany);
      await ListingPhoto.query(trx).insert(
        planned.map(({ photo, storageKey }, i) => ({
          listingId,
          storageKey,
          width: photo.width,
          height: photo.height,
          widths: photo.renditions.map((r) => r.width),
          position: existing.length + i,
        })),
      );
      await syncImageUrls(trx, media, listingId);
      await afterPhotosAdded(trx, listing, options.changedBy, options.settings);
      return photoList(trx, media, listingId, listing.status);
    });
  } catch (err) {
    await deleteQuietly(media, stored);
    throw err;
  }
}

export async function getPhotoList(knex: Knex, media: MediaStorage, listingId: number): Promise<PhotoListDto> {
  const listing = await Listing.query(knex).findById(listingId).select('status');
  if (!listing) throw notFound('Stallplatz');
  return photoList(knex, media, listingId, listing.status);
}

const ORDER_MSG = PHOTO_MSG.order;

/** Puts the listing's photos in the given order; `photoIds` must be exactly its photos. */
export async function reorderPhotos(
  knex: Knex,
  media: MediaStorage,
  listingId: number,
  photoIds: number[],
): Promise<PhotoListDto> {
  return knex.transaction(async (trx) => {
    const listing = await lockListing(trx, listingId);
    const rows = await listPhotoRows(trx, listingId);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const unique = new Set(photoIds);
    if (unique.size !== photoIds.length || photoIds.length !== rows.length || photoIds.some((id) => !byId.has(id))) {
      throw badRequest(ORDER_MSG, { photoIds: ORDER_MSG });
    }
    await writeOrder(
      trx,
      media,
      listingId,
      photoIds.map((id) => byId.get(id)!),
    );
    return photoList(trx, media, listingId, listing.status);
  });
}

/** Makes one photo the cover (first); the others keep their order. */
export async function setCoverPhoto(
  knex: Knex,
  media: MediaStorage,
  listingId: number,
  photoId: number,
): Promise<PhotoListDto> {
  return knex.transaction(async (trx) => {
    const listing = await lockListing(trx, listingId);
    const rows = await listPhotoRows(trx, listingId);
    const cover = rows.find((row) => row.id === photoId);
    if (!cover) throw notFound('Foto');
    await writeOrder(trx, media, listingId, [cover, ...rows.filter((row) => row !== cover)]);
    return photoList(trx, media, listingId, listing.status);
  });
}

/** Removes one photo: its row (the rest close ranks) and, after the commit, its files. */
export async function deletePhoto(
  knex: Knex,
  media: MediaStorage,
  listingId: number,
  photoId: number,
): Promise<PhotoListDto> {
  const { list, removed } = await knex.transaction(async (trx) => {
    const listing = await lockListing(trx, listingId);
    const rows = await listPhotoRows(trx, listingId);
    const target = rows.find((row) => row.id === photoId);
    if (!target) throw notFound('Foto');
    await ListingPhoto.query(trx).deleteById(photoId);
    await writeOrder(
      trx,
      media,
      listingId,
      rows.filter((row) => row !== target),
    );
    return { list: await photoList(trx, media, listingId, listing.status), removed: target };
  });
  await Promise.all(photoFileKeys(removed).map((key) => media.delete(key)));
  return list;
}
