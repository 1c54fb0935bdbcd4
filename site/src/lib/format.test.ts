import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatEuro, formatRating } from './format.ts';

const intlInteger = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const intlRating = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const intlDate = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('German formatting without Intl', () => {
  it('groups whole euros and counts as Intl does', () => {
    for (const value of [0, 7, 99, 450, 999, 1000, 1250, 12_345, 100_000, 999_999, 1_000_000, 12_345_678, -4500]) {
      expect(formatCount(value)).toBe(intlInteger.format(value));
      expect(formatEuro(value)).toBe(intlInteger.format(value));
    }
    expect(formatEuro('1249.5')).toBe('1.250');
    expect(formatEuro(385.49)).toBe('385');
  });

  it('writes ratings with one decimal and a comma', () => {
    for (const value of [0, 1, 3.25, 4.5, 4.75, 4.96, 5]) expect(formatRating(value)).toBe(intlRating.format(value));
  });

  it('writes dates as DD.MM.YYYY in UTC', () => {
    for (const iso of ['2026-03-01', '2026-12-31', '2026-03-01T23:30:00.000Z', '2025-01-09T00:00:00+01:00'])
      expect(formatDate(iso)).toBe(intlDate.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)));
  });
});
