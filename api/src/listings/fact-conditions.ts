// The search's conditions on a listing's facts and all-in month, on the columns of listing_search that migration
// add_facts_to_listing_search derives: the facts filters of the advanced panel, the all-in month's band, and the
// horse of "Nur passende Ställe", which keeps every listing the fit check (contract/fit.ts) does not answer
// "Passt nicht" for. The flags' values must match the migration's.
import type { CareLevel } from '#contract/facts.ts';
import { priceBounds, type PriceRange } from '#contract/price-bands.ts';
import type { SearchFacility } from '#contract/search-facts.ts';
import type { HorseData } from '#contract/horses.ts';
import type { ListingSearchQuery } from '#contract/schemas.ts';
import type { Condition } from './search-order.ts';

const FLAG = {
  care: { full: 1, part: 2, self: 4 } satisfies Record<CareLevel, number>,
  groupTurnout: 8,
  stallionsWelcome: 16,
  /** A stable says it does not take this kind of horse. */
  refuses: { stallion: 32, mare: 64, gelding: 128, pony: 256, donkey: 512 },
  shodOnly: 1024,
  barefootOnly: 2048,
  /** A stable lists the special needs it caters for, and not this one. */
  lacksCare: { hayOnly: 4096, eczema: 8192, senior: 16384, diet: 32768 },
  groupOnly: 65536,
  facility: { indoorArena: 131072, horseWalker: 262144, trainer: 524288 } satisfies Record<SearchFacility, number>,
} as const;

export interface FactFilter {
  care?: CareLevel | undefined;
  /** Daily turnout through the year, at least these hours. */
  turnout?: number | undefined;
  groupTurnout?: boolean | undefined;
  stallions?: boolean | undefined;
  /** The stable takes horses at least this tall (its maximum Stockmaß). */
  minHeight?: number | undefined;
  minArea?: number | undefined;
  /** A place is free on this day (YYYY-MM-DD, today in the platform's time zone). */
  freeOn?: string | undefined;
  facilities?: readonly SearchFacility[] | undefined;
  totalRange?: PriceRange | undefined;
  /** The horse of "Nur passende Ställe" (contract/horses.ts horseFilterParams). */
  horse?: HorseData | undefined;
}

type FactsQueryFields = Pick<
  ListingSearchQuery,
  | 'care'
  | 'turnout'
  | 'groupTurnout'
  | 'stallions'
  | 'minHeight'
  | 'minArea'
  | 'freeNow'
  | 'facilities'
  | 'totalRange'
  | 'horseName'
  | 'horseHeight'
  | 'horseGender'
  | 'horseAge'
  | 'horseType'
  | 'horseHoofs'
  | 'horseNeeds'
  | 'horseTurnout'
>;

/** The facts filter of a search query; `today` (YYYY-MM-DD) is the day "sofort frei" means. */
export function factsOf(query: FactsQueryFields, today: string): FactFilter {
  const horse: HorseData = {
    name: query.horseName ?? '',
    heightCm: query.horseHeight,
    gender: query.horseGender,
    age: query.horseAge,
    type: query.horseType,
    hoofs: query.horseHoofs,
    needs: query.horseNeeds,
    turnout: query.horseTurnout,
  };
  return {
    care: query.care,
    turnout: query.turnout,
    groupTurnout: query.groupTurnout,
    stallions: query.stallions,
    minHeight: query.minHeight,
    minArea: query.minArea,
    freeOn: query.freeNow ? today : undefined,
    facilities: query.facilities,
    totalRange: query.totalRange,
    horse,
  };
}

