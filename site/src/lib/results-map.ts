// The map of search results (the search page's "Karte"), loaded only when the map view opens: Leaflet with the
// clusters GET /api/map counts on the server for the visible area and zoom. A cluster is a round marker with its
// count that zooms in; a single listing is a pin that opens a small card with a link to it. Every marker is a
// keyboard-reachable button with a German name. Offline, the saved listings the page holds are drawn instead,
// on whatever tiles the service worker kept.
import L from 'leaflet';
import { cellBounds, gridLevel } from '#contract/bbox.ts';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM, type MapAnswerDto, type MapClusterDto } from '#contract/map.ts';
import { REGION_NAMES } from '#contract/regions.ts';
import { STALL_TYPE_LABELS } from '#contract/stall-types.ts';
import type { ListingDto } from '#contract/types.ts';
import { listingPath } from '#site/components/ListingCard.tsx';
import type { CardListing } from '#site/components/card-listing.ts';
import { api, ApiError } from './api.ts';
import { formatCount, formatEuro } from './format.ts';
import { injectStyles } from './leaflet-map.ts';

/** West, south, east, north. */
export type Edges = readonly [number, number, number, number];

export interface ResultsMapOptions {
  tileUrl: string;
  /** The area shown first: the searched area, the place's circle or the region. */
  initial: Edges;
  /** The search's place and radius, drawn as a circle. */
  circle: { lat: number; lon: number; radiusKm: number } | null;
  /** The query of GET /api/map without bbox and zoom (the search's filters). */
  query: string;
  /** The visitor moved or zoomed the map (not the map itself fitting a new search). */
  onMoved: (edges: Edges) => void;
  /** The map shows this many matches in its area (null while loading or failed). */
  onTotal: (total: number | null, offline: boolean) => void;
  /** The server refused the map's answer (the search itself is broken): the map says so. */
  onFailed: () => void;
  /** The listings drawn when the map's API cannot be reached (the saved results). */
  offlineListings: () => readonly CardListing[];
}

export interface ResultsMap {
  /** A new search: its filters and, where it has them, its area and circle. */
  update(query: string, fit: Edges | null, circle: ResultsMapOptions['circle']): void;
  edges(): Edges;
  dispose(): void;
}

const LOAD_DELAY_MS = 120;
/** From this zoom on a cluster opens the list of its listings instead of zooming further. */
const LIST_FROM_ZOOM = 14;
/** A cluster's popup lists at most this many of its listings. */
const CLUSTER_LIST_MAX = 20;

/** The markers' look: brown clusters with their count, amber where premium listings are among them. */
const MARKER_CSS = `
.sf-cluster { display: grid; place-items: center; border-radius: 9999px; background: var(--color-brand);
  color: #fff; font: 700 13px/1 system-ui, sans-serif; box-shadow: 0 0 0 4px rgb(139 69 19 / 0.3), 0 1px 4px rgb(0 0 0 / 0.35); }
.sf-cluster-premium { box-shadow: 0 0 0 4px #fbbf24, 0 1px 4px rgb(0 0 0 / 0.35); }
.sf-pin span { display: block; width: 28px; height: 28px; border-radius: 50% 50% 50% 0; transform: rotate(-45deg);
  background: var(--color-brand); border: 3px solid #fff; box-shadow: 0 1px 4px rgb(0 0 0 / 0.4); box-sizing: border-box; }
.sf-pin-premium span { background: #f59e0b; }
.sf-cluster:focus-visible, .sf-pin:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 3px; }
.sf-radius { stroke: var(--color-brand); stroke-width: 2; fill: var(--color-brand); fill-opacity: 0.06; }
.sf-map-card { min-width: 12rem; font: 14px/1.4 system-ui, sans-serif; }
.sf-map-card a { font-weight: 600; color: var(--color-brand); }
.sf-map-card p { margin: 0.25rem 0 0; color: #44403c; }
.sf-map-card + .sf-map-card, .sf-map-card > .sf-map-card + .sf-map-card { margin-top: 0.75rem; }
`;

function injectMarkerStyles(): void {
  if (document.getElementById('sf-map-css')) return;
  const style = document.createElement('style');
  style.id = 'sf-map-css';
  style.textContent = MARKER_CSS;
  document.head.append(style);
}

/** "12", "1.250", "12 Tsd.": short enough for a marker. */
function shortCount(count: number): string {
  return count < 10_000 ? formatCount(count) : `${formatCount(Math.round(count / 1000))} Tsd.`;
}

function clusterName(cluster: Pick<MapClusterDto, 'count' | 'premium'>): string {
  const premium = cluster.premium > 0 ? `, davon ${formatCount(cluster.premium)} Premium` : '';
  return `${formatCount(cluster.count)} Stallplätze${premium} – vergrößern`;
}

