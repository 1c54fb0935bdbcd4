import { describe, expect, it } from 'vitest';
import { averageOf, conversionPercent, growthPercent, percentOf, round1 } from './report-math.ts';

describe('round1', () => {
  it('rounds to one decimal, halves away from zero', () => {
    expect(round1(3.14159)).toBe(3.1);
    expect(round1(0.15)).toBe(0.2);
    expect(round1(2.25)).toBe(2.3);
    expect(round1(-2.25)).toBe(-2.3);
    expect(round1(12)).toBe(12);
  });

  it('never answers -0 or NaN', () => {
    expect(Object.is(round1(-0.01), 0)).toBe(true);
    expect(round1(Number.NaN)).toBe(0);
    expect(round1(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('percentOf', () => {
  it('gives the share in percent to one decimal', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(5, 5)).toBe(100);
  });

  it('is 0 when the whole is empty', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(3, 0)).toBe(0);
  });
});

describe('conversionPercent', () => {
  it('is contacts divided by views, in percent', () => {
    expect(conversionPercent(3, 247)).toBe(1.2);
    expect(conversionPercent(8, 250)).toBe(3.2);
  });

  it('is 0 for a listing without views', () => {
    expect(conversionPercent(2, 0)).toBe(0);
  });
});

describe('averageOf', () => {
  it('divides and rounds to one decimal', () => {
    expect(averageOf(1000, 3)).toBe(333.3);
    expect(averageOf(10, 4)).toBe(2.5);
  });

  it('is 0 without items', () => {
    expect(averageOf(0, 0)).toBe(0);
  });
});

describe('growthPercent', () => {
  it('compares this period with the previous one', () => {
    expect(growthPercent(3, 2)).toBe(50);
    expect(growthPercent(1, 4)).toBe(-75);
    expect(growthPercent(7, 6)).toBe(16.7);
    expect(growthPercent(4, 4)).toBe(0);
  });

  it('is null when the previous period had nothing', () => {
    expect(growthPercent(5, 0)).toBeNull();
    expect(growthPercent(0, 0)).toBeNull();
  });
});
