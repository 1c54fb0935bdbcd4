// The report's tables and lists: monthly development, regional split and the top listings.
import { ExternalLink } from 'lucide-react';
import { LISTING_STATUS_LABELS, PUBLIC_STATUSES } from '#contract/listing-status.ts';
import { countryOf, REGION_NAMES } from '#contract/regions.ts';
import type { AdminReport } from '#contract/types.ts';
import { formatNumber, formatPercent, monthLabel } from './report-format.ts';

const TH = 'px-1.5 py-2 font-medium text-stone-600 sm:px-3 dark:text-stone-400';
const TD = 'px-1.5 py-2 text-right tabular-nums sm:px-3';

export function MonthlyTable({ monthly }: { monthly: AdminReport['monthly'] }) {
  const sum = (key: 'users' | 'listings' | 'contacts') => monthly.reduce((total, month) => total + month[key], 0);
  return (
    <table className="mt-4 w-full text-[13px] sm:text-sm">
      <caption className="mb-2 text-left text-sm text-stone-600 dark:text-stone-400">
        Neue Benutzer, Anzeigen und Kontaktanfragen der letzten {monthly.length} Monate
      </caption>
      <thead>
        <tr className="border-b border-stone-200 text-left dark:border-stone-700">
          <th scope="col" className={TH}>
            Monat
          </th>
          <th scope="col" className={`${TH} text-right`}>
            Benutzer
          </th>
          <th scope="col" className={`${TH} text-right`}>
            Anzeigen
          </th>
          <th scope="col" className={`${TH} text-right`}>
            Kontakte
          </th>
        </tr>
      </thead>
      <tbody>
        {monthly.map((month) => (
          <tr key={month.month} className="border-b border-stone-100 last:border-0 dark:border-stone-800">
            <th scope="row" className="px-1.5 py-2 text-left font-medium sm:px-3">
              {monthLabel(month.month)}
            </th>
            <td className={TD}>{formatNumber(month.users)}</td>
            <td className={TD}>{formatNumber(month.listings)}</td>
            <td className={TD}>{formatNumber(month.contacts)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-stone-200 font-semibold dark:border-stone-700">
          <th scope="row" className="px-1.5 py-2 text-left sm:px-3">
            Summe
          </th>
          <td className={TD}>{formatNumber(sum('users'))}</td>
          <td className={TD}>{formatNumber(sum('listings'))}</td>
          <td className={TD}>{formatNumber(sum('contacts'))}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export function RegionSplit({ regions }: { regions: AdminReport['regions'] }) {
  return (
    <ul className="mt-4 grid gap-4">
      {regions.map((r) => (
        <li key={r.region} data-testid="report-region">
          <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium">{REGION_NAMES[r.region]}</span>
            <span className="tabular-nums text-stone-700 dark:text-stone-300">
              {formatNumber(r.listings)} {r.listings === 1 ? 'Anzeige' : 'Anzeigen'} · {formatPercent(r.percent)}
            </span>
          </div>
          <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800">
            <div
              className="h-full rounded-full bg-brand dark:bg-brand-light"
              style={{ width: `${Math.min(100, r.percent)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

const isPublic = (status: string) => (PUBLIC_STATUSES as readonly string[]).includes(status);

export function TopListings({ listings }: { listings: AdminReport['topListings'] }) {
  if (listings.length === 0) {
    return <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">Noch keine Anzeigen vorhanden.</p>;
  }
  return (
    <ol className="mt-4 grid gap-3">
      {listings.map((listing, index) => (
        <li
          key={listing.id}
          data-testid="report-top-listing"
          className="grid gap-3 rounded-xl border border-stone-200 p-3 sm:grid-cols-[auto_1fr_auto] sm:items-center dark:border-stone-800"
        >
          <span
            aria-hidden="true"
            className="hidden size-8 items-center justify-center rounded-full bg-brand/10 text-sm font-bold text-brand sm:flex dark:bg-brand-light/15 dark:text-brand-light"
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <p className="font-medium">
              <span className="sr-only">Platz {index + 1}: </span>
              {isPublic(listing.status) ? (
                <a
                  href={`/${countryOf(listing.region)}/stallplatz/${listing.id}`}
                  target="_blank"
                  rel="noopener"
                  className="hover:text-brand hover:underline dark:hover:text-brand-light"
                >
                  <TitleWithIcon title={listing.title} />
                  <span className="sr-only"> (öffnet in neuem Tab)</span>
                </a>
              ) : (
                listing.title
              )}
            </p>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              {REGION_NAMES[listing.region]}
              {!isPublic(listing.status) && ` · ${LISTING_STATUS_LABELS[listing.status]}, nicht öffentlich`}
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-4 text-sm sm:text-right">
            <div>
              <dt className="text-stone-600 dark:text-stone-400">Aufrufe</dt>
              <dd className="font-semibold tabular-nums">{formatNumber(listing.views)}</dd>
            </div>
            <div>
              <dt className="text-stone-600 dark:text-stone-400">Kontakte</dt>
              <dd className="font-semibold tabular-nums">{formatNumber(listing.contacts)}</dd>
            </div>
            <div>
              <dt className="text-stone-600 dark:text-stone-400">Konversion</dt>
              <dd className="font-semibold tabular-nums">{formatPercent(listing.conversionPercent)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** The title with the new-tab icon glued to its last word, so the icon never wraps onto a line of its own. */
function TitleWithIcon({ title }: { title: string }) {
  const cut = title.lastIndexOf(' ');
  return (
    <>
      {cut > 0 && `${title.slice(0, cut)} `}
      <span className="whitespace-nowrap">
        {title.slice(cut + 1)}
        <ExternalLink aria-hidden="true" className="ml-1 inline-block size-3.5 align-[-0.125em]" />
      </span>
    </>
  );
}
