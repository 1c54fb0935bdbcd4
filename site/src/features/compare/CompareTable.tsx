// The comparison as a table: one column per listing (photo, title, place), the row labels in the first column.
// On a phone the columns swipe sideways (scroll snap) while the labels stay pinned (sticky first column); in
// print every column goes on the paper (the print rules in CompareShell.astro).
import { ClipboardCheck, Star } from 'lucide-react';
import { countryOf } from '#contract/regions.ts';
import type { ListingDto } from '#contract/types.ts';
import { DEFAULT_IMAGE } from '#site/components/card-listing.ts';
import type { CompareCell, CompareSection } from './compare-rows.ts';

const VERDICT_STYLES = {
  yes: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100',
  maybe: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  no: 'bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-100',
} as const;

const LABEL_CELL =
  'compare-label sticky left-0 z-10 w-32 min-w-32 max-w-32 border-r border-stone-200 bg-stone-50 p-2 text-left align-top text-sm font-semibold hyphens-auto [overflow-wrap:anywhere] sm:w-48 sm:min-w-48 sm:max-w-48 sm:p-3 dark:border-stone-800 dark:bg-stone-900';
const VALUE_CELL =
  'compare-value min-w-[calc(100vw-11rem)] snap-start border-b border-stone-200 p-2 align-top text-sm sm:min-w-56 sm:p-3 dark:border-stone-800';

function Stars({ stars }: { stars: number }) {
  return (
    <span className="flex" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`size-4 ${n <= stars ? 'fill-amber-400 text-amber-600 dark:text-amber-400' : 'text-stone-400 dark:text-stone-500'}`}
        />
      ))}
    </span>
  );
}

function Cell({ cell }: { cell: CompareCell }) {
  return (
    <>
      {cell.stars ? (
        <span className="flex flex-wrap items-center gap-1">
          <Stars stars={cell.stars} />
          <span className="sr-only">{cell.text}</span>
        </span>
      ) : cell.verdict ? (
        <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${VERDICT_STYLES[cell.verdict]}`}>
          {cell.text}
        </span>
      ) : (
        <span className="whitespace-pre-line">{cell.text}</span>
      )}
      {cell.detail && (
        <span className="mt-1 block whitespace-pre-line text-xs text-stone-600 dark:text-stone-400">{cell.detail}</span>
      )}
    </>
  );
}

interface Props {
  listings: ListingDto[];
  sections: CompareSection[];
  /** Links to the user's own checklists (not on a shared comparison). */
  checklistLinks?: boolean;
}

export default function CompareTable({ listings, sections, checklistLinks = false }: Props) {
  return (
    <div
      role="region"
      aria-label="Vergleichstabelle, seitlich verschiebbar"
      tabIndex={0}
      className="compare-scroll -mx-4 snap-x snap-mandatory scroll-pl-32 overflow-x-auto sm:mx-0 sm:scroll-pl-48 sm:rounded-2xl sm:border sm:border-stone-200 dark:sm:border-stone-800"
    >
      <table className="compare-table w-full border-separate lg:table-fixed border-spacing-0 bg-white dark:bg-stone-950">
        <caption className="sr-only">Stallplätze im Vergleich</caption>
        <thead>
          <tr>
            <th scope="col" className={`${LABEL_CELL} border-b`}>
              Stallplatz
            </th>
            {listings.map((listing) => {
              const path = `/${countryOf(listing.stable.region)}/stallplatz/${listing.id}`;
              const image = listing.images[0];
              return (
                <th key={listing.id} scope="col" className={`${VALUE_CELL} text-left font-normal`}>
                  <img
                    src={image?.url ?? listing.imageUrls[0] ?? DEFAULT_IMAGE}
                    srcSet={image?.srcset ?? undefined}
                    sizes="(min-width: 640px) 16rem, 70vw"
                    alt=""
                    loading="lazy"
                    className="compare-photo aspect-[4/3] w-full rounded-lg bg-stone-200 object-cover dark:bg-stone-800"
                  />
                  <a
                    href={path}
                    className="mt-2 block font-semibold text-stone-900 hover:text-brand hover:underline dark:text-stone-100 dark:hover:text-brand-light"
                  >
                    {listing.title}
                  </a>
                  <span className="block text-xs text-stone-600 dark:text-stone-400">
                    {listing.stable.postalCode} {listing.stable.city}
                  </span>
                  {checklistLinks && (
                    <a
                      href={`/checkliste/${listing.id}`}
                      className="no-print mt-1 inline-flex items-center gap-1 text-xs font-medium text-brand underline underline-offset-2 dark:text-brand-light"
                    >
                      <ClipboardCheck aria-hidden="true" className="size-3.5" />
                      Checkliste
                    </a>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.id}>
            <tr>
              <th
                scope="colgroup"
                colSpan={listings.length + 1}
                className="border-b border-stone-200 bg-cream p-0 text-left dark:border-stone-800 dark:bg-stone-800"
              >
                <span className="sticky left-0 inline-block px-2 py-2 text-sm font-bold text-brand sm:px-3 dark:text-brand-light">
                  {section.title}
                </span>
              </th>
            </tr>
            {section.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={`${LABEL_CELL} border-b`}>
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={listings[i]!.id} className={VALUE_CELL}>
                    <Cell cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
