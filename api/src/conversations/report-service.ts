// Reports of conversations to the back office, and the back office's only way into a conversation: an admin reads
// a conversation through one of its reports, never by the conversation's id.
import type { Knex } from 'knex';
import type * as z from 'zod';
import type {
  AdminReportedConversationDto,
  ConversationReportDto,
  ConversationRole,
  ReportBody,
  ReportReason,
} from '#contract/conversations.ts';
import { notFound } from '../http/errors.ts';
import type { ConversationAccess } from './access.ts';
import { givenName } from './presenter.ts';

export const REPORT = 'Meldung';

export async function reportConversation(
  knex: Knex,
  access: ConversationAccess,
  reporterId: number,
  body: z.infer<typeof ReportBody>,
): Promise<number> {
  const [row] = (await knex('conversationReports')
    .insert({
      conversationId: access.id,
      reporterId,
      reporterRole: access.role,
      reason: body.reason,
      message: body.message,
    })
    .returning('id')) as { id: number }[];
  return row!.id;
}

interface ReportRow {
  id: number;
  conversationId: number;
  reason: ReportReason;
  message: string;
  reporterRole: ConversationRole;
  createdAt: Date | string;
  handledAt: Date | string | null;
  listingId: number;
  title: string;
}

function reportsQuery(knex: Knex) {
  return knex('conversationReports as r')
    .join('conversations as v', 'v.id', 'r.conversationId')
    .join('listings as l', 'l.id', 'v.listingId')
    .select(
      'r.id',
      'r.conversationId',
      'r.reason',
      'r.message',
      'r.reporterRole',
      'r.createdAt',
      'r.handledAt',
      'l.id as listingId',
      'l.title',
    );
}

function presentReport(row: ReportRow): ConversationReportDto {
  return {
    id: row.id,
    conversationId: row.conversationId,
    reason: row.reason,
    message: row.message,
    reporterRole: row.reporterRole,
    createdAt: new Date(row.createdAt).toISOString(),
    handledAt: row.handledAt ? new Date(row.handledAt).toISOString() : null,
    listing: { id: row.listingId, title: row.title },
  };
}

/** Open reports (or, with `handled`, the handled ones), newest first. */
export async function reportsForAdmin(knex: Knex, handled: boolean): Promise<ConversationReportDto[]> {
  const q = reportsQuery(knex).orderBy([
    { column: 'r.createdAt', order: 'desc' },
    { column: 'r.id', order: 'desc' },
  ]);
  if (handled) q.whereNotNull('r.handledAt');
  else q.whereNull('r.handledAt');
  return ((await q) as ReportRow[]).map(presentReport);
}

/** The report with the conversation it is about: messages with their side, names only as the sides see them. */
export async function reportedConversation(knex: Knex, reportId: number): Promise<AdminReportedConversationDto> {
  const report = (await reportsQuery(knex).where('r.id', reportId).first()) as ReportRow | undefined;
  if (!report) throw notFound(REPORT);
  const names = (await knex('conversations as v')
    .join('listings as l', 'l.id', 'v.listingId')
    .join('stables as s', 's.id', 'l.stableId')
    .where('v.id', report.conversationId)
    .first('v.enquirerName', 's.name as stableName')) as { enquirerName: string; stableName: string };
  const messages = (await knex('conversationMessages')
    .where({ conversationId: report.conversationId })
    .orderBy([
      { column: 'createdAt', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select('id', 'body', 'createdAt', 'sender')) as {
    id: number;
    body: string;
    createdAt: Date | string;
    sender: 'enquirer' | 'owner' | 'system';
  }[];
  return {
    report: presentReport(report),
    conversation: {
      id: report.conversationId,
      enquirerName: givenName(names.enquirerName),
      stableName: names.stableName,
      messages: messages.map((m) => ({ ...m, createdAt: new Date(m.createdAt).toISOString() })),
    },
  };
}

/** Marks the report handled by `adminId`; handling it again keeps the first time. */
export async function handleReport(knex: Knex, reportId: number, adminId: number): Promise<ConversationReportDto> {
  const updated = await knex('conversationReports')
    .where({ id: reportId })
    .whereNull('handledAt')
    .update({ handledAt: knex.fn.now(), handledBy: adminId });
  if (!updated && !(await knex('conversationReports').where({ id: reportId }).first('id'))) throw notFound(REPORT);
  const row = (await reportsQuery(knex).where('r.id', reportId).first()) as ReportRow;
  return presentReport(row);
}
