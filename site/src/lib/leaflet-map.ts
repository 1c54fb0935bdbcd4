// The Leaflet map of a listing, loaded only when the map scrolls into view: Leaflet's script and styles
// stay off the page's critical path. Marker images are bundled with the site (hashed assets), never fetched
// from a CDN; tiles come from the configured tile server and may fail (offline, blocked) without harm.
import L from 'leaflet';
// As a string injected on first use: imported as a stylesheet, Astro would link it from the page's head.
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png?url';
import markerIcon from 'leaflet/dist/images/marker-icon.png?url';
import markerShadow from 'leaflet/dist/images/marker-shadow.png?url';
import { MAP_ZOOM } from '#contract/limits.ts';

export interface MapOptions {
  latitude: number;
  longitude: number;
  tileUrl: string;
  stableName: string;
  address: string;
}

/** The marker icon, bundled with the site (shared with the owner area's pin map). */
export const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/** Adds Leaflet's stylesheet to the document once. */
export function injectStyles(): void {
  if (document.getElementById('leaflet-css')) return;
  const style = document.createElement('style');
  style.id = 'leaflet-css';
  style.textContent = leafletCss;
  document.head.append(style);
}

/** Draws the map into `container` and returns the function that removes it again. */
export function createMap(container: HTMLElement, options: MapOptions): () => void {
  injectStyles();
  const center: L.LatLngExpression = [options.latitude, options.longitude];
  const map = L.map(container, { center, zoom: MAP_ZOOM, scrollWheelZoom: false, zoomControl: false });
  L.control.zoom({ zoomInTitle: 'Vergrößern', zoomOutTitle: 'Verkleinern' }).addTo(map);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com" hreflang="en">Leaflet</a>');
  L.tileLayer(options.tileUrl, {
    maxZoom: 19,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright" hreflang="en">OpenStreetMap</a>-Mitwirkende',
  }).addTo(map);

  // Built from nodes, not an HTML string: names and addresses are user content.
  const popup = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = options.stableName;
  popup.append(name, document.createElement('br'), options.address);

  const marker = L.marker(center, {
    icon,
    title: options.stableName,
    alt: `Standort von ${options.stableName}`,
    keyboard: true,
  });
  marker.bindPopup(popup).addTo(map);
  map.on('popupopen', (event) => {
    // Leaflet labels its close button in English.
    const close = event.popup.getElement()?.querySelector('.leaflet-popup-close-button');
    close?.setAttribute('aria-label', 'Infofenster schließen');
    close?.setAttribute('title', 'Infofenster schließen');
  });
  return () => map.remove();
}
