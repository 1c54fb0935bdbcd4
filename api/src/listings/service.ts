// Public reads of listings (search, featured, detail) and the view counter, shared by the API and the
// server-rendered pages through the one Services instance.
import type { Knex } from 'knex';
import { HOME_TIME_ZONE } from '#contract/limits.ts';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import type { MapAnswerDto, MapQuery } from '#contract/map.ts';
import type { FeaturedQuery, ListingSearchQuery, TravelQuery } from '#contract/schemas.ts';
import type { TravelTimeDto } from '#contract/travel.ts';
import type { SearchCursor } from '#contract/search-cursor.ts';
import type { ListingDto } from '#contract/types.ts';
import { distanceKm, roundKm, type LatLon } from '#contract/geo.ts';
import type { Geocoder } from '../places/geocoder.ts';
import { nearOf, type NamedNear } from '../places/near.ts';
import type { Router } from '../places/routing.ts';
import type { SearchEngine, SearchWhere } from '../search/index.ts';
import { originsOf, routedTimes, travelOf, type Origin } from './travel.ts';
import { visitorKey, type VisitorTraits } from './visitor.ts';

export interface ListingSearchResult {
  items: ListingDto[];
  /** Matches of the filters regardless of limit and offset; a lower bound when `exact` is false. */
  total: number;
  exact: boolean;
  /** Where the next page starts (the X-Next-Cursor header), or null on the last page. */
  next: SearchCursor | null;
  /** The centre and radius of a distance search (`near`), as the gazetteer resolved it; null without `near`. */
  near: NamedNear | null;
  /** The travel origins (`from`, `from2`) as resolved, in that order; empty without them. */
  origins: Origin[];
}

export interface ListingService {
  search(query: ListingSearchQuery): Promise<ListingSearchResult>;
  /** Every match of the search's filters in the map area, as clusters at the map's zoom (GET /api/map). */
  map(query: MapQuery): Promise<MapAnswerDto>;
  /** Public listings for the home page: premium first, then stable rating, then newest. */
  featured(query: FeaturedQuery): Promise<ListingDto[]>;
  /** A public (active or premium) listing, or null; counts no view. */
  getPublic(id: number): Promise<ListingDto | null>;
  /** The public ones of these listings, in the order of the ids; counts no view. */
  getPublicMany(ids: readonly number[]): Promise<ListingDto[]>;
  /**
   * The driving times from the origins to a stable (routed where a router is configured, else estimated); none
   * for a stable without coordinates. An unknown origin answers 400 "Ort nicht gefunden".
   */
  travel(stable: LatLon | null, query: TravelQuery): Promise<TravelTimeDto[]>;
  /** Counts a view of a public listing once per visitor (visitorKey) and day. */
  recordView(id: number, visitor: VisitorTraits): Promise<void>;
}

/**
 * `search` is the search engine; `visitorSecret` keys the daily visitor hashes of the view counter (the session
 * secret); `geocoder` finds the street addresses the gazetteer does not hold (GEOCODER_URL), if one is configured;
 * `router` gives real driving times (ROUTING_URL), without it they are estimated.
 */
export function createListingService(
  knex: Knex,
  engine: SearchEngine,
  visitorSecret: string,
  geocoder: Geocoder | null = null,
  router: Router | null = null,
): ListingService {
  const read = (ids: readonly number[]) => engine.listings(ids);

  /**
   * What a search asks for, with its places resolved (an unknown place answers 400 "Ort nicht gefunden", with
   * suggestions, before any search runs), and the router's times where travel times are asked for and routed.
   * The search box wins over the home page's location field when both are set.
   */
  async function located(query: ListingSearchQuery | MapQuery) {
    const near = query.near ? await nearOf(query.near, query.radius, query.region, geocoder) : undefined;
    const origins = await originsOf(query, geocoder, router !== null);
    const where: SearchWhere = {
      filters: query.filters,
      region: query.region,
      text: query.search ?? query.location,
      bbox: query.bbox,
      near,
      reach: origins,
    };
    const routed = router && origins.length > 0 ? await routedTimes(engine, where, origins, router) : undefined;
    return { near, origins, routed, where: routed ? { ...where, ids: routed.ids } : where };
  }

  async function search(query: ListingSearchQuery): Promise<ListingSearchResult> {
    const { near, origins, routed, where } = await located(query);
    const centre = near ?? origins[0];
    const page = await engine.page({
      where,
      sort: query.sort ?? (centre ? 'distance' : 'relevance'),
      limit: query.limit,
      offset: query.offset,
      cursor: query.cursor,
    });
    const items = await read(page.ids);
    for (const item of items) {
      const { latitude: lat, longitude: lon } = item.stable;
      if (lat === null || lon === null) continue;
      if (centre) item.distanceKm = roundKm(distanceKm(centre, { lat, lon }));
      if (origins.length > 0) item.travel = travelOf(origins, { lat, lon }, routed?.minutes.get(item.id));
    }
    return { items, total: page.total, exact: page.exact, next: page.next, near: near ?? null, origins };
  }

  async function map(query: MapQuery): Promise<MapAnswerDto> {
    const { where } = await located(query);
    return engine.clusters(where, query.bbox, query.zoom);
  }

  async function featured(query: FeaturedQuery): Promise<ListingDto[]> {
    const page = await engine.page({
      where: { filters: {}, region: query.region },
      sort: 'relevance',
      limit: query.limit,
      offset: 0,
    });
    return read(page.ids);
  }

  async function getPublic(id: number): Promise<ListingDto | null> {
    return (await read([id]))[0] ?? null;
  }

  async function getPublicMany(ids: readonly number[]): Promise<ListingDto[]> {
    return read(ids);
  }

  async function travel(stable: LatLon | null, query: TravelQuery): Promise<TravelTimeDto[]> {
    const origins = await originsOf(query, geocoder, router !== null);
    if (!stable || origins.length === 0) return [];
    const routed = router
      ? await Promise.all(origins.map(async (origin) => (await router.minutes(origin, [stable]))[0] ?? null))
      : undefined;
    return travelOf(origins, stable, routed);
  }

  async function recordView(id: number, visitor: VisitorTraits): Promise<void> {
    // One statement: a visitor already counted today for this listing changes nothing; otherwise the total
    // and the day row move together. The increments are relative to the current rows, so simultaneous views
    // are all counted, and the total's update is a HOT update (view_count has no index).
    const statuses = PUBLIC_STATUSES.map(() => '?').join(', ');
    await knex.raw(
      `WITH counted AS (
        INSERT INTO listing_view_visitors (listing_id, day, visitor)
        SELECT id, (now() AT TIME ZONE ?)::date, ? FROM listings WHERE id = ? AND status IN (${statuses})
        ON CONFLICT DO NOTHING
        RETURNING listing_id, day
      ), total AS (
        UPDATE listings SET view_count = view_count + 1 WHERE id IN (SELECT listing_id FROM counted)
      )
      INSERT INTO listing_view_days (listing_id, day, views)
      SELECT listing_id, day, 1 FROM counted
      ON CONFLICT (listing_id, day) DO UPDATE SET views = listing_view_days.views + 1`,
      [HOME_TIME_ZONE, visitorKey(visitorSecret, visitor), id, ...PUBLIC_STATUSES],
    );
  }

  return { search, map, featured, getPublic, getPublicMany, travel, recordView };
}
