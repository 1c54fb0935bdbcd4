// Public reads of listings (search, featured, detail) and the view counter, shared by the API and the
// server-rendered pages through the one Services instance.
import type { Knex } from 'knex';
import { HOME_TIME_ZONE } from '#contract/limits.ts';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import type { FeaturedQuery, ListingSearchQuery } from '#contract/schemas.ts';
import type { ListingDto } from '#contract/types.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { Listing } from '../models/Listing.ts';
import { loadListingImages } from '../photos/service.ts';
import { presentListing } from './presenter.ts';
import { applyFilters, applySort, buildSearch, publicListingsWithStable } from './search.ts';

export interface ListingSearchResult {
  items: ListingDto[];
  /** Matches of the filters regardless of limit and offset. */
  total: number;
}

export interface ListingService {
  search(query: ListingSearchQuery): Promise<ListingSearchResult>;
  /** Public listings for the home page: premium first, then stable rating, then newest. */
  featured(query: FeaturedQuery): Promise<ListingDto[]>;
  /** A public (active or premium) listing, or null; counts no view. */
  getPublic(id: number): Promise<ListingDto | null>;
  /** The public ones of these listings, in the order of the ids; counts no view. */
  getPublicMany(ids: readonly number[]): Promise<ListingDto[]>;
  /** Counts one view of a public listing (total and today's row); does nothing for any other id. */
  recordView(id: number): Promise<void>;
}

export function createListingService(knex: Knex, media: MediaStorage): ListingService {
  /** Presents a page of rows with their photos, loaded for all of them in one query. */
  async function present(rows: Listing[]): Promise<ListingDto[]> {
    const images = await loadListingImages(
      knex,
      media,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentListing(row, images.get(row.id)));
  }

  async function search(query: ListingSearchQuery): Promise<ListingSearchResult> {
    const { page, count } = buildSearch(knex, query);
    const [rows, total] = await Promise.all([page, count.resultSize()]);
    return { items: await present(rows), total };
  }

  async function featured(query: FeaturedQuery): Promise<ListingDto[]> {
    const q = publicListingsWithStable(knex);
    applyFilters(q, { region: query.region });
    applySort(q, 'relevance');
    const rows = await q.limit(query.limit);
    return present(rows);
  }

  async function getPublic(id: number): Promise<ListingDto | null> {
    const row = await publicListingsWithStable(knex).where('listings.id', id).first();
    return row ? (await present([row]))[0]! : null;
  }

  async function getPublicMany(ids: readonly number[]): Promise<ListingDto[]> {
    if (ids.length === 0) return [];
    const rows = await publicListingsWithStable(knex).whereIn('listings.id', [...ids]);
    const order = new Map(ids.map((id, index) => [id, index]));
    return present(rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!));
  }

  async function recordView(id: number): Promise<void> {
    // One statement, so the total and the day row move together; both increments are relative to the
    // current row, so simultaneous views are all counted.
    const statuses = PUBLIC_STATUSES.map(() => '?').join(', ');
    await knex.raw(
      `WITH viewed AS (
        UPDATE listings SET view_count = view_count + 1
        WHERE id = ? AND status IN (${statuses})
        RETURNING id
      )
      INSERT INTO listing_view_days (listing_id, day, views)
      SELECT id, (now() AT TIME ZONE ?)::date, 1 FROM viewed
      ON CONFLICT (listing_id, day) DO UPDATE SET views = listing_view_days.views + 1`,
      [id, ...PUBLIC_STATUSES, HOME_TIME_ZONE],
    );
  }

  return { search, featured, getPublic, getPublicMany, recordView };
}
