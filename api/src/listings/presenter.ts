// The public JSON shape of a listing and its stable: plain values only, never the owner or other internal columns.
import { statusOf } from '#contract/listing-status.ts';
import type { ListingDto, ListingImageDto, StableDto } from '#contract/types.ts';
import type { Listing } from '../models/Listing.ts';
import type { Stable } from '../models/Stable.ts';

/** numeric and double columns may arrive as strings depending on the driver's parsers. */
function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function isoDateTime(value: Date | string): string {
  return new Date(value).toISOString();
}

/** A date column is a calendar day: keep YYYY-MM-DD, whatever form the driver delivered it in. */
function isoDay(value: Date | string | null): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return value.toISOString().slice(0, 10);
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function presentStable(stable: Stable): StableDto {
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
  };
}

/**
 * `row` must have its stable loaded (withGraphJoined / withGraphFetched('stable')). `images` are the listing's
 * stored photos (loadListingImages); without them, image_urls stand in with no responsive sizes.
 */
export function presentListing(row: Listing, images?: ListingImageDto[]): ListingDto {
  if (!row.stable) throw new Error(`listing ${row.id} was loaded without its stable`);
  const imageUrls = stringList(row.imageUrls);
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    stallType: row.stallType,
    pricePerMonth: Number(row.pricePerMonth),
    availableFrom: isoDay(row.availableFrom),
    imageUrls,
    images: images?.length ? images : imageUrls.map((url) => ({ url, srcset: null, width: null, height: null })),
    features: stringList(row.features),
    isPremium: Boolean(row.isPremium),
    viewCount: Number(row.viewCount ?? 0),
    createdAt: isoDateTime(row.createdAt),
    status: statusOf(row.status),
    contactPhone: row.contactPhone ?? null,
    contactEmail: row.contactEmail ?? null,
    whatsappNumber: row.whatsappNumber ?? null,
    stable: presentStable(row.stable),
  };
}
