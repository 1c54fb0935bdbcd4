// The search's filter registry: every filter of the listing search declared once, with its query parameter, how
// a value is read (and its German message when it is not understood) and written, its label, its SQL condition
// on listing_search, the same rule as a predicate over a listing, the columns and facts it needs, and how the
// filter panel offers it. The API's query schema, the search page (its address, panel, results line and label),
// the offline search, the bench and the alert matcher all read it. Adding a filter: docs/search.md.
// The text search and the place (radius, travel time, map area, region) are not filters of this kind: they are
// resolved and indexed apart (api/src/search/).
import { AMENITY_FILTER_KEYS, STABLE_AMENITY_LABELS, type AmenityFilterKey } from './amenities.ts';
import { CARE_LEVEL_LABELS, CARE_LEVELS, turnoutHoursAllYear, type CareLevel } from './facts.ts';
import { FIT_FACT_KEYS } from './fit-facts.ts';
import { horseFit } from './fit.ts';
import {
  HOOF_STATES,
  HORSE_GENDERS,
  HORSE_LIMITS,
  HORSE_TURNOUTS,
  HORSE_TYPES,
  type HorseData,
  type HorseGender,
} from './horse-fields.ts';
import { PRICE_RANGE_LABELS, PRICE_RANGES, priceBounds, type PriceRange } from './price-bands.ts';
import { SEARCH_FACILITY_LABELS } from './search-fact-labels.ts';
import {
  MIN_AREA_RANGE,
  MIN_HEIGHT_RANGE,
  SEARCH_FACILITIES,
  TURNOUT_STEPS,
  type SearchFacility,
} from './search-facts.ts';
import {
  atLeast,
  readFlag,
  readList,
  readOneOf,
  readWhole,
  type Condition,
  type FilterListing,
  type SearchFilter,
} from './search-filter-kinds.ts';
import { SPECIAL_NEEDS } from './facts.ts';
import { STALL_TYPE_FILTER_LABELS, STALL_TYPES, type StallType } from './stall-types.ts';

/**
 * What the API answers, with 400 under the parameter's name, to a value a filter does not take; here and not in
 * messages.ts so the search page's script carries only these.
 */
export const FILTER_MSG = {
  stallType: 'Unbekannte Stallart',
  priceRange: 'Unbekannte Preisspanne',
  amenities: 'Unbekannte Ausstattung',
  care: 'Unbekannte Betreuungsart',
  turnout: 'Bitte mindestens 2, 4, 6, 8, 12 oder 24 Stunden Weidegang am Tag wählen',
  flag: 'Bitte „true“ oder „false“ angeben',
  minHeight: 'Bitte ein Stockmaß von 70 bis 220 cm angeben',
  minArea: 'Bitte eine Fläche von 1 bis 500 m² angeben',
  facilities: 'Unbekannte Einrichtung',
  horseHeight: 'Das Stockmaß des Pferdes bitte als ganze Zahl von 70 bis 220 cm angeben',
  horseAge: 'Das Alter des Pferdes bitte als ganze Zahl von 0 bis 45 Jahren angeben',
  horse: 'Unbekannte Angabe zum Pferd',
  horseName: `Höchstens ${HORSE_LIMITS.name} Zeichen erlaubt`,
  maxMinTerm: 'Bitte eine Mindestlaufzeit von 0, 1, 3, 6 oder 12 Monaten wählen',
} as const;

const months = (n: number) => `${n} ${n === 1 ? 'Monat' : 'Monate'}`;

const sql = (text: string, ...bindings: Condition['bindings']): Condition => ({ sql: text, bindings });

/** A price band as a range of a column: lower <= price < upper. */
function inBand(column: string, band: PriceRange): Condition {
  const { min, max } = priceBounds(band);
  return max === null ? sql(`${column} >= ?`, min) : sql(`${column} >= ? AND ${column} < ?`, min, max);
}
const isInBand = (price: number, band: PriceRange) => {
  const { min, max } = priceBounds(band);
  return price >= min && (max === null || price < max);
};

