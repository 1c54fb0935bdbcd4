import { describe, expect, it } from 'vitest';
import { apiQueryFromUrl, withSearchText } from './search-url.ts';

describe('apiQueryFromUrl', () => {
  it('passes the filters of the page URL and the region of the path', () => {
    const q = apiQueryFromUrl(new URL('http://x/de?search=M%C3%BCnchen&stallType=inside_box&foo=1'), 'germany');
    expect(q.get('region')).toBe('germany');
    expect(q.get('search')).toBe('München');
    expect(q.get('stallType')).toBe('inside_box');
    expect(q.has('foo')).toBe(false);
  });

  it('omits the region for all regions', () => {
    expect(apiQueryFromUrl(new URL('http://x/stallplaetze'), 'all').has('region')).toBe(false);
  });
});

describe('withSearchText', () => {
  it('sets the text, keeps other filters and restarts paging', () => {
    const next = withSearchText(new URL('http://x/stallplaetze?stallType=pasture&offset=24'), ' Graz ');
    expect(next.searchParams.get('search')).toBe('Graz');
    expect(next.searchParams.get('stallType')).toBe('pasture');
    expect(next.searchParams.has('offset')).toBe(false);
  });

  it('removes the parameter for an empty text', () => {
    expect(withSearchText(new URL('http://x/de?search=a'), '').searchParams.has('search')).toBe(false);
  });
});
