// The map view's queries (only its lazily loaded code uses them): the area a map shows as the URL writes it,
// and GET /api/map's query for a search.
import type { RegionFilter } from '#contract/regions.ts';
import { apiParamsOf, type SearchState } from './search-url.ts';

/** A map area's edges as the URL writes them: four decimals, about 10 m. */
export function bboxText([west, south, east, north]: readonly number[]): string {
  return [west, south, east, north].map((edge) => Number(edge!.toFixed(4))).join(',');
}

/** The query of GET /api/map for a state: the same filters as the list's, without its order and page. */
export function mapParamsOf(state: SearchState, region: RegionFilter): URLSearchParams {
  const params = apiParamsOf(state, region);
  for (const key of ['sort', 'limit', 'offset', 'cursor', 'bbox']) params.delete(key);
  return params;
}
