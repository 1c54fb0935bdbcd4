// The map's clusters (GET /api/map): every match of a search inside a map area, counted per grid cell of the map's
// zoom (contract/bbox.ts), in one statement that groups the matches by their cell. Each listing's cell at the finest
// level is stored (listing_search.cell_x and cell_y), and its cell at a coarser level is one shift of it. The area is
// the bbox asked for grown to whole grid cells, so a cluster at an edge holds all its listings and the same clusters
// come back when the map moves by less than a cell; a listing is counted in the cell of the range nearest to it, so
// the clusters add up to what the search finds in the area.
import type { Knex } from 'knex';
import { cellRange, gridLevel, rangeBounds, type CellRange } from '#contract/bbox.ts';
import { MAP_MAX_ZOOM, type MapAnswerDto, type MapClusterDto } from '#contract/map.ts';
import type { Condition, FilterContext } from '#contract/search-filter-kinds.ts';
import { planned } from './planned.ts';
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

/** The level of the cells stored with each listing (migration add_map_cells_to_listing_search): the closest zoom's. */
const STORED_LEVEL = gridLevel(MAP_MAX_ZOOM);
/** The grid level whose cells are kept (migration keep_map_cells): zoom 8 and the zooms out from it read them. */
const MAP_KEPT_LEVEL = 10;
/** Beyond this many clusters of one listing, the listings are few and grouped directly. */
const MAX_SINGLE_LOOKUPS = 100;

/** The clusters of the search's matches in `bbox` at `zoom` (the search's own map area is left aside). */
export async function mapClusters(
  knex: Knex,
  where: SearchWhere,
  context: FilterContext,
  bbox: NonNullable<SearchWhere['bbox']>,
  zoom: number,
): Promise<MapAnswerDto> {
  const range = cellRange(bbox, gridLevel(zoom));
  const resolved = await resolve(knex, { ...where, bbox: undefined }, context);
  if (matchesNothing(resolved)) return { zoom, bbox: rangeBounds(range), total: 0, clusters: [] };
  const conditions = conditionsOf(resolved);
  const facet = range.level <= MAP_KEPT_LEVEL ? keptFacet(conditions) : null;
  const kept = facet ? await keptCells(knex, range, facet, conditions) : null;
  return answer(zoom, range, kept ?? (await groupedCells(knex, range, conditions)));
}

/** The columns whose values the cells are kept apart for (migration keep_map_cells_by_facet). */
const KEPT_FACETS = [
  'region',
  'stall_type',
  'price_band',
  'has_riding_arena',
  'has_wash_area',
  'has_wifi',
  'has_parking',
  'has_feed',
  'has_vet',
];

/**
 * The kept facet a search's conditions ask for: all listings for none, and for one condition `column = ?` or a
 * flag on a kept column that column and its value; null for any other search, which is grouped.
 */
function keptFacet(conditions: readonly Condition[]): { facet: string; value: string } | null {
  if (conditions.length === 0) return { facet: '', value: '' };
  const [only] = conditions;
  if (conditions.length > 1 || !only) return null;
  const equal = /^(\w+) = \?$/.exec(only.sql);
  if (equal && only.bindings.length === 1 && KEPT_FACETS.includes(equal[1]!)) {
    return { facet: equal[1]!, value: String(only.bindings[0]) };
  }
  const flag = /^\w+$/.exec(only.sql);
  if (flag && only.bindings.length === 0 && KEPT_FACETS.includes(only.sql)) return { facet: only.sql, value: 'true' };
  return null;
}

