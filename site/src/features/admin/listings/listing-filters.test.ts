import { describe, expect, it } from 'vitest';
import { parseListingFilters } from './listing-filters.ts';

const parse = (query: string) => parseListingFilters(new URLSearchParams(query));

describe('parseListingFilters', () => {
  it('reads every filter of the URL', () => {
    expect(parse('search=%20Sonnenhof%20&status=pending&region=austria&stableId=12')).toEqual({
      search: 'Sonnenhof',
      status: 'pending',
      region: 'austria',
      stableId: 12,
    });
  });

  it('treats missing filters as "all"', () => {
    expect(parse('')).toEqual({ search: '', status: 'all', region: 'all', stableId: null });
  });

  it('ignores unknown statuses, regions and stable ids instead of failing', () => {
    expect(parse('status=archived&region=italy&stableId=abc')).toEqual({ search: '', status: 'all', region: 'all', stableId: null });
    for (const bad of ['0', '-1', '1.5', '01', '2147483648']) expect(parse(`stableId=${bad}`).stableId).toBeNull();
  });
});
