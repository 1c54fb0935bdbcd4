import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE,
  advancedFilterCount,
  apiParamsOf,
  filterLabels,
  hasFilters,
  pageCount,
  pagerItems,
  parseSearchParams,
  resetFilters,
  sameParams,
  searchHref,
  searchParamsOf,
  withWords,
  toggleAmenity,
  withFilter,
  withPlace,
  withPlaces,
  type SearchState,
} from './search-url.ts';
import { bboxText, mapParamsOf } from './map-query.ts';
import { withPriceBasis } from './price-basis.ts';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('parseSearchParams', () => {
  it('reads every filter of the URL', () => {
    expect(
      parse(
        'search=M%C3%BCnchen&stallType=inside_box&priceRange=200-400&amenities=hasWifi,hasRidingArena&sort=price_asc&ansicht=liste&seite=2',
      ),
    ).toEqual({
      ...DEFAULT_STATE,
      search: 'München',
      location: '',
      near: '',
      radius: 25,
      from: '',
      maxMinutes: 30,
      from2: '',
      maxMinutes2: 30,
      bbox: '',
      filters: { stallType: 'inside_box', priceRange: '200-400', amenities: ['hasRidingArena', 'hasWifi'] },
      sort: 'price_asc',
      view: 'list',
      page: 2,
      after: '',
    });
  });

  it('gives the default state for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_STATE);
  });

  it('ignores bad values instead of failing', () => {
    expect(
      parse('stallType=castle&priceRange=1-2&amenities=hasPool,,hasVet&sort=cheapest&seite=-3&ansicht=kacheln'),
    ).toEqual({
      ...DEFAULT_STATE,
      filters: { amenities: ['hasVet'] },
    });
    expect(parse('seite=abc').page).toBe(1);
    expect(parse('seite=0').page).toBe(1);
    expect(parse('seite=99999999').page).toBe(1);
  });

  it('numbers pages only as deep as the API answers an offset: page 11 of 24 starts at 240', () => {
    expect(parse('seite=11').page).toBe(11);
    expect(parse('seite=12').page).toBe(11);
    expect(apiParamsOf(parse('seite=11'), 'all', 24).get('offset')).toBe('240');
    expect(pageCount(240, 24)).toBe(10);
    expect(pageCount(100_000, 24)).toBe(11);
    expect(pageCount(0, 24)).toBe(1);
  });

  it('reaches the pages past the numbered ones by the cursor in `nach`, and only by it', () => {
    const cursor = 'WyJwcmljZV9hc2MiLCIyMDAiLDQyXQ';
    const deep = parse(`sort=price_asc&seite=14&nach=${cursor}`);
    expect(deep).toMatchObject({ page: 14, after: cursor });
    const api = apiParamsOf(deep, 'all', 24);
    expect(api.get('cursor')).toBe(cursor);
    expect(api.has('offset')).toBe(false);
    expect(searchHref('/stallplaetze', deep)).toBe(`/stallplaetze?sort=price_asc&seite=14&nach=${cursor}`);
    // A cursor on a numbered page is left out (the offset says where it starts), and a bad one is ignored.
    expect(parse(`seite=3&nach=${cursor}`)).toMatchObject({ page: 3, after: '' });
    expect(parse('seite=14&nach=kein%20cursor!')).toMatchObject({ page: 11, after: '' });
    expect(parse('seite=14')).toMatchObject({ page: 11, after: '' });
    // A changed filter or a toggled amenity starts again at page 1, without the cursor.
    expect(withFilter(deep, 'stallType', 'pasture')).toMatchObject({ page: 1, after: '' });
    expect(parse(`seite=14&nach=${cursor}&toggleAmenity=hasWifi`)).toMatchObject({ page: 1, after: '' });
  });

  it('maps the home page quick filters to amenities', () => {
    expect(parse('wifi=true').filters.amenities).toEqual(['hasWifi']);
    expect(parse('parking=true&washArea=true&ridingArena=true').filters.amenities).toEqual([
      'hasRidingArena',
      'hasWashArea',
      'hasParking',
    ]);
    expect(parse('wifi=false').filters.amenities).toBeUndefined();
    expect(parse('amenities=hasWifi&wifi=true').filters.amenities).toEqual(['hasWifi']);
  });

  it('reads an unencoded 600+ band', () => {
    expect(parse('priceRange=600+').filters.priceRange).toBe('600+');
    expect(parse('priceRange=600%2B').filters.priceRange).toBe('600+');
  });

  it('lets the search text win over the location', () => {
    expect(parse('location=Graz&search=Wien')).toMatchObject({ search: 'Wien', location: '' });
    expect(parse('location=%20Graz%20')).toMatchObject({ search: '', location: 'Graz' });
  });

  it('cuts overlong text to the API limit and drops control characters', () => {
    expect(parse(`search=${'a'.repeat(300)}`).search).toHaveLength(200);
    expect(parse('search=a%00b%0A').search).toBe('a b');
  });

  it('applies the no-JavaScript form buttons: toggle an amenity, reset', () => {
    expect(parse('amenities=hasWifi&toggleAmenity=hasVet&seite=3')).toMatchObject({
      filters: { amenities: ['hasWifi', 'hasVet'] },
      page: 1,
    });
    expect(parse('amenities=hasWifi,hasVet&toggleAmenity=hasVet').filters.amenities).toEqual(['hasWifi']);
    expect(parse('search=Graz&stallType=pasture&priceRange=0-200&amenities=hasWifi&sort=newest&reset=1')).toEqual({
      ...DEFAULT_STATE,
      sort: 'newest',
    });
  });
});

