// The search engine (docs/search.md): a page of listings with its count, the map's clusters, the public listings
// by id, the matches nearest a point, and the answers kept per listing generation. Nothing outside api/src/search
// reaches past this module (an ESLint boundary); what a search asks for is a SearchWhere, its filters those of the
// registry (contract/search-filters.ts).
import type { Knex } from 'knex';
import { isoDay } from '#contract/dates.ts';
import { HOME_TIME_ZONE } from '#contract/limits.ts';
import type { LatLon } from '#contract/geo.ts';
import type { MapAnswerDto } from '#contract/map.ts';
import type { SearchCursor } from '#contract/search-cursor.ts';
import type { FilterContext } from '#contract/search-filter-kinds.ts';
import type { SortOrder } from '#contract/sort.ts';
import type { ListingDto } from '#contract/types.ts';
import type { MediaStorage } from '../media/storage.ts';
import { mapClusters } from './map.ts';
import { nearestMatches, type Located } from './nearest.ts';
import { searchPage, type SearchPage } from './page.ts';
import { readPublicListings } from './read.ts';
import type { SearchWhere } from './where.ts';

export type { SearchPage } from './page.ts';
export type { SearchWhere } from './where.ts';
export type { Located } from './nearest.ts';
export { createAnswerCache, type Answer, type AnswerCache, type Encoding } from './answer-cache.ts';
export { searchSchema } from './schema.ts';

export interface PageQuery {
  where: SearchWhere;
  sort: SortOrder;
  limit: number;
  offset: number;
  cursor?: SearchCursor | undefined;
}

export interface SearchEngine {
  /** A page of the matches in the order, with their count (exact up to COUNT_CAP, "über" above). */
  page(query: PageQuery): Promise<SearchPage>;
  /** Every match inside `bbox`, as clusters per grid cell of the map's zoom. */
  clusters(where: SearchWhere, bbox: NonNullable<SearchWhere['bbox']>, zoom: number): Promise<MapAnswerDto>;
  /** The public ones of these listings, presented, in the order of the ids. */
  listings(ids: readonly number[]): Promise<ListingDto[]>;
  /** At most `limit` matches, nearest to `from` first. */
  nearest(where: SearchWhere, from: LatLon, limit: number): Promise<Located[]>;
}

export interface SearchOptions {
  /** The clock "sofort frei" reads today from (tests pass their own). */
  now?: () => Date;
  /** Matches are counted up to this many (tests lower it). */
  countCap?: number;
}

export function createSearchEngine(knex: Knex, media: MediaStorage, options: SearchOptions = {}): SearchEngine {
  const now = options.now ?? (() => new Date());
  const context = (): FilterContext => ({ today: isoDay(now(), HOME_TIME_ZONE) });
  return {
    page: (query) => searchPage(knex, { ...query, context: context(), countCap: options.countCap }),
    clusters: (where, bbox, zoom) => mapClusters(knex, where, context(), bbox, zoom),
    listings: (ids) => readPublicListings(knex, media, ids),
    nearest: (where, from, limit) => nearestMatches(knex, where, context(), from, limit),
  };
}
