// The moderation's mails: the reporter's confirmation and, later, the decision; and the affected person's
// statement of reasons (DSA art. 17): what was decided, on which facts and why, and how to object. They are sent
// whatever the notification settings say (the law asks for them), queued in the transaction of the write.
import type { Knex } from 'knex';
import {
  REPORT_KIND_LABELS,
  REPORT_REASON_LABELS,
  type ModerationAction,
  type ReportKind,
  type ReportReason,
} from '#contract/moderation.ts';
import type { AppContext } from '../http/context.ts';
import { renderMail } from '../mail/layout.ts';
import { publicBaseUrl } from '../mail/public-url.ts';
import type { Affected } from './items.ts';

const OBJECTION =
  'Wenn du mit dieser Entscheidung nicht einverstanden bist, kannst du innerhalb von sechs Monaten widersprechen: Antworte einfach auf diese E-Mail oder schreib uns über das Kontaktformular. Ein Mensch aus unserem Team prüft den Fall dann erneut. Daneben steht dir der Weg zu einer außergerichtlichen Streitbeilegungsstelle und zu den Gerichten offen.';

/** What the decision means for the item, as the affected person reads it. */
const CONSEQUENCE: Record<ReportKind, Partial<Record<ModerationAction, string>>> = {
  listing: {
    hide: 'Wir haben dein Inserat ausgeblendet: Es ist nicht mehr öffentlich zu sehen und kann nicht wieder aktiviert werden.',
    request_change:
      'Wir haben dein Inserat vorübergehend ausgeblendet. Bitte korrigiere es unter „Meine Ställe“ und aktiviere es dann wieder: Es wird danach von uns geprüft.',
    block_user: 'Wir haben dein Konto gesperrt; deine Inserate sind nicht mehr öffentlich zu sehen.',
  },
  review: {
    hide: 'Wir haben deine Bewertung ausgeblendet: sie ist nicht mehr zu sehen und zählt nicht mehr zur Bewertung des Stalls.',
    request_change: 'Bitte überarbeite deine Bewertung; bis dahin bleibt sie sichtbar.',
    block_user: 'Wir haben dein Konto gesperrt und die Bewertung ausgeblendet.',
  },
  conversation: { block_user: 'Wir haben dein Konto gesperrt.' },
  user: { block_user: 'Wir haben dein Konto gesperrt.' },
};

const REPORTER_OUTCOME: Record<ModerationAction, string> = {
  dismiss: 'Wir haben keinen Verstoß gegen unsere Regeln oder das Gesetz festgestellt; der Inhalt bleibt unverändert.',
  hide: 'Wir haben den gemeldeten Inhalt ausgeblendet.',
  request_change: 'Wir haben die verantwortliche Person aufgefordert, den Inhalt zu korrigieren.',
  block_user: 'Wir haben das Konto der verantwortlichen Person gesperrt.',
};

async function send(ctx: AppContext, db: Knex, to: string, subject: string, greeting: string, paragraphs: string[]) {
  const { siteName } = await ctx.services.settings.get(db);
  const { text, html } = renderMail({
    siteName,
    greeting,
    paragraphs,
    action: { label: 'Kontakt aufnehmen', url: `${publicBaseUrl(ctx)}/kontakt` },
  });
  await ctx.services.jobs.enqueueMail(db, { to, subject, text, html });
}

export interface ReportMailFacts {
  kind: ReportKind;
  reason: ReportReason;
  itemTitle: string;
}

/** The reporter's confirmation that the report arrived. */
export async function mailReportReceived(ctx: AppContext, db: Knex, to: string, facts: ReportMailFacts) {
  await send(ctx, db, to, 'Deine Meldung ist bei uns eingegangen', 'Hallo,', [
    `danke für deine Meldung (${REPORT_KIND_LABELS[facts.kind]}: „${facts.itemTitle}“, Grund: ${REPORT_REASON_LABELS[facts.reason]}). Wir prüfen sie so schnell wie möglich und schreiben dir, wie wir entschieden haben.`,
  ]);
}

/** The reporter learns what was decided about their report. */
export async function mailReporterDecision(
  ctx: AppContext,
  db: Knex,
  to: string,
  facts: ReportMailFacts & { action: ModerationAction },
) {
  await send(ctx, db, to, 'Wir haben über deine Meldung entschieden', 'Hallo,', [
    `wir haben deine Meldung (${REPORT_KIND_LABELS[facts.kind]}: „${facts.itemTitle}“) geprüft.`,
    REPORTER_OUTCOME[facts.action],
    'Wenn du mit dieser Entscheidung nicht einverstanden bist, antworte auf diese E-Mail oder schreib uns über das Kontaktformular: Wir prüfen den Fall dann erneut.',
  ]);
}

/** The statement of reasons to the person the decision restricts. */
export async function mailStatementOfReasons(
  ctx: AppContext,
  db: Knex,
  affected: Affected,
  facts: ReportMailFacts & { action: ModerationAction; statement: string; reportCount: number },
) {
  const consequence = CONSEQUENCE[facts.kind][facts.action];
  if (!consequence) return;
  await send(ctx, db, affected.email, 'Entscheidung unserer Moderation', `Hallo ${affected.name},`, [
    `zu ${REPORT_KIND_LABELS[facts.kind] === 'Person' ? 'deinem Konto' : `„${facts.itemTitle}“`} haben uns ${facts.reportCount === 1 ? 'eine Meldung' : `${facts.reportCount} Meldungen`} erreicht (Grund: ${REPORT_REASON_LABELS[facts.reason]}). Unser Team hat den Fall geprüft und von Hand entschieden.`,
    `Entscheidung: ${consequence}`,
    `Begründung:\n${facts.statement}`,
    OBJECTION,
  ]);
}
