// The owner area's guard and look-ups: only stable owners get in, and an owner only ever finds their own
// stables, listings and enquiries; anyone else's answer 404 exactly like ids that do not exist.
import type { Knex } from 'knex';
import type { Next } from 'koa';
import { OWNER_MSG } from '#contract/owner.ts';
import type { AppContext } from '../http/context.ts';
import { forbidden, notFound, unauthorized } from '../http/errors.ts';
import { Enquiry } from '../models/Enquiry.ts';
import { Listing } from '../models/Listing.ts';
import { Stable } from '../models/Stable.ts';

export const STABLE = 'Stall';
export const LISTING = 'Stallplatz';
export const ENQUIRY = 'Anfrage';

/** Signed in (401) and a stable owner (403); being an admin alone does not open the owner area. */
export function requireOwner() {
  return async (ctx: AppContext, next: Next) => {
    if (!ctx.state.user) throw unauthorized('Bitte melde dich an');
    if (!ctx.state.user.isStableOwner) throw forbidden(OWNER_MSG.ownersOnly);
    await next();
  };
}

export const ownerId = (ctx: AppContext): number => ctx.state.user!.id;

export async function ownStable(
  ownerIdValue: number,
  id: number,
  trx?: Knex.Transaction,
  lock = false,
): Promise<Stable> {
  const q = Stable.query(trx).findById(id).where('ownerId', ownerIdValue);
  if (lock) q.forUpdate();
  const stable = await q;
  if (!stable) throw notFound(STABLE);
  return stable;
}

/** The owner's listing with its stable loaded; `lock` holds the listing row for the transaction. */
export async function ownListing(
  ownerIdValue: number,
  id: number,
  trx?: Knex.Transaction,
  lock = false,
): Promise<Listing> {
  const q = Listing.query(trx)
    .findById(id)
    .whereExists(
      Stable.query(trx).whereColumn('stables.id', 'listings.stableId').where('stables.ownerId', ownerIdValue),
    );
  if (lock) q.forUpdate();
  const listing = await q;
  if (!listing) throw notFound(LISTING);
  await listing.$fetchGraph('stable', { transaction: trx });
  return listing;
}

/** Enquiries (never contact-form messages) to the owner's listings. */
export function ownEnquiries(ownerIdValue: number, trx?: Knex.Transaction) {
  return Enquiry.query(trx)
    .where('contactRequests.source', 'enquiry')
    .whereExists(
      Listing.query(trx)
        .joinRelated('stable')
        .whereColumn('listings.id', 'contactRequests.listingId')
        .where('stable.ownerId', ownerIdValue),
    );
}
