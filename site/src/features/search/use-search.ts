// The search island's state machine: the filter state always mirrors the address bar. A change pushes a new
// URL and loads that page of results through the API; back and forward re-read the URL and load again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RegionFilter } from '../../../../contract/regions.ts';
import type { ListingDto } from '../../../../contract/types.ts';
import { searchListings } from '../../lib/api.ts';
import { apiParamsOf, parseSearchParams, searchHref, type SearchState } from './search-url.ts';

export type SearchStatus = 'ready' | 'loading' | 'error';

export interface SearchResult {
  items: ListingDto[];
  total: number;
}

interface Options {
  region: RegionFilter;
  path: string;
  pageSize: number;
  initialState: SearchState;
  initialResult: SearchResult;
  failed: boolean;
}

export function useSearch({ region, path, pageSize, initialState, initialResult, failed }: Options) {
  const [state, setState] = useState(initialState);
  const [result, setResult] = useState(initialResult);
  const [status, setStatus] = useState<SearchStatus>(failed ? 'error' : 'ready');
  const inflight = useRef<AbortController | null>(null);
  // The API query whose results are shown (or loading), so a change of the view alone fetches nothing.
  const shownQuery = useRef(apiParamsOf(initialState, region, pageSize).toString());

  const load = useCallback(
    async (next: SearchState) => {
      const params = apiParamsOf(next, region, pageSize);
      if (params.toString() === shownQuery.current) return;
      shownQuery.current = params.toString();
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      setStatus('loading');
      try {
        const data = await searchListings(params, controller.signal);
        if (controller.signal.aborted) return;
        setResult(data);
        setStatus('ready');
      } catch {
        if (controller.signal.aborted) return;
        // Forget the failed query, so choosing it again tries again.
        shownQuery.current = '';
        setStatus('error');
      }
    },
    [region, pageSize],
  );

  /** Shows a new state: its URL becomes a history entry (or replaces the current one) and its results load. */
  const navigate = useCallback(
    (next: SearchState, { replace = false } = {}) => {
      const href = searchHref(path, next);
      if (href !== window.location.pathname + window.location.search) {
        if (replace) window.history.replaceState(null, '', href);
        else window.history.pushState(null, '', href);
      }
      setState(next);
      void load(next);
    },
    [path, load],
  );

  useEffect(() => {
    const onPopState = () => {
      const next = parseSearchParams(new URLSearchParams(window.location.search));
      setState(next);
      void load(next);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [load]);

  useEffect(() => () => inflight.current?.abort(), []);

  return { state, result, status, navigate };
}
