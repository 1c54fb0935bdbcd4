// Travel time (Fahrzeit) in the search: up to two origins (`from`, `from2`), each with the longest drive from it.
//  - Without a routing service, the time is estimated from the great-circle distance (contract/travel.ts), which
//    grows with the distance: the filter is a circle of the estimate's reach around each origin, searched like a
//    radius, counted exactly and paged by the index.
//  - With one (ROUTING_URL), the matches of the other filters inside the circle no drive can leave (routedReachKm)
//    are asked for their real times, nearest first and at most ROUTED_CANDIDATES of them; those within every
//    origin's time are the search's listings (`ids`). A stable the router finds no route to, or a batch it does not
//    answer, is estimated instead, and says so.
import { distanceKm, type LatLon } from '#contract/geo.ts';
import type { Region } from '#contract/regions.ts';
import {
  estimateMinutes,
  estimateReachKm,
  routedReachKm,
  TRAVEL_DEFAULT_MINUTES,
  travelTime,
  type TravelTimeDto,
} from '#contract/travel.ts';
import type { Geocoder } from '../places/geocoder.ts';
import { nearOf, type NamedNear } from '../places/near.ts';
import type { Router } from '../places/routing.ts';
import type { SearchEngine, SearchWhere } from '../search/index.ts';

/** A travel origin: the place, the longest drive from it, and (radiusKm) the circle its matches lie in. */
export interface Origin extends NamedNear {
  maxMinutes: number;
}

/**
 * The most listings whose times one search asks the router for (nearest first): 30 minutes around a city
 * at a million listings hold about 20,000, in some 4,000 stables, 40 table requests of 99.
 */
export const ROUTED_CANDIDATES = 20_000;

interface TravelQuery {
  from?: string | undefined;
  maxMinutes?: number | undefined;
  from2?: string | undefined;
  maxMinutes2?: number | undefined;
  region?: Region | undefined;
}

/** The origins of a search, resolved like `near` (an unknown one answers 400 "Ort nicht gefunden" under its name). */
export async function originsOf(query: TravelQuery, geocoder: Geocoder | null, routed: boolean): Promise<Origin[]> {
  const wanted = [
    { field: 'from', text: query.from, minutes: query.maxMinutes },
    { field: 'from2', text: query.from2, minutes: query.maxMinutes2 },
  ] as const;
  const origins: Origin[] = [];
  for (const { field, text, minutes } of wanted) {
    if (!text) continue;
    const maxMinutes = minutes ?? TRAVEL_DEFAULT_MINUTES;
    const reach = routed ? routedReachKm(maxMinutes) : estimateReachKm(maxMinutes);
    origins.push({ ...(await nearOf(text, reach, query.region, geocoder, field)), maxMinutes });
  }
  return origins;
}

/** The routed minutes from each origin to the listings found within them, by listing id (null: not routed). */
export interface RoutedTimes {
  ids: number[];
  minutes: Map<number, (number | null)[]>;
}

/** A stable's point as the router is asked for it (its listings' points differ by less than this). */
const pointKey = ({ lat, lon }: LatLon) => `${lat.toFixed(5)},${lon.toFixed(5)}`;

/** The listings within every origin's time by the router, with their times. */
export async function routedTimes(
  engine: SearchEngine,
  where: SearchWhere,
  origins: readonly Origin[],
  router: Router,
): Promise<RoutedTimes> {
  const found = await engine.nearest(where, origins[0]!, ROUTED_CANDIDATES);
  const points = new Map<string, LatLon>();
  for (const candidate of found) points.set(pointKey(candidate), candidate);
  const destinations = [...points.values()];
  const byOrigin = await Promise.all(
    origins.map(async (origin) => {
      const minutes = await router.minutes(origin, destinations);
      return new Map(destinations.map((point, i) => [pointKey(point), minutes[i] ?? null]));
    }),
  );
  const ids: number[] = [];
  const minutes = new Map<number, (number | null)[]>();
  for (const candidate of found) {
    const routed = byOrigin.map((times) => times.get(pointKey(candidate)) ?? null);
    const within = origins.every(
      (origin, i) => (routed[i] ?? estimateMinutes(distanceKm(origin, candidate))) <= origin.maxMinutes,
    );
    if (within) {
      ids.push(candidate.id);
      minutes.set(candidate.id, routed);
    }
  }
  return { ids, minutes };
}

/** A listing's times from the origins: the router's where it gave one, else estimated. */
export function travelOf(
  origins: readonly Origin[],
  stable: LatLon,
  routed?: readonly (number | null)[],
): TravelTimeDto[] {
  return origins.map((origin, i) => {
    const minutes = routed?.[i];
    return minutes === null || minutes === undefined
      ? travelTime(origin.label, estimateMinutes(distanceKm(origin, stable)), true)
      : travelTime(origin.label, minutes, false);
  });
}
