// An external geocoder for what the gazetteer does not hold (street addresses): GEOCODER_URL names a Photon
// (`…/api`) or Nominatim (`…/search`) endpoint. Without it, postal codes, towns and coordinates still work.
// Answers are kept for a while (an address does not move), a slow or failing geocoder counts as "not found",
// and only places in Germany, Austria and Switzerland are taken.
import type { Region } from '#contract/regions.ts';

export interface GeocodedPlace {
  label: string;
  lat: number;
  lon: number;
  country: Region;
}

export interface Geocoder {
  /** The place of an address, or null when the geocoder knows none in DE, AT or CH (or cannot be reached). */
  geocode(text: string): Promise<GeocodedPlace | null>;
}

/** How long one request may take before the search goes on without it. */
const TIMEOUT_MS = 2500;
/** Answers kept (the newest), for KEEP_MS each. */
const KEEP_ANSWERS = 500;
const KEEP_MS = 24 * 60 * 60 * 1000;

const COUNTRIES: Record<string, Region> = { de: 'germany', at: 'austria', ch: 'switzerland' };

interface PhotonAnswer {
  features?: {
    geometry?: { coordinates?: [number, number] };
    properties?: Record<string, string | undefined>;
  }[];
}

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: { country_code?: string };
}

/** "Hauptstraße 5, 80331 München" from Photon's properties. */
function photonLabel(p: Record<string, string | undefined>): string {
  const street = [p.street ?? p.name, p.housenumber].filter(Boolean).join(' ');
  const town = [p.postcode, p.city ?? p.town ?? p.village].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ') || (p.name ?? '');
}

function fromPhoton(answer: PhotonAnswer): GeocodedPlace | null {
  for (const feature of answer.features ?? []) {
    const [lon, lat] = feature.geometry?.coordinates ?? [];
    const country = COUNTRIES[(feature.properties?.countrycode ?? '').toLowerCase()];
    if (country && Number.isFinite(lat) && Number.isFinite(lon)) {
      return { label: photonLabel(feature.properties ?? {}), lat: lat!, lon: lon!, country };
    }
  }
  return null;
}

function fromNominatim(answer: NominatimPlace[]): GeocodedPlace | null {
  for (const place of Array.isArray(answer) ? answer : []) {
    const lat = Number(place.lat);
    const lon = Number(place.lon);
    const country = COUNTRIES[place.address?.country_code ?? ''];
    if (country && Number.isFinite(lat) && Number.isFinite(lon)) {
      return { label: place.display_name ?? '', lat, lon, country };
    }
  }
  return null;
}

export function createGeocoder(endpoint: string, options: { now?: () => number } = {}): Geocoder {
  const now = options.now ?? Date.now;
  const nominatim = /\/search\/?$/.test(new URL(endpoint).pathname);
  const kept = new Map<string, { place: GeocodedPlace | null; until: number }>();

  function requestUrl(text: string): URL {
    const url = new URL(endpoint);
    url.searchParams.set('q', text);
    url.searchParams.set('limit', '5');
    if (nominatim) {
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('addressdetails', '1');
      url.searchParams.set('countrycodes', 'de,at,ch');
      url.searchParams.set('accept-language', 'de');
    } else {
      url.searchParams.set('lang', 'de');
    }
    return url;
  }

  async function geocode(text: string): Promise<GeocodedPlace | null> {
    const key = text.trim().toLowerCase();
    const known = kept.get(key);
    if (known && known.until > now()) return known.place;
    let place: GeocodedPlace | null;
    try {
      const response = await fetch(requestUrl(text.trim()), {
        headers: { Accept: 'application/json', 'User-Agent': 'Stallfinder (geocoding of search places)' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const body: unknown = await response.json();
      place = nominatim ? fromNominatim(body as NominatimPlace[]) : fromPhoton(body as PhotonAnswer);
    } catch {
      // Unreachable, slow or not JSON: as if it knew nothing; the answer is not kept, the next search asks again.
      return null;
    }
    kept.delete(key);
    kept.set(key, { place, until: now() + KEEP_MS });
    if (kept.size > KEEP_ANSWERS) kept.delete(kept.keys().next().value!);
    return place;
  }

  return { geocode };
}
