// The one module that changes viewings: book (enquirer), propose (owner), accept, move and cancel. Each change
// runs in one transaction that holds the slot's row (FOR UPDATE) while it counts the slot's places, so a slot is
// never taken beyond its capacity however many requests arrive at once; it writes the line in the conversation
// and queues the mails to both sides in the same transaction.
import type { Knex } from 'knex';
import { VIEWING_MSG } from '#contract/viewings.ts';
import type { ConversationAccess } from '../conversations/access.ts';
import { senderBlocked } from '../conversations/blocks.ts';
import { addSystemMessage } from '../conversations/service.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { labelOf, mailViewingChange, type ViewingChange, type ViewingMailDeps } from './mails.ts';
import { sideOf, SLOT, viewingRow, type Side, type ViewingRow } from './rows.ts';
import { ACTIVE_STATUSES } from './slots.ts';

interface LockedSlot {
  id: number;
  stableId: number;
  startsAt: Date;
  minutes: number;
  capacity: number;
}

/** Holds the slot's row for the transaction and checks that it lies ahead, belongs to the stable and has room. */
async function lockFreeSlot(trx: Knex.Transaction, slotId: number, stableId: number, now: Date): Promise<LockedSlot> {
  const slot = (await trx('viewingSlots').where('id', slotId).forUpdate().first()) as LockedSlot | undefined;
  if (!slot) throw notFound(SLOT);
  if (slot.stableId !== stableId)
    throw badRequest(VIEWING_MSG.slotOtherStable, { slotId: VIEWING_MSG.slotOtherStable });
  if (new Date(slot.startsAt).getTime() <= now.getTime()) throw conflict(VIEWING_MSG.slotPast);
  const [counted] = await trx('viewings').where('slotId', slotId).whereIn('status', ACTIVE_STATUSES).count({ n: '*' });
  if (Number((counted as { n: string | number }).n) >= slot.capacity) throw conflict(VIEWING_MSG.slotFull);
  return slot;
}

const timesOf = (slot: LockedSlot) => ({
  slotId: slot.id,
  startsAt: slot.startsAt,
  endsAt: new Date(new Date(slot.startsAt).getTime() + slot.minutes * 60_000),
});

const SYSTEM_LINES: Record<ViewingChange, string> = {
  booked: 'Besichtigung gebucht',
  proposed: 'Besichtigung vorgeschlagen',
  accepted: 'Besichtigung zugesagt',
  moved: 'Besichtigung verschoben',
  cancelled: 'Besichtigung abgesagt',
};

/** Records the change in the conversation and mails both sides; answers the viewing as it is now. */
async function announce(
  deps: ViewingMailDeps,
  trx: Knex.Transaction,
  id: number,
  change: ViewingChange,
  actor: Side,
  previous: string | null = null,
): Promise<ViewingRow> {
  const row = await viewingRow(trx, id);
  const line =
    change === 'moved'
      ? `${SYSTEM_LINES.moved}: ${labelOf(row)}${previous ? ` (bisher ${previous})` : ''}${row.status === 'proposed' ? ', Zusage ausstehend' : ''}`
      : `${SYSTEM_LINES[change]}: ${labelOf(row)}`;
  await addSystemMessage(trx, row.conversationId, line);
  await mailViewingChange(deps, trx, row, change, actor, previous);
  return row;
}

/** An enquirer the owner blocked arranges nothing more (cancelling stays possible). */
async function refuseBlocked(
  trx: Knex.Transaction,
  who: { ownerId: number; enquirerEmail: string; enquirerId: number | null },
): Promise<void> {
  if (await senderBlocked(trx, who.ownerId, who.enquirerEmail, who.enquirerId)) throw forbidden(VIEWING_MSG.blocked);
}

