// A map area as the API takes it, `bbox=west,south,east,north` in degrees, and the Web Mercator grid the map's
// clusters are counted in: zoom z is a world of 256 · 2^z pixels (Leaflet's), cut into cells of MAP_CELL_PX
// pixels, so one grid level is zoom + 2 and every cell holds exactly four of the next level's. The API computes
// the same cells in SQL (migration create_listing_map_cells); both must stay identical.
import { z } from './zod.ts';
import { MSG } from './messages.ts';

/** West, south, east and north edges in degrees; west < east (no area crosses the antimeridian). */
export type Bbox = readonly [west: number, south: number, east: number, north: number];

/** The side of a cluster's cell in screen pixels: a 1000 × 800 map shows at most about 16 × 13 (+ 2) cells. */
const MAP_CELL_PX = 64;
/** Levels of the grid above the zoom: 256 px tiles / 64 px cells = 4 = 2^2 cells per tile side. */
const CELLS_PER_TILE_LOG2 = Math.log2(256 / MAP_CELL_PX);
/** Web Mercator's latitude limit: the grid's first and last rows reach to the poles. */
const MERCATOR_MAX_LAT = 85.05112877980659;

const NUMBER = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;

/** `bbox` as a query value: four numbers, west < east, south < north, within the earth's ranges. */
export const bboxText = z.string({ error: MSG.bboxInvalid }).transform((text, ctx): Bbox => {
  const parts = text.split(',');
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) {
    ctx.addIssue({ code: 'custom', message: MSG.bboxInvalid });
    return z.NEVER;
  }
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if ([west, east].some((lon) => lon < -180 || lon > 180) || [south, north].some((lat) => lat < -90 || lat > 90)) {
    ctx.addIssue({ code: 'custom', message: MSG.bboxOutOfRange });
  } else if (west >= east) {
    ctx.addIssue({ code: 'custom', message: MSG.bboxWestEast });
  } else if (south >= north) {
    ctx.addIssue({ code: 'custom', message: MSG.bboxSouthNorth });
  }
  return [west, south, east, north];
});

/** The grid level of the clusters at a map zoom. */
export function gridLevel(zoom: number): number {
  return zoom + CELLS_PER_TILE_LOG2;
}

/** The grid column of a longitude at a level (0 at -180°). */
export function cellX(lon: number, level: number): number {
  const n = 2 ** level;
  return Math.min(n - 1, Math.max(0, Math.floor(((lon + 180) / 360) * n)));
}

/** The grid row of a latitude at a level (0 at the north, as map tiles count). */
export function cellY(lat: number, level: number): number {
  const n = 2 ** level;
  const phi = (Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat)) * Math.PI) / 180;
  const y = (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
  return Math.min(n - 1, Math.max(0, Math.floor(y * n)));
}

function lonOf(x: number, level: number): number {
  return (x / 2 ** level) * 360 - 180;
}

function latOf(y: number, level: number): number {
  if (y <= 0) return 90;
  if (y >= 2 ** level) return -90;
  return (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** level))) * 180) / Math.PI;
}

/** The columns and rows of the grid cells an area touches at a level, first and last included. */
export interface CellRange {
  level: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export function cellRange(bbox: Bbox, level: number): CellRange {
  const [west, south, east, north] = bbox;
  return { level, x0: cellX(west, level), x1: cellX(east, level), y0: cellY(north, level), y1: cellY(south, level) };
}

/** The edges of one grid cell (the first and last rows reach to the poles). */
export function cellBounds(level: number, x: number, y: number): Bbox {
  return [lonOf(x, level), latOf(y + 1, level), lonOf(x + 1, level), latOf(y, level)];
}

/** The area of whole cells that a range covers: what a map answer counts (it grows the bbox asked for). */
export function rangeBounds({ level, x0, x1, y0, y1 }: CellRange): Bbox {
  return [lonOf(x0, level), latOf(y1 + 1, level), lonOf(x1 + 1, level), latOf(y0, level)];
}
