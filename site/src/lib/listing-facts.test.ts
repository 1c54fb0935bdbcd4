import { describe, expect, it } from 'vitest';
import type { ListingFacts } from '#contract/facts.ts';
import {
  ageLabel,
  amenityLabel,
  equipmentLabels,
  factSections,
  facilityLabels,
  keyFacts,
  monthsLabel,
  turnoutSummary,
  vacancyLabel,
} from './listing-facts.ts';

const TODAY = '2026-11-26';
const place = (facts: ListingFacts, more: object = {}) => ({
  facts,
  stallType: 'inside_box' as const,
  freePlaces: 1,
  availableFrom: null,
  ...more,
});

describe('keyFacts', () => {
  it('lists what is known in the strip’s order, with the vacancy always', () => {
    const lines = keyFacts(
      place({
        careLevel: 'full',
        turnoutHoursSummer: 8,
        turnoutHoursWinter: 4,
        areaM2: 12.5,
        maxHeightCm: 180,
        minTermMonths: 6,
      }),
      TODAY,
    );
    expect(lines).toEqual([
      { label: 'Pension', value: 'Vollpension' },
      { label: 'Weide/Paddock', value: 'Sommer 8 h · Winter 4 h' },
      { label: 'Boxengröße', value: '12,5 m²' },
      { label: 'Stockmaß', value: 'bis 180 cm' },
      { label: 'Frei', value: 'sofort' },
      { label: 'Mindestlaufzeit', value: '6 Monate' },
    ]);
    expect(keyFacts(place({}), TODAY)).toEqual([{ label: 'Frei', value: 'sofort' }]);
  });

  it('names the shelter area of an open stable', () => {
    expect(keyFacts(place({ areaM2: 20 }, { stallType: 'open_stable' }), TODAY)[0]).toEqual({
      label: 'Unterstand pro Pferd',
      value: '20 m²',
    });
  });
});

describe('vacancyLabel', () => {
  it('says when and how many', () => {
    expect(vacancyLabel({ freePlaces: 0, availableFrom: null }, TODAY)).toBe('Derzeit belegt');
    expect(vacancyLabel({ freePlaces: 2, availableFrom: '2027-05-01' }, TODAY)).toBe('ab 01.05.2027 · 2 Plätze');
    expect(vacancyLabel({ freePlaces: 1, availableFrom: '2026-11-01' }, TODAY)).toBe('sofort');
  });
});

describe('turnoutSummary, monthsLabel and ageLabel', () => {
  it('word the numbers', () => {
    expect(turnoutSummary({ turnoutHoursSummer: 24, turnoutHoursWinter: 24 })).toBe('rund um die Uhr');
    expect(turnoutSummary({ turnoutHoursWinter: 3.5 })).toBe('Winter 3,5 Std. täglich');
    expect(turnoutSummary({})).toBeNull();
    expect([0, 1, 12].map(monthsLabel)).toEqual(['keine', '1 Monat', '12 Monate']);
    expect(ageLabel(3, null)).toBe('ab 3 Jahren');
    expect(ageLabel(null, 25)).toBe('bis 25 Jahre');
    expect(ageLabel(3, 25)).toBe('3 bis 25 Jahre');
    expect(ageLabel(null, undefined)).toBeNull();
  });
});

describe('factSections', () => {
  it('shows only the sections and lines the owner gave', () => {
    const sections = factSections(
      place({
        services: [],
        stallDutyHours: 0,
        admits: { stallions: false, mares: true, geldings: true },
        hasWindow: false,
        trialMonths: 1,
      }),
    );
    expect(sections.map((s) => s.title)).toEqual(['Betreuung', 'Der Platz', 'Aufnahme', 'Vertrag']);
    expect(sections[0]!.lines).toEqual([
      { label: 'Leistungen', value: 'keine' },
      { label: 'Stalldienst', value: 'keiner' },
    ]);
    expect(sections[2]!.lines).toEqual([
      { label: 'Nimmt auf', value: 'Stuten, Wallache' },
      { label: 'Nimmt nicht auf', value: 'Hengste' },
    ]);
    expect(factSections(place({}))).toEqual([]);
  });
});

describe('facilityLabels and amenityLabel', () => {
  it('name the facilities and the hall with its size', () => {
    expect(facilityLabels({ facilities: ['horseWalker', 'trainer'] })).toEqual(['Führanlage', 'Trainer vor Ort']);
    expect(amenityLabel('hasIndoorArena', 'Reithalle', { indoorArenaSize: '20 × 40 m' })).toBe('Reithalle 20 × 40 m');
    expect(amenityLabel('hasIndoorArena', 'Reithalle', { indoorArenaSize: null })).toBe('Reithalle');
  });
});

describe('equipmentLabels', () => {
  const none = {
    hasWifi: false,
    hasParking: false,
    hasWashArea: false,
    hasRidingArena: false,
    hasIndoorArena: false,
    hasTrails: false,
    hasFeed: false,
    hasVet: false,
  };
  it('lists the amenity flags with the size of the hall, then the facilities', () => {
    expect(
      equipmentLabels({
        ...none,
        hasIndoorArena: true,
        hasWashArea: true,
        indoorArenaSize: '20 × 40 m',
        facilities: ['horseWalker', 'roundPen'],
      }),
    ).toEqual(['Waschplatz', 'Reithalle 20 × 40 m', 'Führanlage', 'Round Pen']);
  });
  it('is empty for a stable without either', () => {
    expect(equipmentLabels({ ...none, indoorArenaSize: '20 × 40 m', facilities: [] })).toEqual([]);
  });
});
