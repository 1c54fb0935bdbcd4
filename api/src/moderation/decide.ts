// The back office's decision about a report: the one module that hides reported content, holds a listing for
// correction or blocks an account on the moderation's behalf. A decision settles every open report about the
// same item, is recorded with its statement of reasons (the item's history), and mails the affected person and
// every reporter, all in one transaction: hidden content is gone from search, map, detail and sitemap at commit.
import type { Knex } from 'knex';
import { ACTIONS_OF_KIND, MODERATION_MSG, type DecisionBody, type ModerationAction } from '#contract/moderation.ts';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import { endSessionsOf } from '../auth/session-store.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { holdByModeration } from '../listings/lifecycle.ts';
import { Listing } from '../models/Listing.ts';
import { lockStable, recomputeStableRating } from '../reviews/aggregate.ts';
import { affectedPerson, itemInContext, type Affected } from './items.ts';
import { mailReporterDecision, mailStatementOfReasons } from './mails.ts';
import { reportRow, type ReportRow } from './queue.ts';

async function holdListing(
  trx: Knex.Transaction,
  listingId: number,
  adminId: number,
  state: 'hidden' | 'change_requested',
  reason: string,
) {
  const listing = await Listing.query(trx).findById(listingId).forUpdate();
  if (listing) await holdByModeration(trx, listing, adminId, state, reason);
}

async function hideReview(trx: Knex.Transaction, reviewId: number): Promise<void> {
  const review = (await trx('reviews').where('id', reviewId).first('stableId')) as { stableId: number } | undefined;
  if (!review) return;
  // Stable first, as every review write does, so the recompute sees every review committed before it.
  await lockStable(trx, review.stableId);
  await trx('reviews').where('id', reviewId).whereNull('hiddenAt').update({ hiddenAt: trx.fn.now() });
  await recomputeStableRating(trx, review.stableId);
}

/** Blocks the account: no sign-in, its sessions end, its public listings go off for good. */
async function blockAccount(trx: Knex.Transaction, userId: number, adminId: number, reason: string): Promise<void> {
  await trx('users').where('id', userId).whereNull('blockedAt').update({ blockedAt: trx.fn.now() });
  await endSessionsOf(trx, userId);
  const listings = await Listing.query(trx)
    .join('stables', 'stables.id', 'listings.stableId')
    .where('stables.ownerId', userId)
    .whereIn('listings.status', [...PUBLIC_STATUSES])
    .select('listings.*')
    .forUpdate();
  for (const listing of listings) await holdByModeration(trx, listing, adminId, 'hidden', reason);
}

async function apply(
  trx: Knex.Transaction,
  report: ReportRow,
  action: ModerationAction,
  affected: Affected | null,
  adminId: number,
  reason: string,
): Promise<void> {
  const { kind, itemId } = report;
  if (action === 'dismiss') return;
  if (action === 'block_user') {
    if (!affected?.userId) throw badRequest(MODERATION_MSG.noAccount);
    if (affected.isAdmin) throw badRequest(MODERATION_MSG.noBlockAdmin);
    await blockAccount(trx, affected.userId, adminId, reason);
    if (kind === 'review') await hideReview(trx, itemId);
    return;
  }
  if (kind === 'listing') {
    await holdListing(trx, itemId, adminId, action === 'hide' ? 'hidden' : 'change_requested', reason);
  } else if (kind === 'review' && action === 'hide') {
    await hideReview(trx, itemId);
  }
}

/** Decides the report `id` (and every open report about its item); 409 when it was decided already. */
export async function decideReport(ctx: AppContext, id: number, adminId: number, body: DecisionBody): Promise<void> {
  await ctx.services.knex.transaction(async (trx) => {
    // Locked first: two admins deciding the same report at once, the second finds it decided.
    await trx('moderationReports').where({ id }).forUpdate().first('id');
    const report = await reportRow(trx, id);
    if (report.status !== 'open') throw conflict(MODERATION_MSG.alreadyDecided);
    if (!ACTIONS_OF_KIND[report.kind].includes(body.action)) throw badRequest(MODERATION_MSG.actionNotForKind);

    const affected = await affectedPerson(trx, report.kind, report.itemId, report.reporterId);
    // The item's title as it was when decided, for the mails.
    const itemTitle = (await itemInContext(trx, report.kind, report.itemId, report.reporterId))?.title ?? '';
    await apply(trx, report, body.action, affected, adminId, body.reason);

    const [decision] = (await trx('moderationDecisions')
      .insert({
        kind: report.kind,
        itemId: report.itemId,
        action: body.action,
        reason: body.reason,
        adminId,
        affectedUserId: affected?.userId ?? null,
      })
      .returning('id')) as { id: number }[];
    const settled = (await trx('moderationReports as r')
      .leftJoin('users as u', 'u.id', 'r.reporterId')
      .where({ 'r.kind': report.kind, 'r.itemId': report.itemId, 'r.status': 'open' })
      .select('r.id', trx.raw('coalesce(u.email, r.reporter_email) as email'))) as {
      id: number;
      email: string | null;
    }[];
    await trx('moderationReports')
      .whereIn(
        'id',
        settled.map((r) => r.id),
      )
      .update({ status: 'decided', decidedAt: trx.fn.now(), decisionId: decision!.id });

    const facts = { kind: report.kind, reason: report.reason, itemTitle, action: body.action };
    for (const to of new Set(settled.map((r) => r.email).filter((e): e is string => Boolean(e)))) {
      await mailReporterDecision(ctx, trx, to, facts);
    }
    if (affected) {
      await mailStatementOfReasons(ctx, trx, affected, {
        ...facts,
        statement: body.reason,
        reportCount: settled.length,
      });
    }
  });
}
