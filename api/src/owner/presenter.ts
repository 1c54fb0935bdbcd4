// The owner area's JSON shapes: the owner's own stables and listings with their figures, and the enquiries
// to them. Never the owner id or other internal columns.
import { PUBLIC_STATUSES, statusOf } from '#contract/listing-status.ts';
import type { OwnListingDto, OwnStableDto, OwnerEnquiryDto, PhotoDto } from '#contract/owner.ts';
import { presentStable } from '../listings/presenter.ts';
import type { ContactRequest } from '../models/ContactRequest.ts';
import type { Listing } from '../models/Listing.ts';
import type { Stable } from '../models/Stable.ts';

export interface StableCounts {
  listingCount: number;
  activeListingCount: number;
}

export interface ListingFigures {
  views30: number;
  enquiries30: number;
  unreadEnquiries: number;
}

export const NO_FIGURES: ListingFigures = { views30: 0, enquiries30: 0, unreadEnquiries: 0 };

/** Photos of each listing, cover first. Filled by the photo feature; without it every listing has none. */
export type PhotosByListing = ReadonlyMap<number, PhotoDto[]>;
export const NO_PHOTOS: PhotosByListing = new Map();

const iso = (value: Date | string) => new Date(value).toISOString();

function isoDay(value: Date | string | null): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return value.toISOString().slice(0, 10);
}

export function presentOwnStable(stable: Stable, counts: StableCounts): OwnStableDto {
  return {
    ...presentStable(stable),
    description: stable.description ?? null,
    createdAt: iso(stable.createdAt),
    listingCount: counts.listingCount,
    activeListingCount: counts.activeListingCount,
  };
}

/** `row` must have its stable loaded. */
export function presentOwnListing(
  row: Listing,
  figures: ListingFigures = NO_FIGURES,
  photosByListing: PhotosByListing = NO_PHOTOS,
): OwnListingDto {
  if (!row.stable) throw new Error(`listing ${row.id} was loaded without its stable`);
  const status = statusOf(row.status);
  return {
    id: row.id,
    stableId: row.stableId,
    stableName: row.stable.name,
    region: row.stable.region,
    title: row.title,
    description: row.description ?? '',
    stallType: row.stallType,
    pricePerMonth: Number(row.pricePerMonth),
    availableFrom: isoDay(row.availableFrom),
    features: Array.isArray(row.features) ? row.features.filter((f): f is string => typeof f === 'string') : [],
    contactPhone: row.contactPhone ?? null,
    contactEmail: row.contactEmail ?? null,
    whatsappNumber: row.whatsappNumber ?? null,
    status,
    isPremium: Boolean(row.isPremium),
    photos: photosByListing.get(row.id) ?? [],
    viewCount: Number(row.viewCount ?? 0),
    ...figures,
    isPublic: (PUBLIC_STATUSES as readonly string[]).includes(status),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** `row` may carry its listing (id, title). */
export function presentOwnerEnquiry(row: ContactRequest): OwnerEnquiryDto {
  return {
    id: row.id,
    listing: row.listing ? { id: row.listing.id, title: row.listing.title } : null,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    moveInDate: isoDay(row.moveInDate),
    message: row.message,
    status: row.status === 'answered' ? 'answered' : 'new',
    readAt: row.readAt ? iso(row.readAt) : null,
    createdAt: iso(row.createdAt),
  };
}
