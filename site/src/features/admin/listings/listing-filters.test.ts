import { describe, expect, it } from 'vitest';
import { parseStableId, REGION_OPTIONS, STATUS_OPTIONS } from './listing-filters.ts';

describe('parseStableId', () => {
  it('reads a database id', () => {
    expect(parseStableId('12')).toBe(12);
    expect(parseStableId('2147483647')).toBe(2147483647);
  });

  it('ignores anything else instead of failing', () => {
    for (const bad of ['', '0', '-1', '1.5', '01', 'abc', '2147483648']) expect(parseStableId(bad), bad).toBeNull();
  });
});

describe('the filter options', () => {
  it('offer the spec’s statuses and regions with German labels, "all" first', () => {
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual(['Alle', 'Aktiv', 'Inaktiv', 'Ausstehend', 'Premium']);
    expect(REGION_OPTIONS.map((o) => o.label)).toEqual(['Alle Regionen', 'Deutschland', 'Österreich', 'Schweiz']);
  });
});
