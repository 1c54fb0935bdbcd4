// Admin read view of all enquiries: contact-form messages and listing enquiries, newest first.
import { AdminContactQuery } from '#contract/enquiries.ts';
import Router from '@koa/router';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import { presentAdminEnquiry } from './presenter.ts';
import { enquiriesForAdmin } from './service.ts';

export function adminContactRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/admin/contacts',
    handle({ query: AdminContactQuery }, async (ctx, { query }) => {
      ctx.body = (await enquiriesForAdmin(ctx.services.knex, query.search)).map(presentAdminEnquiry);
    }),
  );

  return router;
}
