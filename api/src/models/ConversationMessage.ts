// One message of a conversation: from the enquirer, the owner, or a line the platform wrote ('system').
import { Model } from 'objection';

export type MessageSender = 'enquirer' | 'owner' | 'system';

export class ConversationMessage extends Model {
  static override tableName = 'conversation_messages';

  declare id: number;
  declare conversationId: number;
  declare sender: MessageSender;
  declare authorId: number | null;
  declare body: string;
  declare clientId: string | null;
  declare createdAt: Date;
  /** When the other side read it; for a system line, when the enquirer read it. */
  declare readAt: Date | null;
  /** System lines only: when the owner read it. */
  declare ownerReadAt: Date | null;
}
