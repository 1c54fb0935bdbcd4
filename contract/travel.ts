// Travel time (Fahrzeit) from up to two origins, e.g. home and work: the search's `from`/`maxMinutes` and
// `from2`/`maxMinutes2`. With a routing service (ROUTING_URL) the minutes are real driving times; without one
// they are estimated from the great-circle distance by the model below, and always shown as "ca." and
// "geschätzt". Free of zod: the search page's script imports it.

/** The longest drives a search offers, in minutes, and the one it takes when an origin is given without one. */
export const TRAVEL_MINUTES = [10, 15, 20, 30, 45, 60, 90, 120] as const;
export type TravelMinutes = (typeof TRAVEL_MINUTES)[number];
export const TRAVEL_DEFAULT_MINUTES: TravelMinutes = 30;

/**
 * The estimate's model, plain and on the long side (a stable that turns out nearer is a better surprise than
 * one that turns out farther): roads are taken as 1.3 times the straight line (a usual detour factor for
 * central Europe); the first 10 km of road go at 45 km/h (village streets, junctions), the next 30 km at
 * 75 km/h (country roads), the rest at 100 km/h (motorway with the way to it); 2 minutes to get going.
 * München to Augsburg, 57 km apart, comes out at 60 minutes (without traffic the motorway takes about 45).
 */
export const TRAVEL_MODEL = {
  detour: 1.3,
  startMinutes: 2,
  legs: [
    { km: 10, kmh: 45 },
    { km: 30, kmh: 75 },
    { km: Infinity, kmh: 100 },
  ],
} as const;

/** Estimated driving minutes for a great-circle distance (not rounded). */
export function estimateMinutes(airKm: number): number {
  let road = airKm * TRAVEL_MODEL.detour;
  let minutes = TRAVEL_MODEL.startMinutes;
  for (const leg of TRAVEL_MODEL.legs) {
    const km = Math.min(road, leg.km);
    minutes += (km / leg.kmh) * 60;
    road -= km;
    if (road <= 0) break;
  }
  return minutes;
}

/** The great-circle km the estimate reaches in `minutes` (estimateMinutes' inverse): the circle of the filter. */
export function estimateReachKm(minutes: number): number {
  let left = minutes - TRAVEL_MODEL.startMinutes;
  let road = 0;
  for (const leg of TRAVEL_MODEL.legs) {
    if (left <= 0) break;
    const legMinutes = (leg.km / leg.kmh) * 60;
    const taken = Math.min(left, legMinutes);
    road += (taken / 60) * leg.kmh;
    left -= taken;
  }
  return road / TRAVEL_MODEL.detour;
}

/**
 * The great-circle km no drive of `minutes` goes beyond (130 km/h as the crow flies, faster than any road
 * allows): the candidates a routing service is asked about.
 */
export const routedReachKm = (minutes: number): number => (minutes / 60) * 130;

/** One origin's time to a listing, as listings carry it (`travel`, in the order of the origins). */
export interface TravelTimeDto {
  /** The origin's name as the search resolved it: "80331 München". */
  from: string;
  /** Whole minutes; estimates to the nearest 5 (they are no more precise than that). */
  minutes: number;
  /** From the distance by TRAVEL_MODEL, not from a router. */
  estimated: boolean;
}

/** A time as listings carry it: real minutes whole, estimates to 5 minutes (at least 5). */
export function travelTime(from: string, minutes: number, estimated: boolean): TravelTimeDto {
  return { from, minutes: estimated ? Math.max(5, Math.round(minutes / 5) * 5) : Math.round(minutes), estimated };
}

/** "ca. 25 Min." for an estimate, "25 Min." for a router's time. */
export const minutesText = (time: TravelTimeDto): string => `${time.estimated ? 'ca. ' : ''}${time.minutes} Min.`;
