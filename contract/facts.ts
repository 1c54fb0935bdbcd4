// The structured facts of a stable place (issue 15): what the stable does, turnout, the place itself, who is
// admitted, the contract. Every fact is optional: null (or a missing key) means the owner did not say, which the
// fit check ("Passt mein Pferd?", contract/fit.ts) answers with "vielleicht", never with a silent "passt".
// Free of zod: the pages' scripts import the labels; the schemas are in contract/owner.ts.

import { CARE_LEVELS, type CareLevel } from './care-levels.ts';

export { CARE_LEVELS, type CareLevel };
export const CARE_LEVEL_LABELS: Record<CareLevel, string> = {
  full: 'Vollpension',
  part: 'Teilpension',
  self: 'Selbstversorger',
};

/** What the stable does for the tenant. */
export const CARE_SERVICES = ['mucking', 'feeding', 'turnOut', 'bringIn', 'rugging', 'flyMask'] as const;
export type CareService = (typeof CARE_SERVICES)[number];
export const CARE_SERVICE_LABELS: Record<CareService, string> = {
  mucking: 'Misten',
  feeding: 'Füttern',
  turnOut: 'Rausbringen',
  bringIn: 'Reinholen',
  rugging: 'Eindecken',
  flyMask: 'Fliegenmaske',
};

export const TURNOUT_GROUPINGS = ['group', 'single', 'both'] as const;
export type TurnoutGrouping = (typeof TURNOUT_GROUPINGS)[number];
export const TURNOUT_GROUPING_LABELS: Record<TurnoutGrouping, string> = {
  group: 'in der Gruppe',
  single: 'einzeln',
  both: 'einzeln oder in der Gruppe',
};

export const HERD_SEXES = ['separated', 'mixed'] as const;
export type HerdSexes = (typeof HERD_SEXES)[number];
export const HERD_SEX_LABELS: Record<HerdSexes, string> = {
  separated: 'Stuten und Wallache getrennt',
  mixed: 'Stuten und Wallache gemischt',
};

export const PASTURE_SEASONS = ['allYear', 'seasonal'] as const;
export type PastureSeason = (typeof PASTURE_SEASONS)[number];
export const PASTURE_SEASON_LABELS: Record<PastureSeason, string> = {
  allYear: 'Weide ganzjährig',
  seasonal: 'Weide saisonal',
};

export const BEDDINGS = ['straw', 'shavings', 'pellets'] as const;
export type Bedding = (typeof BEDDINGS)[number];
export const BEDDING_LABELS: Record<Bedding, string> = { straw: 'Stroh', shavings: 'Späne', pellets: 'Pellets' };

export const HAY_FEEDINGS = ['adLib', 'rationed'] as const;
export type HayFeeding = (typeof HAY_FEEDINGS)[number];
export const HAY_FEEDING_LABELS: Record<HayFeeding, string> = {
  adLib: 'Heu ad libitum',
  rationed: 'Heu rationiert',
};

/** Hooves a stable takes: every horse, or only shod or only barefoot ones. */
export const HOOF_RULES = ['any', 'shodOnly', 'barefootOnly'] as const;
export type HoofRule = (typeof HOOF_RULES)[number];
export const HOOF_RULE_LABELS: Record<HoofRule, string> = {
  any: 'beschlagen und barhuf',
  shodOnly: 'nur beschlagene Pferde',
  barefootOnly: 'nur Barhufer',
};

/** Special needs a horse may have and a stable may cater for. */
export const SPECIAL_NEEDS = ['hayOnly', 'eczema', 'senior', 'diet'] as const;
export type SpecialNeed = (typeof SPECIAL_NEEDS)[number];
export const SPECIAL_NEED_LABELS: Record<SpecialNeed, string> = {
  hayOnly: 'reine Heufütterung',
  eczema: 'Ekzemer',
  senior: 'Senioren',
  diet: 'Diätfütterung',
};

/** Kinds of horse an admission rule names: true admitted, false not, missing unknown. */
export const HORSE_KINDS = ['stallions', 'mares', 'geldings', 'ponies', 'donkeys'] as const;
export type HorseKind = (typeof HORSE_KINDS)[number];
export const HORSE_KIND_LABELS: Record<HorseKind, string> = {
  stallions: 'Hengste',
  mares: 'Stuten',
  geldings: 'Wallache',
  ponies: 'Ponys',
  donkeys: 'Esel',
};

