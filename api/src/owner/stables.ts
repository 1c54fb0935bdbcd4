// The owner's stables: list with listing counts, create, read, edit and delete (with its listings and their
// photo files only when the owner confirmed it).
import Router from '@koa/router';
import type { Knex } from 'knex';
import * as z from 'zod';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import { StableBody, stableHasListingsMessage } from '#contract/owner.ts';
import { IdParam } from '#contract/schemas.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { conflict } from '../http/errors.ts';
import { handle } from '../http/validate.ts';
import { Stable } from '../models/Stable.ts';
import { removeListingFiles } from './listing-files.ts';
import { ownerId, ownStable } from './ownership.ts';
import { presentOwnStable, type StableCounts } from './presenter.ts';

const DeleteStableQuery = z.object({ withListings: z.enum(['true', 'false']).optional() });

/** Listing counts of the given stables in one grouped query. */
async function countsOf(knex: Knex, stableIds: number[]): Promise<Map<number, StableCounts>> {
  const counts = new Map<number, StableCounts>();
  if (stableIds.length === 0) return counts;
  const rows: { stableId: number; total: number; public: number }[] = await knex('listings')
    .whereIn('stableId', stableIds)
    .groupBy('stableId')
    .select('stableId')
    .select(knex.raw('count(*)::int AS total'))
    .select(
      knex.raw(`count(*) FILTER (WHERE status IN (${PUBLIC_STATUSES.map(() => '?').join(', ')}))::int AS public`, [
        ...PUBLIC_STATUSES,
      ]),
    );
  for (const row of rows) counts.set(row.stableId, { listingCount: row.total, activeListingCount: row.public });
  return counts;
}

async function present(knex: Knex, stable: Stable) {
  const counts = await countsOf(knex, [stable.id]);
  return presentOwnStable(stable, counts.get(stable.id) ?? { listingCount: 0, activeListingCount: 0 });
}

function columnsOf(body: StableBody) {
  return { ...body, description: body.description ?? null };
}

export function ownerStableRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get('/api/my/stables', async (ctx) => {
    const stables = await Stable.query().where('ownerId', ownerId(ctx)).orderBy('createdAt').orderBy('id');
    const counts = await countsOf(
      ctx.services.knex,
      stables.map((s) => s.id),
    );
    ctx.body = stables.map((s) => presentOwnStable(s, counts.get(s.id) ?? { listingCount: 0, activeListingCount: 0 }));
  });

  router.post(
    '/api/my/stables',
    handle({ body: StableBody }, async (ctx, { body }) => {
      const stable = await Stable.query().insertAndFetch({ ...columnsOf(body as StableBody), ownerId: ownerId(ctx) });
      ctx.status = 201;
      ctx.body = presentOwnStable(stable, { listingCount: 0, activeListingCount: 0 });
    }),
  );

  router.get(
    '/api/my/stables/:id',
    handle({ params: IdParam }, async (ctx, { params }) => {
      ctx.body = await present(ctx.services.knex, await ownStable(ownerId(ctx), params.id));
    }),
  );

  router.put(
    '/api/my/stables/:id',
    handle({ params: IdParam, body: StableBody }, async (ctx, { params, body }) => {
      const stable = await ownStable(ownerId(ctx), params.id);
      const updated = await stable.$query().patchAndFetch({ ...columnsOf(body as StableBody), updatedAt: new Date() });
      ctx.body = await present(ctx.services.knex, updated);
    }),
  );

  router.delete(
    '/api/my/stables/:id',
    handle({ params: IdParam, query: DeleteStableQuery }, async (ctx, { params, query }) => {
      const { knex } = ctx.services;
      const listingIds = await knex.transaction(async (trx) => {
        const stable = await ownStable(ownerId(ctx), params.id, trx, true);
        const ids = (await trx('listings').where('stableId', stable.id).forUpdate().select('id')).map(
          (r: { id: number }) => r.id,
        );
        if (ids.length > 0 && query.withListings !== 'true') throw conflict(stableHasListingsMessage(ids.length));
        // Listings, their photos' rows, view days and status changes cascade with the stable.
        await trx('stables').where('id', stable.id).delete(['id']);
        return ids;
      });
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
