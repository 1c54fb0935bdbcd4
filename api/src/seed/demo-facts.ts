// The demo listings' structured facts and the demo stables' facilities (issue 15), consistent with the stall type
// and the kind of yard: boxes in full livery are mucked out and fed two or three times a day with a few hours of
// turnout; open stables and pastures are do-it-yourself or part livery with the herd outside around the clock.
// The facts agree with what the listing's own text says (straw or shavings, hay ad lib, who feeds). About one
// listing in eight says little (an owner who has not filled the form in), so the pages and the fit check
// meet unknown facts too. Each listing and stable draws from its own generator, so the rest of the demo data
// stays as it was.
import {
  STABLE_FACILITIES,
  type Bedding,
  type CareLevel,
  type CareService,
  type ListingFacts,
  type SpecialNeed,
  type StableFacility,
} from '#contract/facts.ts';
import type { StallType } from '#contract/stall-types.ts';
import type { StableKind } from './demo-stables.ts';
import { Prng } from './prng.ts';

/** How likely a stable of each kind has each facility. */
const FACILITY_ODDS: Record<StableKind, Record<StableFacility, number>> = {
  reitanlage: {
    horseWalker: 0.85,
    lungingRing: 0.8,
    roundPen: 0.3,
    tackLockers: 0.9,
    trailerParking: 0.8,
    toilets: 0.95,
    lounge: 0.8,
    trainer: 0.75,
    lessons: 0.65,
    vetVisits: 0.5,
    farrierVisits: 0.7,
    ownFarrier: 0.6,
    ownTrainer: 0.5,
  },
  pension: {
    horseWalker: 0.4,
    lungingRing: 0.6,
    roundPen: 0.3,
    tackLockers: 0.7,
    trailerParking: 0.7,
    toilets: 0.7,
    lounge: 0.4,
    trainer: 0.3,
    lessons: 0.25,
    vetVisits: 0.4,
    farrierVisits: 0.6,
    ownFarrier: 0.8,
    ownTrainer: 0.8,
  },
  offenstall: {
    horseWalker: 0.05,
    lungingRing: 0.4,
    roundPen: 0.45,
    tackLockers: 0.6,
    trailerParking: 0.7,
    toilets: 0.4,
    lounge: 0.2,
    trainer: 0.1,
    lessons: 0.1,
    vetVisits: 0.3,
    farrierVisits: 0.5,
    ownFarrier: 0.95,
    ownTrainer: 0.9,
  },
  gestuet: {
    horseWalker: 0.7,
    lungingRing: 0.8,
    roundPen: 0.5,
    tackLockers: 0.7,
    trailerParking: 0.9,
    toilets: 0.8,
    lounge: 0.5,
    trainer: 0.5,
    lessons: 0.3,
    vetVisits: 0.8,
    farrierVisits: 0.8,
    ownFarrier: 0.5,
    ownTrainer: 0.6,
  },
};

const HALL_SIZES = ['20 × 40 m', '20 × 40 m', '20 × 60 m', '15 × 30 m', '20 × 50 m', '25 × 60 m'];

export function demoFacilities(
  stableIndex: number,
  kind: StableKind,
  hasIndoorArena: boolean,
): { facilities: StableFacility[]; indoorArenaSize: string | null } {
  const rng = new Prng(0xfac1_0000 + stableIndex * 7927);
  const facilities = STABLE_FACILITIES.filter((facility) => rng.chance(FACILITY_ODDS[kind][facility]));
  const indoorArenaSize = hasIndoorArena && rng.chance(0.85) ? rng.pick(HALL_SIZES) : null;
  return { facilities, indoorArenaSize };
}

const EXCLUDED = [
  'Keine Zuchtstuten mit Fohlen bei Fuß',
  'Keine Rennpferde im Training',
  'Keine Kaltblüter',
  'Keine Pferde mit Koppen oder Weben',
  'Keine Westernpferde mit Rinderarbeit',
];

