// Making a report ("Melden"): the one writer of moderation_reports. Listings and reviews can be reported by
// anyone (without an account with an e-mail address), a conversation or its other side only by a side. The
// reporter's confirmation is queued in the same transaction.
import type { Knex } from 'knex';
import { MODERATION_MSG, type ReportBody, type ReportKind } from '#contract/moderation.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import type { User } from '../models/User.ts';
import { itemInContext, publicListingOwner, visibleReviewAuthor } from './items.ts';
import { mailReportReceived } from './mails.ts';

interface NewReport {
  kind: ReportKind;
  itemId: number;
  reporter: User | null;
  body: Omit<ReportBody, 'email'> & { email?: string | undefined };
}

/** Writes the report and queues the confirmation; returns its id. */
export async function fileReport(ctx: AppContext, report: NewReport): Promise<number> {
  const { kind, itemId, reporter, body } = report;
  const email = reporter?.email ?? body.email;
  if (!email) throw badRequest(MODERATION_MSG.emailRequired);
  return ctx.services.knex.transaction(async (trx) => {
    const [row] = (await trx('moderationReports')
      .insert({
        kind,
        itemId,
        reporterId: reporter?.id ?? null,
        reporterEmail: reporter ? null : email,
        reason: body.reason,
        message: body.message,
      })
      .returning('id')) as { id: number }[];
    const item = await itemInContext(trx, kind, itemId, reporter?.id ?? null);
    await mailReportReceived(ctx, trx, email, { kind, reason: body.reason, itemTitle: item?.title ?? '' });
    return row!.id;
  });
}

/** A public listing, not the reporter's own. */
export async function assertListingReportable(db: Knex, listingId: number, reporter: User | null): Promise<void> {
  const ownerId = await publicListingOwner(db, listingId);
  if (reporter && reporter.id === ownerId) throw badRequest(MODERATION_MSG.ownContent);
}

/** A visible review, not the reporter's own. */
export async function assertReviewReportable(db: Knex, reviewId: number, reporter: User | null): Promise<void> {
  const { userId } = await visibleReviewAuthor(db, reviewId);
  if (reporter && reporter.id === userId) throw badRequest(MODERATION_MSG.ownContent);
}
