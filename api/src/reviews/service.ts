// Verified reviews (issue 37): who may review (a verified contact: a viewing of the stable that took place, or a
// tenancy its owner confirmed), writing and editing the one review per user and stable, the owner's one public
// reply, and the owner's confirmation of a boarder. Every review write runs in one transaction that holds the
// stable's row (aggregate.ts lockStable) and recomputes its rating before committing.
import type { Knex } from 'knex';
import { REVIEW_MSG, type ReviewBasis, type ReviewBody } from '#contract/reviews.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { lockStable, recomputeStableRating } from './aggregate.ts';

export const REVIEW = 'Bewertung';

export interface VerifiedContact {
  basis: ReviewBasis;
  /** YYYY-MM-DD, the first day of the tenancy's month. */
  tenancySince: string | null;
}

const day = (value: Date | string | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * What `userId`'s review of the stable rests on: a confirmed tenancy (preferred), else a booked viewing in one of
 * their conversations about the stable's listings whose time has passed; null without either.
 */
export async function verifiedContact(
  db: Knex | Knex.Transaction,
  userId: number,
  stableId: number,
  now = new Date(),
): Promise<VerifiedContact | null> {
  const tenancy = (await db('tenancies').where({ stableId, userId }).first('since')) as
    { since: Date | string } | undefined;
  if (tenancy) return { basis: 'tenancy', tenancySince: day(tenancy.since) };
  const viewing = await db('viewings as v')
    .join('conversations as c', 'c.id', 'v.conversationId')
    .join('listings as l', 'l.id', 'c.listingId')
    .where('l.stableId', stableId)
    .where('c.enquirerId', userId)
    .where('v.status', 'booked')
    .where('v.startsAt', '<=', now)
    .first('v.id');
  return viewing ? { basis: 'viewing', tenancySince: null } : null;
}

const scoresOf = (body: ReviewBody) => ({
  overall: body.overall,
  welfare: body.categories.welfare,
  facilities: body.categories.facilities,
  care: body.categories.care,
  value: body.categories.value,
  community: body.categories.community,
  text: body.text,
});

/** The stable's owner may not review it; anyone without a verified contact gets 403, a second review 409. */
export async function createReview(
  knex: Knex,
  userId: number,
  stableId: number,
  body: ReviewBody,
  now = new Date(),
): Promise<number> {
  return knex.transaction(async (trx) => {
    const stable = await lockStable(trx, stableId);
    if (stable.ownerId === userId) throw forbidden(REVIEW_MSG.ownStable);
    const contact = await verifiedContact(trx, userId, stableId, now);
    if (!contact) throw forbidden(REVIEW_MSG.noContact);
    // The stable's row is held: no other review of it by this user can be written meanwhile.
    const existing = await trx('reviews').where({ stableId, userId }).first('id');
    if (existing) throw conflict(REVIEW_MSG.duplicate);
    const [created] = (await trx('reviews')
      .insert({ stableId, userId, ...contact, ...scoresOf(body), createdAt: now, updatedAt: now })
      .returning('id')) as { id: number }[];
    await recomputeStableRating(trx, stableId);
    return created!.id;
  });
}

/** The author edits their review; anyone else's answers 404. The basis follows the contact as it is now. */
export async function updateReview(
  knex: Knex,
  userId: number,
  reviewId: number,
  body: ReviewBody,
  now = new Date(),
): Promise<number> {
  return knex.transaction(async (trx) => {
    const found = (await trx('reviews').where({ id: reviewId, userId }).first('stableId')) as
      { stableId: number } | undefined;
    if (!found) throw notFound(REVIEW);
    await lockStable(trx, found.stableId);
    const contact = await verifiedContact(trx, userId, found.stableId, now);
    await trx('reviews')
      .where({ id: reviewId })
      .update({ ...(contact ?? {}), ...scoresOf(body), updatedAt: now });
    await recomputeStableRating(trx, found.stableId);
    return found.stableId;
  });
}

/** The owner of the review's stable answers it publicly; sent again, the answer is replaced. 404 for anyone else. */
export async function replyToReview(knex: Knex, ownerId: number, reviewId: number, text: string, now = new Date()) {
  const updated = await knex('reviews')
    .where('id', reviewId)
    .whereNull('hiddenAt')
    .whereIn('stableId', knex('stables').where('ownerId', ownerId).select('id'))
    .update({ reply: text, repliedAt: now });
  if (!updated) throw notFound(REVIEW);
  // The stable's pages show the reply: touching its row raises the pages' generation (cached pages are made anew).
  await knex('stables')
    .whereIn('id', knex('reviews').where('id', reviewId).select('stableId'))
    .update({ updatedAt: now });
}

/** The owner confirms the conversation's enquirer as boarder since `since` (YYYY-MM); again, it changes the month. */
export async function confirmTenancy(
  knex: Knex,
  stableId: number,
  conversationId: number,
  enquirerId: number | null,
  since: string,
  now = new Date(),
): Promise<string> {
  if (!enquirerId) throw conflict(REVIEW_MSG.tenancyNoAccount);
  const first = `${since}-01`;
  const thisMonth = now.toISOString().slice(0, 7);
  if (since > thisMonth) throw badRequest(REVIEW_MSG.sinceFuture, { since: REVIEW_MSG.sinceFuture });
  await knex('tenancies')
    .insert({ stableId, userId: enquirerId, conversationId, since: first, createdAt: now, updatedAt: now })
    .onConflict(['stableId', 'userId'])
    .merge({ since: first, conversationId, updatedAt: now });
  return since;
}

/** The tenancy of the conversation's enquirer at the stable, as YYYY-MM, or null. */
export async function tenancyOf(knex: Knex, stableId: number, enquirerId: number | null): Promise<string | null> {
  if (!enquirerId) return null;
  const row = (await knex('tenancies').where({ stableId, userId: enquirerId }).first('since')) as
    { since: Date | string } | undefined;
  return row ? day(row.since)!.slice(0, 7) : null;
}