/** An unencoded "600+" in a query string arrives as "600 ". */
const band = (text: string | undefined) => (text === '600 ' ? '600+' : text);

/** The amenity keys as listing_search's columns: hasRidingArena is has_riding_arena. */
const column = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The facilities the filter offers: the indoor hall is one of the stable's amenity flags. */
const FACILITY_CONDITION: Record<SearchFacility, Condition> = {
  indoorArena: sql('has_indoor_arena'),
  horseWalker: sql(`facilities @> ARRAY['horseWalker']`),
  trainer: sql(`facilities @> ARRAY['trainer']`),
};

/** The admission rule a horse of a gender or kind falls under (contract/fit.ts). */
const GENDER_RULE: Record<HorseGender, 'stallions' | 'mares' | 'geldings'> = {
  stallion: 'stallions',
  mare: 'mares',
  gelding: 'geldings',
};

/** The horse of "Nur passende Ställe": its parameters as contract/horse-filter.ts writes them. */
const HORSE_KEYS = {
  name: 'horseName',
  heightCm: 'horseHeight',
  gender: 'horseGender',
  age: 'horseAge',
  type: 'horseType',
  hoofs: 'horseHoofs',
  needs: 'horseNeeds',
  turnout: 'horseTurnout',
} as const;

/** The conditions under which contract/fit.ts does not answer "Passt nicht" for the horse. */
function horseConditions(horse: HorseData): Condition[] {
  const conditions: Condition[] = [];
  const admitted = (kind: string) => conditions.push(sql(`admits_${kind} IS DISTINCT FROM false`));
  if (horse.heightCm != null) conditions.push(sql('(max_height IS NULL OR max_height >= ?)', horse.heightCm));
  if (horse.gender) admitted(GENDER_RULE[horse.gender]);
  if (horse.type === 'pony') admitted('ponies');
  if (horse.type === 'donkey') admitted('donkeys');
  if (horse.age != null) {
    conditions.push(
      sql('(min_age IS NULL OR min_age <= ?) AND (max_age IS NULL OR max_age >= ?)', horse.age, horse.age),
    );
  }
  if (horse.hoofs) {
    conditions.push(sql('hoofs IS DISTINCT FROM ?', horse.hoofs === 'barefoot' ? 'shodOnly' : 'barefootOnly'));
  }
  for (const need of horse.needs ?? [])
    conditions.push(sql('(special_needs IS NULL OR special_needs @> ARRAY[?])', need));
  if (horse.turnout === 'single') conditions.push(sql(`turnout_grouping IS DISTINCT FROM 'group'`));
  return conditions;
}

/** The horse's parameters: invalid ones answer 400 in the API; the name only labels the filter. */
function readHorse(get: (key: string) => string | undefined) {
  const error = (key: string, message: string) => ({ error: message, key });
  const read = {
    heightCm: readWhole(HORSE_KEYS.heightCm, HORSE_LIMITS.heightCm, FILTER_MSG.horseHeight, get),
    gender: readOneOf(HORSE_KEYS.gender, HORSE_GENDERS, FILTER_MSG.horse, get),
    age: readWhole(HORSE_KEYS.age, HORSE_LIMITS.age, FILTER_MSG.horseAge, get),
    type: readOneOf(HORSE_KEYS.type, HORSE_TYPES, FILTER_MSG.horse, get),
    hoofs: readOneOf(HORSE_KEYS.hoofs, HOOF_STATES, FILTER_MSG.horse, get),
    needs: readList(HORSE_KEYS.needs, SPECIAL_NEEDS, FILTER_MSG.horse, get),
    turnout: readOneOf(HORSE_KEYS.turnout, HORSE_TURNOUTS, FILTER_MSG.horse, get),
  };
  for (const value of Object.values(read)) if ('error' in value) return value;
  const name = (get(HORSE_KEYS.name) ?? '').trim();
  if (name.length > HORSE_LIMITS.name) return error(HORSE_KEYS.name, FILTER_MSG.horseName);
  const horse: HorseData = { name };
  for (const [key, value] of Object.entries(read)) {
    if ('value' in value && value.value !== undefined) Object.assign(horse, { [key]: value.value });
  }
  // Only a name (or nothing) is no filter: nothing about the horse to check.
  return { value: Object.keys(horse).length > 1 ? horse : undefined };
}

