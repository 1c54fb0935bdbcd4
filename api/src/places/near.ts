// A distance search's centre: the place `near` names, resolved by the gazetteer, with the radius around it.
import { PLACE_MSG, RADIUS_DEFAULT_KM, type PlaceDto } from '#contract/places.ts';
import type { Region } from '#contract/regions.ts';
import { HttpError } from '../http/errors.ts';
import { loadGazetteer, type Gazetteer } from './gazetteer.ts';
import type { Geocoder } from './geocoder.ts';

export interface Near {
  lat: number;
  lon: number;
  radiusKm: number;
}

/** The circle with the place's name, as the search's answer names it. */
export interface NamedNear extends Near {
  /** "80331 München", "München", or the coordinates. */
  label: string;
}

/** Shorter and shorter beginnings of what was typed, until some place starts with one ("Munchn" → "Munch"). */
function suggestionsFor(places: Gazetteer, text: string): PlaceDto[] {
  for (let length = text.trim().length; length >= 3; length -= 1) {
    const found = places.suggest(text.trim().slice(0, length));
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * The centre and radius of `near`: a postal code, town or coordinates from the gazetteer, else (a street address)
 * from the external geocoder where one is configured. An unknown place answers 400 "Ort nicht gefunden" with
 * suggestions, under `field` (the query value that named it).
 */
export async function nearOf(
  text: string,
  radiusKm: number | undefined,
  region?: Region,
  geocoder?: Geocoder | null,
  field: 'near' | 'from' | 'from2' = 'near',
): Promise<NamedNear> {
  const places = await loadGazetteer();
  const place = places.resolve(text, region);
  if (!place) {
    const address = geocoder ? await geocoder.geocode(text) : null;
    if (address)
      return { label: address.label, lat: address.lat, lon: address.lon, radiusKm: radiusKm ?? RADIUS_DEFAULT_KM };
    throw new HttpError(
      400,
      PLACE_MSG.notFound,
      { [field]: PLACE_MSG.notFound },
      {},
      { suggestions: suggestionsFor(places, text) },
    );
  }
  const label = place.postalCode ? `${place.postalCode} ${place.name}` : place.name;
  return { label, lat: place.lat, lon: place.lon, radiusKm: radiusKm ?? RADIUS_DEFAULT_KM };
}
