// The back office's one queue of reports: the list (open or decided, oldest open first so nothing waits too
// long), one report with its item in context and the item's history (every report and decision about it), and
// the open count the sidebar shows.
import type { Knex } from 'knex';
import {
  ACTIONS_OF_KIND,
  type ModerationAction,
  type ModerationDetailDto,
  type ModerationHistoryEntry,
  type ModerationReportDto,
  type ReportKind,
  type ReportReason,
  type ReportStatus,
} from '#contract/moderation.ts';
import { notFound } from '../http/errors.ts';
import { itemInContext } from './items.ts';

export const REPORT = 'Meldung';

export interface ReportRow {
  id: number;
  kind: ReportKind;
  itemId: number;
  reporterId: number | null;
  reporterEmail: string | null;
  reason: ReportReason;
  message: string;
  status: ReportStatus;
  createdAt: Date | string;
}

const iso = (at: Date | string) => new Date(at).toISOString();

function presentReport(row: ReportRow, itemTitle: string | null, openForItem: number): ModerationReportDto {
  return {
    id: row.id,
    kind: row.kind,
    itemId: row.itemId,
    reason: row.reason,
    message: row.message,
    createdAt: iso(row.createdAt),
    status: row.status,
    itemTitle,
    openForItem,
  };
}

const COLUMNS = ['id', 'kind', 'itemId', 'reporterId', 'reporterEmail', 'reason', 'message', 'status', 'createdAt'];

async function openCounts(knex: Knex): Promise<Map<string, number>> {
  const rows = (await knex('moderationReports')
    .where({ status: 'open' })
    .groupBy('kind', 'itemId')
    .select('kind', 'itemId', knex.raw('count(*)::int as count'))) as { kind: string; itemId: number; count: number }[];
  return new Map(rows.map((r) => [`${r.kind}:${r.itemId}`, r.count]));
}

/** Open reports oldest first; decided ones newest first (the last 200). */
export async function listReports(knex: Knex, status: ReportStatus): Promise<ModerationReportDto[]> {
  const q = knex('moderationReports').where({ status }).select(COLUMNS);
  if (status === 'open') q.orderBy([{ column: 'createdAt' }, { column: 'id' }]);
  else
    q.orderBy([
      { column: 'decidedAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]).limit(200);
  const rows = (await q) as ReportRow[];
  const counts = await openCounts(knex);
  const titles = new Map<string, string | null>();
  for (const row of rows) {
    const key = `${row.kind}:${row.itemId}`;
    if (!titles.has(key))
      titles.set(key, (await itemInContext(knex, row.kind, row.itemId, row.reporterId))?.title ?? null);
  }
  return rows.map((row) => {
    const key = `${row.kind}:${row.itemId}`;
    return presentReport(row, titles.get(key) ?? null, counts.get(key) ?? 0);
  });
}

export async function openCount(knex: Knex): Promise<number> {
  const row = (await knex('moderationReports').where({ status: 'open' }).count('* as count').first()) as {
    count: string | number;
  };
  return Number(row.count);
}

export async function reportRow(db: Knex, id: number): Promise<ReportRow> {
  const row = (await db('moderationReports').where({ id }).first(COLUMNS)) as ReportRow | undefined;
  if (!row) throw notFound(REPORT);
  return row;
}

/** Every report and decision about one item, oldest first. */
export async function itemHistory(knex: Knex, kind: ReportKind, itemId: number): Promise<ModerationHistoryEntry[]> {
  const reports = (await knex('moderationReports')
    .where({ kind, itemId })
    .select('createdAt', 'reason', 'message', 'reporterId')) as {
    createdAt: Date;
    reason: ReportReason;
    message: string;
    reporterId: number | null;
  }[];
  const decisions = (await knex('moderationDecisions as d')
    .leftJoin('users as u', 'u.id', 'd.adminId')
    .where({ 'd.kind': kind, 'd.itemId': itemId })
    .select('d.createdAt', 'd.action', 'd.reason', 'u.username')) as {
    createdAt: Date;
    action: ModerationAction;
    reason: string;
    username: string | null;
  }[];
  return [
    ...reports.map((r): ModerationHistoryEntry => ({
      type: 'report',
      at: iso(r.createdAt),
      what: r.reason,
      text: r.message,
      by: r.reporterId === null ? 'anonym (mit E-Mail-Adresse)' : 'angemeldet',
    })),
    ...decisions.map((d): ModerationHistoryEntry => ({
      type: 'decision',
      at: iso(d.createdAt),
      what: d.action,
      text: d.reason,
      by: d.username ?? 'ehemaliger Administrator',
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

export async function reportDetail(knex: Knex, id: number): Promise<ModerationDetailDto> {
  const row = await reportRow(knex, id);
  const item = await itemInContext(knex, row.kind, row.itemId, row.reporterId);
  const counts = await openCounts(knex);
  return {
    report: {
      ...presentReport(row, item?.title ?? null, counts.get(`${row.kind}:${row.itemId}`) ?? 0),
      reporter: row.reporterId === null ? 'anonym (mit E-Mail-Adresse)' : 'angemeldetes Mitglied',
    },
    item,
    history: await itemHistory(knex, row.kind, row.itemId),
    actions: [...ACTIONS_OF_KIND[row.kind]],
  };
}
