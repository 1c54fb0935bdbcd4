import { describe, expect, it } from 'vitest';
import { countedAlternatives, searchChanges } from './search-alternatives.ts';
import { DEFAULT_STATE, searchHref, withFilter, withPlace, type SearchState } from './search-url.ts';

const labels = (state: SearchState) => searchChanges(state).map((steps) => steps.map((step) => step.label));

describe('searchChanges', () => {
  it('offers each filter off, the words off and every wider radius', () => {
    let state = withPlace({ ...DEFAULT_STATE, search: 'Solarium' }, '80331', 25);
    state = withFilter(withFilter(state, 'stallType', 'inside_box'), 'freeNow', true);
    expect(labels(state)).toEqual([
      ['Ohne „Innenbox“'],
      ['Ohne „sofort frei“'],
      ['Ohne „Solarium“'],
      ['Im Umkreis von 50 km', 'Im Umkreis von 100 km', 'Im Umkreis von 200 km'],
    ]);
    const [withoutType] = searchChanges(state)[0]!;
    expect(withoutType!.state.filters).toEqual({ freeNow: true });
    expect(withoutType!.state.near).toBe('80331');
  });

  it('offers the next three longer drives, and nothing for a search without anything to widen', () => {
    const state: SearchState = { ...DEFAULT_STATE, from: '80331', maxMinutes: 30 };
    expect(labels(state)).toEqual([['Bis 45 Min. Fahrzeit', 'Bis 60 Min. Fahrzeit', 'Bis 90 Min. Fahrzeit']]);
    expect(searchChanges(DEFAULT_STATE)).toEqual([]);
  });
});

describe('countedAlternatives', () => {
  it('offers per change the first step that finds places, those finding the most first, at most four', async () => {
    let state = withPlace(DEFAULT_STATE, '80331', 10);
    state = withFilter(withFilter(state, 'stallType', 'inside_box'), 'freeNow', true);
    const counts = new Map<string, number>([
      [searchHref('/stallplaetze', withFilter(state, 'stallType', undefined)), 3],
      [searchHref('/stallplaetze', { ...state, radius: 50 }), 8],
      [searchHref('/stallplaetze', { ...state, radius: 100 }), 30],
    ]);
    const href = (changed: SearchState) => searchHref('/stallplaetze', changed);
    const alternatives = await countedAlternatives(state, async (changed) => counts.get(href(changed)) ?? 0, href);
    expect(alternatives.map(({ label, count }) => `${label}: ${count}`)).toEqual([
      'Im Umkreis von 50 km: 8',
      'Ohne „Innenbox“: 3',
    ]);
  });

  it('counts a change whose count fails as finding nothing', async () => {
    const state = withFilter(DEFAULT_STATE, 'freeNow', true);
    const alternatives = await countedAlternatives(
      state,
      () => Promise.reject(new Error('offline')),
      () => '/x',
    );
    expect(alternatives).toEqual([]);
  });
});
