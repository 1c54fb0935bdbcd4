// Viewing slots: an owner's single slots and weekly patterns, the owner's list with the bookings, deleting a slot,
// and the free slots of a public listing. Times are stored as moments; a weekly pattern's "14:00" is the stable's
// local time (Europe/Berlin, Vienna or Zurich), summer or winter.
import type { Knex } from 'knex';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import {
  timeZoneOfRegion,
  VIEWING_LIMITS,
  VIEWING_MSG,
  type FreeSlotDto,
  type OwnerSlotDto,
  type SingleSlotBody,
  type WeeklySlotsBody,
} from '#contract/viewings.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { LISTING, ownStable } from '../owner/ownership.ts';
import { SLOT } from './rows.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Viewings that hold a place in their slot. */
export const ACTIVE_STATUSES = ['proposed', 'booked'] as const;

const slotTaken = 'Zu dieser Zeit gibt es schon einen Termin.';

function checkWindow(startsAt: Date, now: Date): void {
  if (startsAt.getTime() <= now.getTime())
    throw badRequest(VIEWING_MSG.startsAtPast, { startsAt: VIEWING_MSG.startsAtPast });
  if (startsAt.getTime() > now.getTime() + VIEWING_LIMITS.maxDaysAhead * DAY_MS)
    throw badRequest(VIEWING_MSG.startsAtFar, { startsAt: VIEWING_MSG.startsAtFar });
}

export async function createSlot(
  knex: Knex,
  ownerId: number,
  stableId: number,
  body: SingleSlotBody,
  now = new Date(),
) {
  await ownStable(ownerId, stableId);
  const startsAt = new Date(body.startsAt);
  checkWindow(startsAt, now);
  const [row] = await knex('viewingSlots')
    .insert({ stableId, startsAt, minutes: body.minutes, capacity: body.capacity })
    .onConflict(['stableId', 'startsAt'])
    .ignore()
    .returning('id');
  if (!row) throw conflict(slotTaken);
  return { id: (row as { id: number }).id };
}

/**
 * The moments of a weekly pattern from today on, in the stable's zone; those already past are left out. Luxon is
 * loaded with the first weekly pattern, not at start: most server processes never need it.
 */
async function weeklyMoments(pattern: WeeklySlotsBody['weekly'], timeZone: string, now: Date): Promise<Date[]> {
  const { DateTime } = await import('luxon');
  const [hour, minute] = pattern.time.split(':').map(Number) as [number, number];
  const today = DateTime.fromJSDate(now).setZone(timeZone).startOf('day');
  const moments: Date[] = [];
  for (let day = 0; day < pattern.weeks * 7; day++) {
    const date = today.plus({ days: day });
    if (!pattern.weekdays.includes(date.weekday)) continue;
    const moment = date.set({ hour, minute }).toJSDate();
    if (moment.getTime() > now.getTime()) moments.push(moment);
  }
  return moments;
}

export async function createWeeklySlots(
  knex: Knex,
  ownerId: number,
  stableId: number,
  { weekly }: WeeklySlotsBody,
  now = new Date(),
) {
  const stable = await ownStable(ownerId, stableId);
  const moments = await weeklyMoments(weekly, timeZoneOfRegion(stable.region), now);
  if (moments.length === 0) return { ids: [] };
  const rows = (await knex('viewingSlots')
    .insert(moments.map((startsAt) => ({ stableId, startsAt, minutes: weekly.minutes, capacity: weekly.capacity })))
    .onConflict(['stableId', 'startsAt'])
    .ignore()
    .returning(['id', 'startsAt'])) as { id: number; startsAt: Date }[];
  rows.sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime());
  return { ids: rows.map((row) => row.id) };
}

interface SlotRow {
  id: number;
  startsAt: Date;
  minutes: number;
  capacity: number;
  taken: number | string;
}

