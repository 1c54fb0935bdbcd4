// The search page's island: region links, filters, count, sort and view, results and pages. The server renders
// it with the first results of the URL as cards in its slot: they reach the browser once, as markup (their hearts
// work through hearts.ts). It hydrates when the visitor turns to it (client:intent) and reads the listings back
// from the cards; every change then updates the URL, loads through the API and renders the cards itself.
import { LayoutGrid, List, MapPin } from 'lucide-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ALL_REGIONS, REGION_NAMES, REGIONS, searchPathOf, type RegionFilter } from '#contract/regions.ts';
import { parseCoordinates } from '#contract/geo.ts';
import { SORT_LABELS, SORT_ORDERS, type SortOrder } from '#contract/sort.ts';
import { formatCount } from '#site/lib/format.ts';
import { pageSavedAt } from '#site/lib/saved-time.ts';
import { useMounted } from '#site/lib/use-mounted.ts';
import { readCard } from '#site/components/card-listing.ts';
import Pagination, { type PageTarget } from './Pagination.tsx';
import SearchFilters, { FILTER_FORM_ID } from './SearchFilters.tsx';
import SearchResults, { PILL } from './SearchResults.tsx';
import { loadResultCards } from './load-cards.ts';
import {
  atPage,
  defaultSort,
  filterLabels,
  pageCount,
  resetFilters,
  searchHref,
  withFilters,
  withPlaces,
  type SearchState,
  type SearchView,
} from '#site/lib/search-url.ts';
import type { SearchPageData } from './load-search.ts';
import { useAlternatives } from './use-alternatives.ts';
import { useSearch } from './use-search.ts';
import { knownPlace } from '#site/stores/known-places.ts';

/** What the server loaded for the page (load-search.ts) but the listings, which come as cards in `children`. */
/** The map view with Leaflet, loaded when it is first shown: the list's script stays as small as it was. */
const MapView = lazy(() => import('./ResultsMap.tsx'));
/** Only offline, never in the server's HTML: its code loads then (the service worker keeps it). */
const OfflineNotice = lazy(() => import('./OfflineResultsNotice.tsx'));
/** "Suche speichern": its dialog loads when the button is pressed (or the page is idle, so it opens offline too). */
const SaveSearch = lazy(() => import('./SaveSearchDialog.tsx'));

type Props = Omit<SearchPageData, 'items'> & {
  /** The map tiles' URL template (config TILE_URL). */
  tileUrl: string;
  /** Travel times come from a routing service (config ROUTING_URL). */
  routed: boolean;
  /** Whether the server rendered result cards into `children` (Astro passes a slot even when it renders none). */
  hasServerCards: boolean;
  children?: ReactNode;
};

/** "{n} Stallplätze gefunden" (spec section 2), in the singular for one; "über {n}" when n is a lower bound. */
export function countText(total: number, exact = true): string {
  if (!exact) return `über ${formatCount(total)} Stallplätze gefunden`;
  return total === 1 ? '1 Stallplatz gefunden' : `${formatCount(total)} Stallplätze gefunden`;
}

/** The phone's one line for the search: its words, places and filters ("80331, 25 km · Innenbox"). */
export function summaryText(state: SearchState, labels: string[]): string {
  const words = state.search || state.location;
  const parts = [words && `„${words}“`, placesText(state), ...labels].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Alle Stallplätze';
}

/** The filter panel's button on a phone: "12 Stallplätze anzeigen", "über 1.000 Stallplätze anzeigen". */
export function showText(total: number, exact = true): string {
  const count = exact ? formatCount(total) : `über ${formatCount(total)}`;
  return total === 1 && exact ? '1 Stallplatz anzeigen' : `${count} Stallplätze anzeigen`;
}

const REGION_LINKS: { region: RegionFilter; label: string }[] = [
  { region: ALL_REGIONS, label: 'Alle Regionen' },
  ...REGIONS.map((region) => ({ region, label: REGION_NAMES[region] })),
];

const VIEWS: { view: SearchView; label: string; Icon: typeof LayoutGrid }[] = [
  { view: 'grid', label: 'Rasteransicht', Icon: LayoutGrid },
  { view: 'list', label: 'Listenansicht', Icon: List },
  { view: 'map', label: 'Kartenansicht', Icon: MapPin },
];

const placeName = (text: string) => (parseCoordinates(text) ? 'deinem Standort' : text);

/**
 * "im Umkreis von 25 km um 80331 München" (or "um deinen Standort" for "In meiner Nähe"), and the travel
 * times: "höchstens 30 Min. Fahrzeit ab 80331 und 20 Min. ab Augsburg".
 */
export function placesText(state: SearchState): string {
  const radius = state.near
    ? `im Umkreis von ${state.radius} km um ${parseCoordinates(state.near) ? 'deinen Standort' : state.near}`
    : '';
  const times = [
    state.from && `${state.maxMinutes} Min. Fahrzeit ab ${placeName(state.from)}`,
    state.from2 && `${state.maxMinutes2} Min. ab ${placeName(state.from2)}`,
  ].filter(Boolean);
  return [radius, times.length ? `höchstens ${times.join(' und ')}` : ''].filter(Boolean).join(', ');
}

