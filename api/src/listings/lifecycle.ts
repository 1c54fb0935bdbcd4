// The listing lifecycle: the one module that sets a listing's status (and what a pause remembers) and records
// every change in listing_status_changes. Owners never publish directly; what has not been reviewed never
// becomes public unless the settings approve listings automatically. Every function runs in the caller's
// transaction, with the listing row locked by the caller where it already exists. Only the demo seed and the
// test factories write statuses and past changes directly: they are fixtures of a history, not transitions.
import type { Knex } from 'knex';
import type { ListingStatus } from '#contract/listing-status.ts';
import { MODERATION_MSG } from '#contract/moderation.ts';
import type { PlatformSettings } from '#contract/settings.ts';
import { conflict } from '../http/errors.ts';
import { resumePremiumAfterPause } from '../premium/pause.ts';
import { Listing } from '../models/Listing.ts';
import { ListingStatusChange } from '../models/ListingStatusChange.ts';

export type ReviewSettings = Pick<PlatformSettings, 'autoApproveListings'>;

/** What an admin's status change decided about a listing that waited for review; the owner is told. */
export type ReviewOutcome = 'approved' | 'rejected';

const isApproved = (status: ListingStatus): status is 'active' | 'premium' =>
  status === 'active' || status === 'premium';

/** Where new or changed content goes: straight out when listings are approved automatically, else to review. */
const reviewedStatus = (settings: ReviewSettings): ListingStatus =>
  settings.autoApproveListings ? 'active' : 'pending';

async function record(
  trx: Knex.Transaction,
  listingId: number,
  /** Null for the platform's own changes (a listing running out). */
  changedBy: number | null,
  fromStatus: ListingStatus | null,
  toStatus: ListingStatus,
): Promise<void> {
  if (fromStatus === toStatus) return;
  await ListingStatusChange.query(trx).insert({ listingId, changedBy, fromStatus, toStatus });
}

async function moveTo(
  trx: Knex.Transaction,
  listing: Listing,
  changedBy: number | null,
  status: ListingStatus,
  pausedFromStatus: Listing['pausedFromStatus'],
): Promise<void> {
  const from = listing.status;
  await listing.$query(trx).patch({ status, pausedFromStatus, updatedAt: new Date() });
  await record(trx, listing.id, changedBy, from, status);
}

/**
 * The owner updated the listing (an edit, new photos, their pause or resume, a renewal): its term of
 * `listingExpiryDays` starts again and a new reminder is due before its end (listing-freshness). An admin's or the
 * platform's changes never call this.
 */
async function touchedByOwner(trx: Knex.Transaction, listing: Listing): Promise<void> {
  await listing.$query(trx).patch({ ownerTouchedAt: new Date(), expiryRemindedAt: null });
}

type NewListingColumns = Omit<Partial<Listing>, 'status' | 'pausedFromStatus' | 'id'> & { stableId: number };

/** A new listing (created or duplicated) starts in review, or public when listings are approved automatically. */
export async function submitNew(
  trx: Knex.Transaction,
  columns: NewListingColumns,
  changedBy: number,
  settings: ReviewSettings,
): Promise<Listing> {
  const status = reviewedStatus(settings);
  const listing = await Listing.query(trx).insertAndFetch({ ...columns, status });
  await record(trx, listing.id, changedBy, null, status);
  return listing;
}

/**
 * After the owner edited the listing's text or facts: a public listing goes back to review (keeping its premium
 * flag) unless listings are approved automatically; a paused listing stays paused, but its next resume needs a
 * review too.
 */
export async function afterEdit(
  trx: Knex.Transaction,
  listing: Listing,
  changedBy: number,
  settings: ReviewSettings,
): Promise<void> {
  await touchedByOwner(trx, listing);
  const from = listing.status;
  const status: ListingStatus =
    from === 'inactive'
      ? 'inactive'
      : settings.autoApproveListings
        ? from === 'pending'
          ? 'active'
          : from
        : 'pending';
  await moveTo(trx, listing, changedBy, status, null);
}

/**
 * After the owner added photos: an unreviewed photo must not go public, so an approved listing goes back to
 * review and a paused one forgets its approval (resume then goes to review), unless listings are approved
 * automatically. Reordering, a new cover or a deleted photo show only reviewed photos and change nothing here.
 */
