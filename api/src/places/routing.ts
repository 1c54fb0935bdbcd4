// Real driving times from an OSRM-compatible routing service: ROUTING_URL names its root (e.g.
// `http://127.0.0.1:5000`, a path prefix allowed) and its table API measures one origin against many stables at once.
// Without it, or where it finds no route or cannot be asked, the caller estimates from the distance instead.
// Answers are kept for a day (roads change slowly); a slow or failing service counts as "no answer" and is asked
// again next time.
import type { LatLon } from '#contract/geo.ts';

export interface Router {
  /**
   * Driving minutes (not rounded) from `origin` to each destination, in the destinations' order; null where the
   * service found no route or could not be asked (the caller falls back to an estimate).
   */
  minutes(origin: LatLon, destinations: readonly LatLon[]): Promise<(number | null)[]>;
}

/** How long one request may take before the search goes on without it. */
const TIMEOUT_MS = 2500;
/** Destinations per request: OSRM's default --max-table-size is 100 coordinates, the origin being one of them. */
const BATCH_SIZE = 99;
/** Requests to the service at once, across all searches of this process, so a busy hour cannot swamp it. */
const MAX_IN_FLIGHT = 4;
/** Answers kept (the newest), for KEEP_MS each: about 17 MB of heap when full (measured: 70 MB for 200,000). */
const KEEP_ANSWERS = 50_000;
const KEEP_MS = 24 * 60 * 60 * 1000;

interface TableAnswer {
  code?: string;
  durations?: unknown[][];
}

const usable = ({ lat, lon }: LatLon): boolean =>
  Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;

/** OSRM's coordinate order, longitude first; five decimals (about 1 m) are all a route can use. */
const osrmCoordinate = ({ lat, lon }: LatLon): string => `${lon.toFixed(5)},${lat.toFixed(5)}`;

export function createRouter(endpoint: string, options: { now?: () => number } = {}): Router {
  const now = options.now ?? Date.now;
  /** Keyed by origin (4 decimals, about 10 m, as a search's centre is given) and destination (5 decimals). */
  const kept = new Map<string, { minutes: number | null; until: number }>();
  let inFlight = 0;
  const waiting: (() => void)[] = [];

  async function inTurn<T>(task: () => Promise<T>): Promise<T> {
    if (inFlight < MAX_IN_FLIGHT) inFlight++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot of a finished request passes here
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else inFlight--;
    }
  }

  function requestUrl(origin: LatLon, destinations: readonly LatLon[]): URL {
    const url = new URL(endpoint);
    const coordinates = [origin, ...destinations].map(osrmCoordinate).join(';');
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/table/v1/driving/${coordinates}`;
    url.searchParams.set('sources', '0');
    url.searchParams.set('annotations', 'duration');
    return url;
  }

  /** Minutes to each destination of one batch (null: no route), or null when the batch got no usable answer. */
  async function askTable(origin: LatLon, destinations: readonly LatLon[]): Promise<(number | null)[] | null> {
    try {
      const response = await fetch(requestUrl(origin, destinations), {
        headers: { Accept: 'application/json', 'User-Agent': 'Stallfinder (driving times of search results)' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const answer = (await response.json()) as TableAnswer;
      const row = answer.code === 'Ok' && Array.isArray(answer.durations) ? answer.durations[0] : undefined;
      // The row starts with the origin to itself; a row of another length answers some other question.
      if (!Array.isArray(row) || row.length !== destinations.length + 1) return null;
      return row
        .slice(1)
        .map((seconds) => (typeof seconds === 'number' && Number.isFinite(seconds) ? seconds / 60 : null));
    } catch {
      // Unreachable, slow or not JSON: as if it had no answer; nothing is kept, the next search asks again.
      return null;
    }
  }

  function keep(key: string, minutes: number | null): void {
    kept.delete(key);
    kept.set(key, { minutes, until: now() + KEEP_MS });
    while (kept.size > KEEP_ANSWERS) kept.delete(kept.keys().next().value!);
  }

  async function minutes(origin: LatLon, destinations: readonly LatLon[]): Promise<(number | null)[]> {
    if (!usable(origin)) return destinations.map(() => null);
    const from = `${origin.lat.toFixed(4)},${origin.lon.toFixed(4)}`;
    const keys = destinations.map((d) => (usable(d) ? `${from};${d.lat.toFixed(5)},${d.lon.toFixed(5)}` : null));
    const answers = new Map<string, number | null>();
    // Each destination not kept, once however often it is listed (several listings of one stable share it).
    const unknown = new Map<string, LatLon>();
    const time = now();
    keys.forEach((key, i) => {
      if (key == null) return;
      const known = kept.get(key);
      if (known && known.until > time) answers.set(key, known.minutes);
      else unknown.set(key, destinations[i]!);
    });

    const asked = [...unknown];
    const batches = Array.from({ length: Math.ceil(asked.length / BATCH_SIZE) }, (_, i) =>
      asked.slice(i * BATCH_SIZE, (i + 1) * BATCH_SIZE),
    );
    await Promise.all(
      batches.map(async (batch) => {
        const places = batch.map(([, place]) => place);
        const found = await inTurn(() => askTable(origin, places));
        if (!found) return;
        batch.forEach(([key], i) => {
          answers.set(key, found[i]!);
          keep(key, found[i]!);
        });
      }),
    );
    return keys.map((key) => (key == null ? null : (answers.get(key) ?? null)));
  }

  return { minutes };
}
