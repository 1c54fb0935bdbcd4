// Listing photos in the database and the media storage: upload, reorder, cover, delete, copy for a duplicated
// listing, and the batch read the public presenters use. listings.image_urls (cover first, middle size) is kept
// in sync on every change, because search, cards, admin and sitemap read it.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { ListingStatus } from '#contract/listing-status.ts';
import { PHOTOS_PER_LISTING, type PhotoDto, type PhotoListDto } from '#contract/owner.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { MediaStorage } from '../media/storage.ts';
import { PHOTO_MSG, type ProcessedPhoto } from './process.ts';

export interface PhotoRow {
  id: number;
  listingId: number;
  storageKey: string;
  width: number;
  height: number;
  widths: number[];
  position: number;
}

const PHOTO_COLUMNS = ['id', 'listingId', 'storageKey', 'width', 'height', 'widths', 'position'] as const;

/** The public image of a listing: what cards and the gallery render. */
export interface ListingImage {
  url: string;
  srcset: string | null;
  width: number | null;
  height: number | null;
}

/** Statuses an upload sends back to review (unless listings are approved automatically). */
const REVIEWED_STATUSES: readonly ListingStatus[] = ['active', 'premium'];

const fileKey = (storageKey: string, width: number) => `${storageKey}-${width}.webp`;

function widthsOf(row: { widths: unknown }): number[] {
  const raw = typeof row.widths === 'string' ? (JSON.parse(row.widths) as unknown) : row.widths;
  return Array.isArray(raw) ? raw.map(Number).filter((n) => Number.isFinite(n) && n > 0) : [];
}

/** All file keys of a photo row. */
export function photoFileKeys(row: Pick<PhotoRow, 'storageKey' | 'widths'>): string[] {
  return widthsOf(row).map((w) => fileKey(row.storageKey, w));
}

/** The width cards and image_urls use: 960, or the nearest larger size, or the largest there is. */
const CARD_WIDTH = 960;
function middleWidth(widths: number[]): number {
  return widths.find((w) => w >= CARD_WIDTH) ?? widths[widths.length - 1]!;
}

export function presentPhoto(media: MediaStorage, row: PhotoRow): PhotoDto {
  const widths = widthsOf(row);
  return {
    id: row.id,
    url: media.url(fileKey(row.storageKey, middleWidth(widths))),
    srcset: widths.map((w) => `${media.url(fileKey(row.storageKey, w))} ${w}w`).join(', '),
    width: row.width,
    height: row.height,
  };
}

/** The photos of one listing, cover first. */
export async function listPhotoRows(db: Knex | Knex.Transaction, listingId: number): Promise<PhotoRow[]> {
  const rows = await db('listingPhotos')
    .where({ listingId })
    .orderBy([{ column: 'position' }, { column: 'id' }])
    .select(PHOTO_COLUMNS);
  return rows.map((r: PhotoRow) => ({ ...r, widths: widthsOf(r) }));
}

/** Photos of many listings in one query, each list cover first (no N+1 for pages of listings). */
export async function loadListingPhotos(
  knex: Knex,
  media: MediaStorage,
  listingIds: number[],
): Promise<Map<number, PhotoDto[]>> {
  const result = new Map<number, PhotoDto[]>();
  if (listingIds.length === 0) return result;
  const rows: PhotoRow[] = await knex('listingPhotos')
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

/** The same for the public presenters: the images without the photo ids. */
export async function loadListingImages(
  knex: Knex,
  media: MediaStorage,
  listingIds: number[],
): Promise<Map<number, ListingImage[]>> {
  const result = new Map<number, ListingImage[]>();
  for (const [listingId, photos] of await loadListingPhotos(knex, media, listingIds)) {
    result.set(
      listingId,
      photos.map(({ url, srcset, width, height }) => ({ url, srcset, width, height })),
    );
  }
  return result;
}

/** Rewrites positions 0..n-1 in the given order and image_urls to match. */
async function writeOrder(
  trx: Knex.Transaction,
  media: MediaStorage,
  listingId: number,
  rows: PhotoRow[],
): Promise<void> {
  for (const [position, row] of rows.entries()) {
    if (row.position !== position) await trx('listingPhotos').where({ id: row.id }).update({ position });
    row.position = position;
  }
  await syncImageUrls(trx, media, listingId, rows);
}

async function syncImageUrls(
  trx: Knex | Knex.Transaction,
  media: MediaStorage,
  listingId: number,
  rows?: PhotoRow[],
): Promise<void> {
  const ordered = rows ?? (await listPhotoRows(trx, listingId));
  const urls = ordered.map((row) => presentPhoto(media, row).url);
  await trx('listings')
    .where({ id: listingId })
    .update({ imageUrls: JSON.stringify(urls), updatedAt: trx.fn.now() });
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

async function lockListing(trx: Knex.Transaction, listingId: number): Promise<{ id: number; status: ListingStatus }> {
  const listing = await trx('listings').where({ id: listingId }).forUpdate().first('id', 'status');
  if (!listing) throw notFound('Stallplatz');
  return listing;
}

/** How many more photos the listing takes. */
export async function freePhotoSlots(knex: Knex, listingId: number): Promise<number> {
  const row = await knex('listingPhotos').where({ listingId }).count({ count: '*' }).first();
  return Math.max(0, PHOTOS_PER_LISTING - Number(row?.count ?? 0));
}

/** Deletes files, ignoring failures (logged by the caller's storage); used to clean up after a failed upload. */
async function deleteQuietly(media: MediaStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => media.delete(key).catch(() => undefined)));
}

