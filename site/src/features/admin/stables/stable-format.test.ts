import { describe, expect, it } from 'vitest';
import { formatStableRating, listingCountLabel, reviewCountLabel } from './stable-format.ts';

describe('formatStableRating', () => {
  it('shows one German decimal', () => {
    expect(formatStableRating(4.6)).toBe('4,6');
    expect(formatStableRating(5)).toBe('5,0');
  });

  it('shows a dash for an unrated stable', () => {
    expect(formatStableRating(null)).toBe('–');
  });
});

describe('count labels', () => {
  it('words none, one and many', () => {
    expect(reviewCountLabel(0)).toBe('Keine Bewertungen');
    expect(reviewCountLabel(1)).toBe('1 Bewertung');
    expect(reviewCountLabel(1200)).toBe('1.200 Bewertungen');
    expect(listingCountLabel(0)).toBe('Keine Anzeigen');
    expect(listingCountLabel(1)).toBe('1 Anzeige');
    expect(listingCountLabel(3)).toBe('3 Anzeigen');
  });
});
