// The one module that requests and decides trust checks (issue 37): an owner's verification request or seal
// claim with its document, and the admin's decision. A decision holds the check's row, records status, reason
// and who decided, drops the document's key and queues the owner's mail in one transaction; the document itself
// is deleted from the media store once that has committed.
import type { Knex } from 'knex';
import {
  FN_SEAL_NAME,
  sealLabel,
  TRUST_MSG,
  type SealRequestBody,
  type TrustDecisionBody,
  type VerificationRequestBody,
} from '#contract/trust.ts';
import type { Logger } from '../log.ts';
import type { MediaStorage } from '../media/storage.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { deleteDocument, storeDocument, type UploadedDocument } from './documents.ts';
import { mailSealDecision, mailVerificationDecision, stableOwnerOf, type TrustMailDeps } from './mails.ts';

export const VERIFICATION = 'Prüfungsanfrage';
export const SEAL = 'Siegel';

interface Deps extends TrustMailDeps {
  knex: Knex;
  media: MediaStorage;
  log: Pick<Logger, 'error'>;
}

/** Stores the document, then the row; the document goes again when the row cannot be written. */
async function withDocument<T>(deps: Deps, folder: string, doc: UploadedDocument, write: (key: string) => Promise<T>) {
  const key = await storeDocument(deps.media, folder, doc);
  try {
    return await write(key);
  } catch (err) {
    await deleteDocument(deps.media, key).catch(() => {});
    throw err;
  }
}

export async function requestVerification(
  deps: Deps,
  stableId: number,
  userId: number,
  body: VerificationRequestBody,
  doc: UploadedDocument,
): Promise<number> {
  const open = await deps.knex('stable_verifications').where({ stableId, status: 'pending' }).first('id');
  if (open) throw conflict(TRUST_MSG.pending);
  return withDocument(deps, 'verifications', doc, async (documentKey) => {
    const [row] = (await deps
      .knex('stable_verifications')
      .insert({ stableId, requestedBy: userId, ...body, documentKey, documentType: doc.mime })
      .returning('id')) as { id: number }[];
    return row!.id;
  });
}

export async function requestSeal(
  deps: Deps,
  stableId: number,
  userId: number,
  body: SealRequestBody,
  doc: UploadedDocument,
  today: string,
): Promise<number> {
  if (body.validUntil < today) throw badRequest(TRUST_MSG.validUntilPast, { validUntil: TRUST_MSG.validUntilPast });
  const fields =
    body.kind === 'fn'
      ? { kind: 'fn', name: FN_SEAL_NAME, stars: body.stars }
      : { kind: 'regional', name: body.name!, stars: null };
  return withDocument(deps, 'seals', doc, async (documentKey) => {
    const [row] = (await deps
      .knex('stable_seals')
      .insert({
        stableId,
        requestedBy: userId,
        ...fields,
        validUntil: body.validUntil,
        documentKey,
        documentType: doc.mime,
      })
      .returning('id')) as { id: number }[];
    return row!.id;
  });
}

const reasonOf = (body: TrustDecisionBody): string | null => {
  const reason = body.reason?.trim() || null;
  if (body.action === 'refuse' && !reason)
    throw badRequest(TRUST_MSG.decisionReason, { reason: TRUST_MSG.decisionReason });
  return reason;
};

const isoDate = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString()).slice(0, 10);

/** Grants or refuses a verification request; 404 for none, 409 when it was decided already. */
export async function decideVerification(
  deps: Deps,
  id: number,
  adminId: number,
  body: TrustDecisionBody,
  now = new Date(),
) {
  const reason = reasonOf(body);
  const key = await deps.knex.transaction(async (trx) => {
    const row = (await trx('stable_verifications').where({ id }).forUpdate().first()) as
      { stableId: number; status: string; documentKey: string | null } | undefined;
    if (!row) throw notFound(VERIFICATION);
    if (row.status !== 'pending') throw conflict(TRUST_MSG.decided);
    const granted = body.action === 'grant';
    await trx('stable_verifications')
      .where({ id })
      .update({
        status: granted ? 'granted' : 'refused',
        reason,
        decidedBy: adminId,
        decidedAt: now,
        documentKey: null,
      });
    // The badge shows on the listings' pages: they change with it.
    await trx('stables').where({ id: row.stableId }).update({ updatedAt: now });
    await mailVerificationDecision(deps, trx, await stableOwnerOf(trx, row.stableId), granted, reason);
    return row.documentKey;
  });
  await deleteDocument(deps.media, key).catch((err: unknown) =>
    deps.log.error('deleting a verification document failed', { err, key }),
  );
}

/** Confirms or refuses a seal; 404 for none, 409 when it was decided already. */
export async function decideSeal(deps: Deps, id: number, adminId: number, body: TrustDecisionBody, now = new Date()) {
  const reason = reasonOf(body);
  const key = await deps.knex.transaction(async (trx) => {
    const row = (await trx('stable_seals').where({ id }).forUpdate().first()) as
      | {
          stableId: number;
          status: string;
          documentKey: string | null;
          kind: 'fn' | 'regional';
          name: string;
          stars: number | null;
          validUntil: Date | string;
        }
      | undefined;
    if (!row) throw notFound(SEAL);
    if (row.status !== 'pending') throw conflict(TRUST_MSG.decided);
    const granted = body.action === 'grant';
    await trx('stable_seals')
      .where({ id })
      .update({
        status: granted ? 'confirmed' : 'refused',
        reason,
        decidedBy: adminId,
        decidedAt: now,
        documentKey: null,
      });
    await trx('stables').where({ id: row.stableId }).update({ updatedAt: now });
    const seal = { label: sealLabel(row), validUntil: isoDate(row.validUntil) };
    await mailSealDecision(deps, trx, await stableOwnerOf(trx, row.stableId), seal, granted, reason);
    return row.documentKey;
  });
  await deleteDocument(deps.media, key).catch((err: unknown) =>
    deps.log.error('deleting a seal document failed', { err, key }),
  );
}
