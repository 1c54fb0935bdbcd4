// Reports and moderation ("Melden", issue 37): what anyone reports about a listing, a review, a conversation or a
// person, the back office's one queue of reports and its decisions with their statement of reasons. The API
// validates with these schemas, the site's report dialog and the back office reuse them and their German texts.
import { z } from './zod.ts';
import { MSG } from './messages.ts';
import { email } from './schemas.ts';

export const MODERATION_REASON_MAX = 2000;

export const REPORT_REASONS = ['fraud', 'wrong_facts', 'offensive', 'animal_welfare', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fraud: 'Betrug oder Fake',
  wrong_facts: 'Falsche Angaben',
  offensive: 'Beleidigend',
  animal_welfare: 'Tierwohl',
  other: 'Sonstiges',
};

/** What can be reported: listings and reviews by anyone, conversations and persons by the sides of a conversation. */
export const REPORT_KINDS = ['listing', 'review', 'conversation', 'user'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  listing: 'Inserat',
  review: 'Bewertung',
  conversation: 'Unterhaltung',
  user: 'Person',
};

export const MODERATION_ACTIONS = ['dismiss', 'hide', 'request_change', 'block_user'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Zurückweisen',
  hide: 'Inhalt ausblenden',
  request_change: 'Korrektur verlangen',
  block_user: 'Konto sperren',
};
/** Which actions fit which kind: a conversation or a person can only be dismissed or lead to a block. */
export const ACTIONS_OF_KIND: Record<ReportKind, readonly ModerationAction[]> = {
  listing: MODERATION_ACTIONS,
  review: MODERATION_ACTIONS,
  conversation: ['dismiss', 'block_user'],
  user: ['dismiss', 'block_user'],
};

export const REPORT_STATUSES = ['open', 'decided'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const MODERATION_MSG = {
  invalidReason: 'Bitte wähle einen Grund.',
  messageRequired: 'Bitte beschreibe kurz, was nicht stimmt.',
  emailRequired: 'Bitte gib deine E-Mail-Adresse an, damit wir dir antworten können.',
  reported: 'Danke für deine Meldung. Wir prüfen sie und schreiben dir, wie wir entschieden haben.',
  tooMany: 'Du hast in kurzer Zeit sehr viele Meldungen geschickt. Bitte versuch es später noch einmal.',
  ownContent: 'Eigene Inhalte kannst du nicht melden.',
  noAccount: 'Diese Person hat kein Konto, das gemeldet werden kann. Melde stattdessen die Unterhaltung.',
  // The back office says Sie.
  decisionReasonRequired: 'Bitte geben Sie eine Begründung an: Sie geht als Begründung an die betroffene Person.',
  invalidAction: 'Bitte wählen Sie eine Maßnahme.',
  actionNotForKind: 'Diese Maßnahme passt nicht zu dieser Meldung.',
  alreadyDecided: 'Über diese Meldung wurde bereits entschieden.',
  noBlockAdmin: 'Administratorkonten können nicht gesperrt werden.',
  /** What the owner sees on a listing the moderation hid. */
  listingHidden: 'Dieses Inserat wurde von der Moderation ausgeblendet und kann nicht wieder aktiviert werden.',
  blocked: 'Dieses Konto ist gesperrt. Bei Fragen schreib uns über das Kontaktformular.',
} as const;

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
