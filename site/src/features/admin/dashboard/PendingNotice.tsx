// The listings that wait for approval, prominently above the figures: a link to them while any wait.
import { ArrowRight, CircleCheck, Clock } from 'lucide-react';
import { Link } from 'wouter';
import { formatCount } from '#site/lib/format.ts';
import { SkeletonBlock } from '#site/components/ui/Skeleton.tsx';
import { useStats } from './queries.ts';

export default function PendingNotice() {
  const { data, isPending } = useStats();
  // Reserves the notice's usual room while loading, so the figures below do not jump.
  if (isPending) return <SkeletonBlock className="mb-6 h-[9.875rem] rounded-xl sm:h-[5.125rem]" />;
  if (!data) return null;
  const pending = data.pendingListings;

  if (pending === 0) {
    return (
      <p className="mb-6 flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-5 py-4 text-emerald-900 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-100">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        Keine Anzeigen warten auf Freigabe.
      </p>
    );
  }
  return (
    <div className="mb-6 flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-500/40 dark:bg-amber-950/40 dark:text-amber-50">
      <p className="flex items-center gap-3">
        <Clock aria-hidden="true" className="size-6 shrink-0 text-amber-700 dark:text-amber-300" />
        <span>
          <span className="block font-semibold">Ausstehende Anzeigen: {formatCount(pending)}</span>
          <span className="text-sm">
            {pending === 1 ? 'Eine Anzeige wartet' : `${formatCount(pending)} Anzeigen warten`} auf Ihre Prüfung und
            Freigabe.
          </span>
        </span>
      </p>
      <Link
        href="/listings?status=pending"
        className="btn shrink-0 bg-amber-700 py-2 text-sm text-white hover:bg-amber-800 dark:bg-amber-300 dark:text-amber-950 dark:hover:bg-amber-200"
      >
        Jetzt prüfen
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
