// The owner's listing writes and their status rules: new and edited listings wait for review unless the
// settings approve automatically; owners never publish or promote directly; pause and resume; the
// per-owner listing limit (held under concurrent creates by locking the owner's row) and the e-mail check.
import type { Knex } from 'knex';
import type { ListingStatus } from '#contract/listing-status.ts';
import { LISTING_TITLE_MAX, listingLimitMessage, VERIFY_EMAIL_FIRST, type ListingBody } from '#contract/owner.ts';
import type { PlatformSettings } from '#contract/settings.ts';
import { conflict, forbidden } from '../http/errors.ts';
import { Listing } from '../models/Listing.ts';
import { ListingStatusChange } from '../models/ListingStatusChange.ts';
import type { User } from '../models/User.ts';
import { ownListing, ownStable } from './ownership.ts';

const COPY_SUFFIX = ' (Kopie)';

type Settings = Pick<PlatformSettings, 'autoApproveListings' | 'maxListingsPerUser' | 'requireEmailVerification'>;

export async function recordStatusChange(
  trx: Knex.Transaction,
  listingId: number,
  changedBy: number,
  fromStatus: ListingStatus | null,
  toStatus: ListingStatus,
): Promise<void> {
  if (fromStatus === toStatus) return;
  await ListingStatusChange.query(trx).insert({ listingId, changedBy, fromStatus, toStatus });
}

/**
 * Checks that `owner` may add one more listing. Locks the owner's row first, so two concurrent creates of
 * the same owner run one after the other and the second one counts the first one's listing.
 */
async function assertMayAddListing(trx: Knex.Transaction, owner: User, settings: Settings): Promise<void> {
  if (settings.requireEmailVerification && !owner.emailVerifiedAt) throw forbidden(VERIFY_EMAIL_FIRST);
  await trx('users').where('id', owner.id).forUpdate().select('id');
  const [row] = await trx('listings')
    .join('stables', 'stables.id', 'listings.stableId')
    .where('stables.ownerId', owner.id)
    .count({ n: '*' });
  if (Number(row?.n ?? 0) >= settings.maxListingsPerUser)
    throw conflict(listingLimitMessage(settings.maxListingsPerUser));
}

function columnsOf(body: ListingBody) {
  return {
    stableId: body.stableId,
    title: body.title,
    description: body.description,
    stallType: body.stallType,
    pricePerMonth: body.pricePerMonth,
    availableFrom: body.availableFrom,
    features: body.features,
    contactPhone: body.contactPhone ?? null,
    contactEmail: body.contactEmail ?? null,
    whatsappNumber: body.whatsappNumber ?? null,
  };
}

const reviewedStatus = (settings: Settings): ListingStatus => (settings.autoApproveListings ? 'active' : 'pending');

export async function createListing(knex: Knex, owner: User, body: ListingBody, settings: Settings): Promise<Listing> {
  return knex.transaction(async (trx) => {
    await ownStable(owner.id, body.stableId, trx);
    await assertMayAddListing(trx, owner, settings);
    const status = reviewedStatus(settings);
    const listing = await Listing.query(trx).insertAndFetch({ ...columnsOf(body), status, imageUrls: [] });
    await recordStatusChange(trx, listing.id, owner.id, null, status);
    return ownListing(owner.id, listing.id, trx);
  });
}

/**
 * An edit sends a public listing back to review (keeping its premium flag) unless listings are approved
 * automatically; a paused listing stays paused, but its next resume needs a review too.
 */
export async function updateListing(
  knex: Knex,
  owner: User,
  id: number,
  body: ListingBody,
  settings: Settings,
): Promise<Listing> {
  return knex.transaction(async (trx) => {
    const current = await ownListing(owner.id, id, trx, true);
    if (body.stableId !== current.stableId) await ownStable(owner.id, body.stableId, trx);
    const from = current.status;
    const status: ListingStatus =
      from === 'inactive'
        ? 'inactive'
        : settings.autoApproveListings
          ? from === 'pending'
            ? 'active'
            : from
          : 'pending';
    await current.$query(trx).patch({ ...columnsOf(body), status, pausedFromStatus: null, updatedAt: new Date() });
    await recordStatusChange(trx, id, owner.id, from, status);
    return ownListing(owner.id, id, trx);
  });
}

/** A copy with its own counters: no views, no premium, reviewed like a new listing. */
export async function duplicateListing(knex: Knex, owner: User, id: number, settings: Settings): Promise<Listing> {
  return knex.transaction(async (trx) => {
    const source = await ownListing(owner.id, id, trx);
    await assertMayAddListing(trx, owner, settings);
    const status = reviewedStatus(settings);
    const title = source.title.slice(0, LISTING_TITLE_MAX - COPY_SUFFIX.length).trimEnd() + COPY_SUFFIX;
    const copy = await Listing.query(trx).insertAndFetch({
      stableId: source.stableId,
      title,
      description: source.description,
      stallType: source.stallType,
      pricePerMonth: source.pricePerMonth,
      availableFrom: source.availableFrom,
      features: source.features ?? [],
      imageUrls: source.imageUrls ?? [],
      contactPhone: source.contactPhone,
      contactEmail: source.contactEmail,
      whatsappNumber: source.whatsappNumber,
      status,
    });
    await recordStatusChange(trx, copy.id, owner.id, null, status);
    return ownListing(owner.id, copy.id, trx);
  });
}

/** Takes the listing off the public pages; remembers whether it was approved, for resume. */
export async function pauseListing(knex: Knex, owner: User, id: number): Promise<Listing> {
  return knex.transaction(async (trx) => {
    const current = await ownListing(owner.id, id, trx, true);
    const from = current.status;
    if (from === 'inactive') return current;
    const pausedFromStatus = from === 'active' || from === 'premium' ? from : null;
    await current.$query(trx).patch({ status: 'inactive', pausedFromStatus, updatedAt: new Date() });
    await recordStatusChange(trx, id, owner.id, from, 'inactive');
    return ownListing(owner.id, id, trx);
  });
}

/** Back to its approved status if it was approved when paused and unchanged since, else to review. */
export async function resumeListing(knex: Knex, owner: User, id: number, settings: Settings): Promise<Listing> {
  return knex.transaction(async (trx) => {
    const current = await ownListing(owner.id, id, trx, true);
    if (current.status !== 'inactive') return current;
    const status: ListingStatus = current.pausedFromStatus ?? reviewedStatus(settings);
    await current.$query(trx).patch({ status, pausedFromStatus: null, updatedAt: new Date() });
    await recordStatusChange(trx, id, owner.id, 'inactive', status);
    return ownListing(owner.id, id, trx);
  });
}
