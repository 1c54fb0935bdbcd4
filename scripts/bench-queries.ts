// The queries the bench measures at scale (npm run bench): every filter, sort and text search of
// GET /api/listings, the distance, travel time and facts searches, the map's clusters and the place suggestions.
// Deterministic (seeded), so every run measures the same combinations.
import { AMENITY_FILTER_KEYS } from '#contract/amenities.ts';
import { PRICE_RANGES } from '#contract/price-bands.ts';
import { REGIONS } from '#contract/regions.ts';
import { PLACELESS_SORT_ORDERS, SORT_ORDERS } from '#contract/sort.ts';
import { STALL_TYPES } from '#contract/stall-types.ts';
import type { SearchFilter } from '#contract/search-filter-kinds.ts';
import { FILTER_IDS, SEARCH_FILTERS, writeFilters } from '#contract/search-filters.ts';

/** A deterministic pseudo-random generator, so every run measures the same filter combinations. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ScaleQuery {
  group: string;
  query: string;
  /** The route, /api/listings unless given. */
  path?: string;
}

/** The map's groups, held to the map's bar (bench.ts); place suggestions are answered from memory, within 10 ms. */
export const MAP_GROUPS = ['map clusters', 'map clusters, radius or text', 'map clusters, facts'];
export const SUGGESTIONS_BAR_MS = 10;

/** A 1000 × 800 px map at `zoom` around a point, as Leaflet would ask for it (Web Mercator, 256 px tiles). */
function mapView(lat: number, lon: number, zoom: number): string {
  const degreesPerPx = 360 / (256 * 2 ** zoom);
  const halfWidth = 500 * degreesPerPx;
  const halfHeight = 400 * degreesPerPx * Math.cos((lat * Math.PI) / 180);
  return [lon - halfWidth, lat - halfHeight, lon + halfWidth, lat + halfHeight].map((v) => v.toFixed(4)).join(',');
}

/**
 * The filter combinations measured: every value of every filter alone, every amenity count, a seeded sample of
 * combinations of all four filters, each under every sort order; the free-text searches (umlaut spellings,
 * several words, postcode prefixes, text with filters, text that matches nothing in the region asked for).
 */
