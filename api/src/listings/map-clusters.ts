// The map's clusters (GET /api/map): every match of the search's filters inside a map area, counted per grid cell
// of the map's zoom (contract/bbox.ts). Two ways to count, chosen by how many listings the area holds:
//  - Wide areas read the counts kept per grid cell and search cell (listing_map_cells, migration
//    create_listing_map_cells): zooms 3 to 10 with filters, up to 12 without. At most 64 × 64 grid cells by the
//    matching search cells, an index range each, instead of grouping up to a million listings (the whole
//    country: 10-20 ms instead of 250-400). Filters that cells do not encode (a radius, free text, the facts)
//    cannot be read from there and group their matches directly.
//  - Close zooms, and a city with filters, group the listings of their area directly: the GiST index of the
//    points finds them (20,000 around München at zoom 11 at a million listings, 60 ms), and kept counts by
//    search cell at those zooms would hold about a row per listing.
// The area is the bbox asked for grown to whole grid cells, so a cluster at an edge holds all its listings and
// the same clusters come back when the map moves by less than a cell.
import type { Knex } from 'knex';
import { cellRange, gridLevel, rangeBounds, type CellRange } from '#contract/bbox.ts';
import type { MapAnswerDto, MapClusterDto } from '#contract/map.ts';
import { searchTerms } from '#contract/search-terms.ts';
import { areaOf, inArea, LATITUDE, LONGITUDE } from './area.ts';
import { cellsOf, filtersCells } from './cells.ts';
import { factConditions } from './fact-conditions.ts';
import { textConditions, type ListingFilters } from './search.ts';
import type { Condition } from './search-order.ts';

/**
 * The grid levels listing_map_cells keeps (migration create_listing_map_cells): from zoom 3, by search cell up to
 * zoom 10, all listings together up to zoom 12.
 */
const KEPT_LEVELS = { first: 5, lastByCell: 12, last: 14 } as const;

interface ClusterRow {
  x: number;
  y: number;
  count: number;
  premium: number;
  /** The sums of the listings' latitudes and longitudes, and of their ids (the id itself for one listing). */
  lat: number;
  lon: number;
  id: string;
}

function where(conditions: readonly Condition[]): Condition {
  if (conditions.length === 0) return { sql: 'TRUE', bindings: [] };
  return { sql: conditions.map((c) => `(${c.sql})`).join(' AND '), bindings: conditions.flatMap((c) => c.bindings) };
}

/** The kept counts of the range's grid cells, summed over the search cells the filter accepts. */
async function keptClusters(knex: Knex, range: CellRange, filters: ListingFilters): Promise<ClusterRow[]> {
  const cells = cellsOf(filters) ?? [-1];
  const result = await knex.raw<{ rows: ClusterRow[] }>(
    `SELECT x, y, sum(listings)::int AS count, sum(premium)::int AS premium,
            (sum(lat_e6) / 1e6)::float8 AS lat, (sum(lon_e6) / 1e6)::float8 AS lon, sum(id_sum)::text AS id
       FROM listing_map_cells
      WHERE level = ? AND cell = ANY (?::smallint[]) AND x BETWEEN ? AND ? AND y BETWEEN ? AND ?
      GROUP BY x, y`,
    [range.level, cells, range.x0, range.x1, range.y0, range.y1],
  );
  return result.rows;
}

/** The matches of the area grouped by grid cell, read through the index of the points. */
async function groupedClusters(knex: Knex, range: CellRange, filters: ListingFilters): Promise<ClusterRow[]> {
  const area = areaOf({ ...filters, bbox: rangeBounds(range) })!;
  const cells = cellsOf(filters);
  const matches = where([
    ...inArea(area, true),
    ...(cells ? [{ sql: '(cell + 0) = ANY (?::integer[])', bindings: [cells] }] : []),
    ...textConditions(searchTerms(filters.text), true),
    ...factConditions(filters.facts ?? {}),
    ...(filters.ids ? [{ sql: 'listing_id = ANY (?::integer[])', bindings: [[...filters.ids]] }] : []),
  ]);
  // Each point's coordinates once (OFFSET 0 keeps the planner from writing them out again in every use), its
  // grid cell from them; grouped by hashing (the planner, unable to estimate an area, would sort).
  return knex.transaction(async (trx) => {
    await trx.raw(`SELECT set_config('enable_sort', 'off', true)`);
    const result = await trx.raw<{ rows: ClusterRow[] }>(
      `SELECT x, y, count(*)::int AS count, (count(*) FILTER (WHERE is_premium))::int AS premium,
              sum(lat) AS lat, sum(lon) AS lon, min(listing_id)::text AS id
         FROM (SELECT map_cell_x(lon, ?) AS x, map_cell_y(lat, ?) AS y, lat, lon, is_premium, listing_id
                 FROM (SELECT ${LATITUDE} AS lat, ${LONGITUDE} AS lon, is_premium, listing_id
                         FROM listing_search WHERE ${matches.sql} OFFSET 0) AS points) AS cells
        WHERE x BETWEEN ? AND ? AND y BETWEEN ? AND ?
        GROUP BY x, y`,
      [range.level, range.level, ...matches.bindings, range.x0, range.x1, range.y0, range.y1],
    );
    return result.rows;
  });
}

const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/** The clusters of the filters' matches in `bbox` at `zoom`; `filters.bbox` is ignored (the area is `bbox`). */
export async function mapClusters(
  knex: Knex,
  filters: ListingFilters,
  bbox: NonNullable<ListingFilters['bbox']>,
  zoom: number,
): Promise<MapAnswerDto> {
  const range = cellRange(bbox, gridLevel(zoom));
  const kept =
    range.level >= KEPT_LEVELS.first &&
    range.level <= (filtersCells(filters) ? KEPT_LEVELS.lastByCell : KEPT_LEVELS.last) &&
    !filters.near &&
    !filters.reach?.length &&
    !filters.ids &&
    searchTerms(filters.text).length === 0 &&
    factConditions(filters.facts ?? {}).length === 0;
  const rows = kept ? await keptClusters(knex, range, filters) : await groupedClusters(knex, range, filters);
  // Row by row from the north-west: the same answer for the same matches, whichever way it was counted.
  rows.sort((a, b) => a.y - b.y || a.x - b.x);
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
