// The person's side of a waiting list: joining (only while the listing has no free place, never one's own), the
// lists one stands on with one's place in each, and leaving. A join holds the listing's row while it counts, so
// joins at the same moment get consecutive, unique places.
import type { Knex } from 'knex';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import {
  ACTIVE_WAITLIST_STATES,
  waitlistOpen,
  WAITLIST_MSG,
  type MyWaitlistDto,
  type WaitlistJoinBody,
  type WaitlistPlaceDto,
} from '#contract/waitlists.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { entryRow, entryRows, listingPathOf, normalise, type EntryRow } from './rows.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

interface LockedListing {
  id: number;
  status: string;
  freePlaces: number;
  ownerId: number;
}

/** The public listing `id`, held (no key update) for the transaction; 404 when the public cannot see it. */
async function lockPublicListing(trx: Knex.Transaction, id: number): Promise<LockedListing> {
  const listing = (await trx('listings as l')
    .join('stables as s', 's.id', 'l.stableId')
    .where('l.id', id)
    .whereIn('l.status', [...PUBLIC_STATUSES])
    .forNoKeyUpdate('l')
    .first('l.id', 'l.status', 'l.freePlaces', 's.ownerId')) as LockedListing | undefined;
  if (!listing) throw notFound('Stallplatz');
  return listing;
}

export const placeOf = (row: EntryRow): WaitlistPlaceDto => ({
  position: row.rank ?? 0,
  total: row.total,
  state: row.state,
});

export async function joinWaitlist(
  knex: Knex,
  userId: number,
  listingId: number,
  body: WaitlistJoinBody,
): Promise<WaitlistPlaceDto> {
  const id = await knex.transaction(async (trx) => {
    const listing = await lockPublicListing(trx, listingId);
    if (listing.ownerId === userId) throw conflict(WAITLIST_MSG.ownListing);
    if (!waitlistOpen({ freePlaces: Number(listing.freePlaces) })) throw conflict(WAITLIST_MSG.hasFreePlaces);
    const already = await trx('waitlistEntries').where({ listingId, userId }).whereNotNull('position').first('id');
    if (already) throw conflict(WAITLIST_MSG.alreadyOn);
    if (body.horseId) {
      const horse = await trx('horses').where({ id: body.horseId, userId }).first('id');
      if (!horse) throw badRequest(WAITLIST_MSG.horse, { horseId: WAITLIST_MSG.horse });
    }
    const [last] = (await trx('waitlistEntries').where({ listingId }).max({ n: 'position' })) as {
      n: number | null;
    }[];
    const [created] = (await trx('waitlistEntries')
      .insert({
        listingId,
        userId,
        horseId: body.horseId ?? null,
        note: body.note ?? null,
        position: Number(last?.n ?? 0) + 1,
        state: 'waiting',
      })
      .returning('id')) as { id: number }[];
    return created!.id;
  });
  return placeOf((await entryRow(knex, id))!);
}

/** The lists `userId` stands on, the listing's title, their place and the latest offer, newest entry first. */
export async function myWaitlists(knex: Knex, userId: number): Promise<MyWaitlistDto[]> {
  const mine = knex('waitlistEntries').where({ userId }).whereNotNull('position').select('listingId');
  const rows = (
    (await entryRows(knex, mine)
      .where('e.userId', userId)
      .whereIn('e.state', [...ACTIVE_WAITLIST_STATES])
      .orderBy('e.createdAt', 'desc')
      .orderBy('e.id', 'desc')) as EntryRow[]
  ).map(normalise);
  return rows.map((row) => ({
    listing: {
      id: row.listingId,
      title: row.listingTitle,
      path: (PUBLIC_STATUSES as readonly string[]).includes(row.listingStatus) ? listingPathOf(row) : null,
    },
    position: row.rank ?? 0,
    total: row.total,
    state: row.state,
    joinedAt: iso(row.createdAt),
    offer:
      row.offerId && (row.offerState === 'open' || row.offerState === 'accepted')
        ? {
            id: row.offerId,
            expiresAt: iso(row.offerExpiresAt!),
            state: row.offerState,
            conversationId: row.offerConversationId,
          }
        : null,
  }));
}
