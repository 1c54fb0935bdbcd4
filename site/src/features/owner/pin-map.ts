// The owner's pin map (Leaflet, loaded on demand like the detail page's map): a draggable marker the owner
// moves onto the stable, or a click that moves it there. The view stays inside the DACH box; tiles come from
// the configured tile server and may fail (offline, blocked) while the pin keeps working.
import L from 'leaflet';
import { DACH_BOUNDS } from '#contract/owner.ts';
import { icon, injectStyles } from '#site/lib/leaflet-map.ts';

export interface PinMapOptions {
  tileUrl: string;
  center: [number, number];
  zoom: number;
  /** Whether the marker stands on a chosen position (else it waits, faded, at the centre). */
  placed: boolean;
  onMove: (latitude: number, longitude: number) => void;
}

export interface PinMap {
  /** Puts the pin on a position typed into the number inputs. */
  setPosition: (latitude: number, longitude: number) => void;
  /** Puts the pin on a town's middle and shows it close up, for the owner to drag it onto the stable. */
  showPlace: (latitude: number, longitude: number, zoom: number) => void;
  /** Shows a region's centre while no position is chosen. */
  showArea: (center: [number, number], zoom: number) => void;
  dispose: () => void;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export function createPinMap(container: HTMLElement, options: PinMapOptions): PinMap {
  injectStyles();
  const bounds = L.latLngBounds([DACH_BOUNDS.south, DACH_BOUNDS.west], [DACH_BOUNDS.north, DACH_BOUNDS.east]);
  const map = L.map(container, {
    center: options.center,
    zoom: options.zoom,
    minZoom: 5,
    maxBounds: bounds.pad(0.05),
    scrollWheelZoom: false,
    zoomControl: false,
  });
  L.control.zoom({ zoomInTitle: 'Vergrößern', zoomOutTitle: 'Verkleinern' }).addTo(map);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com" hreflang="en">Leaflet</a>');
  L.tileLayer(options.tileUrl, {
    maxZoom: 19,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright" hreflang="en">OpenStreetMap</a>-Mitwirkende',
  }).addTo(map);

  const marker = L.marker(options.center, {
    icon,
    draggable: true,
    autoPan: true,
    title: 'Stecknadel: Lage des Stalls',
    alt: 'Stecknadel für die Lage des Stalls',
    opacity: options.placed ? 1 : 0.6,
    keyboard: false, // Not movable by keys; the latitude and longitude inputs are the keyboard's way.
  }).addTo(map);

  const moveTo = (latlng: L.LatLng) => {
    const latitude = round(clamp(latlng.lat, DACH_BOUNDS.south, DACH_BOUNDS.north));
    const longitude = round(clamp(latlng.lng, DACH_BOUNDS.west, DACH_BOUNDS.east));
    marker.setLatLng([latitude, longitude]).setOpacity(1);
    options.onMove(latitude, longitude);
  };
  marker.on('dragend', () => moveTo(marker.getLatLng()));
  map.on('click', (event: L.LeafletMouseEvent) => moveTo(event.latlng));

  return {
    setPosition(latitude, longitude) {
      const current = marker.getLatLng();
      if (current.lat === latitude && current.lng === longitude && marker.options.opacity === 1) return;
      marker.setLatLng([latitude, longitude]).setOpacity(1);
      if (!map.getBounds().contains([latitude, longitude]))
        map.setView([latitude, longitude], Math.max(map.getZoom(), 12));
    },
    showPlace(latitude, longitude, zoom) {
      marker.setLatLng([latitude, longitude]).setOpacity(1);
      map.setView([latitude, longitude], Math.max(map.getZoom(), zoom));
    },
    showArea(center, zoom) {
      marker.setLatLng(center).setOpacity(0.6);
      map.setView(center, zoom);
    },
    dispose: () => map.remove(),
  };
}