/** A fresh, unguessable key base for one photo of `listingId`. */
function newStorageKey(listingId: number): string {
  return `listings/${listingId}/${randomBytes(12).toString('base64url')}`;
}

export interface AddPhotosOptions {
  listingId: number;
  photos: ProcessedPhoto[];
  changedBy: number;
  autoApprove: boolean;
}

/**
 * Stores processed photos and adds them after the listing's existing ones. Files are written first, then the
 * rows in one transaction that locks the listing (so two uploads cannot pass the limit together); if anything
 * fails, every file written here is deleted again. An active or premium listing goes back to `pending`
 * unless listings are approved automatically.
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
      await trx('listingPhotos').insert(
        planned.map(({ photo, storageKey }, i) => ({
          listingId,
          storageKey,
          width: photo.width,
          height: photo.height,
          widths: JSON.stringify(photo.renditions.map((r) => r.width)),
          position: existing.length + i,
        })),
      );
      await syncImageUrls(trx, media, listingId);
      let status = listing.status;
      if (REVIEWED_STATUSES.includes(status) && !options.autoApprove) {
        await trx('listingStatusChanges').insert({
          listingId,
          changedBy: options.changedBy,
          fromStatus: status,
          toStatus: 'pending',
        });
        await trx('listings').where({ id: listingId }).update({ status: 'pending' });
        status = 'pending';
      }
      return photoList(trx, media, listingId, status);
    });
  } catch (err) {
    await deleteQuietly(media, stored);
    throw err;
  }
}

export async function getPhotoList(knex: Knex, media: MediaStorage, listingId: number): Promise<PhotoListDto> {
  const listing = await knex('listings').where({ id: listingId }).first('status');
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
    await trx('listingPhotos').where({ id: photoId }).delete(['id']);
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

/**
 * Copies every photo of `fromListingId` to `toListingId` (for duplicating a listing): the files under new
 * random names, the rows in the same order, and the target's image_urls. Pass the transaction that creates
 * the copy. Copied files are removed again if the copy fails.
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

/** Stored sizes of a picture to copy: files `<storageKey>-<width>.webp` for each of `widths`. */
export type PhotoSource = Pick<PhotoRow, 'storageKey' | 'widths' | 'width' | 'height'>;

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
  const copies: Omit<PhotoRow, 'id'>[] = [];
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
    const inserted: PhotoRow[] = await db('listingPhotos')
      .insert(copies.map((c) => ({ ...c, widths: JSON.stringify(c.widths) })))
      .returning(PHOTO_COLUMNS);
    const ordered = inserted.map((r) => ({ ...r, widths: widthsOf(r) })).sort((a, b) => a.position - b.position);
    await syncImageUrls(db, media, listingId, ordered);
    return ordered.map((row) => presentPhoto(media, row));
  } catch (err) {
    await deleteQuietly(media, stored);
    throw err;
  }
}

/**
 * Removes all stored files of a listing's photos (for deleting a listing, a stable or an account). The rows
 * go with the listing (ON DELETE CASCADE); call this after that delete committed.
 */
export async function deleteListingPhotos(media: MediaStorage, listingId: number): Promise<void> {
  await media.deletePrefix(`listings/${listingId}`);
}
