import { describe, expect, it } from 'vitest';
import { isPostalPrefix, MAX_SEARCH_TERMS, searchFold, searchTerms } from './search-terms.ts';

describe('searchFold', () => {
  it('folds case, accents and the ae/oe/ue spellings like the database', () => {
    expect(searchFold('München')).toBe('munchen');
    expect(searchFold('Muenchen')).toBe('munchen');
    expect(searchFold('Zürich')).toBe(searchFold('Zuerich'));
  });
});

describe('searchTerms', () => {
  it('splits on spaces, commas and semicolons, drops repeats and keeps at most MAX_SEARCH_TERMS', () => {
    expect(searchTerms('München, 80331;Box  box')).toEqual(['München', '80331', 'Box']);
    expect(searchTerms(undefined)).toEqual([]);
    const many = Array.from({ length: MAX_SEARCH_TERMS + 3 }, (_, i) => `w${i}`).join(' ');
    expect(searchTerms(many)).toHaveLength(MAX_SEARCH_TERMS);
  });

  it('reads digits only as a postal-code prefix', () => {
    expect(isPostalPrefix('803')).toBe(true);
    expect(isPostalPrefix('A-1010')).toBe(false);
  });
});
