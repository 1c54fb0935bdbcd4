// A stable's rating and review count, computed from its visible reviews only: the one writer of stables.rating and
// stables.review_count. Called in the transaction that writes, edits or hides a review, after the stable's row was
// locked (lockStable), so concurrent reviews of one stable recompute one after the other and the last one counts
// every review committed before it. The update fires the search's trigger in the same transaction.
import type { Knex } from 'knex';
import { notFound } from '../http/errors.ts';

export const STABLE = 'Stall';

/** Holds the stable's row for the transaction; 404 when there is none. */
export async function lockStable(trx: Knex.Transaction, stableId: number): Promise<{ id: number; ownerId: number }> {
  const stable = (await trx('stables').where('id', stableId).forUpdate().first('id', 'ownerId')) as
    { id: number; ownerId: number } | undefined;
  if (!stable) throw notFound(STABLE);
  return stable;
}

/** Writes the stable's rating (average overall, one decimal; null without reviews) and review count. */
export async function recomputeStableRating(trx: Knex.Transaction, stableId: number): Promise<void> {
  await trx.raw(
    `UPDATE stables AS s
        SET rating = agg.rating, review_count = agg.count
       FROM (SELECT round(avg(overall)::numeric, 1) AS rating, count(*)::int AS count
               FROM reviews WHERE stable_id = ? AND hidden_at IS NULL) AS agg
      WHERE s.id = ? AND (s.rating IS DISTINCT FROM agg.rating OR s.review_count <> agg.count)`,
    [stableId, stableId],
  );
}
