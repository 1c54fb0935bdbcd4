// What the listing detail page derives from a listing: shortened texts, the gallery, the map position,
// the amenities to list and the contact links. Pure, so the rules are unit-tested.
import { STABLE_AMENITIES, STABLE_AMENITY_LABELS, type StableAmenity } from '#contract/amenities.ts';
import { DEFAULT_MAP_CENTER } from '#contract/limits.ts';
import { amenityLabel, facilityLabels } from '#site/lib/listing-facts.ts';
import { distanceKm } from '#contract/geo.ts';
import { PLACE_PAGE_RADIUS_KM, type PlacePageDto } from '#contract/places.ts';
import { searchPathOf, type Country } from '#contract/regions.ts';
import type { ListingDto, ListingImageDto, StableDto } from '#contract/types.ts';
import { DEFAULT_STATE, searchHref, withPlace } from '#site/lib/search-url.ts';

/** The stock photo the listing cards also show for a listing without photos. */
export const DEFAULT_IMAGE = '/images/default-stable.webp';

/** The text cut to `max` characters (whitespace collapsed), with an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max).trimEnd()}…`;
}

/** The listing's photos, cover first; the stock image when it has none. */
export function galleryImages(listing: Pick<ListingDto, 'imageUrls'>): string[] {
  const urls = listing.imageUrls.filter((url) => url.trim() !== '');
  return urls.length ? urls : [DEFAULT_IMAGE];
}

/** The gallery's pictures with their responsive sizes where stored, cover first; the stock image when none. */
export function galleryPictures(listing: Pick<ListingDto, 'imageUrls' | 'images'>): ListingImageDto[] {
  const pictures = (listing.images ?? []).filter((image) => image.url.trim() !== '');
  if (pictures.length) return pictures;
  return galleryImages(listing).map((url) => ({ url, srcset: null, width: null, height: null }));
}

export interface MapPosition {
  latitude: number;
  longitude: number;
  /** False when the stable has no coordinates and the map shows the default centre (Munich). */
  exact: boolean;
}

export function mapPosition(stable: Pick<StableDto, 'latitude' | 'longitude'>): MapPosition {
  const { latitude, longitude } = stable;
  if (latitude == null || longitude == null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    return { ...DEFAULT_MAP_CENTER, exact: false };
  }
  return { latitude, longitude, exact: true };
}

/** One line of the detail page's "Ausstattung": its text, and the amenity whose icon it shows, if any. */
export interface EquipmentItem {
  label: string;
  amenity: StableAmenity | null;
}

const normalised = (text: string) => text.toLocaleLowerCase('de').replace(/\s+/g, ' ').trim();

/**
 * The stable's equipment and the listing's own features as one list without repeats: the amenity flags in the
 * spec's order (the hall with its size), the stable's facilities, then the owner's feature texts. A flag or
 * facility that a feature names more precisely ("Reitplatz" and "Reitplatz 20 × 60 m") or word for word
 * ("Tierarzt vor Ort" twice) is said once, in the feature's words and with the flag's icon. Feeding by the stable
 * ("Fütterung") is care, not equipment: it is listed only when the care facts do not already say how often.
 */
export function equipmentItems(listing: Pick<ListingDto, 'features' | 'stable' | 'facts'>): EquipmentItem[] {
  const { stable } = listing;
  const flags: EquipmentItem[] = STABLE_AMENITIES.filter((key) => stable[key])
    .filter((key) => key !== 'hasFeed' || listing.facts.feedingsPerDay == null)
    .map((key) => ({
      label: key === 'hasFeed' ? 'Fütterung durch den Stall' : amenityLabel(key, STABLE_AMENITY_LABELS[key], stable),
      amenity: key,
    }));
  const general = [...flags, ...facilityLabels(stable).map((label) => ({ label, amenity: null }))];
  const features = listing.features.map((label) => ({ label: label.trim(), amenity: null as StableAmenity | null }));
  const namedBy = (item: EquipmentItem) =>
    features.find((feature) => {
      const text = normalised(feature.label);
      const name = normalised(item.label);
      return text === name || text.startsWith(`${name} `);
    });
  const items: EquipmentItem[] = [];
  for (const item of general) {
    const feature = namedBy(item);
    if (feature) feature.amenity ??= item.amenity;
    else items.push(item);
  }
  const seen = new Set(items.map((item) => normalised(item.label)));
  for (const feature of features) {
    const key = normalised(feature.label);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    items.push(feature);
  }
  return items;
}

/** tel: link of a phone number as people write it ("+49 89 123 45-6" -> "tel:+4989123456"). */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}

/** WhatsApp chat link from the digits of the number (wa.me wants the international number without "+"). */
export function whatsappHref(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** Whether the place is free now: no date, or a date not after `today` (both YYYY-MM-DD). */
export function availableNow(availableFrom: string | null, today: string): boolean {
  return availableFrom == null || availableFrom.slice(0, 10) <= today;
}

/** Today's date (YYYY-MM-DD) in the given time zone. */
export { isoDay } from '#contract/dates.ts';

/** The search page a breadcrumb leads back to: the URL's country, or every region when it has none. */
export function overviewOf(country: Country | null): { href: string; label: string } {
  switch (country) {
    case 'de':
      return { href: '/de', label: 'Deutschland' };
    case 'at':
      return { href: '/at', label: 'Österreich' };
    case 'ch':
      return { href: '/ch', label: 'Schweiz' };
    default:
      return { href: '/stallplaetze', label: 'Alle Stallplätze' };
  }
}

/** "1 Bewertung", "23 Bewertungen". */
export function reviewsLabel(count: number, format: (n: number) => string): string {
  return count === 1 ? '1 Bewertung' : `${format(count)} Bewertungen`;
}

/** "1 Aufruf", "1.234 Aufrufe". */
export function viewsLabel(count: number, format: (n: number) => string): string {
  return count === 1 ? '1 Aufruf' : `${format(count)} Aufrufe`;
}

/**
 * Where "Weitere Stallplätze in der Nähe" leads: the page of the stable's town (`town`, the town of that name),
 * unless that town lies farther than a town page reaches (Baden in Aargau is not Baden bei Wien); then, like for a
 * town without a page, the search around the stable's postal code.
 */
export function nearbyPlacesHref(
  stable: Pick<StableDto, 'postalCode'>,
  position: MapPosition,
  town: Pick<PlacePageDto, 'slug' | 'lat' | 'lon'> | null,
): string {
  const ownTown =
    town &&
    (!position.exact || distanceKm(town, { lat: position.latitude, lon: position.longitude }) <= PLACE_PAGE_RADIUS_KM);
  return ownTown
    ? `/stallplaetze/${town.slug}`
    : searchHref(searchPathOf('all'), withPlace(DEFAULT_STATE, stable.postalCode));
}
