// A remembered listing (listing-snapshots.ts) as a compact card: photo, title, place, stall type and price,
// linking to the detail page. Renders without the API, so /merkliste and /offline work offline.
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { REGION_NAMES } from '#contract/regions.ts';
import { STALL_TYPE_LABELS } from '#contract/stall-types.ts';
import { DEFAULT_IMAGE } from '#site/components/card-listing.ts';
import { formatEuro } from '#site/lib/format.ts';
import type { ListingSnapshot } from '#site/stores/listing-snapshots.ts';

interface Props {
  snapshot: ListingSnapshot;
  /** Heading level of the title within the page. */
  headingLevel?: 2 | 3;
  /** A control in the card's corner (the remove heart). */
  action?: ReactNode;
  /** A short remark under the price, e.g. that the page is not saved for offline use. */
  note?: string;
}

export default function SnapshotCard({ snapshot, headingLevel = 2, action, note }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand dark:border-stone-800 dark:bg-stone-900 dark:has-[a:focus-visible]:ring-brand-light">
      <div className="relative aspect-[3/2] overflow-hidden bg-stone-200 dark:bg-stone-800">
        <img
          src={snapshot.image ?? DEFAULT_IMAGE}
          alt=""
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          // A photo this device never loaded cannot show offline: the stock picture stands in.
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(DEFAULT_IMAGE)) e.currentTarget.src = DEFAULT_IMAGE;
          }}
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-base font-semibold leading-snug">
          <a
            href={snapshot.path}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {snapshot.title}
          </a>
        </Heading>
        <p className="flex items-center gap-1 text-sm text-stone-600 dark:text-stone-400">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {snapshot.postalCode} {snapshot.city}
          {REGION_NAMES[snapshot.region] ? `, ${REGION_NAMES[snapshot.region]}` : ''}
        </p>
        <p className="text-sm text-stone-700 dark:text-stone-300">{STALL_TYPE_LABELS[snapshot.stallType] ?? ''}</p>
        <p className="mt-auto pt-2">
          <span className="text-xl font-bold text-brand dark:text-brand-light">
            {formatEuro(snapshot.pricePerMonth)}
          </span>{' '}
          <span className="text-sm text-stone-600 dark:text-stone-400">€ / Monat</span>
        </p>
        {note && <p className="text-xs text-stone-600 dark:text-stone-400">{note}</p>}
      </div>
      {action}
    </article>
  );
}