describe('searchParamsOf and searchHref', () => {
  it('leave out every default', () => {
    expect(searchParamsOf(DEFAULT_STATE).toString()).toBe('');
    expect(searchHref('/de', DEFAULT_STATE)).toBe('/de');
  });

  it('write a readable, canonical address', () => {
    const state: SearchState = {
      ...DEFAULT_STATE,
      search: 'Bad Tölz',
      filters: { amenities: ['hasRidingArena', 'hasWifi'], priceRange: '600+' },
      page: 2,
    };
    expect(searchHref('/stallplaetze', state)).toBe(
      '/stallplaetze?search=Bad+T%C3%B6lz&priceRange=600%2B&amenities=hasRidingArena,hasWifi&seite=2',
    );
  });

  it('round-trip every state', () => {
    const states: SearchState[] = [
      DEFAULT_STATE,
      { ...DEFAULT_STATE, location: 'Zürich, 8001', sort: 'rating', view: 'list' },
      {
        ...DEFAULT_STATE,
        filters: {
          care: 'full',
          turnout: 8,
          groupTurnout: true,
          stallions: true,
          minHeight: 175,
          minArea: 12,
          maxMinTerm: 0,
          freeNow: true,
          facilities: ['indoorArena', 'trainer'],
          totalRange: '200-400',
          horse: { name: 'Donnerhall', heightCm: 178, gender: 'stallion', needs: ['eczema', 'senior'] },
        },
        priceBasis: 'total',
        sort: 'total_asc',
      },
      { ...DEFAULT_STATE, priceBasis: 'total' },
      {
        ...DEFAULT_STATE,
        search: 'a+b & c',
        location: '',
        near: '80331 München',
        radius: 50,
        from: 'Augsburg',
        maxMinutes: 45,
        from2: '86150',
        maxMinutes2: 20,
        bbox: '',
        filters: { stallType: 'open_stable', priceRange: '0-200', amenities: ['hasFeed'] },
        sort: 'newest',
        view: 'grid',
        page: 7,
        after: '',
      },
      { ...DEFAULT_STATE, sort: 'price_asc', page: 12, after: 'WyJwcmljZV9hc2MiLCIyMDAiLDQyXQ' },
      { ...DEFAULT_STATE, near: '48.1374,11.5755', sort: 'distance' },
      { ...DEFAULT_STATE, near: 'Graz', radius: 5, sort: 'relevance' },
      { ...DEFAULT_STATE, from: '80331', sort: 'distance' },
      { ...DEFAULT_STATE, from: '80331', maxMinutes: 15, sort: 'rating' },
      { ...DEFAULT_STATE, view: 'map', bbox: '-3.5,45.25,17.1234,55' },
    ];
    for (const state of states) {
      expect(parse(searchParamsOf(state).toString())).toEqual(state);
      expect(parse(searchHref('/x', state).split('?')[1] ?? '')).toEqual(state);
    }
  });
});

