// Consents to the legal documents: recorded at registration and whenever a member accepts a new version, read to
// tell the session which documents are due, and listed in the member's data export. The versions are the
// contract's (contract/legal.ts); a row is never changed, a new version adds one.
import type { Knex } from 'knex';
import { LEGAL_DOCUMENTS, LEGAL_VERSIONS, type ConsentDto, type LegalDocument } from '#contract/legal.ts';

interface ConsentRow {
  document: string;
  version: string;
  acceptedAt: Date | string;
}

/** Rows accepting every document in its current version, for these members (registration, demo seed). */
export function currentConsentRows(userIds: number[], acceptedAt: Date = new Date()) {
  return userIds.flatMap((userId) =>
    LEGAL_DOCUMENTS.map((document) => ({ userId, document, version: LEGAL_VERSIONS[document], acceptedAt })),
  );
}

/** Records that the member accepts these documents in their current versions now; accepting twice is harmless. */
export async function recordConsents(db: Knex, userId: number, documents: readonly LegalDocument[]): Promise<void> {
  const rows = currentConsentRows([userId]).filter((row) => documents.includes(row.document));
  if (rows.length === 0) return;
  await db('user_consents').insert(rows).onConflict(['userId', 'document', 'version']).ignore();
}

/** The documents whose current version the member has not accepted. */
export async function consentsDue(db: Knex, userId: number): Promise<LegalDocument[]> {
  const accepted = await db('user_consents')
    .where('userId', userId)
    .where((q) => {
      for (const document of LEGAL_DOCUMENTS) q.orWhere({ document, version: LEGAL_VERSIONS[document] });
    })
    .pluck('document');
  return LEGAL_DOCUMENTS.filter((document) => !accepted.includes(document));
}

/** Every acceptance of the member, oldest first. */
export async function listConsents(db: Knex, userId: number): Promise<ConsentDto[]> {
  const rows: ConsentRow[] = await db('user_consents')
    .where('userId', userId)
    .orderBy([{ column: 'acceptedAt' }, { column: 'id' }])
    .select('document', 'version', 'acceptedAt');
  return rows.map((row) => ({
    document: row.document as LegalDocument,
    version: row.version,
    acceptedAt: new Date(row.acceptedAt).toISOString(),
  }));
}
