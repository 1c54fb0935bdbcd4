import { describe, expect, it } from 'vitest';
import { regionOfSearchPath, searchLabel } from './search-label.ts';

const label = (address: string) => searchLabel(new URL(address, 'https://stallfinder.test'));

describe('searchLabel', () => {
  it('names the region of a search without filters', () => {
    expect(label('/stallplaetze')).toBe('Stallplätze in allen Regionen');
    expect(label('/de')).toBe('Stallplätze in Deutschland');
    expect(label('/at')).toBe('Stallplätze in Österreich');
    expect(label('/ch')).toBe('Stallplätze in Schweiz');
  });

  it('lists the search text, stall type, price, amenities, sort and page in the filter order', () => {
    expect(label('/de?search=München&stallType=inside_box')).toBe('Stallplätze in Deutschland – „München“ · Innenbox');
    expect(label('/at?priceRange=200-400&amenities=hasWashArea,hasWifi&sort=price_asc&seite=2')).toBe(
      'Stallplätze in Österreich – 200 – 400 € · Waschplatz · WLAN · Preis aufsteigend · Seite 2',
    );
    expect(label('/stallplaetze?location=Bayern')).toBe('Stallplätze in allen Regionen – „Bayern“');
  });

  it('names the place, the travel times and every filter of the registry by its label', () => {
    expect(label('/de?near=80331&radius=50&stallType=inside_box&priceRange=200-400')).toBe(
      'Stallplätze in Deutschland – 50 km um 80331 · Innenbox · 200 – 400 €',
    );
    expect(label('/stallplaetze?from=Augsburg&maxMinutes=45&care=full&stallions=true&minArea=12')).toBe(
      'Stallplätze in allen Regionen – 45 Min. ab Augsburg · Vollpension · Hengste erlaubt · ab 12 m²',
    );
  });

  it('leaves out the view and ignores bad values like the search page does', () => {
    expect(label('/ch?ansicht=liste&stallType=castle&priceRange=1-2')).toBe('Stallplätze in Schweiz');
  });

  it('is null for pages that are no search', () => {
    expect(label('/de/stallplatz/12')).toBeNull();
    expect(label('/merkliste')).toBeNull();
    expect(label('/')).toBeNull();
  });
});

describe('regionOfSearchPath', () => {
  it('maps the four search paths to their region', () => {
    expect(regionOfSearchPath('/stallplaetze')).toBe('all');
    expect(regionOfSearchPath('/de')).toBe('germany');
    expect(regionOfSearchPath('/at')).toBe('austria');
    expect(regionOfSearchPath('/ch')).toBe('switzerland');
    expect(regionOfSearchPath('/kontakt')).toBeNull();
  });
});
