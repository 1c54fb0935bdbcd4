// A listing as a card (grid) or row (list): cover image, badge, title, place, stall type, price, rating
// and amenities; links to the detail page. Used by the home page's featured list and the search results.
import { Car, MapPin, Star } from 'lucide-react';
import { parseCoordinates } from '#contract/geo.ts';
import { minutesText } from '#contract/travel.ts';
import { countryOf, REGION_NAMES, type Region } from '#contract/regions.ts';
import { STALL_TYPE_LABELS } from '#contract/stall-types.ts';
import { formatEuro, formatKm, formatRating } from '../lib/format.ts';
import { cardAttributes, DEFAULT_IMAGE, type CardListing } from './card-listing.ts';
import FavouriteButton from './FavouriteButton.tsx';

export function listingPath(listing: { id: number; stable: { region: Region } }): string {
  return `/${countryOf(listing.stable.region)}/stallplatz/${listing.id}`;
}

/**
 * The detail page with the search's travel origins, which it measures from too (`from`, `from2`); a search around
 * a place without travel origins (`near`, e.g. "80331") carries that place as the origin (issue 39.7).
 */
export function listingHref(listing: CardListing, near = ''): string {
  const params = new URLSearchParams(
    listing.travel?.map((time, i) => [i ? 'from2' : 'from', time.from]) ?? (near ? [['from', near]] : []),
  );
  return params.size ? `${listingPath(listing)}?${params}` : listingPath(listing);
}

/** An origin as a time names it: "ab 80331 München", "ab deinem Standort" for "In meiner Nähe". */
export const fromText = (from: string) => `ab ${parseCoordinates(from) ? 'deinem Standort' : from}`;

/** The card's amenity line: the highlights the stable has, else "Grundausstattung". */
export function amenityLine(stable: CardListing['stable']): string {
  const highlights = [
    stable.hasRidingArena && 'Reitplatz',
    stable.hasWashArea && 'Waschplatz',
    stable.hasWifi && 'WLAN',
  ].filter(Boolean);
  return highlights.length ? highlights.join(' · ') : 'Grundausstattung';
}

interface Props {
  listing: CardListing;
  layout?: 'grid' | 'list';
  /** Above-the-fold cards load eagerly, the very first at high priority (the page's largest paint); the rest lazily. */
  eager?: boolean | 'first';
  /** Heading level of the title within the page. */
  headingLevel?: 2 | 3;
  /** The card is rendered by the server alone: its heart is hearts.ts's (see FavouriteButton). */
  scriptedHeart?: boolean;
  /** The place the search was around (`near`), which the detail page measures the drive from. */
  near?: string | undefined;
}

/** How wide the cover shows: a third of the page in the desktop grid, half on tablets, all on phones. */
const CARD_IMAGE_SIZES = {
  grid: '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw',
  list: '(min-width: 640px) 18rem, 100vw',
} as const;

export default function ListingCard({
  listing,
  layout = 'grid',
  eager = false,
  headingLevel = 3,
  scriptedHeart = false,
  near,
}: Props) {
  const { stable } = listing;
  // Stored photos come with their sizes; older image URLs and the stock image without.
  const cover = listing.images?.[0];
  const Heading = `h${headingLevel}` as const;
  const list = layout === 'list';
  return (
    // Cards out of view are neither styled nor laid out until scrolled near (content-visibility), at about their
    // usual height: a page of 24 cards would otherwise cost a phone a long first layout.
    <article
      {...cardAttributes(listing)}
      className={`group relative flex overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition [content-visibility:auto] hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand dark:border-stone-800 dark:bg-stone-900 dark:has-[a:focus-visible]:ring-brand-light ${
        list
          ? 'flex-col [contain-intrinsic-size:auto_28rem] sm:flex-row sm:[contain-intrinsic-size:auto_12rem]'
          : 'flex-col [contain-intrinsic-size:auto_28rem]'
      }`}
    >
      <div
        className={`relative shrink-0 overflow-hidden bg-stone-200 dark:bg-stone-800 ${list ? 'aspect-[3/2] sm:aspect-auto sm:w-72' : 'aspect-[3/2]'}`}
      >
        <img
          src={cover?.url ?? listing.imageUrls[0] ?? DEFAULT_IMAGE}
          srcSet={cover?.srcset ?? undefined}
          sizes={cover?.srcset ? CARD_IMAGE_SIZES[layout] : undefined}
          alt=""
          width={cover?.width ?? 1200}
          height={cover?.height ?? 800}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager === 'first' ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
        {/* Only Premium is badged: a "Standard" badge says nothing, and "Verified" would claim a check nobody made. */}
        {listing.isPremium && (
          <span className="absolute left-3 top-3 rounded-full bg-amber-400 px-2.5 py-1 text-xs font-semibold text-stone-950 shadow-sm">
            Premium
          </span>
        )}
        {/* "Passt mein Pferd?" for the visitor's active horse: fit-badges.ts fills it in the browser. */}
        <p
          data-fit-badge=""
          hidden
          className="absolute bottom-3 left-3 max-w-[calc(100%-1.5rem)] truncate rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm"
        ></p>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-base font-semibold leading-snug">
          {/* The stretched link makes the whole card clickable while the heart stays its own button; its
              focus ring is drawn around the whole card (has-[a:focus-visible] above). */}
          <a
            href={listingHref(listing, near)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {listing.title}
          </a>
        </Heading>
        <p className="flex items-center gap-1 text-sm text-stone-600 dark:text-stone-400">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {stable.postalCode} {stable.city}, {REGION_NAMES[stable.region]}
        </p>
        {listing.distanceKm !== undefined && (
          <p className="text-sm font-medium text-stone-800 dark:text-stone-200">
            {formatKm(listing.distanceKm)} entfernt
          </p>
        )}
        {listing.travel?.map((time) => (
          <p key={time.from} className="flex items-center gap-1 text-sm text-stone-800 dark:text-stone-200">
            <Car aria-hidden="true" className="size-4 shrink-0" />
            <span>
              {minutesText(time)} {fromText(time.from)}
              {time.estimated && <span className="text-stone-600 dark:text-stone-400"> · geschätzt</span>}
            </span>
          </p>
        ))}
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {STALL_TYPE_LABELS[listing.stallType]}
          {listing.freePlaces === 0 && (
            <strong className="font-semibold text-amber-800 dark:text-amber-300"> · Derzeit belegt</strong>
          )}
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-400">{amenityLine(stable)}</p>
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <p>
            <span className="text-xl font-bold text-brand dark:text-brand-light">
              {formatEuro(listing.pricePerMonth)}
            </span>{' '}
            <span className="text-sm text-stone-600 dark:text-stone-400">€ / Monat</span>
            {listing.totalMonthly !== undefined && listing.totalMonthly > listing.pricePerMonth && (
              // On the same line, so a card with extras is as tall as one without (and as its skeleton).
              <span className="whitespace-nowrap text-xs text-stone-600 dark:text-stone-400">
                {' · '}gesamt ca. {formatEuro(listing.totalMonthly)} €
              </span>
            )}
          </p>
          <p className="flex items-center gap-1 text-sm font-medium">
            {/* No reviews, no rating: never a default figure (issue 37). */}
            {stable.rating === null ? (
              'Noch keine Bewertungen'
            ) : (
              <>
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                <span>
                  {formatRating(stable.rating)}
                  <span className="sr-only"> von 5 Sternen</span>
                </span>
              </>
            )}
          </p>
        </div>
      </div>
      <FavouriteButton listing={listing} scripted={scriptedHeart} />
    </article>
  );
}
