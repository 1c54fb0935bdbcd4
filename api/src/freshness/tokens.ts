// The single-use links of the reminder and expiry mails: 32 random bytes in the link, only their SHA-256 hash in
// listing_renewal_tokens; a link works RENEWAL_LINK_DAYS and once. Renewing the listing any way ends its open links.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { FRESHNESS_MSG, RENEWAL_LINK_DAYS } from '#contract/listing-freshness.ts';
import { hashToken } from '../account/tokens.ts';
import { badRequest, conflict } from '../http/errors.ts';

const DAY_MS = 86_400_000;

/** Stores a new link for the listing and answers the raw token (never stored). */
export async function issueRenewalToken(trx: Knex, listingId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await trx('listingRenewalTokens').insert({
    listingId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RENEWAL_LINK_DAYS * DAY_MS),
    createdAt: now,
  });
  return token;
}

/**
 * Marks the link used and answers its listing; a German 4xx when it is unknown (400), too old (400) or used
 * (409).
 * The row is locked first, so of two simultaneous uses one succeeds and the other finds it used.
 */
export async function consumeRenewalToken(trx: Knex.Transaction, token: string, now: Date): Promise<number> {
  const row = (await trx('listingRenewalTokens')
    .where({ tokenHash: hashToken(token) })
    .forUpdate()
    .first()) as { id: number; listingId: number; expiresAt: Date; usedAt: Date | null } | undefined;
  if (!row) throw badRequest(FRESHNESS_MSG.invalidLink);
  if (row.usedAt) throw conflict(FRESHNESS_MSG.usedLink);
  if (new Date(row.expiresAt).getTime() <= now.getTime()) throw badRequest(FRESHNESS_MSG.expiredLink);
  await trx('listingRenewalTokens').where({ id: row.id }).update({ usedAt: now });
  return row.listingId;
}

/** Ends the listing's open links (it was renewed: an older mail's link answers "schon benutzt"). */
export async function endRenewalTokens(trx: Knex, listingId: number, now: Date): Promise<void> {
  await trx('listingRenewalTokens').where({ listingId }).whereNull('usedAt').update({ usedAt: now });
}

/** Removes links that can no longer be used: a day after their use or their end. */
export async function pruneRenewalTokens(knex: Knex, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await knex('listingRenewalTokens').where('expiresAt', '<', dayAgo).orWhere('usedAt', '<', dayAgo).delete();
}