describe('a search around a place', () => {
  it('reads the place and its radius, sorted nearest first unless another order is asked for', () => {
    expect(parse('near=80331&radius=50')).toEqual({ ...DEFAULT_STATE, near: '80331', radius: 50, sort: 'distance' });
    expect(parse('near=80331').radius).toBe(25);
    expect(parse('near=80331&sort=price_asc').sort).toBe('price_asc');
    // The empty order the filter form sends for its default option (no JavaScript) is no order.
    expect(parse('near=80331&sort=').sort).toBe('distance');
    expect(searchHref('/stallplaetze', parse('near=80331&sort='))).toBe('/stallplaetze?near=80331');
    expect(parse('sort=').sort).toBe('relevance');
  });

  it('writes its address without the defaults: no radius of 25 km, no sort by distance', () => {
    expect(searchHref('/stallplaetze', parse('near=80331&radius=25&sort=distance'))).toBe('/stallplaetze?near=80331');
    expect(searchHref('/de', parse('near=M%C3%BCnchen&radius=100&sort=rating'))).toBe(
      '/de?near=M%C3%BCnchen&radius=100&sort=rating',
    );
  });

  it('drops what needs a place when there is none, and radii the API does not offer', () => {
    expect(parse('radius=50')).toEqual(DEFAULT_STATE);
    expect(parse('sort=distance')).toEqual(DEFAULT_STATE);
    expect(parse('near=80331&radius=30').radius).toBe(25);
    expect(parse('near=%20%20').near).toBe('');
  });

  it('asks the API for the place, the radius and the order', () => {
    const q = apiParamsOf(parse('near=80331&radius=10&stallType=pasture'), 'germany', 24);
    expect(Object.fromEntries(q)).toEqual({
      region: 'germany',
      near: '80331',
      radius: '10',
      stallType: 'pasture',
      sort: 'distance',
      limit: '24',
      offset: '0',
    });
  });

  it('switches to nearest first with a new place, and back to relevance without one', () => {
    const around = withPlace(DEFAULT_STATE, '80331');
    expect(around).toMatchObject({ near: '80331', radius: 25, sort: 'distance', page: 1 });
    expect(withPlace(around, '', 50)).toMatchObject({ near: '', radius: 25, sort: 'relevance' });
    // A chosen order stays.
    expect(withPlace({ ...DEFAULT_STATE, sort: 'price_asc' }, 'Wien').sort).toBe('price_asc');
    expect(withPlace({ ...around, page: 3 }, '80331', 100)).toMatchObject({ radius: 100, page: 1 });
  });

  it('is a filter: counted by hasFilters and cleared by the reset, with the order by distance', () => {
    const around = withPlace(DEFAULT_STATE, '80331', 50);
    expect(hasFilters(around)).toBe(true);
    expect(resetFilters(around)).toEqual(DEFAULT_STATE);
  });
});

describe('the words field', () => {
  it('searches the words, and around a postal code typed there, nearest first', () => {
    expect(searchHref('/stallplaetze', withWords(DEFAULT_STATE, ' Solarium '))).toBe('/stallplaetze?search=Solarium');
    expect(searchHref('/stallplaetze', withWords(DEFAULT_STATE, '80331'))).toBe('/stallplaetze?near=80331');
    expect(searchHref('/stallplaetze', withWords(DEFAULT_STATE, '8010'))).toBe('/stallplaetze?near=8010');
    expect(withWords(DEFAULT_STATE, '80331').sort).toBe('distance');
    // With a place already set, digits stay words.
    const around = parse('near=Augsburg');
    expect(searchHref('/stallplaetze', withWords(around, '80331'))).toBe('/stallplaetze?search=80331&near=Augsburg');
  });
});

