// The one module that changes waiting-list offers: the owner offers a place to an entry (with a deadline), the
// person accepts or declines it, the deadline job lets it run out. Each change holds the offer's (or entry's) row
// for its transaction, writes its line into the conversation between the person and the stable about the listing
// (opened here when they have none yet) and queues its mails in the same transaction.
import type { Knex } from 'knex';
import {
  offerDeadlineLabel,
  WAITLIST_MSG,
  type ConversationOfferDto,
  type WaitlistOfferState,
} from '#contract/waitlists.ts';
import type { ConversationAccess } from '../conversations/access.ts';
import { addSystemMessage, openConversation } from '../conversations/service.ts';
import { conflict, notFound } from '../http/errors.ts';
import {
  mailOfferExpiredToPerson,
  mailOfferMade,
  mailOfferOutcomeToOwner,
  type OfferOutcome,
  type WaitlistMailDeps,
} from './mails.ts';
import { ENTRY, entryRow, OFFER, personNameOf, type EntryRow } from './rows.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The person's latest conversation with the stable about the listing, or a new one opened from their entry. */
async function conversationFor(trx: Knex.Transaction, row: EntryRow): Promise<number> {
  const existing = (await trx('conversations')
    .where({ listingId: row.listingId, enquirerId: row.userId })
    .orderBy('lastMessageAt', 'desc')
    .first('id')) as { id: number } | undefined;
  if (existing) return existing.id;
  const message = row.note
    ? `Ich stehe auf der Warteliste für diesen Stallplatz.\n\n${row.note}`
    : 'Ich stehe auf der Warteliste für diesen Stallplatz.';
  const [enquiry] = (await trx('contactRequests')
    .insert({
      source: 'enquiry',
      listingId: row.listingId,
      userId: row.userId,
      name: personNameOf(row),
      email: row.userEmail,
      message,
    })
    .returning(['id', 'createdAt'])) as { id: number; createdAt: Date }[];
  const opened = await openConversation(
    trx,
    { ...enquiry!, listingId: row.listingId, name: personNameOf(row), email: row.userEmail, message },
    row.userId,
  );
  return opened.id;
}

/** The owner offers the place to entry `entryId` of their listing `listingId`, open for `days` days. */
export async function offerPlace(
  deps: WaitlistMailDeps,
  knex: Knex,
  ownerId: number,
  listingId: number,
  entryId: number,
  days: number,
  now = new Date(),
): Promise<EntryRow> {
  return knex.transaction(async (trx) => {
    const locked = (await trx('waitlistEntries as e')
      .join('listings as l', 'l.id', 'e.listingId')
      .join('stables as s', 's.id', 'l.stableId')
      .where({ 'e.id': entryId, 'e.listingId': listingId, 's.ownerId': ownerId })
      .forUpdate('e')
      .first('e.id', 'e.state')) as { id: number; state: string } | undefined;
    if (!locked) throw notFound(ENTRY);
    if (locked.state === 'offered') throw conflict(WAITLIST_MSG.offerOpen);
    if (locked.state === 'accepted') throw conflict(WAITLIST_MSG.offerAccepted);
    if (locked.state !== 'waiting') throw conflict(WAITLIST_MSG.entryLeft);
    const row = (await entryRow(trx, entryId))!;
    const conversationId = await conversationFor(trx, row);
    const expiresAt = new Date(now.getTime() + days * DAY_MS);
    await trx('waitlistOffers').insert({ entryId, conversationId, expiresAt, state: 'open' });
    await trx('waitlistEntries').where({ id: entryId }).update({ state: 'offered', updatedAt: now });
    await addSystemMessage(
      trx,
      conversationId,
      `Platz von der Warteliste angeboten: ${row.listingTitle}. Annehmen oder ablehnen bis ${offerDeadlineLabel(expiresAt)}.`,
    );
    const offered = (await entryRow(trx, entryId))!;
    await mailOfferMade(deps, trx, offered, conversationId);
    return offered;
  });
}

const OUTCOME_LINES: Record<OfferOutcome, string> = {
  accepted: 'Angebotenen Platz angenommen',
  declined: 'Angebotenen Platz abgelehnt',
  expired: 'Frist für den angebotenen Platz abgelaufen',
};

/** Records what became of the open offer `offerId` (already held by the caller) on the offer and its entry. */
async function settle(
  deps: WaitlistMailDeps,
  trx: Knex.Transaction,
  offer: { id: number; entryId: number; conversationId: number | null },
  outcome: OfferOutcome,
  now: Date,
): Promise<EntryRow> {
  await trx('waitlistOffers').where({ id: offer.id }).update({ state: outcome, decidedAt: now });
  await trx('waitlistEntries')
    .where({ id: offer.entryId })
    .update(
      outcome === 'accepted'
        ? { state: 'accepted', updatedAt: now }
        : { state: outcome, position: null, updatedAt: now },
    );
  const row = (await entryRow(trx, offer.entryId))!;
  if (offer.conversationId) {
    await addSystemMessage(trx, offer.conversationId, `${OUTCOME_LINES[outcome]}: ${row.listingTitle}`);
  }
  await mailOfferOutcomeToOwner(deps, trx, row, outcome);
  if (outcome === 'expired') await mailOfferExpiredToPerson(deps, trx, row);
  return row;
}

