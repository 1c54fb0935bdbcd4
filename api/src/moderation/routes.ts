// "Melden" (issue 37): reports of a public listing or a visible review, by anyone (without an account with an
// e-mail address for the answer), limited per address or account so a flood of reports cannot bury the queue.
import Router from '@koa/router';
import { MODERATION_MSG, ReportBody } from '#contract/moderation.ts';
import { IdParam } from '#contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { handle } from '../http/validate.ts';
import { assertListingReportable, assertReviewReportable, fileReport } from './reports.ts';

export function reportRoutes(limits: RateLimits) {
  const router = new Router<AppState, AppContext>();
  const limit = limits.middleware('report', {
    key: (ctx) => (ctx.state.user ? `user:${ctx.state.user.id}` : ctx.ip || 'unknown'),
    message: MODERATION_MSG.tooMany,
  });

  router.post(
    '/api/listings/:id/reports',
    limit,
    handle({ params: IdParam, body: ReportBody }, async (ctx, { params, body }) => {
      const reporter = ctx.state.user ?? null;
      await assertListingReportable(ctx.services.knex, params.id, reporter);
      const id = await fileReport(ctx, { kind: 'listing', itemId: params.id, reporter, body });
      ctx.status = 201;
      ctx.body = { id, message: MODERATION_MSG.reported };
    }),
  );

  router.post(
    '/api/reviews/:id/reports',
    limit,
    handle({ params: IdParam, body: ReportBody }, async (ctx, { params, body }) => {
      const reporter = ctx.state.user ?? null;
      await assertReviewReportable(ctx.services.knex, params.id, reporter);
      const id = await fileReport(ctx, { kind: 'review', itemId: params.id, reporter, body });
      ctx.status = 201;
      ctx.body = { id, message: MODERATION_MSG.reported };
    }),
  );

  return router;
}
