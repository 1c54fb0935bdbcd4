// Price bands of the search filter, in euro per month: lower <= price < upper, "600+" open above.

export const PRICE_RANGES = ['0-200', '200-400', '400-600', '600+'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export const PRICE_RANGE_LABELS: Record<PriceRange | 'all', string> = {
  all: 'Alle Preise',
  '0-200': '0 – 200 €',
  '200-400': '200 – 400 €',
  '400-600': '400 – 600 €',
  '600+': 'ab 600 €',
};

export function priceBounds(range: PriceRange): { min: number; max: number | null } {
  if (range === '600+') return { min: 600, max: null };
  const [min, max] = range.split('-').map(Number) as [number, number];
  return { min, max };
}
