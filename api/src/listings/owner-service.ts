// The owner's listing writes and reads: create, edit, duplicate, pause, resume and delete, the per-owner listing
// limit (held under concurrent creates by locking the owner's row) and the e-mail check, and the owner's list
// with photos and 30-day figures. Every status change goes through the lifecycle.
import type { Knex } from 'knex';
import { LISTING_TITLE_MAX, listingLimitMessage, VERIFY_EMAIL_FIRST, type ListingBody } from '#contract/owner.ts';
import type { OwnListingDto } from '#contract/owner.ts';
import type { PlatformSettings } from '#contract/settings.ts';
import { conflict, forbidden } from '../http/errors.ts';
import { Listing } from '../models/Listing.ts';
import type { User } from '../models/User.ts';
import { ownListing, ownStable } from '../owner/ownership.ts';
import { copyListingPhotos } from '../photos/copies.ts';
import { loadListingPhotos } from '../photos/service.ts';
import type { Services } from '../services.ts';
import { renewListing } from '../freshness/renewal.ts';
import { afterEdit, pause, resume, submitNew } from './lifecycle.ts';
import { NO_FIGURES, presentOwnListing } from './presenter.ts';
import { figuresOf } from './stats.ts';

const COPY_SUFFIX = ' (Kopie)';

type Settings = Pick<PlatformSettings, 'autoApproveListings' | 'maxListingsPerUser' | 'requireEmailVerification'>;

/** The owner's listings with their photos and 30-day figures, loaded for all of them at once. */
export async function presentOwnListings(
  { knex, media, settings }: Pick<Services, 'knex' | 'media' | 'settings'>,
  listings: Listing[],
): Promise<OwnListingDto[]> {
  const ids = listings.map((l) => l.id);
  const [figures, photos, { listingExpiryDays: days }] = await Promise.all([
    figuresOf(knex, ids),
    loadListingPhotos(knex, media, ids),
    settings.get(),
  ]);
  const term = { days, now: new Date() };
  return listings.map((l) => presentOwnListing(l, figures.get(l.id) ?? NO_FIGURES, photos.get(l.id), term));
}

/** Newest first, optionally of one stable. */
export async function listOwnListings(knex: Knex, ownerId: number, stableId?: number): Promise<Listing[]> {
  const q = Listing.query(knex)
    .withGraphJoined('stable')
    .where('stable.ownerId', ownerId)
    .orderBy('listings.createdAt', 'desc')
    .orderBy('listings.id', 'desc');
  if (stableId) q.where('listings.stableId', stableId);
  return q;
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
    priceItems: body.priceItems,
    deposit: body.deposit,
    freePlaces: body.freePlaces,
    availableFrom: body.availableFrom,
    features: body.features,
    facts: body.facts,
    contactPhone: body.contactPhone ?? null,
    contactEmail: body.contactEmail ?? null,
    whatsappNumber: body.whatsappNumber ?? null,
  };
}

export async function createListing(knex: Knex, owner: User, body: ListingBody, settings: Settings): Promise<Listing> {
  return knex.transaction(async (trx) => {
    await ownStable(owner.id, body.stableId, trx);
    await assertMayAddListing(trx, owner, settings);
    const listing = await submitNew(trx, { ...columnsOf(body), imageUrls: [] }, owner.id, settings);
    return ownListing(owner.id, listing.id, trx);
  });
}

/** `onFreePlaces` runs in the edit's transaction with the free places before and after (the waiting list's mails). */
export async function updateListing(
  knex: Knex,
  owner: User,
  id: number,
  body: ListingBody,
  settings: Settings,
  onFreePlaces?: (trx: Knex.Transaction, before: number, after: number) => Promise<unknown>,
): Promise<Listing> {
  return knex.transaction(async (trx) => {
    const current = await ownListing(owner.id, id, trx, true);
    const freeBefore = Number(current.freePlaces);
    if (body.stableId !== current.stableId) await ownStable(owner.id, body.stableId, trx);
    await current.$query(trx).patch({ ...columnsOf(body), updatedAt: new Date() });
    await afterEdit(trx, current, owner.id, settings);
    await onFreePlaces?.(trx, freeBefore, body.freePlaces);
    return ownListing(owner.id, id, trx);
  });
}

/**
 * A copy with its own counters: no views, no premium, reviewed like a new listing. After it committed, the
 * copy gets its own copies of the source's photo files; when that fails the copy stays, without photos
 * (copyListingPhotos removed what it had copied), rather than pointing at the source's files or failing a
 * request whose listing was created.
 */
export async function duplicateListing(
  { knex, media, log }: Pick<Services, 'knex' | 'media' | 'log'>,
  owner: User,
  id: number,
  settings: Settings,
): Promise<Listing> {
  const copy = await knex.transaction(async (trx) => {
    const source = await ownListing(owner.id, id, trx);
    await assertMayAddListing(trx, owner, settings);
    const title = source.title.slice(0, LISTING_TITLE_MAX - COPY_SUFFIX.length).trimEnd() + COPY_SUFFIX;
    const created = await submitNew(
      trx,
      {
        stableId: source.stableId,
        title,
        description: source.description,
        stallType: source.stallType,
        pricePerMonth: source.pricePerMonth,
        priceItems: source.priceItems ?? [],
        deposit: source.deposit,
        freePlaces: source.freePlaces,
        availableFrom: source.availableFrom,
        features: source.features ?? [],
        facts: source.facts ?? {},
        imageUrls: source.imageUrls ?? [],
        contactPhone: source.contactPhone,
        contactEmail: source.contactEmail,
        whatsappNumber: source.whatsappNumber,
      },
      owner.id,
      settings,
    );
    return ownListing(owner.id, created.id, trx);
  });
  try {
    await knex.transaction((trx) => copyListingPhotos(trx, media, id, copy.id));
  } catch (err) {
    log.warn('could not copy the photos of a duplicated listing', { err, fromListingId: id, toListingId: copy.id });
    await Listing.query(knex).findById(copy.id).patch({ imageUrls: [] });
  }
  return copy;
}

export async function pauseListing(knex: Knex, owner: User, id: number): Promise<Listing> {
  return knex.transaction(async (trx) => {
    await pause(trx, await ownListing(owner.id, id, trx, true), owner.id);
    return ownListing(owner.id, id, trx);
  });
}

/** Resuming a listing that ran out for want of updates renews it (its Premium periods move on too). */
export async function resumeListing(
  knex: Knex,
  owner: User,
  id: number,
  settings: Settings & Pick<PlatformSettings, 'listingExpiryDays'>,
): Promise<Listing> {
  return knex.transaction(async (trx) => {
    const listing = await ownListing(owner.id, id, trx, true);
    if (listing.expiredAt) await renewListing(trx, listing, owner.id, settings);
    else await resume(trx, listing, owner.id, settings);
    return ownListing(owner.id, id, trx);
  });
}

/**
 * Deletes one of the owner's listings. Photo rows, view days and status changes cascade; enquiries keep their
 * text with listing_id set null. The caller removes the photo files after this.
 */
export async function deleteOwnListing(knex: Knex, ownerId: number, id: number): Promise<void> {
  const listing = await ownListing(ownerId, id);
  await knex('listings').where('id', listing.id).delete(['id']);
}