export async function afterPhotosAdded(
  trx: Knex.Transaction,
  listing: Listing,
  changedBy: number,
  settings: ReviewSettings,
): Promise<void> {
  await touchedByOwner(trx, listing);
  if (settings.autoApproveListings) return;
  if (isApproved(listing.status)) await moveTo(trx, listing, changedBy, 'pending', null);
  else if (listing.pausedFromStatus) await listing.$query(trx).patch({ pausedFromStatus: null });
}

/** Takes the listing off the public pages; remembers whether it was approved, for resume. */
export async function pause(trx: Knex.Transaction, listing: Listing, changedBy: number): Promise<void> {
  await touchedByOwner(trx, listing);
  if (listing.status === 'inactive') return;
  await moveTo(trx, listing, changedBy, 'inactive', isApproved(listing.status) ? listing.status : null);
}

/**
 * Back to its approved status if it was approved when paused and unchanged since, else to review. A listing the
 * moderation hid stays off (409); one it asked to be corrected goes to review, whatever the settings say.
 */
export async function resume(
  trx: Knex.Transaction,
  listing: Listing,
  changedBy: number,
  settings: ReviewSettings,
): Promise<void> {
  if (listing.moderationState === 'hidden') throw conflict(MODERATION_MSG.listingHidden);
  await touchedByOwner(trx, listing);
  if (listing.status !== 'inactive') return;
  if (listing.moderationState === 'change_requested') {
    await listing.$query(trx).patch({ moderationState: null, moderationReason: null });
    await moveTo(trx, listing, changedBy, 'pending', null);
    return;
  }
  await moveTo(trx, listing, changedBy, listing.pausedFromStatus ?? reviewedStatus(settings), null);
}

/**
 * The moderation takes the listing off the public pages at once: `hidden` for good (the owner cannot resume it),
 * `change_requested` until the owner corrected it and resubmitted it for review. The reason is what the owner sees.
 */
export async function holdByModeration(
  trx: Knex.Transaction,
  listing: Listing,
  changedBy: number,
  state: NonNullable<Listing['moderationState']>,
  reason: string,
): Promise<void> {
  await listing.$query(trx).patch({ moderationState: state, moderationReason: reason });
  await moveTo(trx, listing, changedBy, 'inactive', null);
}

/**
 * The freshness job (listing-freshness): a listing its owner left unchanged too long goes offline, not deleted, and
 * remembers like a pause whether it was approved. Recorded as the platform's change (no person).
 */
export async function expire(trx: Knex.Transaction, listing: Listing, now: Date): Promise<void> {
  if (listing.status === 'inactive' || listing.expiredAt) return;
  await moveTo(trx, listing, null, 'inactive', isApproved(listing.status) ? listing.status : null);
  await listing.$query(trx).patch({ expiredAt: now });
}

/**
 * The owner renews the listing: its term starts again; one that ran out comes back like a resume after a pause (to
 * its approved status, or to review when changed since). Answers when it had run out (null if it had not), for the
 * caller to move its Premium periods on by the time it was offline.
 */
export async function renew(
  trx: Knex.Transaction,
  listing: Listing,
  changedBy: number,
  settings: ReviewSettings,
): Promise<Date | null> {
  const expiredAt = listing.expiredAt ? new Date(listing.expiredAt) : null;
  await touchedByOwner(trx, listing);
  if (!expiredAt) return null;
  await listing.$query(trx).patch({ expiredAt: null });
  await resume(trx, listing, changedBy, settings);
  return expiredAt;
}

/**
 * An admin may set any status from any other. The decision replaces whatever an owner's pause remembered, and a
 * public status lifts a moderation hold and brings an expired listing back with a new term. From `pending`, a public status approves the listing and `inactive`
 * rejects it.
 */
export async function setStatusByAdmin(
  trx: Knex.Transaction,
  listing: Listing,
  changedBy: number,
  status: ListingStatus,
): Promise<ReviewOutcome | null> {
  const from = listing.status;
  if (isApproved(status) && listing.moderationState) {
    await listing.$query(trx).patch({ moderationState: null, moderationReason: null });
  }
  if (isApproved(status) && listing.expiredAt) {
    // Brought back by the platform: a new term (or the next run would take it off again) and its Premium time on.
    const now = new Date();
    await resumePremiumAfterPause(trx, listing.id, new Date(listing.expiredAt), now);
    await listing.$query(trx).patch({ expiredAt: null, ownerTouchedAt: now, expiryRemindedAt: null });
  }
  if (from === status) return null;
  await moveTo(trx, listing, changedBy, status, null);
  if (from !== 'pending') return null;
  if (isApproved(status)) return 'approved';
  return status === 'inactive' ? 'rejected' : null;
}
