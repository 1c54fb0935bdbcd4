import { describe, expect, it } from 'vitest';
import { formatGrowth, formatNumber, formatPercent, monthLabel, trendOf } from './report-format.ts';

describe('report formats', () => {
  it('writes percentages with one decimal, a decimal comma and a no-break space', () => {
    expect(formatPercent(0.8)).toBe('0,8\u00a0%');
    expect(formatPercent(0)).toBe('0,0\u00a0%');
    expect(formatPercent(57.14)).toBe('57,1\u00a0%');
  });

  it('signs growth, but not zero', () => {
    expect(formatGrowth(50)).toBe('+50,0\u00a0%');
    expect(formatGrowth(-33.3)).toBe('-33,3\u00a0%');
    expect(formatGrowth(0)).toBe('0,0\u00a0%');
  });

  it('groups thousands the German way', () => {
    expect(formatNumber(12345)).toBe('12.345');
  });

  it('names months in German', () => {
    expect(monthLabel('2026-01')).toBe('Januar 2026');
    expect(monthLabel('2025-12')).toBe('Dezember 2025');
  });

  it('reads a trend from the growth', () => {
    expect([trendOf(12.5), trendOf(-0.1), trendOf(0)]).toEqual(['rising', 'falling', 'stable']);
  });
});
