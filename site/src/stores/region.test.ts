import { describe, expect, it } from 'vitest';
import { regionOfPath, shownRegion } from './region.ts';

describe('regionOfPath', () => {
  it('names the region of the search pages only', () => {
    expect(regionOfPath('/stallplaetze')).toBe('all');
    expect(regionOfPath('/stallplaetze/muenchen')).toBe('all');
    expect(regionOfPath('/de')).toBe('germany');
    expect(regionOfPath('/at/')).toBe('austria');
    expect(regionOfPath('/ch')).toBe('switzerland');
    for (const path of ['/', '/kontakt', '/faq', '/at/stallplatz/12', '/de/stallplatz/3', '/admin/settings']) {
      expect(regionOfPath(path), path).toBeNull();
    }
  });
});

describe('shownRegion', () => {
  it("shows a search page's own region and the global region everywhere else", () => {
    expect(shownRegion('germany', '/at')).toBe('austria');
    expect(shownRegion('germany', '/stallplaetze')).toBe('all');
    expect(shownRegion('germany', '/kontakt')).toBe('germany');
    expect(shownRegion('all', '/at/stallplatz/12')).toBe('all');
  });
});
