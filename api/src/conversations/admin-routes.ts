// The back office's reported conversations ("Gemeldete Unterhaltungen"): the reports, the reported conversation
// through its report (an admin never opens a conversation by its own id) and marking a report handled.
import Router from '@koa/router';
import { AdminReportQuery, AdminReportUpdateBody } from '#contract/conversations.ts';
import { IdParam } from '#contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import { handleReport, reportedConversation, reportsForAdmin } from './report-service.ts';

export function adminConversationReportRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/admin/conversation-reports',
    handle({ query: AdminReportQuery }, async (ctx, { query }) => {
      ctx.body = await reportsForAdmin(ctx.services.knex, query.handled === 'true');
    }),
  );

  router.get(
    '/api/admin/conversation-reports/:id',
    handle({ params: IdParam }, async (ctx, { params }) => {
      ctx.body = await reportedConversation(ctx.services.knex, params.id);
    }),
  );

  router.put(
    '/api/admin/conversation-reports/:id',
    handle({ params: IdParam, body: AdminReportUpdateBody }, async (ctx, { params }) => {
      ctx.body = await handleReport(ctx.services.knex, params.id, ctx.state.user!.id);
    }),
  );

  return router;
}
