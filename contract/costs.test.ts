// The all-in monthly cost: a table of price lists and what the month comes to, yearly fees as twelfths to the
// cent, optional items only when ticked, one-off fees and the deposit never in the month.
import { describe, expect, it } from 'vitest';
import { costBreakdown, monthlyCents, totalMonthly, type PriceItem } from './costs.ts';

const item = (name: string, amount: number, period: PriceItem['period'], kind: PriceItem['kind']): PriceItem => ({
  name,
  amount,
  period,
  kind,
});

describe('monthlyCents', () => {
  it.each([
    [{ amount: 45, period: 'monthly' as const }, 4500],
    [{ amount: 120, period: 'yearly' as const }, 1000],
    [{ amount: 100, period: 'yearly' as const }, 833],
    [{ amount: 19.99, period: 'monthly' as const }, 1999],
    [{ amount: 250, period: 'once' as const }, 0],
  ])('%o is %i cents a month', (cost, cents) => {
    expect(monthlyCents(cost)).toBe(cents);
  });
});

describe('totalMonthly', () => {
  it.each([
    ['no price list', 320, [], 320],
    [
      'hay and straw on top',
      300,
      [item('Heu', 60, 'monthly', 'required'), item('Stroh', 40, 'monthly', 'required')],
      400,
    ],
    ['a yearly club fee as a twelfth', 300, [item('Jahresbeitrag/Vereinsbeitrag', 120, 'yearly', 'required')], 310],
    ['included items add nothing', 300, [item('Heu', 60, 'monthly', 'included')], 300],
    ['optional items are not in the total', 300, [item('Eindecken', 30, 'monthly', 'optional')], 300],
    ['one-off fees are not in the month', 300, [item('Aufnahmegebühr', 250, 'once', 'required')], 300],
    ['cents add up', 299.99, [item('Nebenkosten', 0.01, 'monthly', 'required')], 300],
  ])('%s', (_case, base, items, total) => {
    expect(totalMonthly(base, items)).toBe(total);
  });
});

describe('costBreakdown', () => {
  const items = [
    item('Heu', 0, 'monthly', 'included'),
    item('Reithallennutzung', 35, 'monthly', 'required'),
    item('Weidegeld', 180, 'yearly', 'required'),
    item('Eindecken', 20, 'monthly', 'optional'),
    item('Führanlage', 15, 'monthly', 'optional'),
    item('Aufnahmegebühr', 150, 'once', 'required'),
  ];

  it('adds the required extras and the ticked optional ones, and keeps one-off fees and the deposit apart', () => {
    const costs = costBreakdown(300, items, { chosen: [3], deposit: 600 });
    expect(costs.required).toEqual([
      { index: 1, name: 'Reithallennutzung', monthly: 35 },
      { index: 2, name: 'Weidegeld', monthly: 15 },
    ]);
    expect(costs.optional).toEqual([
      { index: 3, name: 'Eindecken', monthly: 20, chosen: true },
      { index: 4, name: 'Führanlage', monthly: 15, chosen: false },
    ]);
    expect(costs.included).toEqual(['Heu']);
    expect(costs.oneOff).toEqual([{ name: 'Aufnahmegebühr', amount: 150 }]);
    expect(costs.deposit).toBe(600);
    expect(costs.monthlyTotal).toBe(370);
    expect(costBreakdown(300, items).monthlyTotal).toBe(350);
    expect(costBreakdown(300, items, { chosen: [3, 4] }).monthlyTotal).toBe(385);
  });

  it('ignores a ticked index that is no optional item', () => {
    expect(costBreakdown(300, items, { chosen: [0, 1, 5, 99] }).monthlyTotal).toBe(350);
  });
});