function writeHorse(horse: HorseData): [string, string][] {
  const params: [string, string][] = horse.name ? [[HORSE_KEYS.name, horse.name]] : [];
  for (const [field, key] of Object.entries(HORSE_KEYS)) {
    const value = horse[field as keyof HorseData];
    if (field === 'name' || value == null || (Array.isArray(value) && value.length === 0)) continue;
    params.push([key, Array.isArray(value) ? value.join(',') : String(value)]);
  }
  return params;
}

export const SEARCH_FILTERS = {
  stallType: {
    keys: ['stallType'],
    read: (get) => readOneOf('stallType', STALL_TYPES, FILTER_MSG.stallType, get),
    write: (type) => [['stallType', type]],
    label: (type) => STALL_TYPE_FILTER_LABELS[type],
    where: (type) => [sql('stall_type = ?', type)],
    test: (listing, type) => listing.stallType === type,
    columns: ['stall_type'],
    control: { kind: 'custom' },
    section: 'main',
    examples: STALL_TYPES,
  } satisfies SearchFilter<StallType>,

  priceRange: {
    keys: ['priceRange'],
    read: (get) => readOneOf('priceRange', PRICE_RANGES, FILTER_MSG.priceRange, (key) => band(get(key))),
    write: (range) => [['priceRange', range]],
    label: (range) => PRICE_RANGE_LABELS[range],
    // The band's number alone (price_band is the base price's band, the first key of the price orders' indexes):
    // the price's range as well said the same twice, and the planner, multiplying the two, expected a thirtieth of
    // the matches and read a stall type's cheap listings from the table instead of an index (1.1 s for the map).
    where: (range) => [sql('price_band = ?', PRICE_RANGES.indexOf(range))],
    test: (listing, range) => isInBand(Number(listing.pricePerMonth), range),
    columns: ['price_band'],
    control: { kind: 'custom' },
    section: 'panel',
    examples: PRICE_RANGES,
  } satisfies SearchFilter<PriceRange>,

  amenities: {
    keys: ['amenities'],
    read: (get) => readList('amenities', AMENITY_FILTER_KEYS, FILTER_MSG.amenities, get),
    write: (keys) => [['amenities', keys.join(',')]],
    label: (keys) => keys.map((key) => STABLE_AMENITY_LABELS[key]).join(' · '),
    where: (keys) => keys.map((key) => sql(column(key))),
    test: (listing, keys) => keys.every((key) => listing.stable[key] === true),
    columns: AMENITY_FILTER_KEYS.map(column),
    control: { kind: 'custom' },
    section: 'panel',
    examples: [['hasRidingArena'], ['hasWifi', 'hasParking'], [...AMENITY_FILTER_KEYS]],
  } satisfies SearchFilter<AmenityFilterKey[]>,

  /** The band of the all-in month (contract/costs.ts totalMonthly), with the values of the price's. */
  totalRange: {
    keys: ['totalRange'],
    read: (get) => readOneOf('totalRange', PRICE_RANGES, FILTER_MSG.priceRange, (key) => band(get(key))),
    write: (range) => [['totalRange', range]],
    label: (range) => `gesamt ${PRICE_RANGE_LABELS[range]}`,
    where: (range) => [inBand('total', range)],
    // Cards saved before the all-in month was shown count their base price.
    test: (listing, range) => isInBand(Number(listing.totalMonthly ?? listing.pricePerMonth), range),
    columns: ['total'],
    control: { kind: 'custom' },
    section: 'panel',
    examples: PRICE_RANGES,
  } satisfies SearchFilter<PriceRange>,

  care: {
    keys: ['care'],
    read: (get) => readOneOf('care', CARE_LEVELS, FILTER_MSG.care, get),
    write: (level) => [['care', level]],
    label: (level) => CARE_LEVEL_LABELS[level],
    where: (level) => [sql('care = ?', level)],
    test: (listing, level) => listing.facts?.careLevel === level,
    columns: ['care'],
    facts: ['careLevel'],
    control: {
      kind: 'select',
      label: 'Betreuung',
      any: 'Alle',
      options: CARE_LEVELS,
      text: (level: CareLevel) => CARE_LEVEL_LABELS[level],
    },
    section: 'panel',
    examples: CARE_LEVELS,
  } satisfies SearchFilter<CareLevel>,

  /** Daily turnout through the year (the lower of summer and winter), at least these hours. */
  turnout: {
    keys: ['turnout'],
    read: (get) => readOneOf('turnout', TURNOUT_STEPS, FILTER_MSG.turnout, get),
    write: (hours) => [['turnout', String(hours)]],
    label: (hours) => `Weide ab ${hours} Std.`,
    where: (hours) => [sql('turnout >= ?', hours)],
    test: (listing, hours) => atLeast(turnoutHoursAllYear(listing.facts ?? {}), hours),
    columns: ['turnout'],
    facts: ['turnoutHoursSummer', 'turnoutHoursWinter'],
    control: {
      kind: 'select',
      label: 'Weide/Paddock täglich',
      any: 'Egal',
      options: TURNOUT_STEPS,
      text: (hours: number) => `ab ${hours} Std. (ganzjährig)`,
    },
    section: 'panel',
    examples: TURNOUT_STEPS,
  } satisfies SearchFilter<number>,

  groupTurnout: {
    keys: ['groupTurnout'],
    read: (get) => readFlag('groupTurnout', FILTER_MSG.flag, get),
    write: () => [['groupTurnout', 'true']],
    label: () => 'Gruppenauslauf',
    where: () => [sql(`turnout_grouping IN ('group', 'both')`)],
    test: (listing) => listing.facts?.turnoutGrouping === 'group' || listing.facts?.turnoutGrouping === 'both',
    columns: ['turnout_grouping'],
    facts: ['turnoutGrouping'],
    control: { kind: 'check', label: 'Gruppenauslauf' },
    section: 'panel',
    examples: [true],
  } satisfies SearchFilter<true>,

  stallions: {
    keys: ['stallions'],
    read: (get) => readFlag('stallions', FILTER_MSG.flag, get),
    write: () => [['stallions', 'true']],
    label: () => 'Hengste erlaubt',
    where: () => [sql('admits_stallions')],
    test: (listing) => listing.facts?.admits?.stallions === true,
    columns: ['admits_stallions'],
    facts: ['admits'],
    control: { kind: 'check', label: 'Hengste erlaubt' },
    section: 'panel',
    examples: [true],
  } satisfies SearchFilter<true>,

  /** The stable takes horses at least this tall (its highest Stockmaß). */
  minHeight: {
    keys: ['minHeight'],
    read: (get) => readWhole('minHeight', MIN_HEIGHT_RANGE, FILTER_MSG.minHeight, get),
    write: (cm) => [['minHeight', String(cm)]],
    label: (cm) => `Stockmaß bis ${cm} cm`,
    where: (cm) => [sql('max_height >= ?', cm)],
    test: (listing, cm) => atLeast(listing.facts?.maxHeightCm, cm),
    columns: ['max_height'],
    facts: ['maxHeightCm'],
    control: {
      kind: 'select',
      label: 'Stockmaß bis mindestens',
      any: 'Egal',
      options: [150, 160, 165, 170, 175, 180, 185, 190],
      text: (cm: number) => `${cm} cm`,
    },
    section: 'panel',
    examples: [170, 185],
  } satisfies SearchFilter<number>,

  /** The box, or an open stable's shelter per horse, at least this many square metres. */
  minArea: {
    keys: ['minArea'],
    read: (get) => readWhole('minArea', MIN_AREA_RANGE, FILTER_MSG.minArea, get),
    write: (m2) => [['minArea', String(m2)]],
    label: (m2) => `ab ${m2} m²`,
    where: (m2) => [sql('area >= ?', m2)],
    test: (listing, m2) => atLeast(listing.facts?.areaM2, m2),
    columns: ['area'],
    facts: ['areaM2'],
    control: {
      kind: 'select',
      label: 'Box/Fläche pro Pferd',
      any: 'Egal',
      options: [9, 10, 12, 14, 16, 20],
      text: (m2: number) => `ab ${m2} m²`,
    },
    section: 'panel',
    examples: [10, 14],
  } satisfies SearchFilter<number>,

  /** The contract's minimum term is at most this many months; 0: none. A listing that does not say is left out. */
  maxMinTerm: {
    keys: ['maxMinTerm'],
    read: (get) => readOneOf('maxMinTerm', [0, 1, 3, 6, 12], FILTER_MSG.maxMinTerm, get),
    write: (most) => [['maxMinTerm', String(most)]],
    label: (most) => (most === 0 ? 'ohne Mindestlaufzeit' : `Mindestlaufzeit bis ${months(most)}`),
    where: (most) => [sql('min_term <= ?', most)],
    test: (listing, most) => listing.facts?.minTermMonths != null && listing.facts.minTermMonths <= most,
    columns: ['min_term'],
    facts: ['minTermMonths'],
    control: {
      kind: 'select',
      label: 'Mindestlaufzeit höchstens',
      any: 'Egal',
      options: [0, 1, 3, 6, 12],
      text: (most: number) => (most === 0 ? 'ohne Mindestlaufzeit' : months(most)),
    },
    section: 'panel',
    examples: [0, 3, 12],
  } satisfies SearchFilter<number>,

  /** A place is free today: free places, and no later "frei ab". */
  freeNow: {
    keys: ['freeNow'],
    read: (get) => readFlag('freeNow', FILTER_MSG.flag, get),
    write: () => [['freeNow', 'true']],
    label: () => 'sofort frei',
    where: (_, { today }) => [sql('free_from <= ?::date', today)],
    test: (listing, _, { today }) =>
      listing.freePlaces !== 0 && (listing.availableFrom == null || listing.availableFrom.slice(0, 10) <= today),
    columns: ['free_from'],
    control: { kind: 'check', label: 'Sofort frei' },
    section: 'panel',
    examples: [true],
  } satisfies SearchFilter<true>,

  /** The stable's indoor hall (an amenity flag) and two of its facilities. */
  facilities: {
    keys: ['facilities'],
    read: (get) => readList('facilities', SEARCH_FACILITIES, FILTER_MSG.facilities, get),
    write: (keys) => [['facilities', keys.join(',')]],
    label: (keys) => keys.map((key) => SEARCH_FACILITY_LABELS[key]).join(' · '),
    where: (keys) => keys.map((key) => FACILITY_CONDITION[key]),
    test: (listing, keys) =>
      keys.every((key) =>
        key === 'indoorArena' ? listing.stable.hasIndoorArena === true : !!listing.stable.facilities?.includes(key),
      ),
    columns: ['has_indoor_arena', 'facilities'],
    control: {
      kind: 'checks',
      options: SEARCH_FACILITIES,
      text: (key: SearchFacility) => SEARCH_FACILITY_LABELS[key],
    },
    section: 'panel',
    examples: [['indoorArena'], ['horseWalker', 'trainer']],
  } satisfies SearchFilter<SearchFacility[]>,

  /** "Nur passende Ställe für {Name}": every listing contract/fit.ts does not answer "Passt nicht" for. */
  horse: {
    keys: Object.values(HORSE_KEYS),
    read: readHorse,
    write: writeHorse,
    label: (horse) => `passend für ${horse.name || 'dein Pferd'}`,
    where: horseConditions,
    test: (listing, horse) => horseFit(horse, listing.facts).verdict !== 'no',
    columns: [
      'max_height',
      'admits_stallions',
      'admits_mares',
      'admits_geldings',
      'admits_ponies',
      'admits_donkeys',
      'min_age',
      'max_age',
      'hoofs',
      'special_needs',
      'turnout_grouping',
    ],
    facts: FIT_FACT_KEYS,
    control: { kind: 'custom' },
    section: 'panel',
    examples: [
      { name: 'Blitz', heightCm: 178, gender: 'stallion', hoofs: 'barefoot', needs: ['eczema'] },
      { name: 'Lotte', type: 'pony', age: 24, turnout: 'single' },
      { name: 'Stella', gender: 'mare', type: 'donkey', hoofs: 'shod' },
      { name: 'Max', gender: 'gelding' },
    ],
  } satisfies SearchFilter<HorseData>,
};

