// One listing in the listings screen: its facts and the admin's controls (status, premium flag, view, delete),
// with the structured facts folded below. A card in a narrow list; in a wide one (container query: the shell's
// sidebar takes room) the facts and the controls sit side by side in one row, the controls level with the title
// however many lines the facts take.
import {
  Calendar,
  CalendarClock,
  Check,
  DoorOpen,
  ExternalLink,
  Eye,
  MapPin,
  ReceiptEuro,
  Star,
  Trash2,
  Warehouse,
  X,
} from 'lucide-react';
import { isoDay } from '#contract/dates.ts';
import { HOME_TIME_ZONE } from '#contract/limits.ts';
import { LISTING_STATUSES, LISTING_STATUS_LABELS, type ListingStatus } from '#contract/listing-status.ts';
import { REGION_NAMES } from '#contract/regions.ts';
import { homeDayOf, type AdminListingDto } from '#contract/listing-freshness.ts';
import { listingPath } from '#site/components/ListingCard.tsx';
import { formatCount, formatDate, formatEuro } from '#site/lib/format.ts';
import { formatGermanDate } from '#site/lib/german-date.ts';
import { vacancyLabel } from '#site/lib/listing-facts.ts';
import StatusBadge from '#site/components/ui/StatusBadge.tsx';
import { usePremiumToggle, useReviewDecision, useStatusChange } from './listing-changes.ts';
import ListingFactsPanel from './ListingFactsPanel.tsx';

interface Props {
  listing: AdminListingDto;
  onDelete: () => void;
  /** Opens the rejection dialog (pending listings only). */
  onReject: () => void;
}

const ICON_BUTTON =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-stone-300 bg-white text-stone-700 transition-colors hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200 dark:hover:bg-stone-800';

