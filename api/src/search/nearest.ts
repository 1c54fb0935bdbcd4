// The matches of a search nearest to a point, with where their stables lie: the candidates a routing service is
// asked for real driving times (api/src/listings/travel.ts).
import type { Knex } from 'knex';
import type { LatLon } from '#contract/geo.ts';
import type { FilterContext } from '#contract/search-filter-kinds.ts';
import { earthPoint } from './order.ts';
import { all, conditionsOf, matchesNothing, resolve, type SearchWhere } from './where.ts';

export interface Located {
  id: number;
  lat: number;
  lon: number;
}

export async function nearestMatches(
  knex: Knex,
  where: SearchWhere,
  context: FilterContext,
  from: LatLon,
  limit: number,
): Promise<Located[]> {
  const resolved = await resolve(knex, where, context);
  if (matchesNothing(resolved)) return [];
  const matches = all(conditionsOf(resolved));
  const result = await knex.raw<{ rows: Located[] }>(
    `SELECT listing_id AS id, lat, lon FROM listing_search
      WHERE ${matches.sql} ORDER BY earth <-> ${earthPoint(from)} LIMIT ?`,
    [...matches.bindings, limit],
  );
  return result.rows;
}
