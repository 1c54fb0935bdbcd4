// What the site says about a listing's structured facts (contract/facts.ts) and its stable's facilities: the
// detail page's key-facts strip and sections, and the same lines in the admin's review of listings and stables.
// Each line only where the owner gave the fact. Pure, so the wording is unit-tested.
import {
  BEDDING_LABELS,
  CARE_LEVEL_LABELS,
  CARE_SERVICE_LABELS,
  HAY_FEEDING_LABELS,
  HERD_SEX_LABELS,
  HOOF_RULE_LABELS,
  HORSE_KIND_LABELS,
  HORSE_KINDS,
  PASTURE_SEASON_LABELS,
  SPECIAL_NEED_LABELS,
  STABLE_FACILITY_LABELS,
  TURNOUT_GROUPING_LABELS,
  type ListingFacts,
} from '#contract/facts.ts';
import { STABLE_AMENITIES, STABLE_AMENITY_LABELS } from '#contract/amenities.ts';
import type { StallType } from '#contract/stall-types.ts';
import type { ListingDto, StableDto } from '#contract/types.ts';
import { formatDate } from '#site/lib/format.ts';

export interface FactLine {
  label: string;
  value: string;
}

export interface FactSection {
  id: string;
  title: string;
  lines: FactLine[];
}

/** "12,5": the facts have at most one decimal. */
const decimal = (n: number) => String(n).replace('.', ',');

/** "1 Monat", "6 Monate"; none for 0. */
export function monthsLabel(months: number): string {
  if (months === 0) return 'keine';
  return months === 1 ? '1 Monat' : `${months} Monate`;
}

/** "rund um die Uhr" for 24 hours, else "8,5 Std. täglich"; "kein Auslauf" for none. */
export function turnoutLabel(hours: number): string {
  if (hours >= 24) return 'rund um die Uhr';
  if (hours === 0) return 'kein Auslauf';
  return `${decimal(hours)} Std. täglich`;
}

/** Both seasons in one line for the strip: "rund um die Uhr", "8 / 4 Std." (summer / winter), or the one given. */
export function turnoutSummary(facts: ListingFacts): string | null {
  const { turnoutHoursSummer: summer, turnoutHoursWinter: winter } = facts;
  if (summer == null && winter == null) return null;
  if (summer != null && winter != null) {
    if (summer === winter) return turnoutLabel(summer);
    return `Sommer ${decimal(summer)} h · Winter ${decimal(winter)} h`;
  }
  return summer != null ? `Sommer ${turnoutLabel(summer)}` : `Winter ${turnoutLabel(winter!)}`;
}

const yesNo = (value: boolean) => (value ? 'ja' : 'nein');
const BOXED: StallType[] = ['inside_box', 'outside_box'];
const areaLabel = (stallType: StallType) => (BOXED.includes(stallType) ? 'Boxengröße' : 'Unterstand pro Pferd');

/** "ab 3 Jahren", "bis 25 Jahre", "3 bis 25 Jahre". */
export function ageLabel(minAge: number | null | undefined, maxAge: number | null | undefined): string | null {
  if (minAge != null && maxAge != null) return `${minAge} bis ${maxAge} Jahre`;
  if (minAge != null) return `ab ${minAge} ${minAge === 1 ? 'Jahr' : 'Jahren'}`;
  if (maxAge != null) return `bis ${maxAge} ${maxAge === 1 ? 'Jahr' : 'Jahre'}`;
  return null;
}

/** Where the place is free: "Derzeit belegt", "sofort" or "ab 01.05.2027", with the number of places. */
export function vacancyLabel(listing: Pick<ListingDto, 'freePlaces' | 'availableFrom'>, today: string): string {
  if (listing.freePlaces === 0) return 'Derzeit belegt';
  const from =
    listing.availableFrom == null || listing.availableFrom.slice(0, 10) <= today
      ? 'sofort'
      : `ab ${formatDate(listing.availableFrom)}`;
  return listing.freePlaces > 1 ? `${from} · ${listing.freePlaces} Plätze` : from;
}

/** The strip at the top of the page: what a horse owner compares first, each only where known (free always). */
export function keyFacts(
  listing: Pick<ListingDto, 'facts' | 'stallType' | 'freePlaces' | 'availableFrom'>,
  today: string,
): FactLine[] {
  const { facts } = listing;
  const lines: (FactLine | null)[] = [
    facts.careLevel ? { label: 'Pension', value: CARE_LEVEL_LABELS[facts.careLevel] } : null,
    ((turnout) => (turnout ? { label: 'Weide/Paddock', value: turnout } : null))(turnoutSummary(facts)),
    facts.areaM2 != null ? { label: areaLabel(listing.stallType), value: `${decimal(facts.areaM2)} m²` } : null,
    facts.maxHeightCm != null ? { label: 'Stockmaß', value: `bis ${facts.maxHeightCm} cm` } : null,
    { label: 'Frei', value: vacancyLabel(listing, today) },
    facts.minTermMonths != null ? { label: 'Mindestlaufzeit', value: monthsLabel(facts.minTermMonths) } : null,
  ];
  return lines.filter((line): line is FactLine => line !== null);
}

const list = (values: string[]) => (values.length ? values.join(', ') : 'keine');

