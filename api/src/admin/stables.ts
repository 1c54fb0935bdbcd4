// Admin read view of the stables: each with its owner and how many listings it has in which status,
// aggregated in one query.
import Router from '@koa/router';
import { LISTING_STATUSES, type ListingStatus } from '#contract/listing-status.ts';
import { AdminStableQuery } from '#contract/schemas.ts';
import type { AdminStableDto } from '#contract/types.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import { presentStable } from '../listings/presenter.ts';
import type { Stable } from '../models/Stable.ts';

interface StableRow extends Stable {
  ownerUsername: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerEmail: string;
  listingCount: number;
  activeCount: number;
  inactiveCount: number;
  pendingCount: number;
  premiumCount: number;
}

const STATUS_COLUMNS: Record<ListingStatus, 'activeCount' | 'inactiveCount' | 'pendingCount' | 'premiumCount'> = {
  active: 'activeCount',
  inactive: 'inactiveCount',
  pending: 'pendingCount',
  premium: 'premiumCount',
};

function present(row: StableRow): AdminStableDto {
  const fullName = [row.ownerFirstName, row.ownerLastName].filter(Boolean).join(' ');
  const listingStatuses = Object.fromEntries(LISTING_STATUSES.map((s) => [s, row[STATUS_COLUMNS[s]]])) as Record<
    ListingStatus,
    number
  >;
  return {
    ...presentStable(row),
    owner: { id: row.ownerId, username: row.ownerUsername, name: fullName || row.ownerUsername, email: row.ownerEmail },
    listingCount: row.listingCount,
    listingStatuses,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function adminStableRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/admin/stables',
    handle({ query: AdminStableQuery }, async (ctx, { query }) => {
      const knex = ctx.services.knex;
      const q = knex('stables as s')
        .join('users as u', 'u.id', 's.ownerId')
        .leftJoin('listings as l', 'l.stableId', 's.id')
        .select(
          's.*',
          'u.username as ownerUsername',
          'u.firstName as ownerFirstName',
          'u.lastName as ownerLastName',
          'u.email as ownerEmail',
          knex.raw('count(l.id)::int AS listing_count'),
          ...LISTING_STATUSES.map((status) =>
            knex.raw(`count(l.id) FILTER (WHERE l.status = ?)::int AS ??`, [status, `${status}_count`]),
          ),
        )
        .groupBy('s.id', 'u.id')
        .orderBy('s.createdAt', 'desc')
        .orderBy('s.id', 'desc');
      if (query.search) {
        const term = query.search;
        q.where((w) =>
          w
            .whereRaw(`strpos(search_fold(concat_ws(' ', s.name, s.city)), search_fold(?)) > 0`, [term])
            .orWhereRaw('starts_with(s.postal_code, ?)', [term])
            .orWhereRaw('strpos(lower(u.username), ?) > 0', [term.toLowerCase()])
            .orWhereRaw('strpos(lower(u.email), ?) > 0', [term.toLowerCase()]),
        );
      }
      if (query.region) q.where('s.region', query.region);
      const rows = (await q) as StableRow[];
      ctx.body = rows.map(present);
    }),
  );

  return router;
}
