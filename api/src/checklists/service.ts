// Visit checklists of an account: read, list, and the per-part merge of a device's copy into the account's
// (contract/checklists.ts mergeChecklist, inside a transaction that locks the row, so two devices syncing at
// once both land). A checklist is open to its user for a listing the public can see, one they favourited or
// booked a viewing of, or one they already keep a checklist for; any other listing is "nicht gefunden".
import type { Knex } from 'knex';
import {
  CHECKLIST_MSG,
  CHECKLIST_QUESTION_KEYS,
  type ChecklistAnswers,
  type ChecklistBody,
  type ChecklistDto,
  type ChecklistNotes,
  type ChecklistSummaryDto,
  type ChecklistSyncDto,
  checklistUpdatedAt,
  mergeChecklist,
} from '#contract/checklists.ts';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import { countryOf } from '#contract/regions.ts';
import { notFound } from '../http/errors.ts';

interface ChecklistRow {
  listingId: number;
  answers: ChecklistAnswers | string;
  notes: ChecklistNotes | string | null;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Whether `userId` may keep a checklist for `listingId` (see the module's comment). */
export async function checklistAllowed(knex: Knex, userId: number, listingId: number): Promise<boolean> {
  const listing = await knex('listings').where({ id: listingId }).first('status');
  if (!listing) return false;
  if ((PUBLIC_STATUSES as readonly string[]).includes(listing.status)) return true;
  const own = await knex
    .select(knex.raw('1'))
    .from('favourites')
    .where({ userId, listingId })
    .unionAll((q) => q.select(knex.raw('1')).from('checklists').where({ userId, listingId }))
    .first();
  if (own) return true;
  return hasViewing(knex, userId, listingId);
}

/** A viewing (proposed, booked or since cancelled) in one of this user's conversations about the listing. */
async function hasViewing(knex: Knex, userId: number, listingId: number): Promise<boolean> {
  const row = await knex('viewings as v')
    .join('conversations as c', 'c.id', 'v.conversationId')
    .where({ 'c.enquirerId': userId, 'c.listingId': listingId })
    .first(knex.raw('1'));
  return Boolean(row);
}

async function assertAllowed(knex: Knex, userId: number, listingId: number): Promise<void> {
  if (!(await checklistAllowed(knex, userId, listingId))) throw notFound(CHECKLIST_MSG.listing);
}

function present(listingId: number, row: ChecklistRow | undefined): ChecklistDto {
  const answers = row ? json<ChecklistAnswers>(row.answers) : {};
  const notes = row?.notes ? json<ChecklistNotes>(row.notes) : null;
  return { listingId, answers, notes, updatedAt: checklistUpdatedAt(answers, notes) };
}

/** The user's checklist for a listing; an empty one when none is kept yet. */
export async function checklistOf(knex: Knex, userId: number, listingId: number): Promise<ChecklistDto> {
  await assertAllowed(knex, userId, listingId);
  const row = await knex('checklists').where({ userId, listingId }).first('listingId', 'answers', 'notes');
  return present(listingId, row);
}

/** A change stamped later than the server's clock counts as made now: a device's clock cannot win forever. */
function clamp<T extends { updatedAt: string }>(part: T, now: number): T {
  const at = Math.min(Date.parse(part.updatedAt), now);
  return { ...part, updatedAt: new Date(at).toISOString() };
}

/** Merges the device's copy into the account's and answers the result with the parts decided for the account. */
export async function syncChecklist(
  knex: Knex,
  userId: number,
  listingId: number,
  body: ChecklistBody,
  now = Date.now(),
): Promise<ChecklistSyncDto> {
  await assertAllowed(knex, userId, listingId);
  const incoming = {
    answers: Object.fromEntries(
      Object.entries(body.answers).map(([key, answer]) => [key, clamp(answer!, now)]),
    ) as ChecklistAnswers,
    notes: body.notes ? clamp(body.notes, now) : null,
  };
  return knex.transaction(async (trx) => {
    await trx('checklists').insert({ userId, listingId }).onConflict(['userId', 'listingId']).ignore();
    const row = await trx('checklists').where({ userId, listingId }).forUpdate().first('listingId', 'answers', 'notes');
    const kept = present(listingId, row);
    const merged = mergeChecklist(kept, incoming);
    await trx('checklists')
      .where({ userId, listingId })
      .update({
        answers: JSON.stringify(merged.answers),
        notes: merged.notes ? JSON.stringify(merged.notes) : null,
        updatedAt: trx.fn.now(),
      });
    return {
      checklist: present(listingId, { listingId, answers: merged.answers, notes: merged.notes }),
      changedElsewhere: merged.changedElsewhere,
    };
  });
}

/** Every checklist the user keeps, most recently changed first; `listing` is null once it is no longer public. */
export async function checklistsOf(knex: Knex, userId: number): Promise<ChecklistSummaryDto[]> {
  const rows: (ChecklistRow & { title: string; status: string; region: string; updatedAt: Date })[] = await knex(
    'checklists as c',
  )
    .join('listings as l', 'l.id', 'c.listingId')
    .join('stables as s', 's.id', 'l.stableId')
    .where('c.userId', userId)
    .orderBy([
      { column: 'c.updatedAt', order: 'desc' },
      { column: 'c.listingId', order: 'desc' },
    ])
    .select('c.listingId', 'c.answers', 'c.notes', 'c.updatedAt', 'l.title', 'l.status', 's.region');
  return rows.map((row) => {
    const dto = present(row.listingId, row);
    const visible = (PUBLIC_STATUSES as readonly string[]).includes(row.status);
    return {
      listingId: row.listingId,
      listing: visible
        ? { id: row.listingId, title: row.title, path: `/${countryOf(row.region)}/stallplatz/${row.listingId}` }
        : null,
      rated: CHECKLIST_QUESTION_KEYS.filter((key) => dto.answers[key]?.stars != null).length,
      updatedAt: dto.updatedAt ?? new Date(row.updatedAt).toISOString(),
    };
  });
}
