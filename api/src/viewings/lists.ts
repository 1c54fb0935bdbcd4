// The viewings a user reads: their upcoming ones from both sides (GET /api/me/viewings, the dashboard) and those
// of one conversation.
import type { Knex } from 'knex';
import type { ViewingDto } from '#contract/viewings.ts';
import type { ConversationAccess } from '../conversations/access.ts';
import { presentViewing } from './presenter.ts';
import { sideOf, viewingRows, type ViewingRow } from './rows.ts';

/** Viewings not yet over, as owner or enquirer, soonest first; cancelled ones too, so a cancellation is seen. */
export async function upcomingViewings(knex: Knex, userId: number, now = new Date()): Promise<ViewingDto[]> {
  const rows = (await viewingRows(knex)
    .where((w) => w.where('s.ownerId', userId).orWhere('c.enquirerId', userId))
    .where('v.endsAt', '>', now)
    .orderBy([
      { column: 'v.startsAt', order: 'asc' },
      { column: 'v.id', order: 'asc' },
    ])
    .limit(100)) as ViewingRow[];
  return rows.map((row) => presentViewing(row, sideOf(row, userId), now));
}

/** Every viewing of the conversation, newest first. */
export async function conversationViewings(
  knex: Knex,
  access: ConversationAccess,
  now = new Date(),
): Promise<ViewingDto[]> {
  const rows = (await viewingRows(knex).where('v.conversationId', access.id).orderBy('v.id', 'desc')) as ViewingRow[];
  return rows.map((row) => presentViewing(row, access.role, now));
}
