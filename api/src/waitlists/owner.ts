// The owner's side of a listing's waiting list: the list in its order with the people who left it (declined,
// expired) after it, reordering, removing an entry, and whom free places coming back are told to. Only the owner
// of the listing's stable finds any of it; another owner's listing or entry answers 404.
import type { Knex } from 'knex';
import { HORSE_TYPE_LABELS, type HorseType } from '#contract/horses.ts';
import {
  WAITLIST_MSG,
  type OwnerWaitlistDto,
  type OwnerWaitlistEntryDto,
  type WaitlistNotify,
} from '#contract/waitlists.ts';
import { conflict, notFound } from '../http/errors.ts';
import { ownListing } from '../owner/ownership.ts';
import { ENTRY, entryRows, normalise, personNameOf, type EntryRow } from './rows.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** "Hannoveraner, 12 Jahre, 168 cm". */
function horseSummary(row: EntryRow): string {
  return [
    row.horseBreed || (row.horseType ? HORSE_TYPE_LABELS[row.horseType as HorseType] : null),
    row.horseAge != null ? `${row.horseAge} Jahre` : null,
    row.horseHeightCm != null ? `${row.horseHeightCm} cm` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

export function presentOwnerEntry(row: EntryRow): OwnerWaitlistEntryDto {
  return {
    id: row.id,
    position: row.rank,
    state: row.state,
    name: personNameOf(row),
    horse: row.horseId ? { id: row.horseId, name: row.horseName!, summary: horseSummary(row) } : null,
    note: row.note,
    joinedAt: iso(row.createdAt),
    offer: row.offerId ? { id: row.offerId, expiresAt: iso(row.offerExpiresAt!), state: row.offerState! } : null,
    conversationId: row.offerConversationId,
  };
}

const notifyOf = (first: number | null | undefined): WaitlistNotify => (first ? first : 'all');

export async function ownerWaitlist(knex: Knex, ownerId: number, listingId: number): Promise<OwnerWaitlistDto> {
  const listing = await ownListing(ownerId, listingId);
  const rows = (
    (await entryRows(knex, [listing.id])
      .where('e.listingId', listing.id)
      .orderByRaw('e.position IS NULL, e.position, e.updated_at DESC, e.id')) as EntryRow[]
  ).map(normalise);
  // A person who left and joined again shows once, with the entry that counts.
  const conversationOfUser = new Map<number, number>();
  const conversations = (await knex('conversations')
    .where({ listingId: listing.id })
    .whereIn(
      'enquirerId',
      rows.map((r) => r.userId),
    )
    .orderBy('lastMessageAt', 'asc')
    .select('id', 'enquirerId')) as { id: number; enquirerId: number }[];
  for (const c of conversations) conversationOfUser.set(c.enquirerId, c.id);
  const row = (await knex('listings').where({ id: listing.id }).first('waitlistNotifyFirst')) as {
    waitlistNotifyFirst: number | null;
  };
  return {
    listing: { id: listing.id, title: listing.title, freePlaces: Number(listing.freePlaces) },
    notify: notifyOf(row.waitlistNotifyFirst),
    entries: rows.map((r) => ({
      ...presentOwnerEntry(r),
      conversationId: r.offerConversationId ?? conversationOfUser.get(r.userId) ?? null,
    })),
  };
}

/** Active entries of the list, counted: the owner's listing list shows the count beside each listing. */
export async function waitlistCounts(knex: Knex, ownerId: number): Promise<Record<number, number>> {
  const rows = (await knex('waitlistEntries as e')
    .join('listings as l', 'l.id', 'e.listingId')
    .join('stables as s', 's.id', 'l.stableId')
    .where('s.ownerId', ownerId)
    .whereNotNull('e.position')
    .groupBy('e.listingId')
    .select('e.listingId', knex.raw('count(*)::int AS n'))) as { listingId: number; n: number }[];
  return Object.fromEntries(rows.map((r) => [r.listingId, Number(r.n)]));
}

/** Puts the list in the order `entryIds`, which names every entry on it exactly once. */
export async function reorderWaitlist(
  knex: Knex,
  ownerId: number,
  listingId: number,
  entryIds: number[],
): Promise<void> {
  await knex.transaction(async (trx) => {
    const listing = await ownListing(ownerId, listingId, trx);
    // Joins hold the same row: nobody joins between the check and the new order.
    await trx('listings').where({ id: listing.id }).forNoKeyUpdate().first('id');
    const active = (await trx('waitlistEntries')
      .where({ listingId: listing.id })
      .whereNotNull('position')
      .pluck('id')) as number[];
    const wanted = new Set(entryIds);
    if (active.length !== entryIds.length || !active.every((id) => wanted.has(id))) {
      throw conflict(WAITLIST_MSG.entryIdsMismatch);
    }
    // Positions are unique per list: move them out of the way first, then set the new ones.
    await trx('waitlistEntries')
      .where({ listingId: listing.id })
      .whereNotNull('position')
      .update({ position: trx.raw('-position') });
    await trx.raw(
      `UPDATE waitlist_entries AS e SET position = v.ord, updated_at = now()
         FROM unnest(?::int[]) WITH ORDINALITY AS v(id, ord)
        WHERE e.id = v.id AND e.listing_id = ?`,
      [entryIds, listing.id],
    );
  });
}

/** Removes an entry (and its offer) from the owner's list. */
export async function removeEntry(knex: Knex, ownerId: number, listingId: number, entryId: number): Promise<void> {
  const listing = await ownListing(ownerId, listingId);
  const deleted = await knex('waitlistEntries').where({ id: entryId, listingId: listing.id }).delete(['id']);
  if (deleted.length === 0) throw notFound(ENTRY);
}

export async function setNotify(
  knex: Knex,
  ownerId: number,
  listingId: number,
  notify: WaitlistNotify,
): Promise<WaitlistNotify> {
  const listing = await ownListing(ownerId, listingId);
  await knex('listings')
    .where({ id: listing.id })
    .update({ waitlistNotifyFirst: notify === 'all' ? null : notify });
  return notify;
}
