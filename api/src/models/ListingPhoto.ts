// One photo of a listing: its stored sizes under one random key base, and its place in the listing's order.
import { Model } from 'objection';

export class ListingPhoto extends Model {
  static override tableName = 'listing_photos';
  static override jsonAttributes = ['widths'];

  declare id: number;
  declare listingId: number;
  /** `listings/<listingId>/<random>`: the files are `<storageKey>-<width>.webp`. */
  declare storageKey: string;
  /** Size of the largest stored file. */
  declare width: number;
  declare height: number;
  /** The widths actually stored, ascending. */
  declare widths: number[];
  /** 0 is the cover. */
  declare position: number;
  declare createdAt: Date;
}
