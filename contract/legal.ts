// The legal documents a member accepts (AGB and Datenschutzerklärung), their current versions and the body of
// POST /api/me/consents. A version is the date the document's text took effect ("Stand"): raising it here makes
// every signed-in member accept again at their next visit (api/src/consents/, docs/operations.md). No zod here:
// the registration form imports it; the bodies' schemas are in contract/consents.ts.

export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** The current version of each document: the day its text took effect (YYYY-MM-DD). */
export const LEGAL_VERSIONS: Record<LegalDocument, string> = {
  terms: '2026-12-01',
  privacy: '2026-12-01',
};

export const LEGAL_TITLES: Record<LegalDocument, string> = {
  terms: 'Allgemeine Geschäftsbedingungen',
  privacy: 'Datenschutzerklärung',
};

export const LEGAL_PATHS: Record<LegalDocument, string> = { terms: '/terms', privacy: '/privacy' };

export const ACCEPT_TERMS_MESSAGE = 'Bitte akzeptiere die AGB und die Datenschutzerklärung';

/** "Stand: 1. Dezember 2026" */
export function legalStand(document: LegalDocument): string {
  const [y, m, d] = LEGAL_VERSIONS[document].split('-').map(Number) as [number, number, number];
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('de-DE', { month: 'long', timeZone: 'UTC' });
  return `Stand: ${d}. ${month} ${y}`;
}

/** One accepted document, as the export and GET /api/me/consents show it. */
export interface ConsentDto {
  document: LegalDocument;
  version: string;
  acceptedAt: string;
}

export interface ConsentsAnswer {
  /** Documents whose current version the member has not accepted yet. */
  due: LegalDocument[];
  accepted: ConsentDto[];
}