/** Flags that must all be set, and flags none of which may be. */
function flags(filter: FactFilter): { all: number; none: number } {
  let all = 0;
  let none = 0;
  if (filter.care) all |= FLAG.care[filter.care];
  if (filter.groupTurnout) all |= FLAG.groupTurnout;
  if (filter.stallions) all |= FLAG.stallionsWelcome;
  for (const facility of filter.facilities ?? []) all |= FLAG.facility[facility];
  const horse = filter.horse;
  if (horse) {
    if (horse.gender === 'stallion') none |= FLAG.refuses.stallion;
    if (horse.gender === 'mare') none |= FLAG.refuses.mare;
    if (horse.gender === 'gelding') none |= FLAG.refuses.gelding;
    if (horse.type === 'pony') none |= FLAG.refuses.pony;
    if (horse.type === 'donkey') none |= FLAG.refuses.donkey;
    if (horse.hoofs === 'barefoot') none |= FLAG.shodOnly;
    if (horse.hoofs === 'shod') none |= FLAG.barefootOnly;
    for (const need of horse.needs ?? []) none |= FLAG.lacksCare[need];
    if (horse.turnout === 'single') none |= FLAG.groupOnly;
  }
  return { all, none };
}

/** The conditions, each on listing_search's own columns; none when no facts filter is set. */
export function factConditions(filter: FactFilter): Condition[] {
  const conditions: Condition[] = [];
  const { all, none } = flags(filter);
  // The care level alone, as the care indexes of the price orders are built on it (a literal 7, so the planner
  // sees the index's expression).
  if (filter.care) conditions.push({ sql: '(facts & 7) = ?', bindings: [FLAG.care[filter.care]] });
  if (all) conditions.push({ sql: '(facts & ?) = ?', bindings: [all, all] });
  if (none) conditions.push({ sql: '(facts & ?) = 0', bindings: [none] });
  if (filter.turnout !== undefined) conditions.push({ sql: 'turnout >= ?', bindings: [filter.turnout] });
  if (filter.minHeight !== undefined) conditions.push({ sql: 'max_height >= ?', bindings: [filter.minHeight] });
  if (filter.minArea !== undefined) conditions.push({ sql: 'area >= ?', bindings: [filter.minArea] });
  if (filter.freeOn) conditions.push({ sql: 'free_from <= ?::date', bindings: [filter.freeOn] });
  if (filter.totalRange) {
    const { min, max } = priceBounds(filter.totalRange);
    conditions.push(
      max === null ? { sql: 'total >= ?', bindings: [min] } : { sql: 'total >= ? AND total < ?', bindings: [min, max] },
    );
  }
  const horse = filter.horse;
  if (horse?.heightCm != null) {
    conditions.push({ sql: '(max_height IS NULL OR max_height >= ?)', bindings: [horse.heightCm] });
  }
  if (horse?.age != null) {
    conditions.push({
      sql: '(min_age IS NULL OR min_age <= ?) AND (max_age IS NULL OR max_age >= ?)',
      bindings: [horse.age, horse.age],
    });
  }
  return conditions;
}

/** The first bit of each threshold's steps in a listing's fact mask, and the steps. */
const MASK_STEPS = {
  turnout: { first: 8, steps: [2, 4, 6, 8, 12, 24] },
  height: { first: 14, steps: [150, 160, 170, 175, 180, 185, 190, 200] },
  area: { first: 22, steps: [8, 9, 10, 12, 14, 16, 20] },
} as const;

/** The facts' flags at 2^17-2^19 sit at bits 5-7 of the mask. */
const FACILITY_SHIFT = 12;

/**
 * The bits of a listing's fact mask (migration replace_fact_tokens_with_fact_masks, listing_fact_mask) that every
 * listing passing the filter has: the care level, the flags asked for and each threshold's highest step at or
 * below its value; 0 when the filter asks for none of them. Free now and the horse have no bits: they are tested
 * on the rows the masks leave.
 */
export function factMask(filter: FactFilter): number {
  let mask = filter.care ? FLAG.care[filter.care] : 0;
  if (filter.groupTurnout) mask |= FLAG.groupTurnout;
  if (filter.stallions) mask |= FLAG.stallionsWelcome;
  for (const facility of filter.facilities ?? []) mask |= FLAG.facility[facility] >> FACILITY_SHIFT;
  const thresholds = [
    [MASK_STEPS.turnout, filter.turnout],
    [MASK_STEPS.height, filter.minHeight],
    [MASK_STEPS.area, filter.minArea],
  ] as const;
  for (const [{ first, steps }, value] of thresholds) {
    if (value === undefined) continue;
    const step = steps.findLastIndex((s) => s <= value);
    if (step >= 0) mask |= 2 ** (first + step);
  }
  return mask;
}
