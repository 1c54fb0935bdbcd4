// A listing's status as a coloured badge with its German label (a missing status counts as pending).
import { LISTING_STATUS_LABELS, statusOf, type ListingStatus } from '#contract/listing-status.ts';

const STYLES: Record<ListingStatus, string> = {
  active: 'bg-green-100 text-green-800 ring-green-700/20 dark:bg-green-950 dark:text-green-300 dark:ring-green-400/30',
  inactive:
    'bg-stone-100 text-stone-700 ring-stone-600/20 dark:bg-stone-800 dark:text-stone-300 dark:ring-stone-400/30',
  pending: 'bg-amber-100 text-amber-900 ring-amber-700/20 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/30',
  premium:
    'bg-orange-100 text-brand-dark ring-brand/20 dark:bg-orange-950 dark:text-brand-light dark:ring-brand-light/30',
};

export default function StatusBadge({ status }: { status: string | null | undefined }) {
  const known = statusOf(status);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[known]}`}
    >
      {LISTING_STATUS_LABELS[known]}
    </span>
  );
}
