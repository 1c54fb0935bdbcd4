// Renewing a listing: from the owner area (the owner's own listing; anyone else's answers 404) or with a mailed
// single-use link, signed out. The term starts again; a listing that ran out comes back (lifecycle.renew: to its
// approved status, or to review when changed since) and its Premium periods move on by the time it was offline.
import type { Knex } from 'knex';
import { FRESHNESS_MSG, freshnessOf, type RenewalDto } from '#contract/listing-freshness.ts';
import type { PlatformSettings } from '#contract/settings.ts';
import { renew } from '../listings/lifecycle.ts';
import { Listing } from '../models/Listing.ts';
import { ownListing } from '../owner/ownership.ts';
import { resumePremiumAfterPause } from '../premium/pause.ts';
import { consumeRenewalToken, endRenewalTokens } from './tokens.ts';

type Settings = Pick<PlatformSettings, 'autoApproveListings' | 'listingExpiryDays'>;

/** Renews the locked `listing` in the caller's transaction; `changedBy` is its owner. */
export async function renewListing(
  trx: Knex.Transaction,
  listing: Listing,
  changedBy: number,
  settings: Settings,
  now = new Date(),
): Promise<void> {
  const expiredAt = await renew(trx, listing, changedBy, settings);
  if (expiredAt) await resumePremiumAfterPause(trx, listing.id, expiredAt, now);
  await endRenewalTokens(trx, listing.id, now);
}

async function answerOf(trx: Knex, id: number, settings: Settings, now: Date): Promise<RenewalDto> {
  const listing = (await Listing.query(trx).findById(id))!;
  return {
    message: listing.status === 'pending' ? FRESHNESS_MSG.renewedToReview : FRESHNESS_MSG.renewed,
    listingId: listing.id,
    title: listing.title,
    ...freshnessOf(listing, settings.listingExpiryDays, now),
  };
}

export async function renewOwnListing(
  knex: Knex,
  ownerId: number,
  id: number,
  settings: Settings,
  now = new Date(),
): Promise<RenewalDto> {
  return knex.transaction(async (trx) => {
    await renewListing(trx, await ownListing(ownerId, id, trx, true), ownerId, settings, now);
    return answerOf(trx, id, settings, now);
  });
}

/** With a mailed link: German 4xx for an unknown, used or outdated link (tokens.ts). */
export async function renewByToken(
  knex: Knex,
  token: string,
  settings: Settings,
  now = new Date(),
): Promise<RenewalDto> {
  return knex.transaction(async (trx) => {
    const listingId = await consumeRenewalToken(trx, token, now);
    const listing = (await Listing.query(trx).findById(listingId).forUpdate().withGraphFetched('stable'))!;
    await renewListing(trx, listing, listing.stable!.ownerId, settings, now);
    return answerOf(trx, listingId, settings, now);
  });
}
