import { describe, expect, it } from 'vitest';
import { fieldErrors } from '#contract/field-errors.ts';
import { ListingBody } from '#contract/owner.ts';
import {
  listingFormValues,
  listingInput,
  parseCoordinate,
  parsePrice,
  stableErrors,
  stableFormValues,
  stableInput,
} from './owner-form.ts';

describe('stableErrors', () => {
  it('reports the country’s postal code rule together with the other missing fields', () => {
    const values = { ...stableFormValues(), name: 'Hof', address: 'Weg 1', city: 'Ort', postalCode: '8256' };
    const errors = stableErrors(stableInput(values));
    expect(errors).toMatchObject({
      postalCode: 'Postleitzahl in Deutschland: 5 Ziffern',
      latitude: 'Bitte die Lage auf der Karte mit der Stecknadel markieren',
    });
  });

  it('accepts four digits in Austria and a position inside the DACH box', () => {
    const values = {
      ...stableFormValues(),
      name: 'Hof',
      address: 'Weg 1',
      city: 'Wien',
      postalCode: '1010',
      region: 'austria' as const,
      latitude: '48,2',
      longitude: '16.37',
    };
    expect(stableErrors(stableInput(values))).toBeNull();
  });

  it('refuses a position outside Germany, Austria and Switzerland', () => {
    const values = {
      ...stableFormValues(),
      name: 'Hof',
      address: 'Weg 1',
      city: 'Paris',
      postalCode: '75001',
      latitude: '48.85',
      longitude: '2.35',
    };
    expect(stableErrors(stableInput(values))?.longitude).toBe(
      'Die Lage muss in Deutschland, Österreich oder der Schweiz liegen',
    );
  });
});

describe('listing form values', () => {
  it('turns German prices and the chip list into the body ListingBody accepts', () => {
    const values = {
      ...listingFormValues(undefined, 4),
      title: 'Box',
      description: 'Schön',
      pricePerMonth: '1.250,50',
      features: ['Solarium'],
    };
    const parsed = ListingBody.parse(listingInput(values));
    expect(parsed).toMatchObject({ stableId: 4, pricePerMonth: 1250.5, features: ['Solarium'], availableFrom: null });
  });

  it('names every missing field once', () => {
    const result = ListingBody.safeParse(listingInput(listingFormValues()));
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors).toMatchObject({
      stableId: 'Bitte einen Stall wählen',
      title: 'Titel ist erforderlich',
      description: 'Beschreibung ist erforderlich',
    });
  });
});

describe('parsePrice and parseCoordinate', () => {
  it('read German and English notation and flag what is no number', () => {
    expect(parsePrice('450')).toBe(450);
    expect(parsePrice('450,5 €')).toBe(450.5);
    expect(parsePrice('')).toBeUndefined();
    expect(parsePrice('viel')).toBeNaN();
    expect(parseCoordinate('48,137')).toBe(48.137);
    expect(parseCoordinate(' ')).toBeUndefined();
    expect(parseCoordinate('48°')).toBeNaN();
  });
});

describe('the listing form\'s "Frei ab" (TT.MM.JJJJ)', () => {
  it('shows the stored date the German way and sends what is typed as the ISO date', () => {
    const values = listingFormValues(undefined, 1);
    expect(listingInput({ ...values, availableFrom: '01.03.2027' }).availableFrom).toBe('2027-03-01');
    expect(listingInput({ ...values, availableFrom: '' }).availableFrom).toBeNull();
    // Not a date: ListingBody answers it (the form says how to type it).
    const result = ListingBody.safeParse(listingInput({ ...values, title: 'Box', availableFrom: '03/01/2027' }));
    expect(fieldErrors(result.error!).availableFrom).toBeTruthy();
  });
});

describe('ListingBody availableFrom', () => {
  it('answers an impossible or malformed date with the German message instead of throwing', () => {
    const base = { stableId: 1, title: 'Box', description: 'Schön', stallType: 'inside_box', pricePerMonth: 400 };
    for (const availableFrom of ['2027-13-45', '1.3.2027', 'morgen']) {
      const result = ListingBody.safeParse({ ...base, availableFrom });
      expect(result.success).toBe(false);
      expect(fieldErrors(result.error!).availableFrom).toBeTruthy();
    }
    expect(ListingBody.parse({ ...base, availableFrom: '' }).availableFrom).toBeNull();
    expect(ListingBody.parse({ ...base, availableFrom: '2027-02-28' }).availableFrom).toBe('2027-02-28');
  });
});