/** The facts of one listing, as stored (listings.facts) and as the API answers them. */
export interface ListingFacts {
  careLevel?: CareLevel | null;
  /** What the stable does; null when not said. */
  services?: CareService[] | null;
  feedingsPerDay?: number | null;
  /** Stalldienst: hours a month the tenant helps. 0: none. */
  stallDutyHours?: number | null;
  turnoutHoursSummer?: number | null;
  turnoutHoursWinter?: number | null;
  turnoutGrouping?: TurnoutGrouping | null;
  groupSize?: number | null;
  herdSexes?: HerdSexes | null;
  pastureSeason?: PastureSeason | null;
  paddockAllWeather?: boolean | null;
  /** Box size, or the shelter area per horse of an open stable, in m². */
  areaM2?: number | null;
  hasWindow?: boolean | null;
  paddockAttached?: boolean | null;
  bedding?: Bedding[] | null;
  hay?: HayFeeding | null;
  haylage?: boolean | null;
  concentrateIncluded?: boolean | null;
  /** The tallest horse the stable takes, Stockmaß in cm. */
  maxHeightCm?: number | null;
  admits?: Partial<Record<HorseKind, boolean>> | null;
  minAge?: number | null;
  maxAge?: number | null;
  hoofs?: HoofRule | null;
  /** The special needs the stable caters for; null when not said, [] for none. */
  specialNeeds?: SpecialNeed[] | null;
  /** Breeds or disciplines it does not take, in the owner's words. */
  excluded?: string | null;
  minTermMonths?: number | null;
  noticeMonths?: number | null;
  trialMonths?: number | null;
}

/** Bounds of the numeric facts, shared by the schema and the form. */
export const FACT_LIMITS = {
  feedingsPerDay: { min: 1, max: 10 },
  stallDutyHours: { min: 0, max: 200 },
  turnoutHours: { min: 0, max: 24 },
  groupSize: { min: 1, max: 200 },
  areaM2: { min: 1, max: 500 },
  maxHeightCm: { min: 70, max: 220 },
  age: { min: 0, max: 45 },
  months: { min: 0, max: 60 },
  excluded: 300,
} as const;

/** Daily turnout through the year: the lower of summer and winter, or the one given. */
export function turnoutHoursAllYear(facts: ListingFacts): number | null {
  const hours = [facts.turnoutHoursSummer, facts.turnoutHoursWinter].filter((h): h is number => h != null);
  return hours.length === 0 ? null : Math.min(...hours);
}

/** How many of the owner's facts are filled, of how many (the owner form's progress hint). */
export function factsFilled(facts: ListingFacts): { filled: number; of: number } {
  const keys: (keyof ListingFacts)[] = [
    'careLevel',
    'services',
    'feedingsPerDay',
    'stallDutyHours',
    'turnoutHoursSummer',
    'turnoutHoursWinter',
    'turnoutGrouping',
    'pastureSeason',
    'areaM2',
    'bedding',
    'hay',
    'maxHeightCm',
    'admits',
    'hoofs',
    'specialNeeds',
    'minTermMonths',
    'noticeMonths',
  ];
  const filled = keys.filter((key) => {
    const value = facts[key];
    if (value == null) return false;
    if (Array.isArray(value)) return true;
    if (typeof value === 'object') return Object.keys(value).length > 0;
    return true;
  }).length;
  return { filled, of: keys.length };
}

// ---- the stable's facilities (beyond its eight amenity flags) ----

export const STABLE_FACILITIES = [
  'horseWalker',
  'lungingRing',
  'roundPen',
  'tackLockers',
  'trailerParking',
  'toilets',
  'lounge',
  'trainer',
  'lessons',
  'vetVisits',
  'farrierVisits',
  'ownFarrier',
  'ownTrainer',
] as const;
export type StableFacility = (typeof STABLE_FACILITIES)[number];
export const STABLE_FACILITY_LABELS: Record<StableFacility, string> = {
  horseWalker: 'Führanlage',
  lungingRing: 'Longierplatz/-halle',
  roundPen: 'Round Pen',
  tackLockers: 'Sattelkammer mit Spinden',
  trailerParking: 'Hängerparkplatz',
  toilets: 'Toiletten',
  lounge: 'Reiterstübchen',
  trainer: 'Trainer vor Ort',
  lessons: 'Reitunterricht',
  vetVisits: 'Tierarzt kommt regelmäßig',
  farrierVisits: 'Hufschmied kommt regelmäßig',
  ownFarrier: 'Eigener Hufschmied erlaubt',
  ownTrainer: 'Eigener Trainer erlaubt',
};
/** The indoor hall's size as the owner writes it ("20 × 40 m"). */
export const INDOOR_ARENA_SIZE_MAX = 40;