export default function ListingRow({ listing, onDelete, onReject }: Props) {
  const { stable } = listing;
  const status = useStatusChange(listing);
  const premium = usePremiumToggle(listing);
  const review = useReviewDecision(listing);
  const quoted = `„${listing.title}“`;
  const vacancy = vacancyLabel(listing, isoDay(new Date(), HOME_TIME_ZONE));

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900 @3xl:px-5">
      <article aria-labelledby={`listing-${listing.id}`}>
        <div className="flex flex-col gap-4 @3xl:flex-row @3xl:items-start @3xl:gap-6">
          <div className="grid min-w-0 flex-1 gap-1.5">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <div className="flex min-w-0 items-center gap-1.5">
                {listing.isPremium && (
                  <span role="img" aria-label="Premium-Anzeige" title="Premium-Anzeige" className="shrink-0">
                    <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                  </span>
                )}
                <h2 id={`listing-${listing.id}`} className="min-w-0 font-semibold break-words">
                  {listing.title}
                </h2>
              </div>
              <StatusBadge status={listing.status} />
            </div>
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
              <div className="flex min-w-0 items-center gap-1">
                <dt className="sr-only">Stall</dt>
                <Warehouse aria-hidden="true" className="size-4 shrink-0" />
                <dd className="font-medium text-stone-800 dark:text-stone-200">{stable.name}</dd>
              </div>
              <div className="flex min-w-0 items-center gap-1">
                <dt className="sr-only">Ort</dt>
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                <dd>
                  {stable.city}, {REGION_NAMES[stable.region]}
                </dd>
              </div>
            </dl>
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
              <div>
                <dt className="sr-only">Preis</dt>
                <dd className="font-semibold text-stone-900 dark:text-stone-100">
                  {formatEuro(listing.pricePerMonth)} €/Monat
                </dd>
              </div>
              <div className="flex items-center gap-1">
                <dt className="sr-only">Gesamtkosten</dt>
                <ReceiptEuro aria-hidden="true" className="size-4 shrink-0" />
                <dd>
                  <span aria-hidden="true">Gesamt </span>
                  {formatEuro(listing.totalMonthly)} €/Monat
                </dd>
              </div>
              <div className="flex items-center gap-1">
                <dt className="sr-only">Frei</dt>
                <DoorOpen aria-hidden="true" className="size-4 shrink-0" />
                <dd>
                  {listing.freePlaces > 0 && <span aria-hidden="true">Frei </span>}
                  {vacancy}
                </dd>
              </div>
              <div className="flex items-center gap-1">
                <dt className="sr-only">Aufrufe</dt>
                <Eye aria-hidden="true" className="size-4 shrink-0" />
                <dd>{formatCount(listing.viewCount)} Aufrufe</dd>
              </div>
              <div className="flex items-center gap-1">
                <dt className="sr-only">Erstellt am</dt>
                <Calendar aria-hidden="true" className="size-4 shrink-0" />
                <dd>
                  <span aria-hidden="true">Erstellt am </span>
                  <time dateTime={listing.createdAt}>{formatDate(listing.createdAt)}</time>
                </dd>
              </div>
              <ExpiryFact listing={listing} />
            </dl>
            {listing.status === 'pending' && (
              <div className="mt-1 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={review.approve}
                  aria-disabled={review.busy}
                  className="inline-flex h-9 items-center gap-1.5 rounded-xl bg-green-700 px-3 text-sm font-semibold text-white transition-colors hover:bg-green-800 aria-disabled:cursor-progress aria-disabled:opacity-60"
                >
                  <Check aria-hidden="true" className="size-4" />
                  Freigeben
                  <span className="sr-only"> {quoted}</span>
                </button>
                <button
                  type="button"
                  onClick={onReject}
                  aria-disabled={review.busy}
                  className="inline-flex h-9 items-center gap-1.5 rounded-xl border border-red-300 bg-white px-3 text-sm font-semibold text-red-800 transition-colors hover:bg-red-50 aria-disabled:cursor-progress aria-disabled:opacity-60 dark:border-red-800 dark:bg-stone-900 dark:text-red-300 dark:hover:bg-red-950"
                >
                  <X aria-hidden="true" className="size-4" />
                  Ablehnen
                  <span className="sr-only"> {quoted}</span>
                </button>
              </div>
            )}
          </div>

          <div className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-2 border-t border-stone-100 pt-4 @md:flex dark:border-stone-800 @3xl:border-0 @3xl:pt-0">
            <select
              aria-label={`Status von ${quoted}`}
              value={status.value}
              onChange={(event) => status.change(event.target.value as ListingStatus)}
              className="field col-span-3 h-10 py-0 text-sm @md:w-40"
            >
              {LISTING_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {LISTING_STATUS_LABELS[value]}
                </option>
              ))}
            </select>
            <button
              type="button"
              // aria-disabled rather than disabled: a disabled button would drop the keyboard focus.
              onClick={premium.toggle}
              aria-disabled={premium.busy}
              title={listing.isPremium ? 'Zur Standard-Anzeige machen' : 'Zur Premium-Anzeige machen'}
              className={`inline-flex h-10 items-center justify-center gap-1.5 rounded-xl border px-3 text-sm font-semibold transition-colors @md:w-32 aria-disabled:cursor-progress aria-disabled:opacity-60 ${
                listing.isPremium
                  ? 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200 dark:hover:bg-amber-900'
                  : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200 dark:hover:bg-stone-800'
              }`}
            >
              <Star
                aria-hidden="true"
                className={`size-4 ${listing.isPremium ? 'fill-amber-400 text-amber-600 dark:text-amber-400' : ''}`}
              />
              {listing.isPremium ? 'Premium' : 'Standard'}
              <span className="sr-only"> (Premium-Status von {quoted} umschalten)</span>
            </button>
            <a
              href={listingPath(listing)}
              target="_blank"
              rel="noopener"
              title="Öffentlich ansehen"
              className={ICON_BUTTON}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{quoted} ansehen (öffnet in neuem Tab)</span>
            </a>
            <button
              type="button"
              onClick={onDelete}
              title="Löschen"
              className={`${ICON_BUTTON} hover:text-red-700 dark:hover:text-red-400`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sr-only">{quoted} löschen</span>
            </button>
          </div>
        </div>
        <div className="mt-3 border-t border-stone-100 pt-2 dark:border-stone-800">
          <ListingFactsPanel listing={listing} />
        </div>
      </article>
    </li>
  );
}

/** When the listing runs out for want of its owner's updates, or when it ran out (contract/listing-freshness.ts). */
function ExpiryFact({ listing }: { listing: AdminListingDto }) {
  const at = listing.expiredAt ?? listing.expiresAt;
  if (!at) return null;
  const label = listing.expiredAt ? 'Abgelaufen am' : 'Läuft ab am';
  return (
    <div className="flex items-center gap-1">
      <dt className="sr-only">Ablauf</dt>
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      <dd>
        {label} <time dateTime={at}>{formatGermanDate(homeDayOf(at))}</time>
      </dd>
    </div>
  );
}
