// Where on the earth a search looks: within a radius of a place (`near`), within the reach of travel origins,
// inside a map area (`bbox`), or several of them, as conditions on listing_search's point (`earth`,
// earthdistance's cube under listing_search_earth_idx) and its stable's coordinates. First a cube around each
// circle, which the GiST index answers together (earth_box: it reads only where the cubes overlap), or the grid
// columns and rows of the circles' box, which the strips' B-tree answers (listing_search_strip_idx); then the
// exact tests.
import { cellRange, type Bbox } from '#contract/bbox.ts';
import type { Condition } from '#contract/search-filter-kinds.ts';
import type { Near } from '../places/near.ts';
import { earthPoint } from './order.ts';

/** earthdistance's sphere (its earth() function), in metres. */
export const EARTH_RADIUS_M = 6_378_168;

interface Circle {
  centre: { lat: number; lon: number };
  metres: number;
}

export interface Area {
  /** The smallest circle around the area: every match lies inside it. */
  centre: { lat: number; lon: number };
  metres: number;
  /**
   * Every circle a match lies inside, as the index is asked for them: the place's radius, the travel origins'
   * reach and the circle around the map area, the smallest first.
   */
  around: Circle[];
  /** Where distances are measured from: the place (`near`), else the first travel origin. */
  near?: Near | undefined;
  /** Every circle a match lies inside: the place's radius and the travel origins' reach. */
  circles: Near[];
  bbox?: Bbox | undefined;
}

/** Great-circle metres between two points, on earthdistance's sphere. */
function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The circle around a map area: from its centre to the farthest of its corners and edge midpoints (on a sphere
 * the farthest point of a latitude-longitude box is among them), with a metre to spare for rounding.
 */
function circleAround([west, south, east, north]: Bbox): Circle {
  const centre = { lat: (south + north) / 2, lon: (west + east) / 2 };
  const edges = [
    [south, west],
    [south, east],
    [north, west],
    [north, east],
    [south, centre.lon],
    [north, centre.lon],
    [centre.lat, west],
    [centre.lat, east],
  ] as const;
  const metres = Math.max(...edges.map(([lat, lon]) => metresBetween(centre, { lat, lon })));
  return { centre, metres: metres * 1.000001 + 1 };
}

/**
 * The area of a search with a place (`near`), travel origins (`reach`, each a circle), a map area (`bbox`), or
 * several of them; undefined with none.
 */
export function areaOf(filters: {
  near?: Near | undefined;
  reach?: readonly Near[] | undefined;
  bbox?: Bbox | undefined;
}): Area | undefined {
  const circles = [...(filters.near ? [filters.near] : []), ...(filters.reach ?? [])];
  if (circles.length === 0 && !filters.bbox) return undefined;
  const around = [
    ...circles.map((circle) => ({ centre: { lat: circle.lat, lon: circle.lon }, metres: circle.radiusKm * 1000 })),
    ...(filters.bbox ? [circleAround(filters.bbox)] : []),
  ].sort((a, b) => a.metres - b.metres);
  return { ...around[0]!, around, near: circles[0], circles, bbox: filters.bbox };
}

/** The arc on the sphere between the ends of a straight line of `chord` metres through it. */
export function arcOf(chord: number): number {
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, chord / (2 * EARTH_RADIUS_M)));
}

/** The straight line through the sphere between the ends of an arc of `metres` (what cube's <-> measures). */
export function chordOf(metres: number): number {
  return 2 * EARTH_RADIUS_M * Math.sin(Math.min(Math.PI / 2, metres / (2 * EARTH_RADIUS_M)));
}

/** The map's finest grid level (the cells every row stores, `cell_x`, `cell_y`). */
const CELL_LEVEL = 20;
/** The strips' index (`listing_search_strip_idx`) is keyed by `cell_x >> STRIP_SHIFT`: 4,096 columns, 6.5 km wide at 48° N. */
const STRIP_SHIFT = 8;

/**
 * The latitudes and longitudes a circle reaches: every longitude when it holds a pole or crosses the 180th
 * meridian (the box is then wider than it need be, never narrower).
 */
function boxOf({ centre, metres }: Circle): Bbox {
  const arc = metres / EARTH_RADIUS_M;
  const south = centre.lat - (arc * 180) / Math.PI;
  const north = centre.lat + (arc * 180) / Math.PI;
  const cos = Math.cos((centre.lat * Math.PI) / 180);
  if (south <= -90 || north >= 90 || Math.sin(arc) >= cos)
    return [-180, Math.max(-90, south), 180, Math.min(90, north)];
  const lon = (Math.asin(Math.sin(arc) / cos) * 180) / Math.PI;
  if (centre.lon - lon < -180 || centre.lon + lon > 180) return [-180, south, 180, north];
  return [centre.lon - lon, south, centre.lon + lon, north];
}

/**
 * The area as the strips' index is asked for it: the grid columns and rows of the box every circle's box holds
 * (a match lies in every circle), a cell more on each side for rounding. A B-tree reads an entry in a seventh of
 * the time the GiST index takes, and the box holds 4/π of the circle.
 */
export function inStrips(area: Area): Condition {
  const boxes = area.around.map(boxOf);
  const box: Bbox = [
    Math.max(...boxes.map((b) => b[0])),
    Math.max(...boxes.map((b) => b[1])),
    Math.min(...boxes.map((b) => b[2])),
    Math.min(...boxes.map((b) => b[3])),
  ];
  const { x0, x1, y0, y1 } = cellRange(box, CELL_LEVEL);
  const columns: number[] = [];
  for (let column = (x0 - 1) >> STRIP_SHIFT; column <= (x1 + 1) >> STRIP_SHIFT; column++) columns.push(column);
  return {
    sql: `(cell_x >> ${STRIP_SHIFT}) = ANY (?::integer[]) AND cell_y BETWEEN ? AND ?`,
    bindings: [`{${columns.join(',')}}`, y0 - 1, y1 + 1],
  };
}

/**
 * The area as conditions on the listing's point: the index's cubes first (earth_box, a cube around each circle; the
 * GiST index descends only where all of them overlap, so two travel origins read only the listings between them),
 * then the exact tests:
 *  - within the radius: the chord of the radius's arc, a plain comparison of <-> (earth_distance would convert
 *    every chord back to an arc);
 *  - inside the map area: the stable's latitude and longitude between the edges, edges included.
 * `strips` asks the strips' index instead of the cubes (a count with only the carried filters, page.ts).
 * `walk` leaves the cubes out, for a walk along an order's index: the exact tests alone, which no index serves and
 * the planner takes for common.
 */
export function inArea(area: Area, use: 'find' | 'strips' | 'walk'): Condition[] {
  const conditions: Condition[] =
    use === 'walk'
      ? []
      : use === 'strips'
        ? [inStrips(area)]
        : area.around.map((circle) => ({
            sql: `earth <@ earth_box(${earthPoint(circle.centre)}, ?)`,
            bindings: [circle.metres],
          }));
  for (const circle of area.circles) {
    conditions.push({ sql: `(earth <-> ${earthPoint(circle)}) <= ?`, bindings: [chordOf(circle.radiusKm * 1000)] });
  }
  if (area.bbox) {
    const [west, south, east, north] = area.bbox;
    conditions.push({ sql: 'lat BETWEEN ? AND ? AND lon BETWEEN ? AND ?', bindings: [south, north, west, east] });
  }
  return conditions;
}
