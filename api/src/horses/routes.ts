// The signed-in user's horse profiles (any account, not only stable owners): list, add, change, delete, and the
// move of the horses a device kept before signing in (site/src/stores/horses.ts calls it at sign-in).
import Router from '@koa/router';
import { HORSE_MSG, HorseBody, HorsesImportBody } from '#contract/horses.ts';
import { IdParam } from '#contract/schemas.ts';
import { requireUser } from '../auth/current-user.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import { createHorse, deleteHorse, horsesOf, importHorses, updateHorse } from './service.ts';

export function horseRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get('/api/my/horses', requireUser(), async (ctx) => {
    ctx.body = await horsesOf(ctx.services.knex, ctx.state.user!.id);
  });

  router.post(
    '/api/my/horses',
    requireUser(),
    handle({ body: HorseBody }, async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = await createHorse(ctx.services.knex, ctx.state.user!.id, body);
    }),
  );

  router.post(
    '/api/my/horses/import',
    requireUser(),
    handle({ body: HorsesImportBody }, async (ctx, { body }) => {
      ctx.body = await importHorses(ctx.services.knex, ctx.state.user!.id, body.horses);
    }),
  );

  router.put(
    '/api/my/horses/:id',
    requireUser(),
    handle({ params: IdParam, body: HorseBody }, async (ctx, { params, body }) => {
      ctx.body = await updateHorse(ctx.services.knex, ctx.state.user!.id, params.id, body);
    }),
  );

  router.delete(
    '/api/my/horses/:id',
    requireUser(),
    handle({ params: IdParam }, async (ctx, { params }) => {
      await deleteHorse(ctx.services.knex, ctx.state.user!.id, params.id);
      ctx.body = { message: HORSE_MSG.deleted };
    }),
  );

  return router;
}
