// The public listings a search page, the home page, a detail page or a favourites list shows, by id: each listing
// with its stable and its photos, read in one statement as plain rows. It runs for every page of the search, so it
// builds no Objection graph (whose statement building and splitting of joined columns cost more than the read) and
// reads the photos in the same round trip.
import type { Knex } from 'knex';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import type { ListingDto } from '#contract/types.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { StableFields } from '../stables/presenter.ts';
import { presentPhoto } from '../photos/presenter.ts';
import { prepared } from './prepared.ts';
import { factsOf, presentListing, priceList, type PublicListingRow } from '../listings/presenter.ts';

interface PhotoJson {
  id: number;
  storage_key: string;
  width: number;
  height: number;
  widths: number[];
}

/** A row of READ_PUBLIC, as the driver delivers it (no name mapping for raw statements). */
interface RawRow {
  id: number;
  title: string;
  description: string | null;
  stall_type: PublicListingRow['stallType'];
  price_per_month: number;
  price_items: unknown;
  deposit: number | string | null;
  free_places: number;
  available_from: string | null;
  image_urls: string[] | string | null;
  features: string[] | string | null;
  facts: unknown;
  is_premium: boolean;
  view_count: number;
  created_at: Date | string;
  status: PublicListingRow['status'];
  contact_phone: string | null;
  contact_email: string | null;
  whatsapp_number: string | null;
  stable_id: number;
  stable_name: string;
  stable_description: string | null;
  address: string;
  city: string;
  postal_code: string;
  region: NonNullable<PublicListingRow['stable']>['region'];
  latitude: number | null;
  longitude: number | null;
  rating: number | null;
  review_count: number;
  has_wifi: boolean;
  has_parking: boolean;
  has_wash_area: boolean;
  has_riding_arena: boolean;
  has_indoor_arena: boolean;
  has_trails: boolean;
  has_feed: boolean;
  has_vet: boolean;
  facilities: string[] | string | null;
  indoor_arena_size: string | null;
  photos: PhotoJson[] | null;
}

const STATUSES = PUBLIC_STATUSES.map(() => '?').join(', ');

/** The wanted ids in their order, those that are public, with stable and photos (cover first). */
const READ_PUBLIC = `
  SELECT l.id, l.title, l.description, l.stall_type, l.price_per_month, l.price_items, l.deposit,
         l.free_places, l.available_from, l.image_urls,
         l.features, l.facts, l.is_premium, l.view_count, l.created_at, l.status, l.contact_phone, l.contact_email,
         l.whatsapp_number,
         s.id AS stable_id, s.name AS stable_name, s.description AS stable_description, s.address, s.city,
         s.postal_code, s.region, s.latitude, s.longitude, s.rating, s.review_count, s.has_wifi, s.has_parking,
         s.has_wash_area, s.has_riding_arena, s.has_indoor_arena, s.has_trails, s.has_feed, s.has_vet,
         s.facilities, s.indoor_arena_size,
         (SELECT json_agg(json_build_object('id', p.id, 'storage_key', p.storage_key, 'width', p.width,
                                            'height', p.height, 'widths', p.widths) ORDER BY p.position, p.id)
            FROM listing_photos AS p WHERE p.listing_id = l.id) AS photos
    FROM unnest(?::integer[]) WITH ORDINALITY AS wanted (id, position)
    JOIN listings AS l ON l.id = wanted.id
    JOIN stables AS s ON s.id = l.stable_id
   WHERE l.status IN (${STATUSES})
   ORDER BY wanted.position`;

function rowOf(raw: RawRow): PublicListingRow {
  return {
    id: raw.id,
    title: raw.title,
    description: raw.description ?? '',
    stallType: raw.stall_type,
    pricePerMonth: raw.price_per_month,
    priceItems: priceList(typeof raw.price_items === 'string' ? JSON.parse(raw.price_items) : raw.price_items),
    deposit: raw.deposit,
    freePlaces: raw.free_places,
    availableFrom: raw.available_from,
    imageUrls: jsonList(raw.image_urls),
    features: jsonList(raw.features),
    facts: factsOf(raw.facts),
    isPremium: raw.is_premium,
    viewCount: raw.view_count,
    createdAt: raw.created_at,
    status: raw.status,
    contactPhone: raw.contact_phone,
    contactEmail: raw.contact_email,
    whatsappNumber: raw.whatsapp_number,
    stable: {
      id: raw.stable_id,
      name: raw.stable_name,
      description: raw.stable_description,
      address: raw.address,
      city: raw.city,
      postalCode: raw.postal_code,
      region: raw.region,
      latitude: raw.latitude,
      longitude: raw.longitude,
      rating: raw.rating,
      reviewCount: raw.review_count,
      hasWifi: raw.has_wifi,
      hasParking: raw.has_parking,
      hasWashArea: raw.has_wash_area,
      hasRidingArena: raw.has_riding_arena,
      hasIndoorArena: raw.has_indoor_arena,
      hasTrails: raw.has_trails,
      hasFeed: raw.has_feed,
      hasVet: raw.has_vet,
      // presentStable reads the text[] in either form the drivers deliver.
      facilities: raw.facilities as StableFields['facilities'],
      indoorArenaSize: raw.indoor_arena_size,
    },
  };
}

/** json columns arrive parsed from PostgreSQL and as text from some drivers. */
function jsonList(value: unknown): string[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list : [];
}

/** The public ones of these listings, presented, in the order of the ids; counts no view. */
export async function readPublicListings(
  knex: Knex,
  media: MediaStorage,
  ids: readonly number[],
): Promise<ListingDto[]> {
  if (ids.length === 0) return [];
  const rows = await prepared<RawRow>(knex, 'read_public_listings', READ_PUBLIC, [[...ids], ...PUBLIC_STATUSES]);
  return rows.map((raw) => {
    const images = raw.photos?.map((photo) => {
      const { url, srcset, width, height } = presentPhoto(media, { ...photo, storageKey: photo.storage_key });
      return { url, srcset, width, height };
    });
    return presentListing(rowOf(raw), images);
  });
}
