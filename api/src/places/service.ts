// The places as pages (/stallplaetze/muenchen): the town a page's address names, the towns around it, and the
// towns that have public listings (the sitemap lists their pages), and whether a text names a place.
import type { Knex } from 'knex';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import { distanceKm } from '#contract/geo.ts';
import { PLACE_PAGE_RADIUS_KM, placeSlug, type PlacePageDto } from '#contract/places.ts';
import { loadGazetteer } from './gazetteer.ts';

/** How far and how many towns a place's page offers as "Orte in der Nähe". */
const NEARBY_KM = 60;
const NEARBY_TOWNS = 8;
/** A stable this far from the town of its town's name belongs to another town of that name (its page is not it). */
const PAGE_REACH_KM = PLACE_PAGE_RADIUS_KM + 10;

export interface PlaceService {
  /** The town of a page's slug, or null when no town has it. */
  page(slug: string): Promise<PlacePageDto | null>;
  /** The slugs of the towns where stables with public listings are, each once, sorted. */
  slugsWithListings(): Promise<string[]>;
  /** Whether a text names a place the search can measure from (a postal code, a town, coordinates). */
  isPlace(text: string): Promise<boolean>;
}

export function createPlaceService(knex: Knex): PlaceService {
  async function page(slug: string): Promise<PlacePageDto | null> {
    const places = await loadGazetteer();
    const town = places.bySlug(slug);
    if (!town) return null;
    const nearby = places
      .townsNear(town, NEARBY_KM, NEARBY_TOWNS + 1)
      .map((near) => ({ name: near.name, slug: placeSlug(near.name) }))
      // A neighbour sharing the town's slug would link to this very page.
      .filter((near) => near.slug !== slug)
      .slice(0, NEARBY_TOWNS);
    const { name, country, state, lat, lon } = town;
    return { name, slug, country, state, lat, lon, nearby };
  }

  async function slugsWithListings(): Promise<string[]> {
    // Each town name with where its stables lie (to a tenth of a degree, about 10 km): a name's page is the
    // largest town of that name, listed only where some of these stables are within its reach.
    const rows: { city: string; lat: number | null; lon: number | null }[] = await knex('stables')
      .distinct(
        'stables.city',
        knex.raw('round(stables.latitude::numeric, 1)::float8 AS lat'),
        knex.raw('round(stables.longitude::numeric, 1)::float8 AS lon'),
      )
      .whereExists(
        knex('listings')
          .whereRaw('listings.stable_id = stables.id')
          .whereIn('listings.status', [...PUBLIC_STATUSES]),
      );
    const places = await loadGazetteer();
    const slugs = new Set<string>();
    for (const row of rows) {
      const slug = placeSlug(row.city);
      const town = places.bySlug(slug);
      if (!town) continue;
      // A stable without coordinates is taken to lie in its town.
      const { lat, lon } = row;
      if (lat === null || lon === null || distanceKm(town, { lat, lon }) <= PAGE_REACH_KM) slugs.add(slug);
    }
    return [...slugs].sort();
  }

  async function isPlace(text: string): Promise<boolean> {
    return (await loadGazetteer()).resolve(text) !== null;
  }

  return { page, slugsWithListings, isPlace };
}
