// A conversation: opened by an enquiry, between its enquirer and the owner of the listing's stable.
import { Model } from 'objection';
import type { ConversationStatus } from '#contract/conversations.ts';

export class Conversation extends Model {
  static override tableName = 'conversations';

  declare id: number;
  declare enquiryId: number;
  declare listingId: number;
  /** The enquirer's account; null for an anonymous enquiry until the address signs in. */
  declare enquirerId: number | null;
  declare enquirerName: string;
  declare enquirerEmail: string;
  /** SHA-256 of the private link's token; null when no link was mailed. */
  declare accessTokenHash: string | null;
  declare ownerStatus: ConversationStatus;
  declare blockedAt: Date | null;
  declare lastMessageAt: Date;
  declare createdAt: Date;
}
