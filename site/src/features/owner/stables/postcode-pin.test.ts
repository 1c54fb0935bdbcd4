import { describe, expect, it } from 'vitest';
import type { PlaceDto } from '#contract/places.ts';
import { townOfPostalCode } from './postcode-pin.ts';

const place = (label: string, postalCode: string, country: PlaceDto['country']): PlaceDto => ({
  label,
  postalCode,
  country,
  lat: 47,
  lon: 9,
});

describe('townOfPostalCode', () => {
  const suggestions = [
    place('3011 Bern', '3011', 'switzerland'),
    place('3011 Untertullnerbach', '3011', 'austria'),
    place('30110 Irgendwo', '30110', 'germany'),
  ];

  it("takes the postal code's town in the stable's country, where AT and CH share a code", () => {
    expect(townOfPostalCode(suggestions, '3011', 'austria')?.label).toBe('3011 Untertullnerbach');
    expect(townOfPostalCode(suggestions, '3011', 'switzerland')?.label).toBe('3011 Bern');
  });

  it('takes only the exact code, never a longer one it begins', () => {
    expect(townOfPostalCode(suggestions, '3011', 'germany')).toBeNull();
    expect(townOfPostalCode([place('80331 München', '80331', 'germany')], '8033', 'austria')).toBeNull();
  });
});
