// Photo files of deleted listings (by an owner, an admin or an account deletion): removed after the database
// rows are gone, so a failed delete never leaves a listing without its files. Kept apart from files.ts, which
// the photo service imports, because this one needs the request context.
import type { AppContext } from '../http/context.ts';
import { deleteListingPhotos } from './files.ts';

/** A file that cannot be removed is logged, not reported to the user. */
export async function removeListingFiles(ctx: AppContext, listingIds: number[]): Promise<void> {
  for (const id of listingIds) {
    try {
      await deleteListingPhotos(ctx.services.media, id);
    } catch (err) {
      ctx.services.log.warn('could not remove the photo files of a deleted listing', { err, listingId: id });
    }
  }
}
