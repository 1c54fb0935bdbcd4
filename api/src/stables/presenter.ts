// The JSON shapes of a stable: the public one nested in every listing, the owner's own with its listing counts,
// and the admin's with its owner and listings per status. Never the owner id outside the admin view.
import { LISTING_STATUSES, type ListingStatus } from '#contract/listing-status.ts';
import type { OwnStableDto } from '#contract/owner.ts';
import type { AdminStableDto, StableDto } from '#contract/types.ts';
import { STABLE_FACILITIES, type StableFacility } from '#contract/facts.ts';
import type { Stable } from '../models/Stable.ts';

/** numeric and double columns may arrive as strings depending on the driver's parsers. */
function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The stored facilities in the contract's order; a text[] may arrive as its literal ("{a,b}") from some drivers. */
function facilitiesOf(value: unknown): StableFacility[] {
  const list = typeof value === 'string' ? value.replace(/^\{|\}$/g, '').split(',') : Array.isArray(value) ? value : [];
  return STABLE_FACILITIES.filter((facility) => list.includes(facility));
}

/** What the public shape of a stable is made of: a Stable model or a plain row. */
export type StableFields = Pick<
  Stable,
  | 'id'
  | 'name'
  | 'description'
  | 'address'
  | 'city'
  | 'postalCode'
  | 'region'
  | 'latitude'
  | 'longitude'
  | 'rating'
  | 'reviewCount'
  | 'hasWifi'
  | 'hasParking'
  | 'hasWashArea'
  | 'hasRidingArena'
  | 'hasIndoorArena'
  | 'hasTrails'
  | 'hasFeed'
  | 'hasVet'
  | 'facilities'
  | 'indoorArenaSize'
>;

export function presentStable(stable: StableFields): StableDto {
  return {
    id: stable.id,
    name: stable.name,
    description: stable.description ?? null,
    address: stable.address,
    city: stable.city,
    postalCode: stable.postalCode,
    region: stable.region,
    latitude: numberOrNull(stable.latitude),
    longitude: numberOrNull(stable.longitude),
    rating: numberOrNull(stable.rating),
    reviewCount: stable.reviewCount ?? 0,
    hasWifi: Boolean(stable.hasWifi),
    hasParking: Boolean(stable.hasParking),
    hasWashArea: Boolean(stable.hasWashArea),
    hasRidingArena: Boolean(stable.hasRidingArena),
    hasIndoorArena: Boolean(stable.hasIndoorArena),
    hasTrails: Boolean(stable.hasTrails),
    hasFeed: Boolean(stable.hasFeed),
    hasVet: Boolean(stable.hasVet),
    facilities: facilitiesOf(stable.facilities),
    indoorArenaSize: stable.indoorArenaSize ?? null,
  };
}

export interface StableCounts {
  listingCount: number;
  activeListingCount: number;
}

export const NO_LISTINGS: StableCounts = { listingCount: 0, activeListingCount: 0 };

export function presentOwnStable(stable: Stable, counts: StableCounts): OwnStableDto {
  return {
    ...presentStable(stable),
    description: stable.description ?? null,
    createdAt: iso(stable.createdAt),
    listingCount: counts.listingCount,
    activeListingCount: counts.activeListingCount,
  };
}

/** A stable row of the admin list: the stable's columns, its owner's and its listing counts per status. */
export interface AdminStableRow extends Stable {
  ownerUsername: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerEmail: string;
  listingCount: number;
  activeCount: number;
  inactiveCount: number;
  pendingCount: number;
  premiumCount: number;
}

const STATUS_COLUMNS: Record<ListingStatus, 'activeCount' | 'inactiveCount' | 'pendingCount' | 'premiumCount'> = {
  active: 'activeCount',
  inactive: 'inactiveCount',
  pending: 'pendingCount',
  premium: 'premiumCount',
};

export function presentAdminStable(row: AdminStableRow): AdminStableDto {
  const fullName = [row.ownerFirstName, row.ownerLastName].filter(Boolean).join(' ');
  const listingStatuses = Object.fromEntries(LISTING_STATUSES.map((s) => [s, row[STATUS_COLUMNS[s]]])) as Record<
    ListingStatus,
    number
  >;
  return {
    ...presentStable(row),
    owner: { id: row.ownerId, username: row.ownerUsername, name: fullName || row.ownerUsername, email: row.ownerEmail },
    listingCount: row.listingCount,
    listingStatuses,
    createdAt: iso(row.createdAt),
  };
}