function careLevelOf(rng: Prng, stallType: StallType, kind: StableKind): CareLevel {
  if (stallType === 'open_stable') return rng.chance(0.5) ? 'self' : 'part';
  if (stallType === 'pasture') return rng.chance(0.6) ? 'self' : 'part';
  const full = kind === 'reitanlage' || kind === 'gestuet' ? 0.85 : kind === 'pension' ? 0.7 : 0.4;
  return rng.chance(full) ? 'full' : 'part';
}

function servicesOf(rng: Prng, careLevel: CareLevel, boxed: boolean): CareService[] {
  if (careLevel === 'self') return [];
  if (careLevel === 'part')
    return boxed ? ['feeding', ...(rng.chance(0.5) ? (['turnOut'] as const) : [])] : ['feeding'];
  const services: CareService[] = ['mucking', 'feeding', 'turnOut', 'bringIn'];
  if (rng.chance(0.5)) services.push('rugging');
  if (rng.chance(0.4)) services.push('flyMask');
  return services;
}

/** A half-hour or whole number of hours between min and max. */
const hours = (rng: Prng, min: number, max: number) => rng.int(min * 2, max * 2) / 2;

/**
 * The listing's facts; `said` is its description and features, which the facts must not contradict.
 */
export function demoFacts(listingIndex: number, stallType: StallType, kind: StableKind, said: string): ListingFacts {
  const rng = new Prng(0xfac7_5eed + listingIndex * 6_151);
  const boxed = stallType === 'inside_box' || stallType === 'outside_box';
  const drawn = careLevelOf(rng, stallType, kind);
  // The tenants feed themselves; a box that "wird täglich gemistet" is in full livery.
  const careLevel: CareLevel = said.includes('übernehmen die Einsteller')
    ? 'self'
    : boxed && said.includes('gemistet')
      ? 'full'
      : drawn;
  return agreeWithText(generate(rng, careLevel, stallType, kind, boxed), said, boxed);
}

