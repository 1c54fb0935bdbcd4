// What the signed-in pages (/dashboard, /my-stables) show about a stable owner's own stables and listings,
// read straight from the database so the figures are always the real ones.
import type { Knex } from 'knex';
import { LISTING_STATUSES, PUBLIC_STATUSES, statusOf, type ListingStatus } from '#contract/listing-status.ts';
import type { Region } from '#contract/regions.ts';

export interface OwnListing {
  id: number;
  title: string;
  status: ListingStatus;
  pricePerMonth: number;
  viewCount: number;
  /** Active and premium listings have a public detail page; the others do not. */
  isPublic: boolean;
}

export interface OwnStable {
  id: number;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  region: Region;
  listings: OwnListing[];
}

export interface OwnerOverview {
  stableCount: number;
  listingCount: number;
  viewCount: number;
  byStatus: Record<ListingStatus, number>;
}

interface Row {
  stableId: number;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  region: Region;
  listingId: number | null;
  title: string | null;
  status: string | null;
  pricePerMonth: string | number | null;
  viewCount: number | null;
}

/** The owner's stables (oldest first) with their listings (newest first); stables without listings included. */
export async function ownStables(knex: Knex, ownerId: number): Promise<OwnStable[]> {
  const rows: Row[] = await knex('stables as s')
    .leftJoin('listings as l', 'l.stableId', 's.id')
    .where('s.ownerId', ownerId)
    .select(
      's.id as stableId',
      's.name',
      's.address',
      's.postalCode',
      's.city',
      's.region',
      'l.id as listingId',
      'l.title',
      'l.status',
      'l.pricePerMonth',
      'l.viewCount',
    )
    .orderBy([
      { column: 's.createdAt', order: 'asc' },
      { column: 's.id', order: 'asc' },
      { column: 'l.createdAt', order: 'desc' },
      { column: 'l.id', order: 'desc' },
    ]);

  const stables = new Map<number, OwnStable>();
  for (const row of rows) {
    let stable = stables.get(row.stableId);
    if (!stable) {
      const { name, address, postalCode, city, region } = row;
      stable = { id: row.stableId, name, address, postalCode, city, region, listings: [] };
      stables.set(row.stableId, stable);
    }
    if (row.listingId === null) continue;
    const status = statusOf(row.status);
    stable.listings.push({
      id: row.listingId,
      title: row.title ?? '',
      status,
      pricePerMonth: Number(row.pricePerMonth ?? 0),
      viewCount: row.viewCount ?? 0,
      isPublic: (PUBLIC_STATUSES as readonly ListingStatus[]).includes(status),
    });
  }
  return [...stables.values()];
}

/** Counts for the dashboard: stables, listings per status and the views of all listings together. */
export function summarise(stables: OwnStable[]): OwnerOverview {
  const byStatus = Object.fromEntries(LISTING_STATUSES.map((s) => [s, 0])) as Record<ListingStatus, number>;
  let listingCount = 0;
  let viewCount = 0;
  for (const listing of stables.flatMap((s) => s.listings)) {
    byStatus[listing.status] += 1;
    listingCount += 1;
    viewCount += listing.viewCount;
  }
  return { stableCount: stables.length, listingCount, viewCount, byStatus };
}