export function scaleQueries(): ScaleQuery[] {
  const random = mulberry32(20261124);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const filters: string[] = [''];
  for (const region of REGIONS) filters.push(`region=${region}`);
  for (const stallType of STALL_TYPES) filters.push(`stallType=${stallType}`);
  for (const range of PRICE_RANGES) filters.push(`priceRange=${encodeURIComponent(range)}`);
  for (let n = 1; n <= AMENITY_FILTER_KEYS.length; n += 1) {
    filters.push(`amenities=${AMENITY_FILTER_KEYS.slice(0, n).join(',')}`);
  }
  for (let i = 0; i < 24; i += 1) {
    const amenities = AMENITY_FILTER_KEYS.filter(() => random() < 0.4);
    const parts = [
      `region=${pick(REGIONS)}`,
      `stallType=${pick(STALL_TYPES)}`,
      `priceRange=${encodeURIComponent(pick(PRICE_RANGES))}`,
      amenities.length > 0 ? `amenities=${amenities.join(',')}` : '',
    ];
    filters.push(parts.filter((part) => part && random() < 0.8).join('&'));
  }
  const queries: ScaleQuery[] = [];
  for (const sort of PLACELESS_SORT_ORDERS) {
    for (const filter of filters) queries.push({ group: `filters, sort ${sort}`, query: `${filter}&sort=${sort}` });
  }
  const texts = ['münchen', 'Muenchen', 'MUNCHEN', 'zürich', 'Zuerich', 'reitstall wald', 'innenbox', 'box', 'hof'];
  const postcodes = ['8', '80', '803', '80331', '1', '5020', '3011'];
  for (const text of [...texts, ...postcodes]) {
    for (const sort of PLACELESS_SORT_ORDERS) {
      queries.push({ group: 'text', query: `search=${encodeURIComponent(text)}&sort=${sort}` });
    }
  }
  for (const extra of ['region=germany', 'region=austria', 'stallType=pasture&priceRange=0-200', 'amenities=hasVet']) {
    for (const text of ['münchen', 'wien', 'reitstall', '80']) {
      queries.push({ group: 'text + filters', query: `search=${encodeURIComponent(text)}&${extra}` });
    }
  }
  // Distance: around dense cities and a town, every radius under every order, then with filters and text.
  for (const near of ['80331', 'Berlin', 'Wien', '8001', 'Augsburg']) {
    for (const radius of [5, 25, 100, 200]) {
      for (const sort of SORT_ORDERS) {
        queries.push({
          group: 'radius, every order',
          query: `near=${encodeURIComponent(near)}&radius=${radius}&sort=${sort}`,
        });
      }
    }
  }
  for (let i = 0; i < 24; i += 1) {
    const near = pick(['80331', '10115', '1010', '8001', '20095', '5020', '50667', '3011']);
    const radius = pick([5, 10, 25, 50, 100, 200]);
    const filter = filters[1 + Math.floor(random() * (filters.length - 1))]!;
    queries.push({
      group: 'radius + filters',
      query: `near=${near}&radius=${radius}&${filter}&sort=${pick(SORT_ORDERS)}`,
    });
  }
  for (const text of ['reitstall', 'box', 'offenstall', 'hof']) {
    for (const radius of [10, 50, 200]) {
      queries.push({ group: 'radius + text', query: `near=80331&radius=${radius}&search=${text}` });
    }
  }
  // Every other filter of the registry, by each of its examples, under an order in turn: a new filter is measured
  // as soon as it is declared.
  for (const id of FILTER_IDS.filter((id) => !['stallType', 'priceRange', 'amenities'].includes(id))) {
    for (const value of (SEARCH_FILTERS[id] as SearchFilter<unknown>).examples) {
      const query = new URLSearchParams(writeFilters({ [id]: value })).toString();
      queries.push({ group: 'facts filters', query: `${query}&sort=${pick(PLACELESS_SORT_ORDERS)}` });
    }
  }
  // The facts filters several at once, with the all-in month's orders and the horse of "Nur passende Ställe".
  const horse = 'horseHeight=178&horseGender=stallion&horseHoofs=barefoot&horseNeeds=eczema';
  for (const query of [
    'care=full&turnout=8&freeNow=true&sort=total_asc',
    `care=full&turnout=8&freeNow=true&${horse}`,
    'groupTurnout=true&stallions=true&minHeight=175&sort=newest',
    'facilities=indoorArena,horseWalker&freeNow=true&sort=price_asc',
    'totalRange=400-600&sort=total_asc',
    'totalRange=200-400&care=part&sort=total_desc',
    'region=austria&care=self&minArea=12&sort=rating',
    'stallType=inside_box&care=full&minArea=14&facilities=trainer&freeNow=true',
    `${horse}&sort=total_desc`,
    'search=reitstall&care=full&freeNow=true',
    'near=80331&radius=25&care=full&freeNow=true',
    `near=10115&radius=50&turnout=12&${horse}&sort=total_asc`,
    'from=80331&maxMinutes=45&care=full&stallions=true&sort=total_asc',
    // Rare combinations of common facts (a few hundred matches), with and without a place.
    'care=full&turnout=12&stallions=true&minHeight=185',
    'stallions=true&minHeight=190&minArea=16&freeNow=true&sort=total_asc',
    'near=80331&radius=50&care=full&turnout=12&stallions=true&minHeight=185',
  ]) {
    queries.push({ group: 'facts filters', query });
  }

  // Travel time (estimated: the bench runs without ROUTING_URL): one and two origins, with filters, every order.
  for (const [from, from2] of [
    ['80331', ''],
    ['10115', ''],
    ['1010', ''],
    ['80331', 'Augsburg'],
    ['20095', '24103'],
  ] as const) {
    for (const minutes of [20, 45, 90]) {
      const second = from2 ? `&from2=${encodeURIComponent(from2)}&maxMinutes2=${minutes}` : '';
      queries.push({
        group: 'travel time',
        query: `from=${from}&maxMinutes=${minutes}${second}&sort=${pick(SORT_ORDERS)}`,
      });
      const filter = filters[1 + Math.floor(random() * (filters.length - 1))]!;
      queries.push({ group: 'travel time', query: `from=${from}&maxMinutes=${minutes}${second}&${filter}` });
    }
  }
  // The map: Germany, Austria and Switzerland at zoom 6, a region at zoom 9, München at zooms 11 and 12; with
  // no filter, with one and with two, and with amenities (the filter the kept counts hold the most rows for).
  const views = [
    'bbox=5.8,45.8,17.2,55.1&zoom=6',
    `bbox=${mapView(48.5, 11.5, 9)}&zoom=9`,
    `bbox=${mapView(48.137, 11.575, 11)}&zoom=11`,
    `bbox=${mapView(48.137, 11.575, 12)}&zoom=12`,
  ];
  for (const view of views) {
    for (const filter of [
      '',
      'stallType=inside_box',
      'stallType=pasture&priceRange=0-200',
      'amenities=hasRidingArena',
    ]) {
      queries.push({ group: 'map clusters', path: '/api/map', query: `${view}${filter ? `&${filter}` : ''}` });
    }
  }
  for (const view of views.slice(1)) {
    for (const filter of ['near=80331&radius=50', 'search=reitstall', 'search=sonnenhang']) {
      queries.push({ group: 'map clusters, radius or text', path: '/api/map', query: `${view}&${filter}` });
    }
  }
  for (const view of views.slice(1)) {
    for (const filter of ['care=full&freeNow=true', `turnout=8&${horse}`]) {
      queries.push({ group: 'map clusters, facts', path: '/api/map', query: `${view}&${filter}` });
    }
  }
  for (const q of [
    '8',
    '80',
    '803',
    '80331',
    '1010',
    'M',
    'Mü',
    'Munchen',
    'Muenchen',
    'Neustadt',
    'Wien',
    'Zuerich',
    'xyz',
  ]) {
    queries.push({ group: 'place suggestions', path: '/api/places', query: `q=${encodeURIComponent(q)}` });
  }
  return queries;
}