/** Whether the worker answered this page from its cache (the layout's notice then says so already). */
function hasSavedPage(): boolean {
  return typeof document !== 'undefined' && pageSavedAt() !== null;
}

export default function SearchExplorer({
  region,
  path,
  state: initialState,
  total,
  exact,
  next,
  pageSize,
  failed,
  centres,
  placeError: initialPlaceError,
  alternatives: initialAlternatives,
  hasServerCards,
  tileUrl,
  routed,
  children,
}: Props) {
  const mounted = useMounted();
  // The code the page needs without a network (its saved answers and their search, the offline notice, the
  // advanced panel's fields) loads once the page is idle: apart from the script every search page needs at once, yet at hand when
  // the connection goes, with or without the service worker.
  useEffect(() => {
    const load = () => {
      void import('#site/lib/offline-cache.ts');
      void import('./offline-search.ts');
      void import('./OfflineResultsNotice.tsx');
      void import('./FactFilters.tsx');
      void loadResultCards();
      void import('./SaveSearchDialog.tsx');
    };
    // Back from signing in to save the search (SaveSearchDialog.tsx): the dialog opens again.
    if (location.hash === '#suche-speichern') setSaving(true);
    if ('requestIdleCallback' in window) requestIdleCallback(load);
    else setTimeout(load, 200);
  }, []);
  const { state, result, status, placeError, offline, showsServerCards, adoptPageListings, navigate } = useSearch({
    region,
    path,
    pageSize,
    initialState,
    initialResult: { items: [], total, exact, next },
    serverRendered: hasServerCards,
    failed,
    initialPlaceError,
    initialCentres: centres,
  });
  const alternatives = useAlternatives({
    state,
    empty: status === 'ready' && !placeError && !offline?.filteredLocally && result.total === 0,
    region,
    path,
    initialState,
    initial: initialAlternatives,
  });
  // The phone's search form: folded into its summary line unless a place was not found.
  const [formOpen, setFormOpen] = useState(Boolean(initialPlaceError));
  const [saving, setSaving] = useState(false);
  const results = useRef<HTMLElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const serverCards = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const cards = serverCards.current?.querySelectorAll('article[data-listing]') ?? [];
    adoptPageListings([...cards].flatMap((card) => readCard(card) ?? []));
  }, [adoptPageListings]);

  const goToPage = ({ page, after }: PageTarget) => {
    navigate({ ...state, page, after });
    results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const statusText =
    status === 'loading'
      ? 'Lade verfügbare Stellplätze...'
      : status === 'error' || placeError
        ? ''
        : countText(result.total, result.exact);

  /** The results line names the filters set ("Innenbox · bis 400 € · Hengste erlaubt"). */
  const labels = filterLabels(state.filters);

  const resultList = (
    <>
      {showsServerCards ? (
        <div ref={serverCards}>{children}</div>
      ) : (
        <SearchResults
          status={status}
          result={result}
          view={state.view}
          near={state.near}
          offline={Boolean(offline?.filteredLocally)}
          placeError={placeError}
          alternatives={alternatives}
          placeHref={(label) => searchHref(path, withPlaces(state, { [placeError?.field ?? 'near']: label }))}
          onReset={() => {
            navigate(resetFilters(state));
            // The reset button goes away with the empty state: keep the keyboard focus at the results.
            resultsHeading.current?.focus();
          }}
        />
      )}

      {status === 'ready' && (
        <Pagination
          page={state.page}
          after={state.after}
          count={pageCount(result.total, pageSize)}
          next={result.next ?? null}
          hrefOf={({ page, after }) => searchHref(path, { ...state, page, after })}
          onNavigate={goToPage}
        />
      )}
    </>
  );

  return (
    <div data-hydrated={mounted || undefined} className="grid gap-6">
      {/*
        On a phone the search shows as one line with "ändern", so the first card is on the first screen; the
        region chips and the form open below it. Without JavaScript the form is always there (SearchPage.astro).
      */}
      <div
        data-js-only
        className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm md:hidden dark:border-stone-800 dark:bg-stone-900"
      >
        <p
          className="min-w-0 flex-1 text-sm font-medium text-stone-800 [overflow-wrap:anywhere] dark:text-stone-200"
          data-testid="search-summary"
        >
          {summaryText(state, labels)}
        </p>
        <button
          type="button"
          aria-expanded={formOpen}
          aria-controls="search-form-area"
          onClick={() => setFormOpen((open) => !open)}
          className="btn btn-secondary shrink-0 px-3 py-1.5 text-sm"
        >
          {formOpen ? 'Fertig' : 'ändern'}
        </button>
      </div>

      <div id="search-form-area" data-phone-collapsed={formOpen ? undefined : ''} className="grid gap-6">
        {/* The chips wrap onto a second line on a narrow phone rather than hide "Schweiz" in a row that scrolls. */}
        <nav aria-label="Region">
          <ul className="flex flex-wrap gap-2">
            {REGION_LINKS.map((link) => (
              <li key={link.region}>
                <a
                  href={searchHref(searchPathOf(link.region), atPage(state, 1))}
                  aria-current={link.region === region ? 'page' : undefined}
                  className={PILL}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <SearchFilters
          path={path}
          state={state}
          onChange={navigate}
          placeError={placeError}
          routed={routed}
          showLabel={status === 'loading' ? 'Stallplätze anzeigen' : showText(result.total, result.exact)}
          onShow={() => {
            setFormOpen(false);
            results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            resultsHeading.current?.focus({ preventScroll: true });
          }}
        />
      </div>

      <section
        ref={results}
        aria-labelledby="search-results-title"
        aria-busy={status === 'loading'}
        className="scroll-mt-24"
      >
        <h2 id="search-results-title" ref={resultsHeading} tabIndex={-1} className="sr-only">
          Suchergebnisse
        </h2>
        <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p role="status" className="min-h-7 text-lg font-semibold">
              {statusText}
            </p>
            {(state.near || state.from) && !placeError && (
              <p className="text-sm text-stone-600 dark:text-stone-400">{placesText(state)}</p>
            )}
            {labels.length > 0 && (
              <p data-filters="" className="text-sm text-stone-600 dark:text-stone-400">
                {labels.join(' · ')}
              </p>
            )}
            {state.bbox && (
              <button
                type="button"
                onClick={() => navigate(withFilters(state, { bbox: '' }))}
                className={`mt-1 ${PILL}`}
              >
                Nur im Kartenausschnitt
                <span aria-hidden="true">×</span>
                <span className="sr-only">– Einschränkung aufheben</span>
              </button>
            )}
            {!placeError && (
              <button
                type="button"
                data-js-only
                onClick={() => setSaving(true)}
                className="btn btn-secondary mt-2 h-9 py-0 text-sm"
              >
                Suche speichern
              </button>
            )}
            {saving && (
              <Suspense>
                <SaveSearch region={region} state={state} onClose={() => setSaving(false)} />
              </Suspense>
            )}
          </div>
          <div className="flex items-center gap-2">
            <label
              htmlFor="search-sort"
              className="sr-only text-sm font-medium text-stone-700 sm:not-sr-only dark:text-stone-300"
            >
              Sortieren nach
            </label>
            {/* The default order's option sends no value: without JavaScript the form then leaves the order
                unset, and a place entered with it is shown nearest first, as the island does (withPlaces). */}
            <select
              id="search-sort"
              name="sort"
              form={FILTER_FORM_ID}
              value={state.sort === defaultSort(state) ? '' : state.sort}
              onChange={(e) =>
                navigate(withFilters(state, { sort: (e.target.value || defaultSort(state)) as SortOrder }))
              }
              className="field h-10 min-w-0 flex-1 py-0 sm:w-48 sm:flex-none"
            >
              {/* Nearest first needs a place to measure from; the price orders follow the price basis. */}
              {SORT_ORDERS.filter(
                (sort) =>
                  (state.near || state.from || sort !== 'distance') &&
                  !sort.startsWith(state.priceBasis === 'total' ? 'price_' : 'total_'),
              ).map((sort) => (
                <option key={sort} value={sort === defaultSort(state) ? '' : sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
            <button type="submit" form={FILTER_FORM_ID} data-nojs-only className="btn btn-secondary h-10 py-0">
              Sortieren
            </button>
            <div
              role="group"
              aria-label="Ansicht"
              data-js-only
              className="flex gap-1 rounded-xl border border-stone-300 bg-white p-1 dark:border-stone-700 dark:bg-stone-900"
            >
              {VIEWS.map(({ view, label, Icon }) => (
                <button
                  key={view}
                  type="button"
                  aria-pressed={state.view === view}
                  aria-label={label}
                  title={label}
                  onClick={() => {
                    navigate({ ...state, view }, { replace: true });
                    // The map fills the screen on phones: bring it into view.
                    if (view === 'map') results.current?.scrollIntoView({ block: 'start' });
                  }}
                  className="rounded-lg p-1.5 text-stone-600 hover:text-brand aria-pressed:bg-brand aria-pressed:text-white dark:text-stone-300 dark:hover:text-brand-light dark:aria-pressed:bg-brand-light dark:aria-pressed:text-stone-950"
                >
                  <Icon aria-hidden="true" className="size-5" />
                </button>
              ))}
            </div>
          </div>
        </div>

        {offline && status === 'ready' && (offline.filteredLocally || !hasSavedPage()) && (
          <Suspense>
            <OfflineNotice filteredLocally={offline.filteredLocally} savedAt={offline.savedAt ?? null} />
          </Suspense>
        )}

        {state.view === 'map' && mounted ? (
          <Suspense fallback={<div className="h-[calc(100dvh-5rem)] rounded-2xl bg-stone-200 dark:bg-stone-800" />}>
            <MapView
              tileUrl={tileUrl}
              region={region}
              state={state}
              listings={result.items}
              centre={state.near ? knownPlace(state.near) : null}
              onSearchArea={(bbox) => navigate(withFilters(state, { bbox }))}
              summary={statusText || 'Ergebnisliste'}
            >
              {resultList}
            </MapView>
          </Suspense>
        ) : (
          resultList
        )}
      </section>
    </div>
  );
}
