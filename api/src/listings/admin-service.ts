// The admin's listing management: every listing whatever its status, status changes through the lifecycle,
// the premium flag and deletion.
import type { Knex } from 'knex';
import type * as z from 'zod';
import type { ListingStatus } from '#contract/listing-status.ts';
import { EXPIRY_REMINDER_DAYS } from '#contract/listing-freshness.ts';
import type { AdminListingQuery } from '#contract/schemas.ts';
import { notFound } from '../http/errors.ts';
import { Listing } from '../models/Listing.ts';
import { overridePremium } from '../premium/listing-premium.ts';
import { setStatusByAdmin, type ReviewOutcome } from './lifecycle.ts';

const NOT_FOUND = 'Anzeige';

type AdminListingFilters = z.infer<typeof AdminListingQuery>;

/** Newest first, each with its stable; `expiryDays` is the listingExpiryDays setting (for "bald ablaufend"). */
export async function listListingsForAdmin(
  knex: Knex,
  query: AdminListingFilters,
  expiryDays: number,
  now = new Date(),
): Promise<Listing[]> {
  const q = Listing.query(knex)
    .withGraphJoined('stable')
    .orderBy('listings.createdAt', 'desc')
    .orderBy('listings.id', 'desc');
  if (query.search) {
    // Same folding as the public search: case, accents and umlaut spellings do not matter.
    q.whereRaw(`strpos(search_fold(concat_ws(' ', listings.title, stable.name, stable.city)), search_fold(?)) > 0`, [
      query.search,
    ]);
  }
  if (query.status) q.where('listings.status', query.status);
  if (query.region) q.where('stable.region', query.region);
  if (query.stableId) q.where('listings.stableId', query.stableId);
  if (query.expiring) {
    // Due for its reminder or reminded: runs out within EXPIRY_REMINDER_DAYS (listingExpiresAt).
    q.whereNull('listings.expiredAt')
      .whereNot('listings.status', 'inactive')
      .where(
        'listings.ownerTouchedAt',
        '<=',
        new Date(now.getTime() - (expiryDays - EXPIRY_REMINDER_DAYS) * 86_400_000),
      );
  }
  return q;
}

async function withStable(knex: Knex, listing: Listing): Promise<Listing> {
  await listing.$fetchGraph('stable', { transaction: knex });
  return listing;
}

/** Sets the status; `review` says whether this decided on a listing that waited for review. */
export async function setListingStatus(
  knex: Knex,
  adminId: number,
  id: number,
  status: ListingStatus,
  /** Runs in the change's transaction when it decided a review (the owner's mail is queued there). */
  onReview?: (trx: Knex.Transaction, listingId: number, review: ReviewOutcome) => Promise<void>,
): Promise<{ listing: Listing; review: ReviewOutcome | null }> {
  const result = await knex.transaction(async (trx) => {
    const listing = await Listing.query(trx).findById(id).forUpdate();
    if (!listing) throw notFound(NOT_FOUND);
    const review = await setStatusByAdmin(trx, listing, adminId, status);
    if (review) await onReview?.(trx, listing.id, review);
    return { listing, review };
  });
  return { ...result, listing: await withStable(knex, result.listing) };
}

/** The admin's toggle: an override of the booked Premium, recorded with who and when (premium/listing-premium.ts). */
export async function setListingPremium(knex: Knex, adminId: number, id: number, isPremium: boolean): Promise<Listing> {
  await knex.transaction(async (trx) => {
    const listing = await Listing.query(trx).findById(id).forUpdate();
    if (!listing) throw notFound(NOT_FOUND);
    await overridePremium(trx, id, isPremium, adminId, new Date());
  });
  return withStable(knex, (await Listing.query(knex).findById(id))!);
}

/** The photo rows go with the listing (cascade); the caller removes their files after this. */
export async function deleteListing(knex: Knex, id: number): Promise<void> {
  // `returning` rather than the affected-row count, which the embedded driver does not report.
  const deleted = await knex('listings').where('id', id).delete(['id']);
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}
