// The search island's state machine: the filter state always mirrors the address bar. A change pushes a new
// URL and loads that page of results through the API; back and forward re-read the URL and load again.
// Without a network the results come from what this device saved (the page's own first results and the
// worker's saved API answers), filtered and sorted in the browser; `offline` says so and since when.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlaceDto } from '#contract/places.ts';
import type { RegionFilter } from '#contract/regions.ts';
import type { CardListing } from '#site/components/card-listing.ts';
import { ApiError, searchListings } from '#site/lib/api.ts';
import { pageSavedAt } from '#site/lib/saved-time.ts';
import { knownPlace, rememberPlaces, type Centres, type PlaceFields } from '#site/stores/known-places.ts';
import { loadResultCards } from './load-cards.ts';
import { apiParamsOf, FILTER_FRAGMENT, parseSearchParams, searchHref, type SearchState } from '#site/lib/search-url.ts';

export type SearchStatus = 'ready' | 'loading' | 'error';

export interface SearchResult {
  items: CardListing[];
  total: number;
  /** False when `total` is only a lower bound (more than COUNT_CAP matched). */
  exact?: boolean;
  /** The API's cursor of the page after this one, if there is one (for pages past the numbered ones). */
  next?: string | null;
}

/** A place field (the location or a travel origin) named no known place: the API's message and its suggestions. */
export interface PlaceError {
  field: PlaceFields;
  message: string;
  suggestions: PlaceDto[];
}

/** The place error of an API error, if it is one (400 with a message for `near`, `from` or `from2`). */
export function placeErrorOf(err: unknown): PlaceError | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  const field = (['near', 'from', 'from2'] as const).find((name) => err.fieldErrors[name]);
  if (!field) return null;
  const { suggestions } = err.body;
  const found = Array.isArray(suggestions) ? (suggestions as PlaceDto[]) : [];
  return { field, message: err.fieldErrors[field]!, suggestions: found };
}

export interface OfflineInfo {
  /** When the shown results were saved (ISO), if known. */
  savedAt: string | null;
  /** The results are the saved listings filtered here, not the server's answer to this exact search. */
  filteredLocally: boolean;
}

interface Options {
  region: RegionFilter;
  path: string;
  pageSize: number;
  initialState: SearchState;
  /** Without items when the server rendered them as cards (see adoptPageListings). */
  initialResult: SearchResult;
  /** The server rendered the first results as cards, which stay until the first change. */
  serverRendered: boolean;
  failed: boolean;
  /** The server could not resolve the URL's place. */
  initialPlaceError: PlaceError | null;
  /** Where the server found the first results' places. */
  initialCentres: Centres;
}

export function useSearch({
  region,
  path,
  pageSize,
  initialState,
  initialResult,
  serverRendered,
  failed,
  initialPlaceError,
  initialCentres,
}: Options) {
  const [state, setState] = useState(initialState);
  const [result, setResult] = useState(initialResult);
  const [status, setStatus] = useState<SearchStatus>(failed ? 'error' : 'ready');
  const [placeError, setPlaceError] = useState(initialPlaceError);
  const [offline, setOffline] = useState<OfflineInfo | null>(null);
  const [showsServerCards, setShowsServerCards] = useState(serverRendered);
  const inflight = useRef<AbortController | null>(null);
  // The listings the page came with: offline, they are part of what can be filtered.
  const pageListings = useRef(initialResult.items);

  /** The listings of the server's cards, read back from the page: the shown result, and searchable offline. */
  const adoptPageListings = useCallback((items: CardListing[]) => {
    pageListings.current = items;
    setResult((current) => ({ ...current, items }));
  }, []);
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
        const [data] = await Promise.all([searchListings(params, controller.signal), loadResultCards()]);
        if (controller.signal.aborted) return;
        // Known from now on, so the same search works offline on what this device saved.
        rememberPlaces(next, data.centres);
        setPlaceError(null);
        setResult(data);
        setOffline(data.cachedAt ? { savedAt: data.cachedAt, filteredLocally: false } : null);
        setStatus('ready');
      } catch (err) {
        if (controller.signal.aborted) return;
        // Forget the failed query, so choosing it again tries again.
        shownQuery.current = '';
        const unknownPlace = placeErrorOf(err);
        setPlaceError(unknownPlace);
        if (unknownPlace) {
          setResult({ items: [], total: 0 });
          setStatus('ready');
          return;
        }
        // A server's answer is an error; no answer at all means no network: search what this device saved.
        if (err instanceof ApiError && navigator.onLine) {
          setStatus('error');
          return;
        }
        // Only offline: the saved answers are read by a module of their own (the service worker keeps it).
        try {
          const [{ savedListings }, { searchSaved }] = await Promise.all([
            import('#site/lib/offline-cache.ts'),
            import('./offline-search.ts'),
            loadResultCards(),
          ]);
          const saved = await savedListings();
          if (controller.signal.aborted) return;
          setResult(searchSaved([...saved.listings, ...pageListings.current], next, region, pageSize, knownPlace));
          setOffline({ savedAt: saved.savedAt ?? pageSavedAt(), filteredLocally: true });
          setStatus('ready');
        } catch {
          // The connection went before the page had loaded that code (and no worker keeps it): say so, not spin.
          if (!controller.signal.aborted) setStatus('error');
        }
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
      setShowsServerCards(false);
      setState(next);
      void load(next);
    },
    [path, load],
  );

  useEffect(() => {
    const onPopState = () => {
      const next = parseSearchParams(new URLSearchParams(window.location.search));
      setShowsServerCards(false);
      setState(next);
      void load(next);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [load]);

  useEffect(() => () => inflight.current?.abort(), []);

  useEffect(() => {
    // The page's places are known from now on, also offline.
    rememberPlaces(initialState, initialCentres);
  }, []);

  useEffect(() => {
    // The worker answered this page from its cache: the results are the saved ones.
    const savedAt = pageSavedAt();
    if (savedAt) setOffline({ savedAt, filteredLocally: false });
    // A saved page standing in for another search (the offline page's hand-over in the fragment, or the worker
    // answering with the page of the same region): show the wanted search over the saved results. Online the
    // server always renders the address's own search, so nothing happens.
    const fragment = window.location.hash.slice(1);
    const wanted = parseSearchParams(
      new URLSearchParams(
        fragment.startsWith(FILTER_FRAGMENT)
          ? decodeURIComponent(fragment.slice(FILTER_FRAGMENT.length))
          : window.location.search,
      ),
    );
    if (searchHref(path, wanted) !== searchHref(path, initialState)) navigate(wanted, { replace: true });
    else if (fragment.startsWith(FILTER_FRAGMENT))
      window.history.replaceState(null, '', searchHref(path, initialState));
    // Only the address the page opened with counts; path and initialState never change.
  }, []);

  useEffect(() => {
    // Back online: the current search loads again from the server.
    const onOnline = () => {
      if (!offline) return;
      shownQuery.current = '';
      void load(state);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [offline, load, state]);

  return { state, result, status, placeError, offline, showsServerCards, adoptPageListings, navigate };
}
