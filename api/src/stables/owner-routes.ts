// The owner's stables under /api/my (the owner guard is applied where the owner routes are composed): list,
// create, read, edit and delete, the last with its listings' photo files when the owner confirmed it.
import Router from '@koa/router';
import * as z from 'zod';
import { StableBody } from '#contract/owner.ts';
import { IdParam } from '#contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import { ownerId } from '../owner/ownership.ts';
import { removeListingFiles } from '../photos/listing-files.ts';
import { presentOwnStable } from './presenter.ts';
import {
  createStable,
  deleteStable,
  getOwnStable,
  listOwnStables,
  updateStable,
  type StableWithCounts,
} from './service.ts';

export const DeleteStableQuery = z.object({ withListings: z.enum(['true', 'false']).optional() });

const present = ({ stable, counts }: StableWithCounts) => presentOwnStable(stable, counts);

export function ownerStableRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get('/api/my/stables', async (ctx) => {
    ctx.body = (await listOwnStables(ctx.services.knex, ownerId(ctx))).map(present);
  });

  router.post(
    '/api/my/stables',
    handle({ body: StableBody }, async (ctx, { body }) => {
      const created = await createStable(ctx.services.knex, ownerId(ctx), body as StableBody);
      ctx.status = 201;
      ctx.body = present(created);
    }),
  );

  router.get(
    '/api/my/stables/:id',
    handle({ params: IdParam }, async (ctx, { params }) => {
      ctx.body = present(await getOwnStable(ctx.services.knex, ownerId(ctx), params.id));
    }),
  );

  router.put(
    '/api/my/stables/:id',
    handle({ params: IdParam, body: StableBody }, async (ctx, { params, body }) => {
      ctx.body = present(await updateStable(ctx.services.knex, ownerId(ctx), params.id, body as StableBody));
    }),
  );

  router.delete(
    '/api/my/stables/:id',
    handle({ params: IdParam, query: DeleteStableQuery }, async (ctx, { params, query }) => {
      const listingIds = await deleteStable(ctx.services.knex, ownerId(ctx), params.id, query.withListings === 'true');
      await removeListingFiles(ctx, listingIds);
      ctx.body = {
        message: listingIds.length
          ? `Stall und ${listingIds.length === 1 ? 'eine Anzeige' : `${listingIds.length} Anzeigen`} gelöscht`
          : 'Stall gelöscht',
      };
    }),
  );

  return router;
}