describe('travel time', () => {
  it('reads the origins and their minutes, leaves the default minutes out, and sorts by distance', () => {
    const state = parse('from=80331&maxMinutes=45&from2=Augsburg');
    expect(state).toMatchObject({ from: '80331', maxMinutes: 45, from2: 'Augsburg', maxMinutes2: 30 });
    expect(state.sort).toBe('distance');
    expect(searchHref('/stallplaetze', state)).toBe('/stallplaetze?from=80331&maxMinutes=45&from2=Augsburg');
    expect(Object.fromEntries(apiParamsOf(state, 'all'))).toMatchObject({
      from: '80331',
      maxMinutes: '45',
      from2: 'Augsburg',
      maxMinutes2: '30',
      sort: 'distance',
    });
  });

  it('ignores minutes it does not offer and minutes without an origin, and takes a lone second origin as the first', () => {
    expect(parse('from=Wien&maxMinutes=25')).toMatchObject({ from: 'Wien', maxMinutes: 30 });
    expect(parse('maxMinutes=60')).toMatchObject({ from: '', maxMinutes: 30, sort: 'relevance' });
    expect(parse('from2=Graz&maxMinutes2=15')).toMatchObject({ from: 'Graz', maxMinutes: 15, from2: '' });
  });

  it('changes with withPlaces: a removed first origin makes the second the first, and the order follows', () => {
    const both = withPlaces(DEFAULT_STATE, { from: '80331', maxMinutes: 20, from2: 'Augsburg', maxMinutes2: 60 });
    expect(both).toMatchObject({ sort: 'distance', page: 1 });
    expect(withPlaces(both, { from: '' })).toMatchObject({ from: 'Augsburg', maxMinutes: 60, from2: '' });
    expect(withPlaces(withPlaces(both, { from: '' }), { from: '' })).toMatchObject({ from: '', sort: 'relevance' });
    expect(hasFilters(both)).toBe(true);
    expect(advancedFilterCount(both)).toBe(2);
    expect(resetFilters(both)).toEqual(DEFAULT_STATE);
  });
});

describe('the map', () => {
  it('keeps the map view and the searched area in the URL, and drops a bad area', () => {
    expect(parse('ansicht=karte&bbox=11.2,48,11.9,48.3')).toEqual({
      ...DEFAULT_STATE,
      view: 'map',
      bbox: '11.2,48,11.9,48.3',
    });
    for (const bad of ['1,2,3', '11.9,48,11.2,48.3', '11.2,48.3,11.9,48', '0,0,200,1', 'a,b,c,d', '1,2,3,4,5']) {
      expect(parse(`bbox=${bad}`).bbox, bad).toBe('');
    }
    expect(bboxText([11.123456, 48.1, 11.9, 48.34567])).toBe('11.1235,48.1,11.9,48.3457');
  });

  it('asks the list for the area, and the map for the same filters without order and page', () => {
    const state = parse('near=80331&radius=50&bbox=11.2,48,11.9,48.3&stallType=pasture&seite=2&ansicht=karte');
    expect(apiParamsOf(state, 'germany').get('bbox')).toBe('11.2,48,11.9,48.3');
    expect(Object.fromEntries(mapParamsOf(state, 'germany'))).toEqual({
      region: 'germany',
      near: '80331',
      radius: '50',
      stallType: 'pasture',
    });
  });
});

describe('sameParams', () => {
  it('ignores order and encoding', () => {
    expect(sameParams(new URLSearchParams('a=1&b=%C3%BC'), new URLSearchParams('b=ü&a=1'))).toBe(true);
    expect(sameParams(new URLSearchParams('a=1,2'), new URLSearchParams('a=1%2C2'))).toBe(true);
    expect(sameParams(new URLSearchParams('a=1'), new URLSearchParams('a=1&b='))).toBe(false);
  });
});

describe('apiParamsOf', () => {
  it('passes the filters, the region and the page as limit and offset', () => {
    const q = apiParamsOf(
      {
        ...DEFAULT_STATE,
        search: 'Graz',
        filters: { stallType: 'pasture', amenities: ['hasWifi', 'hasVet'] },
        page: 3,
      },
      'austria',
      24,
    );
    expect(Object.fromEntries(q)).toEqual({
      region: 'austria',
      search: 'Graz',
      stallType: 'pasture',
      amenities: 'hasWifi,hasVet',
      sort: 'relevance',
      limit: '24',
      offset: '48',
    });
  });

  it('omits the region for all regions and sends the location as search text', () => {
    const q = apiParamsOf({ ...DEFAULT_STATE, location: 'München' }, 'all');
    expect(q.has('region')).toBe(false);
    expect(q.get('search')).toBe('München');
    expect(q.has('location')).toBe(false);
  });
});

