import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMITS } from '#contract/saved-searches.ts';
import { savedSearchHref, savedSearchLabel, savedSearchQuery, suggestedName } from './saved-search-query.ts';
import { parseSearchParams } from './search-url.ts';

/** The query "Suche speichern" keeps for a search page's address. */
const saved = (address: string) => {
  const url = new URL(address, 'https://stallfinder.test');
  const region = ({ '/de': 'germany', '/at': 'austria', '/ch': 'switzerland' } as const)[url.pathname] ?? 'all';
  return savedSearchQuery(region, parseSearchParams(url.searchParams));
};

describe('savedSearchQuery', () => {
  it('keeps every filter, the place and its radius (the default too), in the canonical order', () => {
    expect(saved('/stallplaetze?stallType=inside_box&radius=50&near=80331&priceRange=200-400')).toBe(
      'near=80331&radius=50&stallType=inside_box&priceRange=200-400',
    );
  });

  it('keeps the travel times, the words and the map area', () => {
    expect(saved('/stallplaetze?from=Augsburg&maxMinutes=45&from2=Ulm&search=Offenstall')).toBe(
      'search=Offenstall&from=Augsburg&maxMinutes=45&from2=Ulm&maxMinutes2=30',
    );
    expect(saved('/stallplaetze?bbox=11.2,48,11.8,48.3')).toBe('bbox=11.2,48,11.8,48.3');
  });

  it('leaves out the page, the cursor, the order and the view: they change what is shown, not what matches', () => {
    expect(saved('/stallplaetze?near=80331&stallType=inside_box&seite=3&sort=price_asc&ansicht=karte')).toBe(
      'near=80331&radius=25&stallType=inside_box',
    );
    expect(saved('/stallplaetze?priceBasis=total&sort=total_asc')).toBe('');
  });

  it('keeps the all-in band, which decides what matches', () => {
    expect(saved('/stallplaetze?totalRange=400-600&sort=total_asc')).toBe('totalRange=400-600');
  });

  it('names the region of /de, /at and /ch, first', () => {
    expect(saved('/de?near=80331&radius=25')).toBe('region=germany&near=80331&radius=25');
    expect(saved('/ch')).toBe('region=switzerland');
    expect(saved('/stallplaetze')).toBe('');
  });

  it('writes lists with readable commas and one query for the same search however it was written', () => {
    const a = saved('/stallplaetze?amenities=hasWifi,hasWashArea&wifi=true');
    const b = saved('/stallplaetze?amenities=hasWashArea&amenities=hasWifi');
    expect(a).toContain('amenities=');
    expect(a).not.toContain('%2C');
    expect(a).toBe(b);
  });

  it('drops what the search page does not understand', () => {
    expect(saved('/stallplaetze?stallType=castle&foo=bar&near=80331')).toBe('near=80331&radius=25');
  });
});

describe('savedSearchHref', () => {
  it('opens the region search page with the same filters', () => {
    expect(savedSearchHref('region=germany&near=80331&radius=50&stallType=inside_box')).toBe(
      '/de?near=80331&radius=50&stallType=inside_box',
    );
    expect(savedSearchHref('near=80331')).toBe('/stallplaetze?near=80331');
    expect(savedSearchHref('')).toBe('/stallplaetze');
    expect(savedSearchHref('?region=austria')).toBe('/at');
  });

  it('goes back to the same query the search page saved', () => {
    const query = saved('/at?near=Wien&radius=100&care=full&stallions=true');
    const href = savedSearchHref(query);
    expect(href.startsWith('/at?')).toBe(true);
    expect(saved(href)).toBe(query);
  });

  it('takes an unknown region as all regions', () => {
    expect(savedSearchHref('region=mars&near=80331')).toBe('/stallplaetze?near=80331');
  });
});

describe('savedSearchLabel and suggestedName', () => {
  it('reads the saved query as the search page labels it', () => {
    expect(savedSearchLabel('region=germany&near=80331&radius=50&stallType=inside_box')).toBe(
      'Stallplätze in Deutschland – 50 km um 80331 · Innenbox',
    );
    expect(savedSearchLabel('')).toBe('Stallplätze in allen Regionen');
  });

  it('suggests the label after its region as the name, shortened to the longest name allowed', () => {
    expect(suggestedName('near=80331&radius=25')).toBe('25 km um 80331');
    expect(suggestedName('region=germany&near=80331&radius=50&stallType=inside_box')).toBe(
      'Deutschland: 50 km um 80331 · Innenbox',
    );
    expect(suggestedName('priceRange=200-400')).toBe('200 – 400 €');
    expect(suggestedName('region=austria')).toBe('Stallplätze in Österreich');
    expect(suggestedName('')).toBe('Stallplätze in allen Regionen');
    const long = suggestedName(`search=${'Reitanlage'.repeat(12)}&near=80331`);
    expect(long).toHaveLength(SAVED_SEARCH_LIMITS.name);
    expect(long.endsWith('…')).toBe(true);
  });
});
