// The JSON shapes of a listing: the public one with its stable, and the owner's own with its photos and
// 30-day figures. Plain values only, never the owner or other internal columns.
import { freshnessOf } from '#contract/listing-freshness.ts';
import { PUBLIC_STATUSES, statusOf } from '#contract/listing-status.ts';
import { DEFAULT_SETTINGS } from '#contract/settings.ts';
import type { OwnListingDto, PhotoDto } from '#contract/owner.ts';
import type { ListingDto, ListingImageDto } from '#contract/types.ts';
import { totalMonthly, type PriceItem } from '#contract/costs.ts';
import type { ListingFacts } from '#contract/facts.ts';
import type { Listing } from '../models/Listing.ts';
import { presentStable, type StableFields } from '../stables/presenter.ts';

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

/** The stored price list (checked by PriceItemBody when written), with amounts as numbers. */
export function priceList(value: unknown): PriceItem[] {
  const items = Array.isArray(value) ? (value as PriceItem[]) : [];
  return items.map(({ name, amount, period, kind }) => ({ name, amount: Number(amount), period, kind }));
}

/** The stored facts (checked by ListingFactsBody when written, so only given keys): a plain object, parsed when
 * a driver delivers the json as text. */
export function factsOf(value: unknown): ListingFacts {
  const facts = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return facts && typeof facts === 'object' && !Array.isArray(facts) ? (facts as ListingFacts) : {};
}

const money = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

/** What the public shape of a listing is made of: a Listing model with its stable, or a plain row. */
export type PublicListingRow = Pick<
  Listing,
  | 'id'
  | 'title'
  | 'description'
  | 'stallType'
  | 'pricePerMonth'
  | 'priceItems'
  | 'deposit'
  | 'freePlaces'
  | 'availableFrom'
  | 'imageUrls'
  | 'features'
  | 'facts'
  | 'isPremium'
  | 'viewCount'
  | 'status'
  | 'contactPhone'
  | 'contactEmail'
  | 'whatsappNumber'
> & { createdAt: Date | string; stable?: StableFields | undefined };

/**
 * `row` must have its stable loaded (withGraphJoined, or readPublicListings' plain rows). `images` are the
 * listing's stored photos; without them, image_urls stand in with no responsive sizes.
 */
export function presentListing(row: PublicListingRow, images?: ListingImageDto[]): ListingDto {
  if (!row.stable) throw new Error(`listing ${row.id} was loaded without its stable`);
  const imageUrls = stringList(row.imageUrls);
  const priceItems = priceList(row.priceItems);
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    stallType: row.stallType,
    pricePerMonth: Number(row.pricePerMonth),
    priceItems,
    deposit: money(row.deposit),
    totalMonthly: totalMonthly(Number(row.pricePerMonth), priceItems),
    freePlaces: Number(row.freePlaces ?? 1),
    availableFrom: isoDay(row.availableFrom),
    imageUrls,
    images: images?.length ? images : imageUrls.map((url) => ({ url, srcset: null, width: null, height: null })),
    features: stringList(row.features),
    facts: factsOf(row.facts),
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

export interface ListingFigures {
  views30: number;
  enquiries30: number;
  unreadEnquiries: number;
}

export const NO_FIGURES: ListingFigures = { views30: 0, enquiries30: 0, unreadEnquiries: 0 };

/** `row` must have its stable loaded; `photos` are the listing's, cover first. */
export function presentOwnListing(
  row: Listing,
  figures: ListingFigures = NO_FIGURES,
  photos: PhotoDto[] = [],
  /** The listingExpiryDays setting and the moment to count from, for when the listing runs out. */
  term: { days: number; now: Date } = { days: DEFAULT_SETTINGS.listingExpiryDays, now: new Date() },
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
    priceItems: priceList(row.priceItems),
    deposit: money(row.deposit),
    freePlaces: Number(row.freePlaces ?? 1),
    availableFrom: isoDay(row.availableFrom),
    features: stringList(row.features),
    facts: factsOf(row.facts),
    contactPhone: row.contactPhone ?? null,
    contactEmail: row.contactEmail ?? null,
    whatsappNumber: row.whatsappNumber ?? null,
    status,
    isPremium: Boolean(row.isPremium),
    photos,
    viewCount: Number(row.viewCount ?? 0),
    ...figures,
    isPublic: (PUBLIC_STATUSES as readonly string[]).includes(status),
    moderation: row.moderationState ? { state: row.moderationState, reason: row.moderationReason ?? '' } : null,
    ...freshnessOf(row, term.days, term.now),
    createdAt: isoDateTime(row.createdAt),
    updatedAt: isoDateTime(row.updatedAt),
  };
}
