// The fit check's rules as a table: each case names the horse, the listing's facts, the verdict and the reasons
// a visitor reads. The search filter "Nur passende Ställe" mirrors these rules.
import { describe, expect, it } from 'vitest';
import type { ListingFacts } from './facts.ts';
import { fitFacts } from './fit-facts.ts';
import { horseFit, NO_HORSE_DATA, type FitVerdict } from './fit.ts';
import { horseFilterParams } from './horse-filter.ts';
import type { HorseData } from './horses.ts';

const horse = (data: Partial<HorseData>): HorseData => ({ name: 'Blitz', ...data });

type Case = [string, Partial<HorseData>, ListingFacts | undefined, FitVerdict, string[]];

const CASES: Case[] = [
  // height
  [
    'taller than the stable takes',
    { heightCm: 178 },
    { maxHeightCm: 175 },
    'no',
    ['Stockmaß 178 cm, der Stall nimmt bis 175 cm'],
  ],
  [
    'as tall as the stable takes',
    { heightCm: 175 },
    { maxHeightCm: 175 },
    'yes',
    ['Stockmaß 175 cm, der Stall nimmt bis 175 cm'],
  ],
  ['smaller', { heightCm: 165 }, { maxHeightCm: 175 }, 'yes', ['Stockmaß 165 cm, der Stall nimmt bis 175 cm']],
  ['height without a maximum', { heightCm: 165 }, {}, 'maybe', ['Der Stall nennt kein höchstes Stockmaß']],
  ['facts not delivered at all', { heightCm: 165 }, undefined, 'maybe', ['Der Stall nennt kein höchstes Stockmaß']],
  // gender
  [
    'stallion not admitted',
    { gender: 'stallion' },
    { admits: { stallions: false } },
    'no',
    ['Der Stall nimmt keine Hengste'],
  ],
  [
    'stallion unknown',
    { gender: 'stallion' },
    { admits: { mares: true } },
    'maybe',
    ['Der Stall sagt nicht, ob er Hengste nimmt'],
  ],
  ['stallion admitted', { gender: 'stallion' }, { admits: { stallions: true } }, 'yes', ['Hengste willkommen']],
  ['mare not admitted', { gender: 'mare' }, { admits: { mares: false } }, 'no', ['Der Stall nimmt keine Stuten']],
  ['gelding admitted', { gender: 'gelding' }, { admits: { geldings: true } }, 'yes', ['Wallache willkommen']],
  [
    'gender with admits null',
    { gender: 'gelding' },
    { admits: null },
    'maybe',
    ['Der Stall sagt nicht, ob er Wallache nimmt'],
  ],
  // type
  ['pony not admitted', { type: 'pony' }, { admits: { ponies: false } }, 'no', ['Der Stall nimmt keine Ponys']],
  ['donkey unknown', { type: 'donkey' }, {}, 'maybe', ['Der Stall sagt nicht, ob er Esel nimmt']],
  ['pony admitted', { type: 'pony' }, { admits: { ponies: true } }, 'yes', ['Ponys willkommen']],
  ['a horse is not checked by type', { type: 'horse' }, {}, 'yes', []],
  // age
  ['older than the maximum', { age: 24 }, { maxAge: 20 }, 'no', ['24 Jahre, der Stall nimmt Pferde bis 20 Jahre']],
  ['younger than the minimum', { age: 3 }, { minAge: 4 }, 'no', ['3 Jahre, der Stall nimmt Pferde ab 4 Jahren']],
  [
    'within both limits',
    { age: 1 },
    { minAge: 1, maxAge: 30 },
    'yes',
    ['1 Jahr, der Stall nimmt Pferde von 1 bis 30 Jahren'],
  ],
  ['age without limits says nothing', { age: 30 }, {}, 'yes', []],
  // hooves
  [
    'barefoot where only shod ones go',
    { hoofs: 'barefoot' },
    { hoofs: 'shodOnly' },
    'no',
    ['Der Stall nimmt nur beschlagene Pferde'],
  ],
  [
    'shod where only barefoot ones go',
    { hoofs: 'shod' },
    { hoofs: 'barefootOnly' },
    'no',
    ['Der Stall nimmt nur Barhufer'],
  ],
  ['barefoot anywhere', { hoofs: 'barefoot' }, { hoofs: 'any' }, 'yes', ['Barhufer willkommen']],
  ['shod where shod ones go', { hoofs: 'shod' }, { hoofs: 'shodOnly' }, 'yes', ['Beschlagene Pferde willkommen']],
  ['hooves unknown', { hoofs: 'barefoot' }, {}, 'maybe', ['Der Stall sagt nicht, ob er Barhufer nimmt']],
  // needs
  [
    'needs not said',
    { needs: ['eczema'] },
    { specialNeeds: null },
    'maybe',
    ['Der Stall sagt nicht, ob er Ekzemer betreut'],
  ],
  ['need not catered for', { needs: ['eczema'] }, { specialNeeds: [] }, 'no', ['Der Stall betreut keine Ekzemer']],
  [
    'one need met, one not',
    { needs: ['hayOnly', 'senior'] },
    { specialNeeds: ['hayOnly'] },
    'no',
    ['Der Stall betreut keine Senioren', 'Reine Heufütterung möglich'],
  ],
  // turnout
  [
    'single turnout where only groups go out',
    { turnout: 'single' },
    { turnoutGrouping: 'group' },
    'no',
    ['Der Stall hat nur Gruppenauslauf'],
  ],
  ['single turnout unknown', { turnout: 'single' }, {}, 'maybe', ['Der Stall sagt nicht, ob es Einzelauslauf gibt']],
  ['single turnout offered', { turnout: 'single' }, { turnoutGrouping: 'both' }, 'yes', ['Einzelauslauf möglich']],
  ['a group horse is not checked', { turnout: 'group' }, { turnoutGrouping: 'single' }, 'yes', []],
  // the verdict of several
  [
    'one unknown rule makes it maybe, the open question first',
    { heightCm: 160, gender: 'stallion', hoofs: 'shod' },
    { maxHeightCm: 175, hoofs: 'any' },
    'maybe',
    [
      'Der Stall sagt nicht, ob er Hengste nimmt',
      'Stockmaß 160 cm, der Stall nimmt bis 175 cm',
      'Beschlagene Pferde willkommen',
    ],
  ],
  [
    'a no beats a maybe',
    { heightCm: 178, gender: 'stallion' },
    { maxHeightCm: 175 },
    'no',
    ['Stockmaß 178 cm, der Stall nimmt bis 175 cm', 'Der Stall sagt nicht, ob er Hengste nimmt'],
  ],
  ['a horse without any data', {}, { maxHeightCm: 175 }, 'maybe', [NO_HORSE_DATA]],
  ['an empty needs list is no data', { needs: [] }, {}, 'maybe', [NO_HORSE_DATA]],
];

