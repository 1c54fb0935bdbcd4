// The owner's stables: list with listing counts, create, edit and delete (with its listings only when the owner
// confirmed it). Every look-up is scoped to the owner, so another owner's stable answers 404.
import type { Knex } from 'knex';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import { stableHasListingsMessage, type StableBody } from '#contract/owner.ts';
import { conflict } from '../http/errors.ts';
import { Stable } from '../models/Stable.ts';
import { ownStable } from '../owner/ownership.ts';
import { NO_LISTINGS, type StableCounts } from './presenter.ts';

/** Listing counts of the given stables in one grouped query. */
async function countsOf(knex: Knex, stableIds: number[]): Promise<Map<number, StableCounts>> {
  const counts = new Map<number, StableCounts>();
  if (stableIds.length === 0) return counts;
  const rows: { stableId: number; total: number; public: number }[] = await knex('listings')
    .whereIn('stableId', stableIds)
    .groupBy('stableId')
    .select('stableId')
    .select(knex.raw('count(*)::int AS total'))
    .select(
      knex.raw(`count(*) FILTER (WHERE status IN (${PUBLIC_STATUSES.map(() => '?').join(', ')}))::int AS public`, [
        ...PUBLIC_STATUSES,
      ]),
    );
  for (const row of rows) counts.set(row.stableId, { listingCount: row.total, activeListingCount: row.public });
  return counts;
}

export interface StableWithCounts {
  stable: Stable;
  counts: StableCounts;
}

async function withCounts(knex: Knex, stables: Stable[]): Promise<StableWithCounts[]> {
  const counts = await countsOf(
    knex,
    stables.map((s) => s.id),
  );
  return stables.map((stable) => ({ stable, counts: counts.get(stable.id) ?? NO_LISTINGS }));
}

function columnsOf(body: StableBody) {
  return {
    ...body,
    description: body.description ?? null,
    // A hall's size says nothing without the hall.
    indoorArenaSize: body.hasIndoorArena ? (body.indoorArenaSize ?? null) : null,
  };
}

export async function listOwnStables(knex: Knex, ownerId: number): Promise<StableWithCounts[]> {
  return withCounts(knex, await Stable.query(knex).where('ownerId', ownerId).orderBy('createdAt').orderBy('id'));
}

export async function getOwnStable(knex: Knex, ownerId: number, id: number): Promise<StableWithCounts> {
  return (await withCounts(knex, [await ownStable(ownerId, id)]))[0]!;
}

export async function createStable(knex: Knex, ownerId: number, body: StableBody): Promise<StableWithCounts> {
  const stable = await Stable.query(knex)
    .insert({ ...columnsOf(body), ownerId })
    .returning('*');
  return { stable, counts: NO_LISTINGS };
}

export async function updateStable(knex: Knex, ownerId: number, id: number, body: StableBody) {
  const stable = await ownStable(ownerId, id);
  const updated = await stable.$query(knex).patchAndFetch({ ...columnsOf(body), updatedAt: new Date() });
  return (await withCounts(knex, [updated]))[0]!;
}

/**
 * Deletes the stable; one with listings only when `withListings` (else 409 naming how many). Listings, their
 * photos' rows, view days and status changes cascade with it. Returns the ids of the deleted listings, whose
 * photo files the caller removes after the commit.
 */
export async function deleteStable(knex: Knex, ownerId: number, id: number, withListings: boolean) {
  return knex.transaction(async (trx) => {
    const stable = await ownStable(ownerId, id, trx, true);
    const ids = (await trx('listings').where('stableId', stable.id).forUpdate().select('id')).map(
      (r: { id: number }) => r.id,
    );
    if (ids.length > 0 && !withListings) throw conflict(stableHasListingsMessage(ids.length));
    await trx('stables').where('id', stable.id).delete(['id']);
    return ids;
  });
}