/** In a conversation: the enquirer books a slot (booked), the owner proposes one (proposed). */
export async function requestViewing(
  deps: ViewingMailDeps,
  knex: Knex,
  access: ConversationAccess,
  slotId: number,
  now = new Date(),
): Promise<ViewingRow> {
  return knex.transaction(async (trx) => {
    if (access.role === 'enquirer') await refuseBlocked(trx, access);
    const slot = await lockFreeSlot(trx, slotId, access.stableId, now);
    const active = await trx('viewings')
      .where('conversationId', access.id)
      .whereIn('status', ACTIVE_STATUSES)
      .first('id');
    if (active) throw conflict(VIEWING_MSG.alreadyActive);
    const status = access.role === 'enquirer' ? 'booked' : 'proposed';
    const [created] = (await trx('viewings')
      .insert({ ...timesOf(slot), conversationId: access.id, status, proposedBy: access.role })
      .returning('id')) as { id: number }[];
    return announce(deps, trx, created!.id, status, access.role);
  });
}

/** Reads and holds the viewing for a change by `userId`; 404 for anyone outside its conversation. */
async function lockViewing(trx: Knex.Transaction, id: number, userId: number, now: Date) {
  const locked = await trx('viewings').where('id', id).forUpdate().first('id');
  if (!locked) throw notFound('Besichtigung');
  const row = await viewingRow(trx, id);
  const side = sideOf(row, userId);
  if (row.status === 'cancelled') throw conflict(VIEWING_MSG.cancelled);
  if (new Date(row.startsAt).getTime() <= now.getTime()) throw conflict(VIEWING_MSG.over);
  return { row, side };
}

/** The enquirer accepts the owner's proposal. */
export async function acceptViewing(deps: ViewingMailDeps, knex: Knex, id: number, userId: number, now = new Date()) {
  return knex.transaction(async (trx) => {
    const { row, side } = await lockViewing(trx, id, userId, now);
    if (side !== 'enquirer') throw forbidden(VIEWING_MSG.ownerCannotAccept);
    await refuseBlocked(trx, row);
    if (row.status !== 'proposed') throw conflict(VIEWING_MSG.notProposed);
    await trx('viewings')
      .where('id', id)
      .update({ status: 'booked', sequence: trx.raw('sequence + 1'), updatedAt: trx.fn.now() });
    return { row: await announce(deps, trx, id, 'accepted', side), side };
  });
}

/**
 * Moves the viewing to another slot of the same stable. Moved by the enquirer it is booked; moved by the owner it
 * is a new proposal the enquirer accepts. The calendar entry keeps its UID and gets the next SEQUENCE.
 */
export async function moveViewing(
  deps: ViewingMailDeps,
  knex: Knex,
  id: number,
  userId: number,
  slotId: number,
  now = new Date(),
) {
  return knex.transaction(async (trx) => {
    const { row, side } = await lockViewing(trx, id, userId, now);
    if (row.slotId === slotId) throw conflict(VIEWING_MSG.sameSlot);
    if (side === 'enquirer') await refuseBlocked(trx, row);
    const slot = await lockFreeSlot(trx, slotId, row.stableId, now);
    const previous = labelOf(row);
    await trx('viewings')
      .where('id', id)
      .update({
        ...timesOf(slot),
        status: side === 'enquirer' ? 'booked' : 'proposed',
        proposedBy: side,
        sequence: trx.raw('sequence + 1'),
        // The reminder belongs to the new time.
        remindedAt: null,
        updatedAt: trx.fn.now(),
      });
    return { row: await announce(deps, trx, id, 'moved', side, previous), side };
  });
}

/** Either side cancels; the calendars get METHOD:CANCEL with the next SEQUENCE. */
export async function cancelViewing(deps: ViewingMailDeps, knex: Knex, id: number, userId: number, now = new Date()) {
  return knex.transaction(async (trx) => {
    const { side } = await lockViewing(trx, id, userId, now);
    await trx('viewings')
      .where('id', id)
      .update({
        status: 'cancelled',
        cancelledBy: side,
        sequence: trx.raw('sequence + 1'),
        updatedAt: trx.fn.now(),
      });
    return { row: await announce(deps, trx, id, 'cancelled', side), side };
  });
}
