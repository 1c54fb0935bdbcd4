// The conversation's writes: opening one with an enquiry, writing in it (idempotent by the client's id), lines the
// platform writes (viewings), reading (marks the other side's messages read) and the owner's status. Old inbox
// columns of the enquiry (read_at, status) follow, so /api/my/enquiries and "Meine Anfragen" stay true.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { CONVERSATION_MSG, type ConversationStatus, type MessageBody } from '#contract/conversations.ts';
import { hashToken } from '../account/tokens.ts';
import { forbidden } from '../http/errors.ts';
import { Conversation } from '../models/Conversation.ts';
import { ConversationMessage, type MessageSender } from '../models/ConversationMessage.ts';
import type { ConversationAccess } from './access.ts';
import { senderBlocked } from './blocks.ts';
import { takeOverSavedSearches } from '../alerts/saved-searches.ts';

export interface MessageRow {
  id: number;
  conversationId: number;
  sender: MessageSender;
  body: string;
  createdAt: Date | string;
  readAt: Date | string | null;
  ownerReadAt: Date | string | null;
}

const MESSAGE_COLUMNS = ['id', 'conversationId', 'sender', 'body', 'createdAt', 'readAt', 'ownerReadAt'];

export interface OpenedConversation {
  id: number;
  /** The private link's token for an anonymous enquirer (only its hash is stored); null for an account. */
  token: string | null;
}

/** Opens the enquiry's conversation in the enquiry's transaction; its first message is the enquiry's text. */
export async function openConversation(
  trx: Knex.Transaction,
  enquiry: { id: number; listingId: number; name: string; email: string; message: string; createdAt: Date | string },
  enquirerId: number | null,
): Promise<OpenedConversation> {
  const token = enquirerId === null ? randomBytes(32).toString('base64url') : null;
  const [row] = (await trx('conversations')
    .insert({
      enquiryId: enquiry.id,
      listingId: enquiry.listingId,
      enquirerId,
      enquirerName: enquiry.name,
      enquirerEmail: enquiry.email,
      accessTokenHash: token ? hashToken(token) : null,
      lastMessageAt: enquiry.createdAt,
      createdAt: enquiry.createdAt,
    })
    .returning('id')) as { id: number }[];
  await trx('conversationMessages').insert({
    conversationId: row!.id,
    sender: 'enquirer',
    authorId: enquirerId,
    body: enquiry.message,
    createdAt: enquiry.createdAt,
  });
  return { id: row!.id, token };
}

/**
 * A line the platform writes into the conversation (a viewing booked, moved or cancelled): both sides see it and
 * it counts as unread for both until each has opened the conversation.
 */
export async function addSystemMessage(db: Knex, conversationId: number, body: string): Promise<MessageRow> {
  const [message] = (await db('conversationMessages')
    .insert({ conversationId, sender: 'system', body })
    .returning(MESSAGE_COLUMNS)) as MessageRow[];
  await db('conversations').where({ id: conversationId }).update({ lastMessageAt: message!.createdAt });
  return message!;
}

/**
 * Writes `body` as `access.role`. A repeat with the same clientId answers the stored message (created: false). The
 * enquirer of a blocked sender gets 403. Writing marks what the other side wrote read; the owner's answer marks the
 * conversation answered, the enquirer's message brings an archived one back to the owner's list.
 */
export async function postMessage(
  knex: Knex,
  access: ConversationAccess,
  authorId: number | null,
  input: MessageBody,
): Promise<{ message: MessageRow; created: boolean }> {
  return knex.transaction(async (trx) => {
    if (input.clientId) {
      const earlier = await findByClientId(trx, access.id, input.clientId);
      if (earlier) return { message: earlier, created: false };
    }
    if (
      access.role === 'enquirer' &&
      (await senderBlocked(trx, access.ownerId, access.enquirerEmail, access.enquirerId))
    ) {
      throw forbidden(CONVERSATION_MSG.blocked);
    }
    const inserted = (await trx('conversationMessages')
      .insert({
        conversationId: access.id,
        sender: access.role,
        authorId,
        body: input.body,
        clientId: input.clientId ?? null,
      })
      .onConflict(['conversationId', 'clientId'])
      .ignore()
      .returning(MESSAGE_COLUMNS)) as MessageRow[];
    // Two sends of one clientId at once: the other one's row is the message.
    if (!inserted[0]) return { message: (await findByClientId(trx, access.id, input.clientId!))!, created: false };
    const message = inserted[0];
    if (access.role === 'owner') {
      await trx('conversations').where({ id: access.id, ownerStatus: 'open' }).update({ ownerStatus: 'answered' });
      await trx('contactRequests')
        .whereIn('id', trx('conversations').where({ id: access.id }).select('enquiryId'))
        .update({ status: 'answered' });
    } else {
      await trx('conversations').where({ id: access.id, ownerStatus: 'archived' }).update({ ownerStatus: 'open' });
    }
    await trx('conversations').where({ id: access.id }).update({ lastMessageAt: message.createdAt });
    // Whoever answers has seen what came before.
    await markRead(trx, access);
    return { message, created: true };
  });
}

async function findByClientId(db: Knex, conversationId: number, clientId: string): Promise<MessageRow | undefined> {
  return ConversationMessage.query(db).findOne({ conversationId, clientId });
}

/** Marks what the other side (and the platform) wrote as read by `role`; the owner's reading marks the enquiry read. */
export async function markRead(db: Knex, access: Pick<ConversationAccess, 'id' | 'role'>): Promise<void> {
  const now = new Date();
  if (access.role === 'owner') {
    await db('conversationMessages')
      .where({ conversationId: access.id, sender: 'enquirer' })
      .whereNull('readAt')
      .update({ readAt: now });
    await db('conversationMessages')
      .where({ conversationId: access.id, sender: 'system' })
      .whereNull('ownerReadAt')
      .update({ ownerReadAt: now });
    await db('contactRequests')
      .whereIn('id', db('conversations').where({ id: access.id }).select('enquiryId'))
      .whereNull('readAt')
      .update({ readAt: now });
  } else {
    await db('conversationMessages')
      .where({ conversationId: access.id })
      .whereIn('sender', ['owner', 'system'])
      .whereNull('readAt')
      .update({ readAt: now });
  }
}

/** The owner's status of the conversation (open, answered, archived), kept on the enquiry as it was before. */
export async function setOwnerStatus(db: Knex, conversationId: number, status: ConversationStatus): Promise<void> {
  await db.transaction(async (trx) => {
    const [row] = (await trx('conversations')
      .where({ id: conversationId })
      .update({ ownerStatus: status })
      .returning('enquiryId')) as { enquiryId: number }[];
    if (status !== 'archived' && row) {
      await trx('contactRequests')
        .where({ id: row.enquiryId })
        .update({ status: status === 'answered' ? 'answered' : 'new' });
    }
  });
}

/**
 * Gives `userId` the anonymous conversations of `email`, once the account has shown that the address is its own
 * (confirmed, or signed in with it confirmed). Their private links keep working while the conversation lives.
 */
export async function takeOverConversations(db: Knex, userId: number, email: string): Promise<number> {
  const taken = await Conversation.query(db)
    .whereNull('enquirerId')
    .whereRaw('lower(enquirer_email) = lower(?)', [email])
    .patch({ enquirerId: userId });
  // The searches saved and confirmed with the address go along (alerts/saved-searches.ts).
  await takeOverSavedSearches(db, userId, email);
  return taken;
}
