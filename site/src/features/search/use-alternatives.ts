// The empty result's suggestions for the search the island shows: the server's for the page's own search,
// counted through the API for a search changed in the browser (the answers are cached like any search's). Their
// code loads only when a search in the browser finds nothing.
import { useEffect, useState } from 'react';
import type { RegionFilter } from '#contract/regions.ts';
import { searchListings } from '#site/lib/api.ts';
import type { SearchAlternative } from '#site/lib/search-alternatives.ts';
import { apiParamsOf, searchHref, type SearchState } from '#site/lib/search-url.ts';

interface Options {
  state: SearchState;
  /** The shown result is the server's answer and empty (not offline, no unknown place). */
  empty: boolean;
  region: RegionFilter;
  path: string;
  /** The page's own search and the server's suggestions for it. */
  initialState: SearchState;
  initial: SearchAlternative[];
}

export function useAlternatives({ state, empty, region, path, initialState, initial }: Options): SearchAlternative[] {
  const [shown, setShown] = useState({ state: initialState, alternatives: initial });
  useEffect(() => {
    if (!empty || shown.state === state) return;
    const controller = new AbortController();
    const count = async (changed: SearchState) =>
      (await searchListings(apiParamsOf(changed, region, 1), controller.signal)).total;
    void import('#site/lib/search-alternatives.ts')
      .then(({ countedAlternatives }) => countedAlternatives(state, count, (changed) => searchHref(path, changed)))
      .then((alternatives) => {
        if (!controller.signal.aborted) setShown({ state, alternatives });
      });
    return () => controller.abort();
  }, [empty, state, region, path, shown.state]);
  return shown.state === state ? shown.alternatives : [];
}
