// The facts sections of the listing form as values a form holds (numbers as typed, "Ja / Nein / keine Angabe" as
// yes / no / '', a list as its items, [] for "keine" and null for "keine Angabe"), to and from the contract's
// ListingFacts. What is left empty is sent as null: not said.
import {
  HORSE_KINDS,
  type Bedding,
  type CareLevel,
  type CareService,
  type HayFeeding,
  type HerdSexes,
  type HoofRule,
  type HorseKind,
  type ListingFacts,
  type PastureSeason,
  type SpecialNeed,
  type TurnoutGrouping,
} from '#contract/facts.ts';

/** A yes/no fact as a radio group holds it; '' is "keine Angabe". */
export type YesNo = 'yes' | 'no' | '';

/** A list fact as its group holds it: the items ticked, [] for "keine", null for "keine Angabe". */
export type ListAnswer<T extends string> = T[] | null;

const NUMBER_KEYS = [
  'feedingsPerDay',
  'stallDutyHours',
  'turnoutHoursSummer',
  'turnoutHoursWinter',
  'groupSize',
  'areaM2',
  'maxHeightCm',
  'minAge',
  'maxAge',
  'minTermMonths',
  'noticeMonths',
  'trialMonths',
] as const;
export type NumberFact = (typeof NUMBER_KEYS)[number];

const YES_NO_KEYS = ['paddockAllWeather', 'hasWindow', 'paddockAttached', 'haylage', 'concentrateIncluded'] as const;
export type YesNoFact = (typeof YES_NO_KEYS)[number];

export interface FactsFormValues extends Record<NumberFact, string>, Record<YesNoFact, YesNo> {
  careLevel: CareLevel | '';
  services: ListAnswer<CareService>;
  turnoutGrouping: TurnoutGrouping | '';
  herdSexes: HerdSexes | '';
  pastureSeason: PastureSeason | '';
  bedding: ListAnswer<Bedding>;
  hay: HayFeeding | '';
  admits: Record<HorseKind, YesNo>;
  hoofs: HoofRule | '';
  specialNeeds: ListAnswer<SpecialNeed>;
  excluded: string;
}

const yesNoOf = (value: boolean | null | undefined): YesNo => (value == null ? '' : value ? 'yes' : 'no');
const booleanOf = (value: YesNo): boolean | null => (value === '' ? null : value === 'yes');

/** A number as the form shows it: "12,5" for 12.5. */
const numberText = (value: number | null | undefined) => (value == null ? '' : String(value).replace('.', ','));

/** "12,5" or "12.5" as a number; null when empty, NaN when it is no number (the schema names the field). */
export function parseFactNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function factsFormValues(facts: ListingFacts = {}): FactsFormValues {
  return {
    ...(Object.fromEntries(NUMBER_KEYS.map((key) => [key, numberText(facts[key])])) as Record<NumberFact, string>),
    ...(Object.fromEntries(YES_NO_KEYS.map((key) => [key, yesNoOf(facts[key])])) as Record<YesNoFact, YesNo>),
    careLevel: facts.careLevel ?? '',
    services: facts.services ?? null,
    turnoutGrouping: facts.turnoutGrouping ?? '',
    herdSexes: facts.herdSexes ?? '',
    pastureSeason: facts.pastureSeason ?? '',
    bedding: facts.bedding ?? null,
    hay: facts.hay ?? '',
    admits: Object.fromEntries(HORSE_KINDS.map((kind) => [kind, yesNoOf(facts.admits?.[kind])])) as Record<
      HorseKind,
      YesNo
    >,
    hoofs: facts.hoofs ?? '',
    specialNeeds: facts.specialNeeds ?? null,
    excluded: facts.excluded ?? '',
  };
}

/**
 * The facts ListingFactsBody checks: empty fields as null, numbers parsed; a list as it is, so "keine" ([]) is
 * stored as a known answer and "keine Angabe" (null) as not said.
 */
export function factsInput(values: FactsFormValues): Record<string, unknown> {
  const orNull = <T extends string>(value: T | '') => (value === '' ? null : value);
  return {
    ...Object.fromEntries(NUMBER_KEYS.map((key) => [key, parseFactNumber(values[key])])),
    ...Object.fromEntries(YES_NO_KEYS.map((key) => [key, booleanOf(values[key])])),
    careLevel: orNull(values.careLevel),
    services: values.services,
    turnoutGrouping: orNull(values.turnoutGrouping),
    herdSexes: orNull(values.herdSexes),
    pastureSeason: orNull(values.pastureSeason),
    bedding: values.bedding,
    hay: orNull(values.hay),
    admits: Object.fromEntries(HORSE_KINDS.map((kind) => [kind, booleanOf(values.admits[kind])])),
    hoofs: orNull(values.hoofs),
    specialNeeds: values.specialNeeds,
    excluded: values.excluded.trim() || null,
  };
}

/** The facts given so far, for the progress hint: what factsInput sends, without the empty and the unreadable. */
export function givenFacts(values: FactsFormValues): ListingFacts {
  const input = factsInput(values);
  const admits = Object.fromEntries(
    Object.entries(input.admits as Record<string, boolean | null>).filter(([, v]) => v !== null),
  );
  return Object.fromEntries(
    Object.entries({ ...input, admits: Object.keys(admits).length ? admits : null }).filter(
      ([, v]) => v !== null && !(typeof v === 'number' && Number.isNaN(v)),
    ),
  ) as ListingFacts;
}
