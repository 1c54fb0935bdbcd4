// The moderation's words and rule tables without zod (issue 37): reasons, kinds, actions, their German labels and
// messages. The site's report dialog reads them from here, so its code loads without the schema library;
// contract/moderation.ts re-exports them beside the schemas.

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
  // The back office addresses admins formally.
  decisionReasonRequired: 'Bitte geben Sie eine Begründung an: Sie geht als Begründung an die betroffene Person.',
  invalidAction: 'Bitte wählen Sie eine Maßnahme.',
  actionNotForKind: 'Diese Maßnahme passt nicht zu dieser Meldung.',
  alreadyDecided: 'Über diese Meldung wurde bereits entschieden.',
  noBlockAdmin: 'Administratorkonten können nicht gesperrt werden.',
  /** What the owner sees on a listing the moderation hid. */
  listingHidden: 'Dieses Inserat wurde von der Moderation ausgeblendet und kann nicht wieder aktiviert werden.',
  blocked: 'Dieses Konto ist gesperrt. Bei Fragen schreib uns über das Kontaktformular.',
} as const;
