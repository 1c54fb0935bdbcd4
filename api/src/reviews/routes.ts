// The review routes (issue 37): a stable's reviews (public), writing one (signed in, after a verified contact),
// editing one's own (/api/me), the owner's reply (/api/my, the stable's owner only: 404 for anyone else's), and the
// owner's confirmation of a boarder from a conversation (/api/my/conversations/:id/tenancy).
import Router from '@koa/router';
import { CONVERSATION_MSG } from '#contract/conversations.ts';
import { REVIEW_MSG, ReviewBody, ReviewReplyBody, ReviewsQuery, TenancyBody } from '#contract/reviews.ts';
import { IdParam } from '#contract/schemas.ts';
import { requireUser } from '../auth/current-user.ts';
import { conversationOf } from '../conversations/access.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { handle } from '../http/validate.ts';
import { requireOwner } from '../owner/ownership.ts';
import { myReviews, reviewById, stableReviews } from './read.ts';
import { confirmTenancy, createReview, replyToReview, tenancyOf, updateReview } from './service.ts';

const SIGN_IN = 'Bitte melde dich an, um eine Bewertung zu schreiben.';

export function reviewRoutes() {
  const router = new Router<AppState, AppContext>();
  const me = (ctx: AppContext) => ctx.state.user!.id;

  router.get(
    '/api/stables/:id/reviews',
    handle({ params: IdParam, query: ReviewsQuery }, async (ctx, { params, query }) => {
      ctx.body = await stableReviews(
        ctx.services.knex,
        params.id,
        ctx.state.user?.id ?? null,
        query.page,
        query.pageSize,
      );
    }),
  );

  router.post(
    '/api/stables/:id/reviews',
    requireUser(SIGN_IN),
    handle({ params: IdParam, body: ReviewBody }, async (ctx, { params, body }) => {
      const { knex } = ctx.services;
      const id = await createReview(knex, me(ctx), params.id, body);
      ctx.status = 201;
      ctx.body = await reviewById(knex, id, me(ctx));
    }),
  );

  router.get('/api/me/reviews', requireUser(), async (ctx) => {
    ctx.body = await myReviews(ctx.services.knex, me(ctx));
  });

  router.put(
    '/api/me/reviews/:id',
    requireUser(),
    handle({ params: IdParam, body: ReviewBody }, async (ctx, { params, body }) => {
      const { knex } = ctx.services;
      await updateReview(knex, me(ctx), params.id, body);
      ctx.body = await reviewById(knex, params.id, me(ctx));
    }),
  );

  router.post(
    '/api/my/reviews/:id/reply',
    requireOwner(),
    handle({ params: IdParam, body: ReviewReplyBody }, async (ctx, { params, body }) => {
      const { knex } = ctx.services;
      await replyToReview(knex, me(ctx), params.id, body.text);
      ctx.body = await reviewById(knex, params.id, me(ctx));
    }),
  );

  router.get(
    '/api/my/conversations/:id/tenancy',
    requireOwner(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      const access = await conversationOf(ctx.services.knex, me(ctx), params.id);
      if (access.role !== 'owner') throw forbidden(CONVERSATION_MSG.ownerOnly);
      ctx.body = {
        since: await tenancyOf(ctx.services.knex, access.stableId, access.enquirerId),
        possible: access.enquirerId !== null,
      };
    }),
  );

  router.post(
    '/api/my/conversations/:id/tenancy',
    requireOwner(),
    handle({ params: IdParam, body: TenancyBody }, async (ctx, { params, body }) => {
      const { knex } = ctx.services;
      const access = await conversationOf(knex, me(ctx), params.id);
      if (access.role !== 'owner') throw forbidden(CONVERSATION_MSG.ownerOnly);
      const since = await confirmTenancy(knex, access.stableId, access.id, access.enquirerId, body.since);
      ctx.body = { since, possible: true, message: REVIEW_MSG.tenancyConfirmed };
    }),
  );

  return router;
}