function generate(rng: Prng, careLevel: CareLevel, stallType: StallType, kind: StableKind, boxed: boolean) {
  const turnoutHoursSummer = boxed ? hours(rng, 4, 10) : 24;
  const turnoutHoursWinter = boxed ? (rng.chance(0.2) ? 0 : hours(rng, 2, 6)) : 24;
  if (rng.chance(0.12)) return { careLevel, turnoutHoursSummer, turnoutHoursWinter };

  const facts: ListingFacts = { careLevel, services: servicesOf(rng, careLevel, boxed) };
  if (careLevel !== 'self') facts.feedingsPerDay = careLevel === 'full' ? rng.int(2, 3) : rng.int(1, 3);
  facts.stallDutyHours = careLevel === 'full' ? 0 : careLevel === 'part' ? rng.int(0, 6) : rng.int(8, 20);
  facts.turnoutHoursSummer = turnoutHoursSummer;
  facts.turnoutHoursWinter = turnoutHoursWinter;
  facts.turnoutGrouping = boxed ? rng.pick(['group', 'single', 'both'] as const) : 'group';
  if (facts.turnoutGrouping !== 'single') {
    facts.groupSize = boxed ? rng.int(2, 8) : rng.int(5, 20);
    facts.herdSexes = rng.chance(0.55) ? 'separated' : 'mixed';
  }
  facts.pastureSeason = boxed ? (rng.chance(0.8) ? 'seasonal' : 'allYear') : rng.chance(0.6) ? 'allYear' : 'seasonal';
  facts.paddockAllWeather = boxed ? rng.chance(0.5) : rng.chance(0.85);

  // Box size; for open stables and pastures the shelter area per horse.
  if (stallType === 'inside_box') facts.areaM2 = hours(rng, 9, 14);
  else if (stallType === 'outside_box') facts.areaM2 = hours(rng, 11, 16);
  else if (stallType === 'open_stable') facts.areaM2 = rng.int(12, 30);
  else if (rng.chance(0.6)) facts.areaM2 = rng.int(8, 15);
  if (boxed) {
    facts.hasWindow = stallType === 'outside_box' || rng.chance(0.7);
    facts.paddockAttached = stallType === 'outside_box' ? rng.chance(0.6) : rng.chance(0.1);
  }
  const bedding: Bedding[] = [rng.chance(0.6) ? 'straw' : 'shavings'];
  if (rng.chance(0.15)) bedding.push(bedding[0] === 'straw' ? 'shavings' : 'pellets');
  if (stallType !== 'pasture' || rng.chance(0.5)) facts.bedding = bedding;
  facts.hay = !boxed || rng.chance(0.5) ? 'adLib' : 'rationed';
  if (rng.chance(0.7)) facts.haylage = rng.chance(0.35);
  facts.concentrateIncluded = careLevel === 'full' ? rng.chance(0.7) : careLevel === 'part' && rng.chance(0.3);

  if (rng.chance(0.6)) facts.maxHeightCm = 5 * rng.int(34, 37);
  const takesStallions = kind === 'gestuet' ? true : rng.chance(0.4) ? false : undefined;
  facts.admits = {
    ...(takesStallions === undefined ? {} : { stallions: takesStallions }),
    mares: true,
    geldings: true,
    ...(rng.chance(0.8) ? { ponies: rng.chance(0.85) } : {}),
    ...(rng.chance(0.5) ? { donkeys: !boxed && rng.chance(0.6) } : {}),
  };
  if (rng.chance(0.4)) facts.minAge = rng.pick([2, 3, 3, 4]);
  if (rng.chance(0.1)) facts.maxAge = rng.int(22, 28);
  facts.hoofs =
    !boxed && rng.chance(0.3) ? 'barefootOnly' : kind === 'reitanlage' && rng.chance(0.08) ? 'shodOnly' : 'any';
  if (rng.chance(0.8)) {
    const count = rng.int(0, 3);
    const needs: SpecialNeed[] = rng.sample(['hayOnly', 'eczema', 'senior', 'diet'] as const, count);
    facts.specialNeeds = needs;
  }
  if (rng.chance(0.15)) facts.excluded = rng.pick(EXCLUDED);

  facts.minTermMonths = rng.pick([3, 3, 6, 6, 12]);
  facts.noticeMonths = rng.int(1, 3);
  if (rng.chance(0.4)) facts.trialMonths = rng.pick([1, 1, 3]);
  return facts;
}

/** Sets the facts the listing's text states, where the draw gave them otherwise (a fact left out stays out). */
function agreeWithText(facts: ListingFacts, said: string, boxed: boolean): ListingFacts {
  const agreed: ListingFacts = { ...facts };
  const has = (...phrases: string[]) => phrases.some((phrase) => said.includes(phrase));
  const set = <K extends keyof ListingFacts>(key: K, value: ListingFacts[K]) => {
    if (agreed[key] !== undefined) agreed[key] = value;
  };
  if (has('mit Stroh')) set('bedding', ['straw']);
  else if (has('Spänen')) set('bedding', ['shavings']);
  if (has('ad libitum', 'rund um die Uhr zur Verfügung', 'jederzeit Zugang zu Heu', 'Raufutterautomat'))
    set('hay', 'adLib');
  if (has('dreimal täglich')) {
    set('hay', 'rationed');
    set('feedingsPerDay', 3);
  }
  if (boxed && has('im Winter auf', 'auch im Winter') && !agreed.turnoutHoursWinter) set('turnoutHoursWinter', 3);
  if (has('halbtags auf der Weide')) set('turnoutHoursSummer', 5);
  if (has('Allwetterpaddock', 'Sandpaddocks', 'Befestigter Paddock', 'Befestigter Auslauf', 'Paddock-Trail'))
    set('paddockAllWeather', true);
  if (has('Boxenfenster')) set('hasWindow', true);
  if (has('Eigener Paddock', 'direkt angrenzendem Paddock')) set('paddockAttached', true);
  if (has('Ganzjährige Herdenhaltung', 'Ganzjahresweide')) set('pastureSeason', 'allYear');
  if (has('Täglicher Weidegang') && agreed.turnoutHoursSummer === 0) set('turnoutHoursSummer', 4);
  return agreed;
}