/** Slots with how many places their proposed and booked viewings take. */
function slotsWithTaken(db: Knex) {
  return db('viewingSlots as t')
    .select('t.id', 't.startsAt', 't.minutes', 't.capacity')
    .select(
      db('viewings as v').count('*').whereRaw('v.slot_id = t.id').whereIn('v.status', ACTIVE_STATUSES).as('taken'),
    );
}

const endOf = (row: { startsAt: Date; minutes: number }) =>
  new Date(new Date(row.startsAt).getTime() + row.minutes * 60_000);

export async function ownerSlots(
  knex: Knex,
  ownerId: number,
  stableId: number,
  now = new Date(),
): Promise<OwnerSlotDto[]> {
  const stable = await ownStable(ownerId, stableId);
  const timeZone = timeZoneOfRegion(stable.region);
  const slots = (await slotsWithTaken(knex)
    .where('t.stableId', stableId)
    // Still running or to come.
    .whereRaw(`t.starts_at + t.minutes * interval '1 minute' > ?`, [now])
    .orderBy('t.startsAt')) as SlotRow[];
  const viewings = (await knex('viewings as v')
    .join('conversations as c', 'c.id', 'v.conversationId')
    .whereIn(
      'v.slotId',
      slots.map((slot) => slot.id),
    )
    .whereIn('v.status', ACTIVE_STATUSES)
    .orderBy('v.id')
    .select('v.id', 'v.slotId', 'v.status', 'v.conversationId', 'c.enquirerName')) as {
    id: number;
    slotId: number;
    status: 'proposed' | 'booked';
    conversationId: number;
    enquirerName: string;
  }[];
  return slots.map((slot) => ({
    id: slot.id,
    startsAt: new Date(slot.startsAt).toISOString(),
    endsAt: endOf(slot).toISOString(),
    minutes: slot.minutes,
    capacity: slot.capacity,
    free: Math.max(0, slot.capacity - Number(slot.taken)),
    timeZone,
    viewings: viewings
      .filter((v) => v.slotId === slot.id)
      .map(({ id, status, conversationId, enquirerName }) => ({ id, status, conversationId, enquirerName })),
  }));
}

/** Deletes the owner's slot; one with proposed or booked viewings stays until they are cancelled (409). */
export async function deleteSlot(knex: Knex, ownerId: number, slotId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const slot = await trx('viewingSlots as t')
      .join('stables as s', 's.id', 't.stableId')
      .where({ 't.id': slotId, 's.ownerId': ownerId })
      .forUpdate('t')
      .first('t.id');
    if (!slot) throw notFound(SLOT);
    const active = await trx('viewings').where('slotId', slotId).whereIn('status', ACTIVE_STATUSES).first('id');
    if (active) throw conflict(VIEWING_MSG.slotHasBookings);
    await trx('viewingSlots').where('id', slotId).delete();
  });
}

/** The future slots with free places of a public listing's stable, soonest first. */
export async function freeSlots(knex: Knex, listingId: number, now = new Date()): Promise<FreeSlotDto[]> {
  const listing = (await knex('listings as l')
    .join('stables as s', 's.id', 'l.stableId')
    .where('l.id', listingId)
    .whereIn('l.status', PUBLIC_STATUSES)
    .first('l.stableId', 's.region')) as { stableId: number; region: string } | undefined;
  if (!listing) throw notFound(LISTING);
  const timeZone = timeZoneOfRegion(listing.region);
  const slots = (await knex
    .from(slotsWithTaken(knex).where('t.stableId', listing.stableId).where('t.startsAt', '>', now).as('x'))
    .whereRaw('x.taken < x.capacity')
    .orderBy('x.startsAt')
    .limit(200)
    .select('*')) as SlotRow[];
  return slots.map((slot) => ({
    id: slot.id,
    startsAt: new Date(slot.startsAt).toISOString(),
    endsAt: endOf(slot).toISOString(),
    free: slot.capacity - Number(slot.taken),
    timeZone,
  }));
}
