// zod schemas of the moderation's answers, for the OpenAPI document (api/src/openapi/moderation-operations.ts).
// Each `satisfies` the DTO the API returns, and the API's tests validate real answers against the document.
import { z } from './zod.ts';
import { id, isoTime } from './answers.ts';
import {
  MODERATION_ACTIONS,
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_STATUSES,
  type ModerationCountDto,
  type ModerationDetailDto,
  type ModerationHistoryEntry,
  type ModerationItemDto,
  type ModerationReportDto,
  type ReportCreatedDto,
} from './moderation.ts';

export const ReportCreatedAnswer = z
  .object({ id, message: z.string() })
  .meta({ id: 'ReportCreated', description: 'Die Meldung ist eingegangen' }) satisfies z.ZodType<ReportCreatedDto>;

export const ModerationReportAnswer = z
  .object({
    id,
    kind: z.enum(REPORT_KINDS),
    itemId: id,
    reason: z.enum(REPORT_REASONS),
    message: z.string(),
    createdAt: isoTime,
    status: z.enum(REPORT_STATUSES),
    itemTitle: z.string().nullable().meta({ description: 'Was gemeldet ist; null, wenn es nicht mehr existiert' }),
    openForItem: z.int().meta({ description: 'Offene Meldungen zum selben Inhalt' }),
  })
  .meta({ id: 'ModerationReport', description: 'Eine Meldung' }) satisfies z.ZodType<ModerationReportDto>;

const HistoryEntry = z.object({
  type: z.enum(['report', 'decision']),
  at: isoTime,
  what: z.union([z.enum(REPORT_REASONS), z.enum(MODERATION_ACTIONS)]),
  text: z.string(),
  by: z.string(),
}) satisfies z.ZodType<ModerationHistoryEntry>;

const Item = z.object({
  kind: z.enum(REPORT_KINDS),
  id,
  title: z.string(),
  lines: z.array(z.string()),
  publicPath: z.string().nullable(),
  affected: z.object({ id, name: z.string() }).nullable(),
  hidden: z.boolean(),
}) satisfies z.ZodType<ModerationItemDto>;

export const ModerationDetailAnswer = z
  .object({
    report: ModerationReportAnswer.extend({ reporter: z.string() }),
    item: Item.nullable(),
    history: z.array(HistoryEntry),
    actions: z.array(z.enum(MODERATION_ACTIONS)),
  })
  .meta({
    id: 'ModerationDetail',
    description: 'Eine Meldung mit dem gemeldeten Inhalt, seiner Geschichte und den möglichen Maßnahmen',
  }) satisfies z.ZodType<ModerationDetailDto>;

export const ModerationCountAnswer = z
  .object({ open: z.int() })
  .meta({ id: 'ModerationCount', description: 'Offene Meldungen' }) satisfies z.ZodType<ModerationCountDto>;
