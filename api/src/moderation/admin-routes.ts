// The back office's moderation queue (/api/admin/moderation, admins only through the admin router): the reports,
// the open count for the sidebar, one report with its item in context and history, and the decision.
import Router from '@koa/router';
import { DecisionBody, ModerationQuery } from '#contract/moderation.ts';
import { IdParam } from '#contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import { decideReport } from './decide.ts';
import { listReports, openCount, reportDetail } from './queue.ts';

export function adminModerationRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/admin/moderation',
    handle({ query: ModerationQuery }, async (ctx, { query }) => {
      ctx.body = await listReports(ctx.services.knex, query.status);
    }),
  );

  router.get('/api/admin/moderation/count', async (ctx) => {
    ctx.body = { open: await openCount(ctx.services.knex) };
  });

  router.get(
    '/api/admin/moderation/:id',
    handle({ params: IdParam }, async (ctx, { params }) => {
      ctx.body = await reportDetail(ctx.services.knex, params.id);
    }),
  );

  router.post(
    '/api/admin/moderation/:id/decision',
    handle({ params: IdParam, body: DecisionBody }, async (ctx, { params, body }) => {
      await decideReport(ctx, params.id, ctx.state.user!.id, body);
      ctx.body = await reportDetail(ctx.services.knex, params.id);
    }),
  );

  return router;
}