function clusterIcon(cluster: Pick<MapClusterDto, 'count' | 'premium'>): L.DivIcon {
  const size = cluster.count < 10 ? 34 : cluster.count < 100 ? 40 : cluster.count < 1000 ? 46 : 54;
  return L.divIcon({
    className: `sf-cluster${cluster.premium > 0 ? ' sf-cluster-premium' : ''}`,
    html: `<span aria-hidden="true">${shortCount(cluster.count)}</span>`,
    iconSize: [size, size],
  });
}

function pinIcon(premium: boolean): L.DivIcon {
  return L.divIcon({
    className: `sf-pin${premium ? ' sf-pin-premium' : ''}`,
    html: '<span aria-hidden="true"></span>',
    iconSize: [28, 28],
    iconAnchor: [14, 28],
    popupAnchor: [0, -26],
  });
}

/** The marker's element is a button named for what it holds (Leaflet gives div icons no name). */
function named(marker: L.Marker, name: string): L.Marker {
  marker.on('add', () => {
    const element = marker.getElement();
    element?.setAttribute('role', 'button');
    element?.setAttribute('aria-label', name);
  });
  return marker;
}

/** A click on the marker, or Enter or Space while it has the focus (Leaflet passes keys on to popups only). */
function onActivate(marker: L.Marker, action: () => void): void {
  marker.on('click', action);
  marker.on('keypress', (event) => {
    const key = (event as L.LeafletKeyboardEvent).originalEvent.key;
    if (key === 'Enter' || key === ' ') action();
  });
}

