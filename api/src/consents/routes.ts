// The member's consents to the AGB and the Datenschutzerklärung: which are due (a new version since the last
// acceptance) and accepting them. Registration records the first acceptance itself (auth/routes.ts).
import Router from '@koa/router';
import { ConsentsBody } from '#contract/consents.ts';
import type { ConsentsAnswer } from '#contract/legal.ts';
import { requireUser } from '../auth/current-user.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import { listConsents, recordConsents } from './service.ts';
import { dueFor } from './session-user.ts';

async function answer(ctx: AppContext): Promise<ConsentsAnswer> {
  const db = ctx.services.knex;
  const user = ctx.state.user!;
  return { due: await dueFor(db, user), accepted: await listConsents(db, user.id) };
}

export function consentRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get('/api/me/consents', requireUser(), async (ctx) => {
    ctx.body = await answer(ctx);
  });

  router.post(
    '/api/me/consents',
    requireUser(),
    handle({ body: ConsentsBody }, async (ctx, { body }) => {
      await recordConsents(ctx.services.knex, ctx.state.user!.id, body.documents);
      ctx.body = await answer(ctx);
    }),
  );

  return router;
}
