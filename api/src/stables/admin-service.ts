// The admin's read of all stables: each with its owner and how many listings it has in which status,
// aggregated in one query.
import type { Knex } from 'knex';
import type * as z from 'zod';
import { LISTING_STATUSES } from '#contract/listing-status.ts';
import type { AdminStableQuery } from '#contract/schemas.ts';
import type { AdminStableRow } from './presenter.ts';

type AdminStableFilters = z.infer<typeof AdminStableQuery>;

export async function listStablesForAdmin(knex: Knex, query: AdminStableFilters): Promise<AdminStableRow[]> {
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
  return (await q) as AdminStableRow[];
}
