// Reading conversations: a user's list (as owner of the listings' stables and as enquirer), the unread figures of
// the header badge and the dashboard, and one conversation with its messages. What is unread depends on the side:
// the owner has not read the enquirer's messages (and system lines), the enquirer those of the owner and the
// platform.
import type { Knex } from 'knex';
import type * as z from 'zod';
import type { ConversationListQuery } from '#contract/conversations.ts';
import type { ConversationAccess } from './access.ts';
import type { MessageRow } from './service.ts';

export interface ConversationListRow {
  id: number;
  role: 'owner' | 'enquirer';
  ownerStatus: 'open' | 'answered' | 'archived';
  enquirerName: string;
  listingId: number;
  title: string;
  listingStatus: string;
  region: string | null;
  stableName: string;
  lastBody: string | null;
  lastCreatedAt: Date | string | null;
  lastSender: 'enquirer' | 'owner' | 'system' | null;
  unread: number;
}

/** Unread for the row's role, as SQL over `u` (a message) and `role`. */
const UNREAD_FOR_ROLE = `CASE WHEN role = 'owner'
    THEN (u.sender = 'enquirer' AND u.read_at IS NULL) OR (u.sender = 'system' AND u.owner_read_at IS NULL)
    ELSE u.sender <> 'enquirer' AND u.read_at IS NULL END`;

/** The status a side sees: the enquirer only learns whether the owner answered, never that it was archived. */
const SHOWN_STATUS = `CASE WHEN c.role = 'owner' OR c.owner_status = 'answered' THEN c.owner_status ELSE 'open' END`;

const LIST_SQL = `
  WITH mine AS (
    SELECT v.id, 'owner' AS role
      FROM conversations v JOIN listings l ON l.id = v.listing_id JOIN stables s ON s.id = l.stable_id
     WHERE s.owner_id = :user
    UNION ALL
    SELECT v.id, 'enquirer' AS role
      FROM conversations v JOIN listings l ON l.id = v.listing_id JOIN stables s ON s.id = l.stable_id
     WHERE v.enquirer_id = :user AND s.owner_id <> :user
  ), listed AS (
    SELECT v.id, m.role, v.owner_status, v.enquirer_name, v.last_message_at, l.id AS listing_id, l.title,
           l.status AS listing_status, s.region, s.name AS stable_name,
           (SELECT count(*) FROM conversation_messages u
             WHERE u.conversation_id = v.id AND (${UNREAD_FOR_ROLE}))::int AS unread
      FROM mine m
      JOIN conversations v ON v.id = m.id
      JOIN listings l ON l.id = v.listing_id
      JOIN stables s ON s.id = l.stable_id
  )
  SELECT c.id, c.role, c.owner_status AS "ownerStatus", c.enquirer_name AS "enquirerName",
         c.listing_id AS "listingId", c.title, c.listing_status AS "listingStatus", c.region,
         c.stable_name AS "stableName", c.unread,
         last.body AS "lastBody", last.created_at AS "lastCreatedAt", last.sender AS "lastSender"
    FROM listed c
    LEFT JOIN LATERAL (
      SELECT x.body, x.created_at, x.sender FROM conversation_messages x
       WHERE x.conversation_id = c.id ORDER BY x.created_at DESC, x.id DESC LIMIT 1
    ) last ON true
   WHERE __FILTERS__
   ORDER BY c.last_message_at DESC, c.id DESC`;

type ListFilter = z.infer<typeof ConversationListQuery>;

/** The user's conversations, newest activity first; archived ones only when asked for. */
export async function listConversations(
  knex: Knex,
  userId: number,
  filter: ListFilter,
): Promise<ConversationListRow[]> {
  const where: string[] = [];
  const bindings: Record<string, unknown> = { user: userId };
  if (filter.status) {
    where.push(`${SHOWN_STATUS} = :status`);
    bindings.status = filter.status;
  } else {
    where.push(`${SHOWN_STATUS} <> 'archived'`);
  }
  if (filter.listingId) {
    where.push('c.listing_id = :listingId');
    bindings.listingId = filter.listingId;
  }
  if (filter.unread === 'true') where.push('c.unread > 0');
  if (filter.unread === 'false') where.push('c.unread = 0');
  const sql = LIST_SQL.replace('__FILTERS__', where.join(' AND '));
  const result = await knex.raw(sql, bindings as Knex.ValueDict);
  return result.rows as ConversationListRow[];
}

