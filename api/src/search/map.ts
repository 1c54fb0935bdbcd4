// The map's clusters (GET /api/map): every match of a search inside a map area, counted per grid cell of the map's
// zoom (contract/bbox.ts), in one statement that groups the matches by the cell of their Web Mercator position
// (listing_search.map_x and map_y). The area is the bbox asked for grown to whole grid cells, so a cluster at an
// edge holds all its listings and the same clusters come back when the map moves by less than a cell; a listing
// is counted in the cell of the range nearest to it, so the clusters add up to what the search finds in the area.
import type { Knex } from 'knex';
import { cellRange, gridLevel, rangeBounds } from '#contract/bbox.ts';
import type { MapAnswerDto, MapClusterDto } from '#contract/map.ts';
import type { FilterContext } from '#contract/search-filter-kinds.ts';
import { all, conditionsOf, matchesNothing, resolve, type SearchWhere } from './where.ts';

interface ClusterRow {
  x: number;
  y: number;
  count: number;
  premium: number;
  /** The sums of the listings' latitudes and longitudes, and the least id (the id itself for one listing). */
  lat: number;
  lon: number;
  id: number;
}

const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/** The clusters of the search's matches in `bbox` at `zoom` (the search's own map area is left aside). */
export async function mapClusters(
  knex: Knex,
  where: SearchWhere,
  context: FilterContext,
  bbox: NonNullable<SearchWhere['bbox']>,
  zoom: number,
): Promise<MapAnswerDto> {
  const range = cellRange(bbox, gridLevel(zoom));
  const cells = 2 ** range.level;
  const [west, south, east, north] = rangeBounds(range);
  const resolved = await resolve(knex, { ...where, bbox: undefined }, context);
  if (matchesNothing(resolved)) return { zoom, bbox: rangeBounds(range), total: 0, clusters: [] };
  // The area as a range of map positions (the map index's key, a hair wider for rounding), and exactly as the
  // search's map area tests it, by the stables' coordinates.
  const margin = 1e-9;
  const matches = all([
    {
      sql: 'map_x BETWEEN ? AND ? AND map_y BETWEEN ? AND ?',
      bindings: [
        range.x0 / cells - margin,
        (range.x1 + 1) / cells + margin,
        range.y0 / cells - margin,
        (range.y1 + 1) / cells + margin,
      ],
    },
    { sql: 'lat BETWEEN ? AND ? AND lon BETWEEN ? AND ?', bindings: [south, north, west, east] },
    ...conditionsOf(resolved),
  ]);
  const result = await knex.raw<{ rows: ClusterRow[] }>(
    `SELECT x, y, count(*)::int AS count, (count(*) FILTER (WHERE is_premium))::int AS premium,
            sum(lat) AS lat, sum(lon) AS lon, min(listing_id) AS id
       FROM (SELECT least(?, greatest(?, floor(map_x * ?)::int)) AS x, least(?, greatest(?, floor(map_y * ?)::int)) AS y,
                    lat, lon, is_premium, listing_id
               FROM listing_search WHERE ${matches.sql}) AS cells
      GROUP BY x, y`,
    [range.x1, range.x0, cells, range.y1, range.y0, cells, ...matches.bindings],
  );
  // Row by row from the north-west: the same answer for the same matches.
  const rows = result.rows.sort((a, b) => a.y - b.y || a.x - b.x);
  let total = 0;
  const clusters = rows.map((row): MapClusterDto => {
    total += row.count;
    const cluster: MapClusterDto = {
      x: row.x,
      y: row.y,
      lat: round5(row.lat / row.count),
      lon: round5(row.lon / row.count),
      count: row.count,
      premium: row.premium,
    };
    if (row.count === 1) cluster.id = Number(row.id);
    return cluster;
  });
  return { zoom, bbox: rangeBounds(range), total, clusters };
}
