// What a search asks for, and the conditions on listing_search that select it: the registry's filters
// (contract/search-filters.ts), the region, free text, and the place (a radius, the travel origins' reach, a map
// area, or the listings a router found within the travel times).
import type { Knex } from 'knex';
import type { Bbox } from '#contract/bbox.ts';
import type { Region } from '#contract/regions.ts';
import type { Condition, FilterContext } from '#contract/search-filter-kinds.ts';
import { activeFilters, type FilterValues } from '#contract/search-filters.ts';
import type { Near } from '../places/near.ts';
import { areaOf, inArea } from './area.ts';
import { CARRIED_COLUMNS } from './order.ts';
import { resolveText, textConditions, type TextTerm } from './text.ts';

export interface SearchWhere {
  filters: FilterValues;
  region?: Region | undefined;
  text?: string | undefined;
  /** Only listings whose stable lies within `radiusKm` (great-circle) of this point. */
  near?: Near | undefined;
  /** Only listings whose stable lies within each of these circles: the reach of the travel origins. */
  reach?: readonly Near[] | undefined;
  /** Only listings whose stable lies inside this map area, edges included. */
  bbox?: Bbox | undefined;
  /** Only these listings: those a routing service found within the travel times (travel.ts). */
  ids?: readonly number[] | undefined;
}

/** A search ready to be written as conditions: its text's terms looked up. */
export interface Resolved {
  where: SearchWhere;
  terms: TextTerm[];
  context: FilterContext;
}

export async function resolve(knex: Knex, where: SearchWhere, context: FilterContext): Promise<Resolved> {
  return { where, terms: await resolveText(knex, where.text), context };
}

/** Whether nothing can match: a term lies within no word of any listing. */
export function matchesNothing({ terms }: Resolved): boolean {
  return terms.some((term) => 'words' in term && term.words.length === 0);
}

/**
 * The conditions of a search, as the matches are found (`find`: the text and the place through their indexes; `by
 * type`: within one stall type, the text through the index of the words by stall type) or as a walk along an
 * order's index tests them (`walk`: the text and the place on expressions no index serves).
 */
export function conditionsOf(
  { where, terms, context }: Resolved,
  use: 'find' | 'strips' | 'walk' | { byType: string } = 'find',
): Condition[] {
  const area = areaOf(where);
  return [
    ...(where.region ? [{ sql: 'region = ?', bindings: [where.region] }] : []),
    ...activeFilters(where.filters).flatMap(({ filter, value }) => filter.where(value, context)),
    ...textConditions(terms, use === 'strips' ? 'find' : use),
    ...(area ? inArea(area, use === 'walk' || use === 'strips' ? use : 'find') : []),
    ...(where.ids ? [{ sql: 'listing_id = ANY (?::integer[])', bindings: [`{${where.ids.join(',')}}`] }] : []),
  ];
}

/**
 * The conditions of a walk along an order's index, in two parts: those its entries answer (the region, the filters
 * on carried columns, the place, the ids) and those only the table's rows do (the text, the other facts).
 */
export function walkedConditions({ where, terms, context }: Resolved): { entries: Condition[]; rows: Condition[] } {
  const area = areaOf(where);
  const filters = activeFilters(where.filters);
  const carried = ({ filter }: (typeof filters)[number]) =>
    filter.columns.every((column) => CARRIED_COLUMNS.includes(column));
  return {
    entries: [
      ...(where.region ? [{ sql: 'region = ?', bindings: [where.region] }] : []),
      ...filters.filter(carried).flatMap(({ filter, value }) => filter.where(value, context)),
      ...(area ? inArea(area, 'walk') : []),
      ...(where.ids ? [{ sql: 'listing_id = ANY (?::integer[])', bindings: [`{${where.ids.join(',')}}`] }] : []),
    ],
    rows: [
      ...filters.filter((entry) => !carried(entry)).flatMap(({ filter, value }) => filter.where(value, context)),
      ...textConditions(terms, 'walk'),
    ],
  };
}

/** The conditions as one, for a WHERE clause. */
export function all(conditions: readonly Condition[]): Condition {
  if (conditions.length === 0) return { sql: 'TRUE', bindings: [] };
  return { sql: conditions.map((c) => `(${c.sql})`).join(' AND '), bindings: conditions.flatMap((c) => c.bindings) };
}

/** Where distances are measured from: the place (`near`), else the first travel origin. */
export function centreOf(where: SearchWhere): Near | undefined {
  return where.near ?? where.reach?.[0];
}
