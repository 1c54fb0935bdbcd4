// The visit checklists of the signed-in user and the comparison share links, for createApp() to mount.
import Router from '@koa/router';
import { ListingIdParam } from '#contract/account.ts';
import { ChecklistBody, ComparisonBody, ComparisonTokenParam, CHECKLIST_MSG } from '#contract/checklists.ts';
import { requireUser } from '../auth/current-user.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { handle } from '../http/validate.ts';
import { createComparison, sharedComparison } from './comparisons.ts';
import { checklistOf, checklistsOf, syncChecklist } from './service.ts';

export function checklistRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get('/api/me/checklists', requireUser(), async (ctx) => {
    ctx.body = await checklistsOf(ctx.services.knex, ctx.state.user!.id);
  });

  router.get(
    '/api/me/checklists/:listingId',
    requireUser(),
    handle({ params: ListingIdParam }, async (ctx, { params }) => {
      ctx.body = await checklistOf(ctx.services.knex, ctx.state.user!.id, params.listingId);
    }),
  );

  router.put(
    '/api/me/checklists/:listingId',
    requireUser(),
    handle({ params: ListingIdParam, body: ChecklistBody }, async (ctx, { params, body }) => {
      ctx.body = await syncChecklist(ctx.services.knex, ctx.state.user!.id, params.listingId, body);
    }),
  );

  router.post(
    '/api/me/comparisons',
    requireUser(),
    handle({ body: ComparisonBody }, async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = await createComparison(ctx.services.knex, ctx.state.user!.id, body.listingIds);
    }),
  );

  router.get('/api/comparisons/:token', async (ctx) => {
    const parsed = ComparisonTokenParam.safeParse(ctx.params);
    if (!parsed.success) throw notFound(CHECKLIST_MSG.comparison);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await sharedComparison(ctx.services.knex, ctx.services.search, parsed.data.token);
  });

  return router;
}
