// Where a listing's photo files live in the media storage: one random key base per photo with one WebP per
// width, all under the listing's prefix.
import { randomBytes } from 'node:crypto';
import type { MediaStorage } from '../media/storage.ts';
import type { ListingPhoto } from '../models/ListingPhoto.ts';

export const fileKey = (storageKey: string, width: number) => `${storageKey}-${width}.webp`;

/** The stored widths of a photo row, whatever form the driver delivered the jsonb column in. */
export function widthsOf(row: { widths: unknown }): number[] {
  const raw = typeof row.widths === 'string' ? (JSON.parse(row.widths) as unknown) : row.widths;
  return Array.isArray(raw) ? raw.map(Number).filter((n) => Number.isFinite(n) && n > 0) : [];
}

/** All file keys of a photo row. */
export function photoFileKeys(row: Pick<ListingPhoto, 'storageKey' | 'widths'>): string[] {
  return widthsOf(row).map((w) => fileKey(row.storageKey, w));
}

/** A fresh, unguessable key base for one photo of `listingId`. */
export function newStorageKey(listingId: number): string {
  return `listings/${listingId}/${randomBytes(12).toString('base64url')}`;
}

/** Deletes files, ignoring failures (logged by the caller's storage); used to clean up after a failed write. */
export async function deleteQuietly(media: MediaStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => media.delete(key).catch(() => undefined)));
}

/**
 * Removes all stored files of a listing's photos (for deleting a listing, a stable or an account). The rows
 * go with the listing (ON DELETE CASCADE); call this after that delete committed.
 */
export async function deleteListingPhotos(media: MediaStorage, listingId: number): Promise<void> {
  await media.deletePrefix(`listings/${listingId}`);
}
