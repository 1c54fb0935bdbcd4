import { describe, expect, it } from 'vitest';
import { factsFilled, type ListingFacts } from '#contract/facts.ts';
import { ListingFactsBody } from '#contract/owner.ts';
import { factsFormValues, factsInput, givenFacts, parseFactNumber } from './facts-form.ts';

const FACTS: ListingFacts = {
  careLevel: 'part',
  services: ['feeding'],
  turnoutHoursSummer: 8.5,
  hasWindow: false,
  admits: { stallions: false, ponies: true },
  minAge: 3,
  excluded: 'Keine Kaltblüter',
};

describe('factsFormValues and factsInput', () => {
  it('turn the stored facts into form values and back into the same facts', () => {
    const values = factsFormValues(FACTS);
    expect(values).toMatchObject({ turnoutHoursSummer: '8,5', hasWindow: 'no', careLevel: 'part', maxAge: '' });
    expect(values.admits).toEqual({ stallions: 'no', mares: '', geldings: '', ponies: 'yes', donkeys: '' });
    expect(ListingFactsBody.parse(factsInput(values))).toEqual(FACTS);
  });

  it('send what is left empty as null, so the API stores nothing for it', () => {
    const input = factsInput(factsFormValues());
    expect(Object.values(input).filter((v) => v !== null && typeof v !== 'object')).toEqual([]);
    expect(ListingFactsBody.parse(input)).toEqual({});
  });

  it('keep "keine" (an empty list) apart from "keine Angabe" (null), both ways', () => {
    const stored: ListingFacts = { services: [], specialNeeds: [], bedding: ['straw'] };
    const values = factsFormValues(stored);
    expect(values).toMatchObject({ services: [], specialNeeds: [], bedding: ['straw'] });
    expect(factsFormValues().specialNeeds).toBeNull();
    expect(ListingFactsBody.parse(factsInput(values))).toEqual(stored);
    expect(ListingFactsBody.parse(factsInput({ ...values, services: null }))).toEqual({
      specialNeeds: [],
      bedding: ['straw'],
    });
  });

  it('let the schema name a number that is none', () => {
    const values = { ...factsFormValues(), groupSize: 'viele' };
    const parsed = ListingFactsBody.safeParse(factsInput(values));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['groupSize']);
  });
});

describe('givenFacts', () => {
  it('counts what the owner filled in for the progress hint', () => {
    expect(factsFilled(givenFacts(factsFormValues(FACTS)))).toEqual({ filled: 4, of: 17 });
    expect(factsFilled(givenFacts({ ...factsFormValues(), groupSize: 'x' })).filled).toBe(0);
  });

  it('counts an explicit "keine" as given and "keine Angabe" as not', () => {
    const none = { ...factsFormValues(), services: [], bedding: [], specialNeeds: [] };
    expect(factsFilled(givenFacts(none))).toEqual({ filled: 3, of: 17 });
    expect(factsFilled(givenFacts({ ...none, bedding: null })).filled).toBe(2);
  });
});

describe('parseFactNumber', () => {
  it('reads German and English decimals, empty as null and anything else as NaN', () => {
    expect(parseFactNumber(' 12,5 ')).toBe(12.5);
    expect(parseFactNumber('12.5')).toBe(12.5);
    expect(parseFactNumber('')).toBeNull();
    expect(parseFactNumber('zwölf')).toBeNaN();
  });
});