describe('filter changes', () => {
  const busy: SearchState = {
    ...DEFAULT_STATE,
    search: 'Graz',
    location: '',
    near: '',
    radius: 25,
    from: 'Linz',
    maxMinutes: 60,
    from2: '',
    maxMinutes2: 30,
    bbox: '11.2,48,11.9,48.3',
    filters: { stallType: 'pasture', priceRange: '0-200', amenities: ['hasWifi'] },
    sort: 'price_desc',
    view: 'list',
    page: 4,
    after: '',
  };

  it('start again at page 1', () => {
    expect(withFilter(busy, 'stallType', 'inside_box').page).toBe(1);
    expect(toggleAmenity(busy, 'hasVet').page).toBe(1);
  });

  it('toggle amenities in the filter order', () => {
    expect(toggleAmenity(busy, 'hasRidingArena').filters.amenities).toEqual(['hasRidingArena', 'hasWifi']);
    expect(toggleAmenity(busy, 'hasWifi').filters).toEqual({ stallType: 'pasture', priceRange: '0-200' });
  });

  it('reset clears the filters but keeps sort order and view', () => {
    expect(resetFilters(busy)).toEqual({ ...DEFAULT_STATE, sort: 'price_desc', view: 'list' });
    expect(hasFilters(resetFilters(busy))).toBe(false);
    expect(hasFilters({ ...DEFAULT_STATE, location: 'Wien' })).toBe(true);
  });

  it('count the facts filters with the advanced ones, and reset them', () => {
    const facts: SearchState = {
      ...busy,
      filters: {
        ...busy.filters,
        care: 'part',
        freeNow: true,
        facilities: ['horseWalker', 'trainer'],
        horse: { name: 'Stella', gender: 'mare' },
      },
    };
    expect(advancedFilterCount(facts)).toBe(3 + 5);
    expect(resetFilters(facts)).toEqual({ ...DEFAULT_STATE, sort: 'price_desc', view: 'list' });
    expect(hasFilters({ ...DEFAULT_STATE, filters: { freeNow: true } })).toBe(true);
  });

  it('move the band and the price order along when the price basis switches', () => {
    const total = withPriceBasis(busy, 'total');
    expect(total).toMatchObject({ priceBasis: 'total', sort: 'total_desc' });
    expect(total.filters).toEqual({ stallType: 'pasture', totalRange: '0-200', amenities: ['hasWifi'] });
    expect(searchParamsOf(total).get('totalRange')).toBe('0-200');
    const base = withPriceBasis(total, 'base');
    expect(base).toMatchObject({ priceBasis: 'base', sort: 'price_desc' });
    expect(base.filters).toEqual(busy.filters);
  });

  it('read the facts boxes of the form without JavaScript, one parameter each', () => {
    const state = parseSearchParams(
      new URLSearchParams('facilities=trainer&facilities=indoorArena&freeNow=true&turnout=7&minHeight=999'),
    );
    expect(state.filters).toEqual({ facilities: ['indoorArena', 'trainer'], freeNow: true });
  });

  it('read the "all" and "Egal" of the form without JavaScript as no filter, so its address is clean', () => {
    const form = 'stallType=all&care=all&turnout=all&minHeight=all&priceRange=all&search=';
    expect(parse(form)).toEqual(DEFAULT_STATE);
    expect(searchHref('/stallplaetze', parse(`${form}&minArea=12`))).toBe('/stallplaetze?minArea=12');
  });

  it('name the filters set, in the registry’s order, for the results line', () => {
    expect(filterLabels(busy.filters)).toEqual(['Weideplatz', '0 – 200 €', 'WLAN']);
    expect(filterLabels({ freeNow: true, horse: { name: 'Stella', gender: 'mare' } })).toEqual([
      'sofort frei',
      'passend für Stella',
    ]);
  });

  it('count the advanced filters', () => {
    expect(advancedFilterCount(busy)).toBe(3);
    expect(advancedFilterCount(DEFAULT_STATE)).toBe(0);
  });
});

describe('pagerItems', () => {
  it('shows every page of a short list', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('elides long stretches', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(pagerItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagerItems(10, 10)).toEqual([1, null, 9, 10]);
  });
});
