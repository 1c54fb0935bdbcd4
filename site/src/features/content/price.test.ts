import { describe, expect, it } from 'vitest';
import { formatPrice } from './price.ts';

describe('formatPrice', () => {
  it('writes euros with two decimals, a comma and the sign after a no-break space', () => {
    expect(formatPrice(29.99)).toBe('29,99\u00a0€');
    expect(formatPrice(30)).toBe('30,00\u00a0€');
    expect(formatPrice(1234.5)).toBe('1.234,50\u00a0€');
  });
});
