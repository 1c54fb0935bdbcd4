import { describe, expect, it } from 'vitest';
import type { ListingDto } from '#contract/types.ts';
import { compareSections } from './compare-rows.ts';

function buildListing(overrides: Partial<ListingDto> = {}, stable: Partial<ListingDto['stable']> = {}): ListingDto {
  return {
    id: 7,
    title: 'Helle Innenbox mit Paddock',
    description: 'Große Box.\n\nTäglicher Weidegang.',
    stallType: 'inside_box',
    pricePerMonth: 449.5,
    priceItems: [],
    deposit: null,
    totalMonthly: 449.5,
    freePlaces: 1,
    availableFrom: '2027-01-01',
    imageUrls: [],
    images: [],
    features: [],
    isPremium: false,
    viewCount: 3,
    createdAt: '2026-10-01T10:00:00.000Z',
    status: 'active',
    contactPhone: null,
    contactEmail: null,
    whatsappNumber: null,
    facts: {},
    stable: {
      id: 2,
      name: 'Reitanlage Sonnenhof',
      description: null,
      address: 'Feldweg 3',
      city: 'Rosenheim',
      postalCode: '83022',
      region: 'germany',
      latitude: 47.85,
      longitude: 12.12,
      rating: 4.6,
      reviewCount: 12,
      hasWifi: false,
      hasParking: true,
      hasWashArea: false,
      hasRidingArena: true,
      hasIndoorArena: false,
      hasTrails: false,
      hasFeed: false,
      hasVet: false,
      facilities: [],
      indoorArenaSize: null,
      ...stable,
    },
    ...overrides,
  };
}

const base = {
  checklists: {},
  horse: null,
  origin: null,
  today: '2026-12-06',
};
const rowOf = (sections: ReturnType<typeof compareSections>, label: string) =>
  sections.flatMap((s) => s.rows).find((row) => row.label === label);

describe('compareSections', () => {
  it('shows the all-in month, with the base price when extras come on top', () => {
    const listings = [buildListing({ id: 1, totalMonthly: 520, pricePerMonth: 450 }), buildListing({ id: 2 })];
    const row = rowOf(compareSections({ ...base, listings }), 'Monatlich gesamt')!;
    expect(row.cells).toEqual([
      { text: '520 €', detail: 'Grundpreis 450 €' },
      { text: '450 €', detail: 'alles im Grundpreis' },
    ]);
  });

  it('shows each stable’s rating from its reviews, and "Noch keine Bewertungen" where it has none', () => {
    const listings = [buildListing({ id: 1 }), buildListing({ id: 2 }, { rating: null, reviewCount: 0 })];
    const row = rowOf(compareSections({ ...base, listings }), 'Bewertung')!;
    expect(row.cells).toEqual([{ text: '4,6 von 5', detail: '12 Bewertungen' }, { text: 'Noch keine Bewertungen' }]);
  });

  it('leaves out the travel time without a place searched from, and estimates it from one', () => {
    const listings = [buildListing()];
    expect(rowOf(compareSections({ ...base, listings }), 'Fahrzeit')).toBeUndefined();
    const origin = { text: '80331', lat: 48.137, lon: 11.575 };
    const row = rowOf(compareSections({ ...base, listings, origin }), 'Fahrzeit')!;
    expect(row.cells[0]!.text).toMatch(/^ca\. \d+ Min\. ab 80331$/);
    expect(row.cells[0]!.detail).toContain('Luftlinie');
  });

  it('says whether the active horse fits, and leaves the row out without a horse', () => {
    const listings = [buildListing({ facts: { maxHeightCm: 160 } })];
    expect(
      compareSections({ ...base, listings })
        .flatMap((s) => s.rows)
        .some((r) => r.id === 'fit'),
    ).toBe(false);
    const horse = { name: 'Blitz', data: { name: 'Blitz', heightCm: 172 } as never };
    const row = rowOf(compareSections({ ...base, listings, horse }), 'Passt zu Blitz')!;
    expect(row.cells[0]).toMatchObject({ text: 'Passt nicht', verdict: 'no' });
  });

  it('puts each listing’s checklist stars and notes side by side, a dash where none was given', () => {
    const listings = [buildListing({ id: 1 }), buildListing({ id: 2 })];
    const checklists = {
      1: {
        answers: { water: { stars: 4, note: 'Selbsttränke', updatedAt: '2026-12-06T10:00:00Z' } },
        notes: { text: 'netter Hof', updatedAt: '2026-12-06T10:00:00Z' },
      },
    };
    const sections = compareSections({ ...base, listings, checklists });
    expect(rowOf(sections, 'Wasser')!.cells).toEqual([
      { text: '4 von 5 Sternen', stars: 4, detail: 'Selbsttränke' },
      { text: '–' },
    ]);
    expect(rowOf(sections, 'Freie Notizen')!.cells).toEqual([{ text: 'netter Hof' }, { text: '–' }]);
    expect(rowOf(sections, 'Heu: Qualität')!.cells).toEqual([{ text: '–' }, { text: '–' }]);
  });

  it('lines up the facts by label, a dash where a listing does not say', () => {
    const listings = [buildListing({ facts: { careLevel: 'full' } }), buildListing({ facts: {} })];
    const sections = compareSections({ ...base, listings });
    const care = sections.find((s) => s.id === 'care')!;
    expect(care.rows[0]!.cells[1]).toEqual({ text: '–' });
    expect(care.rows[0]!.cells[0]!.text).not.toBe('–');
  });
});
