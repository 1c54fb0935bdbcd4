// Distances on the globe and the coordinates a location may be given as, shared by the API (the gazetteer, the
// distances on listings) and the browser (the offline search measures saved listings itself).

export interface LatLon {
  lat: number;
  lon: number;
}

/** The mean earth radius (IUGG) the distances are measured with. */
const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as listings carry it (`distanceKm`): one decimal. */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** "48.1374,11.5755" (a location given as coordinates, as "In meiner Nähe" writes it), or null. */
export function parseCoordinates(text: string): LatLon | null {
  const match = COORDINATES.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

/** Coordinates as a location's text: four decimals, about 10 m, enough for a search and no more of a position. */
export const coordinatesText = ({ lat, lon }: LatLon): string => `${lat.toFixed(4)},${lon.toFixed(4)}`;
