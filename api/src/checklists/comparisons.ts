// Read-only share links of a comparison: the sharer's chosen listings with their checklist ratings and notes.
// The token is 32 random bytes in the link; only its SHA-256 is stored (api/src/account/tokens.ts hashToken).
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  CHECKLIST_MSG,
  type ChecklistAnswers,
  type ChecklistNotes,
  type ComparisonCreatedDto,
  type SharedComparisonDto,
} from '#contract/checklists.ts';
import { hashToken } from '../account/tokens.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { SearchEngine } from '../search/index.ts';
import { checklistAllowed } from './service.ts';

const parse = <T>(value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

export async function createComparison(
  knex: Knex,
  userId: number,
  listingIds: number[],
): Promise<ComparisonCreatedDto> {
  for (const listingId of listingIds) {
    if (!(await checklistAllowed(knex, userId, listingId))) throw badRequest(CHECKLIST_MSG.compareNotVisible);
  }
  const token = randomBytes(32).toString('base64url');
  await knex('comparisonShares').insert({
    tokenHash: hashToken(token),
    userId,
    listingIds: JSON.stringify(listingIds),
  });
  return { token, path: `/vergleich/${token}` };
}

export async function sharedComparison(knex: Knex, search: SearchEngine, token: string): Promise<SharedComparisonDto> {
  const share = await knex('comparisonShares')
    .where({ tokenHash: hashToken(token) })
    .first('userId', 'listingIds', 'createdAt');
  if (!share) throw notFound(CHECKLIST_MSG.comparison);
  const ids = parse<number[]>(share.listingIds).map(Number);
  const listings = await search.listings(ids);
  const rows: { listingId: number; answers: unknown; notes: unknown }[] = await knex('checklists')
    .where({ userId: share.userId })
    .whereIn('listingId', ids)
    .select('listingId', 'answers', 'notes');
  return {
    createdAt: new Date(share.createdAt).toISOString(),
    items: listings.map((listing) => {
      const row = rows.find((r) => r.listingId === listing.id);
      return {
        listing,
        checklist: row
          ? {
              answers: parse<ChecklistAnswers>(row.answers),
              notes: row.notes ? parse<ChecklistNotes>(row.notes) : null,
            }
          : null,
      };
    }),
  };
}
