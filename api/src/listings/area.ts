// Where on the earth a search looks: within a radius of a place (`near`), within the reach of travel origins,
// inside a map area (`bbox`), or several of them, as conditions on listing_search's point (`earth`,
// earthdistance's cube under listing_search_earth_idx). First a cube around each circle, which the GiST index
// answers together (earth_box: it reads only where the cubes overlap), then the exact tests.
import type { Bbox } from '#contract/bbox.ts';
import type { Near } from '../places/near.ts';
import { earthPoint, type Condition } from './search-order.ts';

/** earthdistance's sphere (its earth() function), in metres. */
export const EARTH_RADIUS_M = 6_378_168;

/**
 * How far beyond its edges a map area reaches, in degrees (about 0.1 m): a listing's point is its stable's moved
 * by up to 0.0000005° (migration add_location_to_listing_search), and a stable on an edge lies inside.
 */
const EDGE_DEGREES = 0.000001;

/**
 * The latitude and longitude of `earth`, as earthdistance's latitude() and longitude() compute them, written out:
 * those take the earth domain, whose checks a cube is put through for every row (70 µs a listing: 1.5 s instead
 * of 60 ms for the 20,000 listings around München).
 */
export const LATITUDE = 'degrees(asin(greatest(-1, least(1, cube_ll_coord(earth, 3) / earth()))))';
export const LONGITUDE = 'degrees(atan2(cube_ll_coord(earth, 2), cube_ll_coord(earth, 1)))';

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

/**
 * The area as conditions on a posting's `spot` (migration add_spot_to_listing_search_terms): its listing's point
 * with the word's hash as a fourth dimension, under the postings' GiST index. The same tests as inArea's, on the
 * word's own postings: the index's cube first, then the circles' chords and the map area's edges.
 */
export function inSpotArea(area: Area, term: string): Condition[] {
  const spot = (point: string) => `cube(${point}, hashtext(?)::float8)`;
  const conditions: Condition[] = area.around.map((circle) => ({
    sql: `spot <@ ${spot(`earth_box(${earthPoint(circle.centre)}, ?)`)}`,
    bindings: [circle.metres, term],
  }));
  for (const circle of area.circles) {
    conditions.push({
      sql: `(spot <-> ${spot(earthPoint(circle))}) <= ?`,
      bindings: [term, chordOf(circle.radiusKm * 1000)],
    });
  }
  if (area.bbox) {
    const [west, south, east, north] = area.bbox;
    const onSpot = (sql: string) => sql.replaceAll('cube_ll_coord(earth,', 'cube_ll_coord(spot,');
    conditions.push({
      sql: `${onSpot(LATITUDE)} BETWEEN ? AND ? AND ${onSpot(LONGITUDE)} BETWEEN ? AND ?`,
      bindings: [south - EDGE_DEGREES, north + EDGE_DEGREES, west - EDGE_DEGREES, east + EDGE_DEGREES],
    });
  }
  return conditions;
}

/** The straight line through the sphere between the ends of an arc of `metres` (what cube's <-> measures). */
export function chordOf(metres: number): number {
  return 2 * EARTH_RADIUS_M * Math.sin(Math.min(Math.PI / 2, metres / (2 * EARTH_RADIUS_M)));
}

/**
 * The area as conditions on `earth`. Indexed: the index's cubes first (earth_box, a cube around each circle; the
 * GiST index descends only where all of them overlap, so two travel origins 64 km apart read the 3,000 listings
 * between them instead of the 20,000 around the first: 12-16 ms to count them at a million listings, now 2-3),
 * then the exact tests. Not indexed: the exact tests alone, on expressions no index serves, for a walk along another
 * index whose entries carry the point.
 *  - within the radius: the chord of the radius's arc, a plain comparison of <-> (earth_distance would convert
 *    every chord back to an arc, which made a walk over 10,000 index entries take 21 ms instead of 1);
 *  - inside the map area: the point's latitude and longitude between the edges, edges included (EDGE_DEGREES).
 */
export function inArea(area: Area, indexed: boolean): Condition[] {
  const conditions: Condition[] = [];
  if (indexed) {
    for (const circle of area.around) {
      conditions.push({ sql: `earth <@ earth_box(${earthPoint(circle.centre)}, ?)`, bindings: [circle.metres] });
    }
  }
  for (const circle of area.circles) {
    conditions.push({ sql: `(earth <-> ${earthPoint(circle)}) <= ?`, bindings: [chordOf(circle.radiusKm * 1000)] });
  }
  if (area.bbox) {
    const [west, south, east, north] = area.bbox;
    conditions.push({
      sql: `${LATITUDE} BETWEEN ? AND ? AND ${LONGITUDE} BETWEEN ? AND ?`,
      bindings: [south - EDGE_DEGREES, north + EDGE_DEGREES, west - EDGE_DEGREES, east + EDGE_DEGREES],
    });
  }
  return conditions;
}
