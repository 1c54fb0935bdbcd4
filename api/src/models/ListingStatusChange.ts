// One status change of a listing, by whom and when.
import { Model } from 'objection';

export class ListingStatusChange extends Model {
  static override tableName = 'listing_status_changes';

  declare id: number;
  declare listingId: number;
  declare changedBy: number | null;
  declare fromStatus: string | null;
  declare toStatus: string;
  declare createdAt: Date;
}
