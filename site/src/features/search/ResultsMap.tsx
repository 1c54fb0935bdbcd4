// The search page's map view (loaded only when it opens, with Leaflet): every match of the current filters as
// clusters counted by the server, the place's radius as a circle, and "In diesem Gebiet suchen" once the
// visitor moved the map. The list beside it (a sheet on phones) stays the accessible way through the results.
import { GripHorizontal, Search, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import type { RegionFilter } from '#contract/regions.ts';
import type { CardListing } from '#site/components/card-listing.ts';
import { formatCount } from '#site/lib/format.ts';
import { bboxText, mapParamsOf } from '#site/lib/map-query.ts';
import { createResultsMap, type Edges, type ResultsMap as MapHandle } from '#site/lib/results-map.ts';
import type { SearchState } from '#site/lib/search-url.ts';
import type { KnownPlace } from '#site/stores/known-places.ts';

/** What the map shows first without a place or an area: the region's country, or all three. */
const REGION_EDGES: Record<RegionFilter, Edges> = {
  all: [5.8, 45.8, 17.2, 55.1],
  germany: [5.87, 47.27, 15.04, 55.06],
  austria: [9.53, 46.37, 17.16, 49.02],
  switzerland: [5.96, 45.82, 10.49, 47.81],
};

interface Props {
  tileUrl: string;
  region: RegionFilter;
  state: SearchState;
  /** Where the search's place lies, if this device knows it (its radius is drawn as a circle). */
  centre: KnownPlace | null;
  /** The listings shown in the list (offline: the saved ones), drawn when the map's API cannot be reached. */
  listings: readonly CardListing[];
  /** "In diesem Gebiet suchen": the list searches the map's area. */
  onSearchArea: (bbox: string) => void;
  /** What the results sheet says when folded: the count. */
  summary: string;
  /** The results list (and its pages): beside the map on wide screens, in a sheet over it on phones. */
  children: ReactNode;
}

/** The search's circle, where its place is known on this device. */
function circleOf(state: SearchState, centre: KnownPlace | null) {
  return state.near && centre ? { lat: centre.lat, lon: centre.lon, radiusKm: state.radius } : null;
}

/** The edges of a circle (a little wider than its radius), of the searched area, or of the region. */
function areaOf(state: SearchState, region: RegionFilter, centre: KnownPlace | null): Edges {
  if (state.bbox) return state.bbox.split(',').map(Number) as unknown as Edges;
  const circle = circleOf(state, centre);
  if (!circle) return REGION_EDGES[region];
  const dLat = circle.radiusKm / 111;
  const dLon = circle.radiusKm / (111 * Math.cos((circle.lat * Math.PI) / 180));
  return [circle.lon - dLon, circle.lat - dLat, circle.lon + dLon, circle.lat + dLat];
}

function ResultsMap({ tileUrl, region, state, centre, listings, onSearchArea }: Omit<Props, 'summary' | 'children'>) {
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const shownListings = useRef(listings);
  shownListings.current = listings;
  const [moved, setMoved] = useState(false);
  const [total, setTotal] = useState<{ count: number | null; offline: boolean }>({ count: null, offline: false });
  const [failed, setFailed] = useState(false);
  const query = mapParamsOf(state, region).toString();
  // A new place or radius shows its circle; the visitor's own area stays where it is.
  const placeKey = `${state.near}|${state.radius}`;
  const shown = useRef({ query, placeKey });

  useEffect(() => {
    if (!container.current) return;
    try {
      handle.current = createResultsMap(container.current, {
        tileUrl,
        initial: areaOf(state, region, centre),
        circle: circleOf(state, centre),
        query,
        onMoved: () => setMoved(true),
        onTotal: (count, offline) => setTotal({ count, offline }),
        onFailed: () => setFailed(true),
        offlineListings: () => shownListings.current,
      });
    } catch {
      setFailed(true);
    }
    return () => {
      handle.current?.dispose();
      handle.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is made once; later searches update it (below).
  }, []);

  useEffect(() => {
    if (shown.current.query === query) return;
    const placeChanged = shown.current.placeKey !== placeKey;
    shown.current = { query, placeKey };
    handle.current?.update(query, placeChanged ? areaOf(state, region, centre) : null, circleOf(state, centre));
    if (placeChanged) setMoved(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query and the place say all that changed.
  }, [query, placeKey]);

  const searchHere = () => {
    if (!handle.current) return;
    setMoved(false);
    onSearchArea(bboxText(handle.current.edges()));
  };

  return (
    <div className="relative isolate h-full overflow-hidden rounded-2xl border border-stone-200 bg-stone-200 dark:border-stone-800 dark:bg-stone-800">
      <div
        ref={container}
        role="region"
        aria-label="Karte der Suchergebnisse"
        aria-describedby="results-map-hint"
        className="size-full"
      />
      <p id="results-map-hint" className="sr-only">
        Gruppen von Stallplätzen vergrößern die Karte, einzelne Stallplätze öffnen eine Kurzinfo. Die Ergebnisliste
        enthält dieselben Stallplätze.
      </p>
      {failed && (
        <p className="absolute inset-0 z-[1000] grid place-items-center bg-stone-200/90 p-4 text-center text-sm text-stone-700 dark:bg-stone-800/90 dark:text-stone-300">
          Die Karte konnte nicht geladen werden.
        </p>
      )}
      {moved && (
        <button
          type="button"
          onClick={searchHere}
          className="btn btn-primary absolute left-1/2 top-14 z-[1000] -translate-x-1/2 whitespace-nowrap shadow-lg lg:top-3"
        >
          <Search aria-hidden="true" className="size-4" />
          In diesem Gebiet suchen
        </button>
      )}
      <p
        role="status"
        className="absolute right-3 top-3 z-[1000] flex items-center gap-1.5 rounded-lg bg-white/95 px-2.5 py-1 text-xs font-semibold text-stone-800 shadow dark:bg-stone-900/95 dark:text-stone-100"
      >
        {total.offline && <WifiOff aria-hidden="true" className="size-3.5" />}
        {total.count === null
          ? 'Karte lädt...'
          : total.offline
            ? `Offline: ${formatCount(total.count)} gespeicherte Stallplätze im Ausschnitt`
            : `${formatCount(total.count)} Stallplätze im Kartenausschnitt`}
      </p>
    </div>
  );
}

/** The sheet's resting heights on phones, as shares of the map's height. */
const SHEET_STOPS = [0.14, 0.5, 0.88] as const;

/**
 * The results over the map on phones: a sheet dragged up and down by its handle (or opened and folded by
 * tapping it, or with Enter and Space), resting at the nearest stop. On wide screens a column beside the map.
 */
function ResultsSheet({ summary, children }: { summary: string; children: ReactNode }) {
  const [share, setShare] = useState<number>(SHEET_STOPS[0]);
  const drag = useRef<{ startY: number; startShare: number; height: number; moved: boolean } | null>(null);
  const sheet = useRef<HTMLElement>(null);
  const open = share > SHEET_STOPS[0];

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    const height = sheet.current?.parentElement?.clientHeight ?? window.innerHeight;
    drag.current = { startY: event.clientY, startShare: share, height, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const delta = (current.startY - event.clientY) / current.height;
    if (Math.abs(event.clientY - current.startY) > 4) current.moved = true;
    setShare(Math.min(SHEET_STOPS[2], Math.max(SHEET_STOPS[0], current.startShare + delta)));
  };
  const onPointerUp = () => {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    setShare((value) =>
      SHEET_STOPS.reduce((best, stop) => (Math.abs(stop - value) < Math.abs(best - value) ? stop : best)),
    );
  };

  return (
    <section
      ref={sheet}
      aria-label="Ergebnisliste"
      style={{ '--sheet': `${share * 100}%` } as React.CSSProperties}
      className="flex flex-col max-lg:absolute max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-10 max-lg:h-(--sheet) max-lg:rounded-t-2xl max-lg:border max-lg:border-stone-200 max-lg:bg-stone-50 max-lg:shadow-[0_-4px_16px_rgb(0_0_0/0.15)] max-lg:transition-[height] lg:h-full dark:max-lg:border-stone-800 dark:max-lg:bg-stone-950"
    >
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          if (drag.current?.moved) return;
          setShare(open ? SHEET_STOPS[0] : SHEET_STOPS[1]);
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        className="flex shrink-0 touch-none flex-col items-center gap-1 px-4 pb-2 pt-1.5 text-sm font-semibold text-stone-800 lg:hidden dark:text-stone-100"
      >
        <GripHorizontal aria-hidden="true" className="size-5 text-stone-400" />
        <span>
          {summary}
          <span className="sr-only">{open ? ' – Liste einklappen' : ' – Liste aufklappen'}</span>
        </span>
      </button>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 pb-4 lg:px-0 lg:pr-1">{children}</div>
    </section>
  );
}

/** The map view: the map and, beside it or over it, the list. */
export default function MapView(props: Props) {
  const { summary, children, ...map } = props;
  return (
    <div className="relative h-[calc(100dvh-5rem)] min-h-[28rem] lg:grid lg:h-[calc(100dvh-7rem)] lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[minmax(0,1fr)] lg:gap-6">
      <div className="h-full">
        <ResultsMap {...map} />
      </div>
      <ResultsSheet summary={summary}>{children}</ResultsSheet>
    </div>
  );
}
