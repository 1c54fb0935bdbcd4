// A saved search's query read like the search reads it (contract/schemas.ts ListingSearchQuery, the same German
// messages for what it does not understand, "Ort nicht gefunden" for an unknown place), and kept twice: as the
// canonical query string (what the link to all matches opens) and as criteria with its places resolved to
// coordinates, so the alert matcher needs no geocoder. The suggested name comes from the filters' own labels.
import { fieldErrors } from '#contract/field-errors.ts';
import { MSG } from '#contract/messages.ts';
import { REGION_SEARCH_LABELS, type Region } from '#contract/regions.ts';
import { SAVED_SEARCH_LIMITS } from '#contract/saved-searches.ts';
import { ListingSearchQuery } from '#contract/schemas.ts';
import { activeFilters, writeFilters, type FilterValues } from '#contract/search-filters.ts';
import type { Bbox } from '#contract/bbox.ts';
import { badRequest } from '../http/errors.ts';
import type { Geocoder } from '../places/geocoder.ts';
import { nearOf } from '../places/near.ts';
import { originsOf } from '../listings/travel.ts';

export interface Circle {
  lat: number;
  lon: number;
  radiusKm: number;
  label: string;
}

/** What a saved search asks for, as the matcher reads it (stored as JSON in saved_searches.criteria). */
export interface Criteria {
  filters: FilterValues;
  region?: Region | undefined;
  text?: string | undefined;
  near?: Circle | undefined;
  /** Travel origins: the estimated minutes from each (contract/travel.ts) are at most `maxMinutes`. */
  origins: (Circle & { maxMinutes: number })[];
  bbox?: Bbox | undefined;
}

export interface ReadSearch {
  query: string;
  criteria: Criteria;
  /** "Innenbox · 50 km um 80331 München" */
  label: string;
}

/** The query string as an object the way Koa reads one (a repeated key becomes a list). */
function queryObject(text: string): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const before = object[key];
    object[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return object;
}

/** Reads a search's query string; a query the search does not understand answers 400 with the search's message. */
export async function readSearch(text: string, geocoder: Geocoder | null): Promise<ReadSearch> {
  const parsed = ListingSearchQuery.safeParse(queryObject(text));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const messages = Object.values(errors);
    throw badRequest(messages.length === 1 ? messages[0]! : MSG.invalidInput, errors);
  }
  const q = parsed.data;
  const near = q.near ? await nearOf(q.near, q.radius, q.region, geocoder) : undefined;
  // Travel times are estimated (no router): the alert is about the matches a routing service would only refine.
  const origins = (await originsOf(q, geocoder, false)).map(({ lat, lon, radiusKm, label, maxMinutes }) => ({
    lat,
    lon,
    radiusKm,
    label,
    maxMinutes,
  }));
  const textQuery = q.search ?? q.location;
  const params: [string, string][] = [];
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.push([key, String(value)]);
  };
  put('region', q.region);
  put('search', q.search);
  if (!q.search) put('location', q.location);
  put('near', q.near);
  put('radius', q.near ? (q.radius ?? near?.radiusKm) : undefined);
  put('from', q.from);
  put('maxMinutes', q.from ? q.maxMinutes : undefined);
  put('from2', q.from2);
  put('maxMinutes2', q.from2 ? q.maxMinutes2 : undefined);
  put('bbox', q.bbox?.join(','));
  params.push(...writeFilters(q.filters));
  const criteria: Criteria = {
    filters: q.filters,
    region: q.region,
    text: textQuery || undefined,
    near: near ? { lat: near.lat, lon: near.lon, radiusKm: near.radiusKm, label: near.label } : undefined,
    origins,
    bbox: q.bbox,
  };
  return { query: new URLSearchParams(params).toString(), criteria, label: labelOf(criteria) };
}

/** The suggested name: the filters' labels, the text and the place, as the search's results line reads them. */
export function labelOf(criteria: Criteria): string {
  const parts = activeFilters(criteria.filters).map(({ filter, value }) => filter.label(value));
  if (criteria.text) parts.unshift(criteria.text);
  if (criteria.near) parts.push(`${criteria.near.radiusKm} km um ${criteria.near.label}`);
  for (const origin of criteria.origins) parts.push(`${origin.maxMinutes} Min. ab ${origin.label}`);
  if (criteria.bbox && !criteria.near && criteria.origins.length === 0) parts.push('Kartenausschnitt');
  if (criteria.region && !criteria.near && criteria.origins.length === 0) {
    parts.push(REGION_SEARCH_LABELS[criteria.region]);
  }
  const label = parts.filter(Boolean).join(' · ') || 'Alle Stallplätze';
  return label.length <= SAVED_SEARCH_LIMITS.name ? label : `${label.slice(0, SAVED_SEARCH_LIMITS.name - 1)}…`;
}
