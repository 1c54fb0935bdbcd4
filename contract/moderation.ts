// Reports and moderation ("Melden", issue 37): what anyone reports about a listing, a review, a conversation or a
// person, the back office's one queue of reports and its decisions with their statement of reasons. The API
// validates with these schemas and the back office reuses them; the words and labels live in moderation-texts.ts
// (no zod, for the report dialog's small bundle) and are re-exported here.
import { z } from './zod.ts';
import { MSG } from './messages.ts';
import { email } from './schemas.ts';
import {
  MODERATION_MSG,
  MODERATION_REASON_MAX,
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
} from './moderation-texts.ts';
import type { ModerationAction, ReportKind, ReportReason, ReportStatus } from './moderation-texts.ts';

export * from './moderation-texts.ts';

const reportMessage = z
  .string({ error: MODERATION_MSG.messageRequired })
  .trim()
  .min(1, MODERATION_MSG.messageRequired)
  .max(MODERATION_REASON_MAX, MSG.tooLong(MODERATION_REASON_MAX));

/** A report of a listing or a review; `email` is required without an account (the route checks). */
export const ReportBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: MODERATION_MSG.invalidReason }),
  message: reportMessage,
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), email.optional()),
});
export type ReportBody = z.infer<typeof ReportBody>;

/** A side's report of a conversation, or (`subject: 'user'`) of the other side as a person. */
export const ConversationReportBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: MODERATION_MSG.invalidReason }),
  message: reportMessage,
  subject: z.enum(['conversation', 'user'], { error: MSG.invalidInput }).default('conversation'),
});

export const ModerationQuery = z.object({
  status: z.enum(REPORT_STATUSES, { error: MSG.invalidStatus }).default('open'),
});

export const DecisionBody = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: MODERATION_MSG.invalidAction }),
  reason: z
    .string({ error: MODERATION_MSG.decisionReasonRequired })
    .trim()
    .min(1, MODERATION_MSG.decisionReasonRequired)
    .max(MODERATION_REASON_MAX, MSG.tooLong(MODERATION_REASON_MAX)),
});
export type DecisionBody = z.infer<typeof DecisionBody>;

// ---- the answers ----

export interface ReportCreatedDto {
  id: number;
  message: string;
}

/** One row of the queue, in the shape the issue gives, with what the list shows beside it. */
export interface ModerationReportDto {
  id: number;
  kind: ReportKind;
  itemId: number;
  reason: ReportReason;
  message: string;
  createdAt: string;
  status: ReportStatus;
  /** A line naming the item ("Gut Sonnenhof: Offenstall"); null when the item is gone. */
  itemTitle: string | null;
  /** How many open reports the same item has. */
  openForItem: number;
}

export interface ModerationHistoryEntry {
  type: 'report' | 'decision';
  at: string;
  /** A report's reason or a decision's action. */
  what: ReportReason | ModerationAction;
  text: string;
  /** Who: "angemeldet", "anonym" for reports, the admin's user name for decisions. */
  by: string;
}

/** The item a report is about, as the back office reads it. */
export interface ModerationItemDto {
  kind: ReportKind;
  id: number;
  title: string;
  /** The item's text: a listing's description, a review's text, a conversation's messages, a person's account. */
  lines: string[];
  /** Where the item is public, if it is. */
  publicPath: string | null;
  /** The affected person, who gets the statement of reasons. */
  affected: { id: number; name: string } | null;
  hidden: boolean;
}

export interface ModerationDetailDto {
  report: ModerationReportDto & { reporter: string };
  item: ModerationItemDto | null;
  history: ModerationHistoryEntry[];
  actions: ModerationAction[];
}

export interface ModerationCountDto {
  open: number;
}