/** The facts' sections in the order of the owner form; a section without any known fact is left out. */
export function factSections(listing: Pick<ListingDto, 'facts' | 'stallType'>): FactSection[] {
  const f = listing.facts;
  const line = (label: string, value: string | null | undefined): FactLine | null =>
    value == null ? null : { label, value };
  const admitted = HORSE_KINDS.filter((kind) => f.admits?.[kind] === true).map((kind) => HORSE_KIND_LABELS[kind]);
  const refused = HORSE_KINDS.filter((kind) => f.admits?.[kind] === false).map((kind) => HORSE_KIND_LABELS[kind]);
  const sections: { id: string; title: string; lines: (FactLine | null)[] }[] = [
    {
      id: 'care',
      title: 'Betreuung',
      lines: [
        line('Pension', f.careLevel && CARE_LEVEL_LABELS[f.careLevel]),
        line('Leistungen', f.services && list(f.services.map((s) => CARE_SERVICE_LABELS[s]))),
        line('Fütterung', f.feedingsPerDay != null ? `${f.feedingsPerDay} × täglich` : null),
        line(
          'Stalldienst',
          f.stallDutyHours == null
            ? null
            : f.stallDutyHours === 0
              ? 'keiner'
              : `${f.stallDutyHours} ${f.stallDutyHours === 1 ? 'Stunde' : 'Stunden'} im Monat`,
        ),
      ],
    },
    {
      id: 'turnout',
      title: 'Weide & Paddock',
      lines: [
        line('Sommer', f.turnoutHoursSummer != null ? turnoutLabel(f.turnoutHoursSummer) : null),
        line('Winter', f.turnoutHoursWinter != null ? turnoutLabel(f.turnoutHoursWinter) : null),
        line('Auslauf', f.turnoutGrouping && TURNOUT_GROUPING_LABELS[f.turnoutGrouping]),
        line('Gruppengröße', f.groupSize != null ? `${f.groupSize} ${f.groupSize === 1 ? 'Pferd' : 'Pferde'}` : null),
        line('Herde', f.herdSexes && HERD_SEX_LABELS[f.herdSexes]),
        line('Weide', f.pastureSeason && PASTURE_SEASON_LABELS[f.pastureSeason].replace('Weide ', '')),
        line('Ganzjahrespaddock', f.paddockAllWeather != null ? yesNo(f.paddockAllWeather) : null),
      ],
    },
    {
      id: 'place',
      title: 'Der Platz',
      lines: [
        line(areaLabel(listing.stallType), f.areaM2 != null ? `${decimal(f.areaM2)} m²` : null),
        line('Fenster', f.hasWindow != null ? yesNo(f.hasWindow) : null),
        line('Paddock an der Box', f.paddockAttached != null ? yesNo(f.paddockAttached) : null),
        line('Einstreu', f.bedding && list(f.bedding.map((b) => BEDDING_LABELS[b]))),
        line('Heu', f.hay && HAY_FEEDING_LABELS[f.hay].replace('Heu ', '')),
        line('Heulage', f.haylage != null ? yesNo(f.haylage) : null),
        line(
          'Kraftfutter',
          f.concentrateIncluded == null
            ? null
            : f.concentrateIncluded
              ? 'im Preis enthalten'
              : 'nicht im Preis enthalten',
        ),
      ],
    },
    {
      id: 'admission',
      title: 'Aufnahme',
      lines: [
        line('Stockmaß', f.maxHeightCm != null ? `bis ${f.maxHeightCm} cm` : null),
        line('Nimmt auf', admitted.length ? admitted.join(', ') : null),
        line('Nimmt nicht auf', refused.length ? refused.join(', ') : null),
        line('Alter', ageLabel(f.minAge, f.maxAge)),
        line('Hufe', f.hoofs && HOOF_RULE_LABELS[f.hoofs]),
        line('Eingestellt auf', f.specialNeeds && list(f.specialNeeds.map((n) => SPECIAL_NEED_LABELS[n]))),
        line('Ausgeschlossen', f.excluded),
      ],
    },
    {
      id: 'contract',
      title: 'Vertrag',
      lines: [
        line('Mindestlaufzeit', f.minTermMonths != null ? monthsLabel(f.minTermMonths) : null),
        line('Kündigungsfrist', f.noticeMonths != null ? monthsLabel(f.noticeMonths) : null),
        line('Probezeit', f.trialMonths != null ? monthsLabel(f.trialMonths) : null),
      ],
    },
  ];
  return sections
    .map(({ id, title, lines }) => ({ id, title, lines: lines.filter((l): l is FactLine => l !== null) }))
    .filter((section) => section.lines.length > 0);
}

/** The stable's facilities in the contract's order, as the page lists them. */
export function facilityLabels(stable: Pick<StableDto, 'facilities'>): string[] {
  return (stable.facilities ?? []).map((facility) => STABLE_FACILITY_LABELS[facility]);
}

/** "Reithalle 20 × 40 m" when the owner gave the hall's size. */
export function amenityLabel(key: string, label: string, stable: Pick<StableDto, 'indoorArenaSize'>): string {
  return key === 'hasIndoorArena' && stable.indoorArenaSize ? `${label} ${stable.indoorArenaSize}` : label;
}

/** The whole equipment of a stable in one list: its amenity flags (the hall with its size), then its facilities. */
export function equipmentLabels(
  stable: Pick<StableDto, (typeof STABLE_AMENITIES)[number] | 'facilities' | 'indoorArenaSize'>,
): string[] {
  const amenities = STABLE_AMENITIES.filter((key) => stable[key]).map((key) =>
    amenityLabel(key, STABLE_AMENITY_LABELS[key], stable),
  );
  return [...amenities, ...facilityLabels(stable)];
}