describe('horseFit', () => {
  it.each(CASES)('%s', (_name, data, facts, verdict, texts) => {
    const fit = horseFit(horse(data), facts);
    expect(fit.verdict).toBe(verdict);
    expect(fit.reasons.map((r) => r.text)).toEqual(texts);
  });
});

describe('horseFilterParams', () => {
  it('gives only what is known of the horse', () => {
    expect(horseFilterParams(horse({ heightCm: 178, gender: 'stallion', needs: [], breed: 'Trakehner' }))).toEqual({
      horseName: 'Blitz',
      horseHeight: '178',
      horseGender: 'stallion',
    });
  });

  it('gives every criterion, the needs comma-separated', () => {
    const params = horseFilterParams(
      horse({
        heightCm: 150,
        gender: 'mare',
        age: 0,
        type: 'pony',
        hoofs: 'barefoot',
        needs: ['eczema', 'senior'],
        turnout: 'single',
      }),
    );
    expect(params).toEqual({
      horseName: 'Blitz',
      horseHeight: '150',
      horseGender: 'mare',
      horseAge: '0',
      horseType: 'pony',
      horseHoofs: 'barefoot',
      horseNeeds: 'eczema,senior',
      horseTurnout: 'single',
    });
  });
});

describe('fitFacts', () => {
  it('keeps only the given facts the check reads', () => {
    expect(fitFacts({ maxHeightCm: 175, careLevel: 'full', minAge: null, specialNeeds: [], admits: {} })).toEqual({
      maxHeightCm: 175,
      specialNeeds: [],
      admits: {},
    });
    expect(fitFacts(undefined)).toEqual({});
  });
});
