// The JSON shape of a listing photo: the card-sized URL and a srcset of every stored width.
import type { PhotoDto } from '#contract/owner.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { ListingPhoto } from '../models/ListingPhoto.ts';
import { fileKey, widthsOf } from './files.ts';

export type PhotoRow = Pick<
  ListingPhoto,
  'id' | 'listingId' | 'storageKey' | 'width' | 'height' | 'widths' | 'position'
>;

/** The width cards and image_urls use: 960, or the nearest larger size, or the largest there is. */
const CARD_WIDTH = 960;
function middleWidth(widths: number[]): number {
  return widths.find((w) => w >= CARD_WIDTH) ?? widths[widths.length - 1]!;
}

export function presentPhoto(
  media: MediaStorage,
  row: Pick<PhotoRow, 'id' | 'storageKey' | 'width' | 'height' | 'widths'>,
): PhotoDto {
  const widths = widthsOf(row);
  return {
    id: row.id,
    url: media.url(fileKey(row.storageKey, middleWidth(widths))),
    srcset: widths.map((w) => `${media.url(fileKey(row.storageKey, w))} ${w}w`).join(', '),
    width: row.width,
    height: row.height,
  };
}