export type FilterId = keyof typeof SEARCH_FILTERS;
export const FILTER_IDS = Object.keys(SEARCH_FILTERS) as FilterId[];
export type FilterValue<K extends FilterId> = (typeof SEARCH_FILTERS)[K] extends SearchFilter<infer V> ? V : never;
/** The values of the filters a search sets; a missing one is off. */
export type FilterValues = { [K in FilterId]?: FilterValue<K> };

/** The filters a search sets, each with its value. */
export function activeFilters(values: FilterValues): { id: FilterId; filter: SearchFilter<unknown>; value: unknown }[] {
  return FILTER_IDS.flatMap((id) =>
    values[id] === undefined ? [] : [{ id, filter: SEARCH_FILTERS[id] as SearchFilter<unknown>, value: values[id] }],
  );
}

/**
 * The filters of a query (`get` gives one parameter's text): each value, and the first message of each filter
 * that did not understand its parameter.
 */
export function readFilters(get: (key: string) => string | undefined): {
  values: FilterValues;
  errors: { key: string; message: string }[];
} {
  const values: Record<string, unknown> = {};
  const errors: { key: string; message: string }[] = [];
  for (const id of FILTER_IDS) {
    const read = (SEARCH_FILTERS[id] as SearchFilter<unknown>).read(get);
    if ('error' in read) errors.push({ key: read.key, message: read.error });
    else if (read.value !== undefined) values[id] = read.value;
  }
  return { values: values as FilterValues, errors };
}

/** The parameters of the filters' values, in the registry's order. */
export function writeFilters(values: FilterValues): [string, string][] {
  return activeFilters(values).flatMap(({ filter, value }) => filter.write(value));
}

type FactsOf<F> = F extends { facts: readonly (infer K)[] } ? K : never;
/** A fact a filter's predicate reads. */
export type FilterFactKey = { [K in FilterId]: FactsOf<(typeof SEARCH_FILTERS)[K]> }[FilterId];
/** The facts the filters' predicates read: what a search card carries of a listing's facts. */
export const FILTER_FACT_KEYS: readonly FilterFactKey[] = [
  ...new Set(FILTER_IDS.flatMap((id) => (SEARCH_FILTERS[id] as SearchFilter<unknown>).facts ?? [])),
] as FilterFactKey[];

/** Whether a listing passes every filter set. */
export function matchesFilters(listing: FilterListing, values: FilterValues, context: { today: string }): boolean {
  return activeFilters(values).every(({ filter, value }) => filter.test(listing, value, context));
}
