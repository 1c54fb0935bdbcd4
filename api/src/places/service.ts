// The places as pages (/stallplaetze/muenchen): the town a page's address names, the towns around it, and the
// towns that have public listings (the sitemap lists their pages).
import type { Knex } from 'knex';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import { placeSlug, type PlacePageDto } from '#contract/places.ts';
import { loadGazetteer } from './gazetteer.ts';

/** How far and how many towns a place's page offers as "Orte in der Nähe". */
const NEARBY_KM = 60;
const NEARBY_TOWNS = 8;

export interface PlaceService {
  /** The town of a page's slug, or null when no town has it. */
  page(slug: string): Promise<PlacePageDto | null>;
  /** The slugs of the towns where stables with public listings are, each once, sorted. */
  slugsWithListings(): Promise<string[]>;
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
    const rows: { city: string }[] = await knex('stables')
      .distinct('stables.city')
      .whereExists(
        knex('listings')
          .whereRaw('listings.stable_id = stables.id')
          .whereIn('listings.status', [...PUBLIC_STATUSES]),
      );
    const places = await loadGazetteer();
    const slugs = new Set(rows.map((row) => placeSlug(row.city)).filter((slug) => places.bySlug(slug)));
    return [...slugs].sort();
  }

  return { page, slugsWithListings };
}