/** The person accepts or declines the open offer `offerId`; anyone else's offer answers 404. */
export async function answerOffer(
  deps: WaitlistMailDeps,
  knex: Knex,
  userId: number,
  offerId: number,
  answer: 'accepted' | 'declined',
  now = new Date(),
): Promise<EntryRow> {
  return knex.transaction(async (trx) => {
    const offer = (await trx('waitlistOffers as o')
      .join('waitlistEntries as e', 'e.id', 'o.entryId')
      .where({ 'o.id': offerId, 'e.userId': userId })
      .forUpdate('o')
      .first('o.id', 'o.entryId', 'o.conversationId', 'o.state', 'o.expiresAt')) as
      | { id: number; entryId: number; conversationId: number | null; state: WaitlistOfferState; expiresAt: Date }
      | undefined;
    if (!offer) throw notFound(OFFER);
    if (offer.state === 'expired') throw conflict(WAITLIST_MSG.offerExpired);
    if (offer.state !== 'open') throw conflict(WAITLIST_MSG.offerNotOpen);
    // Past its deadline an offer is over even before the job has marked it.
    if (new Date(offer.expiresAt).getTime() <= now.getTime()) throw conflict(WAITLIST_MSG.offerExpired);
    return settle(deps, trx, offer, answer, now);
  });
}

/**
 * Lets every open offer past its deadline run out; answers how many. The UPDATE ... WHERE state = 'open' marks
 * each offer once however many runs overlap (a second run waits for the first one's row locks, then finds the
 * offer no longer open), and the mails go out in the same transaction as the mark.
 */
export async function expireOffers(deps: WaitlistMailDeps, knex: Knex, now: Date): Promise<number> {
  return knex.transaction(async (trx) => {
    const due = (await trx('waitlistOffers')
      .where('state', 'open')
      .where('expiresAt', '<=', now)
      .update({ state: 'expired', decidedAt: now })
      .returning(['id', 'entryId', 'conversationId'])) as {
      id: number;
      entryId: number;
      conversationId: number | null;
    }[];
    for (const offer of due) await settle(deps, trx, offer, 'expired', now);
    return due.length;
  });
}

/**
 * The person leaves the list of `listingId`. With a place offered to them, leaving declines it: the owner is told
 * as for a decline, and the entry stays on the owner's screen as declined; otherwise the entry goes.
 */
export async function leaveWaitlist(
  deps: WaitlistMailDeps,
  knex: Knex,
  userId: number,
  listingId: number,
  now = new Date(),
): Promise<void> {
  await knex.transaction(async (trx) => {
    const entry = (await trx('waitlistEntries')
      .where({ listingId, userId })
      .whereNotNull('position')
      .forUpdate()
      .first('id')) as { id: number } | undefined;
    if (!entry) throw notFound('Wartelisten-Eintrag');
    const open = (await trx('waitlistOffers')
      .where({ entryId: entry.id, state: 'open' })
      .forUpdate()
      .first('id', 'entryId', 'conversationId')) as
      { id: number; entryId: number; conversationId: number | null } | undefined;
    if (open) await settle(deps, trx, open, 'declined', now);
    else await trx('waitlistEntries').where({ id: entry.id }).delete();
  });
}

/** The offers made in a conversation, newest first, as its side sees them. */
export async function conversationOffers(
  knex: Knex,
  access: ConversationAccess,
  now = new Date(),
): Promise<ConversationOfferDto[]> {
  const rows = (await knex('waitlistOffers as o')
    .join('waitlistEntries as e', 'e.id', 'o.entryId')
    .join('listings as l', 'l.id', 'e.listingId')
    .where('o.conversationId', access.id)
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id', 'desc')
    .select('o.id', 'o.state', 'o.expiresAt', 'l.id as listingId', 'l.title')) as {
    id: number;
    state: WaitlistOfferState;
    expiresAt: Date | string;
    listingId: number;
    title: string;
  }[];
  return rows.map((row) => {
    const over = new Date(row.expiresAt).getTime() <= now.getTime();
    const state: WaitlistOfferState = row.state === 'open' && over ? 'expired' : row.state;
    return {
      id: row.id,
      expiresAt: new Date(row.expiresAt).toISOString(),
      state,
      listing: { id: row.listingId, title: row.title },
      canAnswer: access.role === 'enquirer' && state === 'open',
    };
  });
}
