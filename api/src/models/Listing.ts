// A stable place offered for rent; belongs to a stable.
import { Model, type Modifiers, type QueryBuilder } from 'objection';
import { Stable } from './Stable.ts';
import { PUBLIC_STATUSES, type ListingStatus } from '#contract/listing-status.ts';
import type { StallType } from '#contract/stall-types.ts';
import type { PriceItem } from '#contract/costs.ts';
import type { ListingFacts } from '#contract/facts.ts';

export class Listing extends Model {
  static override tableName = 'listings';
  static override jsonAttributes = ['imageUrls', 'features', 'priceItems', 'facts'];

  declare id: number;
  declare stableId: number;
  declare title: string;
  declare description: string;
  declare stallType: StallType;
  declare pricePerMonth: number;
  declare priceItems: PriceItem[];
  declare deposit: number | string | null;
  declare freePlaces: number;
  declare availableFrom: string | null;
  declare imageUrls: string[];
  declare features: string[];
  /** Only the facts the owner gave (ListingFactsBody). */
  declare facts: ListingFacts;
  declare isPremium: boolean;
  declare viewCount: number;
  declare status: ListingStatus;
  declare contactPhone: string | null;
  declare contactEmail: string | null;
  declare whatsappNumber: string | null;
  /** Set by an owner's pause when the listing was public: what resume may return it to. */
  declare pausedFromStatus: 'active' | 'premium' | null;
  /** A moderation hold (issue 37): hidden for good, or off until the owner corrected it; with the reason. */
  declare moderationState: 'hidden' | 'change_requested' | null;
  declare moderationReason: string | null;
  /** The owner's last update (edit, own status change, renewal): the listing runs out `listingExpiryDays` after. */
  declare ownerTouchedAt: Date;
  /** When the reminder for the current term went out; null until then. */
  declare expiryRemindedAt: Date | null;
  /** When it ran out for want of updates (it is then inactive); null otherwise. */
  declare expiredAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare stable?: Stable;

  static override relationMappings = () => ({
    stable: {
      relation: Model.BelongsToOneRelation,
      modelClass: Stable,
      join: { from: 'listings.stableId', to: 'stables.id' },
    },
  });

  static override modifiers: Modifiers<QueryBuilder<Listing>> = {
    /** Only what the public may see: active and premium listings. */
    publicOnly(query) {
      query.whereIn('listings.status', [...PUBLIC_STATUSES]);
    },
  };
}
