// Where on the earth a search looks: within a radius of a place (`near`), within the reach of travel origins,
// inside a map area (`bbox`), or several of them, as conditions on listing_search's point (`earth`,
// earthdistance's cube under listing_search_earth_idx) and its stable's coordinates. First a cube around each
// circle, which the GiST index answers together (earth_box: it reads only where the cubes overlap), then the
// exact tests.
import type { Bbox } from '#contract/bbox.ts';
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

/** The straight line through the sphere between the ends of an arc of `metres` (what cube's <-> measures). */
export function chordOf(metres: number): number {
  return 2 * EARTH_RADIUS_M * Math.sin(Math.min(Math.PI / 2, metres / (2 * EARTH_RADIUS_M)));
}

/**
 * The area as conditions on the listing's point: the index's cubes first (earth_box, a cube around each circle; the
 * GiST index descends only where all of them overlap, so two travel origins read only the listings between them),
 * then the exact tests:
 *  - within the radius: the chord of the radius's arc, a plain comparison of <-> (earth_distance would convert
 *    every chord back to an arc);
 *  - inside the map area: the stable's latitude and longitude between the edges, edges included.
 * `walk` leaves the cubes out, for a walk along an order's index: the exact tests alone, which no index serves and
 * the planner takes for common.
 */
export function inArea(area: Area, use: 'find' | 'walk'): Condition[] {
  const conditions: Condition[] =
    use === 'walk'
      ? []
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
