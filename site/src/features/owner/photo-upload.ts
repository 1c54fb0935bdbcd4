// The browser's own checks of chosen photos, before any byte is uploaded: the same rules and German messages
// as the server (which checks again and has the last word): JPEG, PNG or WebP by content, at most 10 MB,
// at most 20 per listing.
import { IMAGE_SNIFF_BYTES, sniffImageType } from '#contract/image-type.ts';
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES, PHOTO_MSG, PHOTOS_PER_LISTING } from '#contract/owner.ts';

/** The server's own messages (contract), so both say the same. */
export const PHOTO_TEXT = PHOTO_MSG;

export const PHOTO_ACCEPT = PHOTO_MIME_TYPES.join(',');

/** The message that refuses `file`, or null when it may be uploaded. */
export async function checkPhotoFile(file: File): Promise<string | null> {
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TEXT.tooLarge(file.name);
  const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  return sniffImageType(head) ? null : PHOTO_TEXT.wrongType;
}

/** Moves the item at `from` to `to` (both indexes of the same list); the list itself is not changed. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** "1 von 20 Fotos". */
export const photoCounter = (count: number) => `${count} von ${PHOTOS_PER_LISTING} Fotos`;