/** Every match in the range's cells, grouped by cell. */
async function groupedCells(knex: Knex, range: CellRange, conditions: Condition[]): Promise<ClusterRow[]> {
  const shift = STORED_LEVEL - range.level;
  const [west, south, east, north] = rangeBounds(range);
  // The area as the range's stored cells and one more on each side, and exactly as the search's map area tests it,
  // by the stables' coordinates: a listing on the area's edge whose position rounded into the next cell is in.
  const matches = all([
    {
      sql: 'cell_x BETWEEN ? AND ? AND cell_y BETWEEN ? AND ?',
      bindings: [(range.x0 << shift) - 1, (range.x1 + 1) << shift, (range.y0 << shift) - 1, (range.y1 + 1) << shift],
    },
    { sql: 'lat BETWEEN ? AND ? AND lon BETWEEN ? AND ?', bindings: [south, north, west, east] },
    ...conditions,
  ]);
  // sum, not avg: avg keeps a sum of squares too, which took a third of the time of a country's map.
  const rows = await planned<ClusterRow>(knex, 'group', {
    sql: `SELECT cell_x >> ? AS x, cell_y >> ? AS y, count(*)::int AS count,
                 (count(*) FILTER (WHERE is_premium))::int AS premium, sum(lat) AS lat, sum(lon) AS lon,
                 min(listing_id) AS id
            FROM listing_search WHERE ${matches.sql}
           GROUP BY 1, 2`,
    bindings: [shift, shift, ...matches.bindings],
  });
  return withinRange(range, rows);
}

/** The clusters with those of a cell beyond the range's edge counted in the edge's cell. */
function withinRange(range: CellRange, rows: ClusterRow[]): ClusterRow[] {
  const cells = new Map<string, ClusterRow>();
  for (const row of rows) {
    const x = Math.min(range.x1, Math.max(range.x0, row.x));
    const y = Math.min(range.y1, Math.max(range.y0, row.y));
    const cell = cells.get(`${x} ${y}`);
    if (!cell) cells.set(`${x} ${y}`, { ...row, x, y });
    else {
      cell.count += row.count;
      cell.premium += row.premium;
      cell.lat += row.lat;
      cell.lon += row.lon;
      cell.id = Math.min(cell.id, row.id);
    }
  }
  return [...cells.values()];
}

/**
 * The clusters of the facet's listings from the cells kept at MAP_KEPT_LEVEL (migrations keep_map_cells and
 * keep_map_cells_by_facet), summed up to the range's level, and the one listing of each cluster of one read from the
 * map's index. null when there are so many clusters of one that grouping the few listings is the quicker way.
 */
async function keptCells(
  knex: Knex,
  range: CellRange,
  { facet, value }: { facet: string; value: string },
  conditions: readonly Condition[],
): Promise<ClusterRow[] | null> {
  const shift = MAP_KEPT_LEVEL - range.level;
  const result = await knex.raw<{ rows: ClusterRow[] }>(
    `SELECT x >> ? AS x, y >> ? AS y, sum(count)::int AS count, sum(premium)::int AS premium,
            sum(lat) AS lat, sum(lon) AS lon, NULL::int AS id
       FROM listing_map_cells WHERE facet = ? AND value = ? AND x BETWEEN ? AND ? AND y BETWEEN ? AND ?
      GROUP BY 1, 2`,
    [
      shift,
      shift,
      facet,
      value,
      range.x0 << shift,
      ((range.x1 + 1) << shift) - 1,
      range.y0 << shift,
      ((range.y1 + 1) << shift) - 1,
    ],
  );
  const single = result.rows.filter((row) => row.count === 1);
  if (single.length > MAX_SINGLE_LOOKUPS) return null;
  if (single.length > 0) {
    const stored = STORED_LEVEL - range.level;
    const matches = all(conditions);
    const ids = await knex.raw<{ rows: { n: number; id: number }[] }>(
      single
        .map(
          () => `SELECT ?::int AS n, (SELECT listing_id FROM listing_search
                   WHERE cell_x BETWEEN ? AND ? AND cell_y BETWEEN ? AND ? AND ${matches.sql} LIMIT 1) AS id`,
        )
        .join(' UNION ALL '),
      single.flatMap(({ x, y }, n) => [
        n,
        x << stored,
        ((x + 1) << stored) - 1,
        y << stored,
        ((y + 1) << stored) - 1,
        ...matches.bindings,
      ]),
    );
    for (const { n, id } of ids.rows) single[n]!.id = id;
  }
  return result.rows;
}

function answer(zoom: number, range: CellRange, found: ClusterRow[]): MapAnswerDto {
  // Row by row from the north-west: the same answer for the same matches.
  const rows = found.sort((a, b) => a.y - b.y || a.x - b.x);
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