const UNREAD_SQL = `
  SELECT (
    (SELECT count(*) FROM conversation_messages u
       JOIN conversations v ON v.id = u.conversation_id
       JOIN listings l ON l.id = v.listing_id JOIN stables s ON s.id = l.stable_id
      WHERE s.owner_id = :user
        AND ((u.sender = 'enquirer' AND u.read_at IS NULL) OR (u.sender = 'system' AND u.owner_read_at IS NULL)))
    +
    (SELECT count(*) FROM conversation_messages u
       JOIN conversations v ON v.id = u.conversation_id
       JOIN listings l ON l.id = v.listing_id JOIN stables s ON s.id = l.stable_id
      WHERE v.enquirer_id = :user AND s.owner_id <> :user AND u.sender <> 'enquirer' AND u.read_at IS NULL)
  )::int AS count`;

/** Every message the user has yet to read, on either side: the header's badge. */
export async function unreadMessageCount(knex: Knex, userId: number): Promise<number> {
  const result = await knex.raw(UNREAD_SQL, { user: userId });
  return Number((result.rows as { count: number }[])[0]?.count ?? 0);
}

/** Conversations about the owner's listings with something unread: the dashboard's "ungelesen". */
export async function unreadConversationsOfOwner(knex: Knex, ownerId: number): Promise<number> {
  const [row] = await knex('conversations as v')
    .join('listings as l', 'l.id', 'v.listingId')
    .join('stables as s', 's.id', 'l.stableId')
    .where('s.ownerId', ownerId)
    .whereRaw(
      `EXISTS (SELECT 1 FROM conversation_messages u WHERE u.conversation_id = v.id
         AND ((u.sender = 'enquirer' AND u.read_at IS NULL) OR (u.sender = 'system' AND u.owner_read_at IS NULL)))`,
    )
    .count({ n: '*' });
  return Number((row as { n: string | number } | undefined)?.n ?? 0);
}

export interface ConversationDetailRow {
  id: number;
  ownerStatus: 'open' | 'answered' | 'archived';
  blockedAt: Date | string | null;
  enquirerName: string;
  listingId: number;
  title: string;
  listingStatus: string;
  region: string | null;
  stableName: string;
  enquiryMessage: string;
  moveInDate: Date | string | null;
  enquiryCreatedAt: Date | string;
  horse: unknown;
  blocked: boolean;
}

/** One conversation as `access` sees it, with its messages oldest first. */
export async function conversationDetail(
  knex: Knex,
  access: ConversationAccess,
): Promise<{ row: ConversationDetailRow; messages: MessageRow[] }> {
  const row = (await knex('conversations as v')
    .join('listings as l', 'l.id', 'v.listingId')
    .join('stables as s', 's.id', 'l.stableId')
    .join('contactRequests as c', 'c.id', 'v.enquiryId')
    .where('v.id', access.id)
    .first(
      'v.id',
      'v.ownerStatus',
      'v.blockedAt',
      'v.enquirerName',
      'l.id as listingId',
      'l.title',
      'l.status as listingStatus',
      's.region',
      's.name as stableName',
      'c.message as enquiryMessage',
      'c.moveInDate',
      'c.createdAt as enquiryCreatedAt',
      'c.horse',
      knex.raw(
        `EXISTS (SELECT 1 FROM sender_blocks b WHERE b.owner_id = s.owner_id
           AND (lower(b.email) = lower(v.enquirer_email) OR b.user_id = v.enquirer_id)) AS blocked`,
      ),
    )) as ConversationDetailRow;
  const messages = (await knex('conversationMessages')
    .where({ conversationId: access.id })
    .orderBy([
      { column: 'createdAt', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select('id', 'conversationId', 'sender', 'body', 'createdAt', 'readAt', 'ownerReadAt')) as MessageRow[];
  return { row, messages };
}
