// One stable in the admin's stables list: name and address, owner (linking to their user card), place and
// region, rating, and its listings by status (linking to them in Anzeigen); below them across the row its
// equipment, the hall with its size and the facilities. Below lg the labels show above the values; from lg on
// the list's column heads name them.
import { ArrowRight, Star } from 'lucide-react';
import { Link } from 'wouter';
import { LISTING_STATUS_LABELS, LISTING_STATUSES, type ListingStatus } from '#contract/listing-status.ts';
import { REGION_NAMES } from '#contract/regions.ts';
import type { AdminStableDto } from '#contract/types.ts';
import { equipmentLabels } from '#site/lib/listing-facts.ts';
import { formatStableRating, listingCountLabel, reviewCountLabel } from './stable-format.ts';

const STATUS_COLOURS: Record<ListingStatus, string> = {
  active: 'bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100',
  premium: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  pending: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  inactive: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100',
};

/** The grid of a row and of the column heads above the rows. */
export const ROW_GRID =
  '@4xl:grid @4xl:grid-cols-[minmax(0,2.2fr)_minmax(0,1.6fr)_minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1.7fr)] @4xl:gap-6';

const LABEL = 'text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400 @4xl:sr-only';
const LINK = 'font-medium text-brand underline-offset-2 hover:underline dark:text-brand-light';

export const usersLink = (username: string) => `/users?${new URLSearchParams({ search: username })}`;
export const listingsLink = (stableId: number) => `/listings?${new URLSearchParams({ stableId: String(stableId) })}`;

export default function StableRow({ stable }: { stable: AdminStableDto }) {
  const headingId = `stable-${stable.id}-name`;
  const statuses = LISTING_STATUSES.filter((status) => stable.listingStatuses[status] > 0);
  const equipment = equipmentLabels(stable);
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`rounded-2xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-800 dark:bg-stone-900 ${ROW_GRID}`}
      >
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold">
            {stable.name}
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-400">{stable.address}</p>
        </div>

        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-4 text-sm @xl:grid-cols-4 @4xl:contents">
          <div className="col-span-2 min-w-0 @xl:col-span-1">
            <dt className={LABEL}>Besitzer</dt>
            <dd className="min-w-0">
              <Link
                href={usersLink(stable.owner.username)}
                className={LINK}
                aria-label={`Benutzerkarte von ${stable.owner.name}`}
              >
                {stable.owner.name}
              </Link>
              <span className="block truncate text-stone-600 dark:text-stone-400">@{stable.owner.username}</span>
            </dd>
          </div>
          <div className="min-w-0">
            <dt className={LABEL}>Ort</dt>
            <dd>
              {stable.postalCode} {stable.city}
              <span className="block text-stone-600 dark:text-stone-400">{REGION_NAMES[stable.region]}</span>
            </dd>
          </div>
          <div>
            <dt className={LABEL}>Bewertung</dt>
            <dd>
              <span className="inline-flex items-center gap-1 font-medium">
                {stable.rating !== null && <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />}
                {formatStableRating(stable.rating)}
              </span>
              <span className="block text-stone-600 dark:text-stone-400">{reviewCountLabel(stable.reviewCount)}</span>
            </dd>
          </div>
          <div className="col-span-2 @xl:col-span-1">
            <dt className={LABEL}>Anzeigen</dt>
            <dd>
              <span className="font-medium">{listingCountLabel(stable.listingCount)}</span>
              {statuses.length > 0 && (
                <ul aria-label="Nach Status" className="mt-1 flex flex-wrap gap-1.5">
                  {statuses.map((status) => (
                    <li
                      key={status}
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status]}`}
                    >
                      {stable.listingStatuses[status]} {LISTING_STATUS_LABELS[status]}
                    </li>
                  ))}
                </ul>
              )}
              {stable.listingCount > 0 && (
                <Link href={listingsLink(stable.id)} className={`${LINK} mt-2 inline-flex items-center gap-1`}>
                  Zu den Anzeigen<span className="sr-only"> von {stable.name}</span>
                  <ArrowRight aria-hidden="true" className="size-3.5" />
                </Link>
              )}
            </dd>
          </div>
        </dl>

        <dl className="mt-4 border-t border-stone-100 pt-3 text-sm @4xl:col-span-full @4xl:mt-0 dark:border-stone-800">
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">
            Ausstattung
          </dt>
          <dd className={`mt-1 ${equipment.length ? '' : 'text-stone-600 dark:text-stone-400'}`}>
            {equipment.length
              ? // Each name whole on its line: "Reithalle 20 × 40 m" must not break inside the size.
                equipment.map((label, i) => (
                  <span key={label}>
                    <span className="whitespace-nowrap">{label}</span>
                    {i < equipment.length - 1 && ', '}
                  </span>
                ))
              : 'Keine Angaben'}
          </dd>
        </dl>
      </article>
    </li>
  );
}