/** The small card of one listing in a popup, built from nodes (titles are user content). */
function listingCard(
  listing: Pick<CardListing, 'id' | 'title' | 'pricePerMonth' | 'stallType' | 'isPremium' | 'stable'>,
): HTMLElement {
  const card = document.createElement('div');
  card.className = 'sf-map-card';
  const title = document.createElement('a');
  title.href = listingPath(listing);
  title.textContent = listing.title;
  const place = document.createElement('p');
  place.textContent = `${listing.stable.postalCode} ${listing.stable.city}, ${REGION_NAMES[listing.stable.region]}`;
  const facts = document.createElement('p');
  facts.textContent = `${STALL_TYPE_LABELS[listing.stallType]} · ${formatEuro(listing.pricePerMonth)} € / Monat${listing.isPremium ? ' · Premium' : ''}`;
  card.append(title, place, facts);
  return card;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function createResultsMap(container: HTMLElement, options: ResultsMapOptions): ResultsMap {
  injectStyles();
  injectMarkerStyles();
  const map = L.map(container, { zoomControl: false, minZoom: MAP_MIN_ZOOM, maxZoom: MAP_MAX_ZOOM });
  L.control.zoom({ zoomInTitle: 'Vergrößern', zoomOutTitle: 'Verkleinern' }).addTo(map);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com" hreflang="en">Leaflet</a>');
  L.tileLayer(options.tileUrl, {
    maxZoom: 19,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright" hreflang="en">OpenStreetMap</a>-Mitwirkende',
  }).addTo(map);
  const markers = L.layerGroup().addTo(map);
  let circleLayer: L.Circle | null = null;
  let query = options.query;
  let inflight: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Moves the map makes itself (fitting a search) are not the visitor's.
  let fitting = false;

  map.on('popupopen', (event) => {
    const close = event.popup.getElement()?.querySelector('.leaflet-popup-close-button');
    close?.setAttribute('aria-label', 'Infofenster schließen');
    close?.setAttribute('title', 'Infofenster schließen');
  });

  const edges = (): Edges => {
    const bounds = map.getBounds();
    return [
      clamp(bounds.getWest(), -180, 180),
      clamp(bounds.getSouth(), -85, 85),
      clamp(bounds.getEast(), -180, 180),
      clamp(bounds.getNorth(), -85, 85),
    ];
  };

  const fit = ([west, south, east, north]: Edges) => {
    fitting = true;
    map.fitBounds(
      [
        [south, west],
        [north, east],
      ],
      { animate: false },
    );
    fitting = false;
  };

  function drawCircle(circle: ResultsMapOptions['circle']) {
    circleLayer?.remove();
    circleLayer = circle
      ? L.circle([circle.lat, circle.lon], {
          radius: circle.radiusKm * 1000,
          className: 'sf-radius',
          interactive: false,
        }).addTo(map)
      : null;
  }

  /** A single listing's pin: its popup (opened by a click or Enter) loads the listing's card. */
  function listingPin(marker: L.Marker, id: number) {
    const content = document.createElement('div');
    content.className = 'sf-map-card';
    content.textContent = 'Lade Stallplatz...';
    marker.bindPopup(content);
    marker.on('popupopen', () => {
      if (content.dataset.loaded) return;
      api<ListingDto[]>(`/api/listings/batch?ids=${id}`).then(
        ([listing]) => {
          content.dataset.loaded = 'true';
          if (!listing) {
            content.textContent = 'Dieser Stallplatz ist nicht mehr online.';
            return;
          }
          content.replaceChildren(listingCard(listing));
          // The card's link is the next stop for the keyboard.
          content.querySelector('a')?.focus();
        },
        () => (content.textContent = 'Der Stallplatz konnte nicht geladen werden.'),
      );
    });
  }

  /** The listings of a cluster in its popup, each a link (GET /api/listings with the cluster's cell as bbox). */
  function openCluster(marker: L.Marker, cell: readonly number[], count: number) {
    // Once listed, the popup is the marker's own: Leaflet opens and closes it.
    if (marker.getPopup()) return;
    const list = document.createElement('div');
    list.className = 'sf-map-card';
    list.textContent = 'Lade Stallplätze...';
    marker.bindPopup(list, { maxHeight: 280 }).openPopup();
    const params = new URLSearchParams(query);
    params.set('bbox', cell.map((edge) => edge.toFixed(6)).join(','));
    params.set('limit', String(Math.min(count, CLUSTER_LIST_MAX)));
    api<ListingDto[]>(`/api/listings?${params}`).then(
      (listings) => {
        list.replaceChildren(...listings.map(listingCard));
        marker.getPopup()?.getElement()?.querySelector('a')?.focus();
      },
      () => (list.textContent = 'Die Stallplätze konnten nicht geladen werden.'),
    );
  }

  function drawClusters(answer: MapAnswerDto) {
    markers.clearLayers();
    for (const cluster of answer.clusters) {
      if (cluster.count === 1 && cluster.id !== undefined) {
        const id = cluster.id;
        const marker = named(
          L.marker([cluster.lat, cluster.lon], { icon: pinIcon(cluster.premium > 0), keyboard: true }),
          cluster.premium > 0 ? 'Premium-Stallplatz – Details anzeigen' : 'Stallplatz – Details anzeigen',
        );
        listingPin(marker, id);
        markers.addLayer(marker);
        continue;
      }
      const marker = named(
        L.marker([cluster.lat, cluster.lon], { icon: clusterIcon(cluster), keyboard: true }),
        clusterName(cluster),
      );
      const cell = cellBounds(gridLevel(answer.zoom), cluster.x, cluster.y);
      onActivate(marker, () => {
        // Zoomed in this far, the listings share a stable (or nearly): list them instead of zooming on.
        if (answer.zoom >= LIST_FROM_ZOOM) {
          openCluster(marker, cell, cluster.count);
          return;
        }
        const [west, south, east, north] = cell;
        map.fitBounds(
          [
            [south, west],
            [north, east],
          ],
          { maxZoom: Math.min(MAP_MAX_ZOOM, answer.zoom + 3) },
        );
      });
      markers.addLayer(marker);
    }
  }

  /** Offline: the saved listings in view, each a pin with its card. */
  function drawSaved() {
    markers.clearLayers();
    const bounds = map.getBounds();
    let shown = 0;
    for (const listing of options.offlineListings()) {
      const { latitude: lat, longitude: lon } = listing.stable;
      if (typeof lat !== 'number' || typeof lon !== 'number' || !bounds.contains([lat, lon])) continue;
      shown += 1;
      const marker = named(
        L.marker([lat, lon], { icon: pinIcon(listing.isPremium), keyboard: true }),
        `${listing.title} – Details anzeigen`,
      );
      marker.bindPopup(listingCard(listing));
      markers.addLayer(marker);
    }
    options.onTotal(shown, true);
  }

  function load() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      inflight?.abort();
      const controller = new AbortController();
      inflight = controller;
      const zoom = clamp(Math.round(map.getZoom()), MAP_MIN_ZOOM, MAP_MAX_ZOOM);
      const params = new URLSearchParams(query);
      params.set(
        'bbox',
        edges()
          .map((edge) => edge.toFixed(5))
          .join(','),
      );
      params.set('zoom', String(zoom));
      options.onTotal(null, false);
      api<MapAnswerDto>(`/api/map?${params}`, { signal: controller.signal }).then(
        (answer) => {
          if (controller.signal.aborted) return;
          drawClusters(answer);
          options.onTotal(answer.total, false);
        },
        (err: unknown) => {
          if (controller.signal.aborted) return;
          // No answer at all means no network: the saved listings. An answer that is an error is one.
          if (err instanceof ApiError) options.onFailed();
          else drawSaved();
        },
      );
    }, LOAD_DELAY_MS);
  }

  map.on('moveend', () => {
    if (!fitting) options.onMoved(edges());
    load();
  });
  drawCircle(options.circle);
  fit(options.initial);
  load();

  return {
    update(nextQuery, area, circle) {
      query = nextQuery;
      drawCircle(circle);
      if (area) fit(area);
      load();
    },
    edges,
    dispose() {
      clearTimeout(timer);
      inflight?.abort();
      map.remove();
    },
  };
}
