// Who may open a conversation: its enquirer (by account, or by the private link's token) and the owner of the
// listing's stable. Everyone else, admins included, finds nothing: notFound('Unterhaltung'), exactly as for an id
// that does not exist. The back office reads reported conversations through its own routes only.
import type { Knex } from 'knex';
import type { ConversationRole } from '#contract/conversations.ts';
import { hashToken } from '../account/tokens.ts';
import { notFound } from '../http/errors.ts';

export const CONVERSATION = 'Unterhaltung';

export interface ConversationAccess {
  id: number;
  listingId: number;
  stableId: number;
  ownerId: number;
  enquirerId: number | null;
  enquirerEmail: string;
  role: ConversationRole;
}

interface AccessRow {
  id: number;
  listingId: number;
  stableId: number;
  ownerId: number;
  enquirerId: number | null;
  enquirerEmail: string;
}

function accessQuery(db: Knex) {
  return db('conversations as v')
    .join('listings as l', 'l.id', 'v.listingId')
    .join('stables as s', 's.id', 'l.stableId')
    .first('v.id', 'v.listingId', 'l.stableId', 's.ownerId', 'v.enquirerId', 'v.enquirerEmail');
}

/** The conversation `id` as `userId` may see it, with their role in it; else 404. */
export async function conversationOf(
  knex: Knex,
  userId: number,
  id: number,
  trx?: Knex.Transaction,
): Promise<ConversationAccess> {
  const row = (await accessQuery(trx ?? knex)
    .where('v.id', id)
    .where((w) => w.where('v.enquirerId', userId).orWhere('s.ownerId', userId))) as AccessRow | undefined;
  if (!row) throw notFound(CONVERSATION);
  // Someone enquiring about their own listing is its owner here.
  return { ...row, role: row.ownerId === userId ? 'owner' : 'enquirer' };
}

/** The conversation the private link's `token` opens, always as its enquirer; else 404. */
export async function conversationOfToken(
  knex: Knex,
  token: string,
  trx?: Knex.Transaction,
): Promise<ConversationAccess> {
  const row = (await accessQuery(trx ?? knex).where('v.accessTokenHash', hashToken(token))) as AccessRow | undefined;
  if (!row) throw notFound(CONVERSATION);
  return { ...row, role: 'enquirer' };
}
