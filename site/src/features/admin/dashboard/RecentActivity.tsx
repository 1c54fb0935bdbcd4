// The latest events on the platform (registrations, listings, contact requests, status changes), each with
// its icon and German time; 5 skeleton rows while loading.
import { FilePlus2, Mail, RefreshCw, UserPlus, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { ActivityType } from '#contract/types.ts';
import { SkeletonList } from '#site/components/ui/Skeleton.tsx';
import { formatActivityTime, formatDateTime } from './activity-time.ts';
import LoadError from '#site/components/ui/LoadError.tsx';
import { useRecentActivity } from './queries.ts';

const FIRST_SHOWN = 8;

const TYPES: Record<ActivityType, { Icon: LucideIcon; label: string; tone: string }> = {
  registration: {
    Icon: UserPlus,
    label: 'Registrierung',
    tone: 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-300',
  },
  listing: {
    Icon: FilePlus2,
    label: 'Neue Anzeige',
    tone: 'bg-green-100 text-green-800 dark:bg-green-400/15 dark:text-green-300',
  },
  contact: {
    Icon: Mail,
    label: 'Kontaktanfrage',
    tone: 'bg-violet-100 text-violet-800 dark:bg-violet-400/15 dark:text-violet-300',
  },
  status: {
    Icon: RefreshCw,
    label: 'Statusänderung',
    tone: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300',
  },
};

export default function RecentActivity() {
  const activity = useRecentActivity();
  const [showAll, setShowAll] = useState(false);
  const items = activity.data ?? [];
  const shown = showAll ? items : items.slice(0, FIRST_SHOWN);
  const now = new Date();

  return (
    <section
      aria-labelledby="dashboard-activity"
      className="rounded-xl border border-stone-200 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="border-b border-stone-200 px-5 py-4 dark:border-stone-800">
        <h2 id="dashboard-activity" className="text-lg font-semibold">
          Letzte Aktivitäten
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">Was zuletzt auf der Plattform passiert ist</p>
      </div>
      <div className="p-3 sm:p-4">
        {activity.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <SkeletonList count={5} className="h-14" />
          </div>
        ) : activity.isError ? (
          <LoadError what="Die Aktivitäten" error={activity.error} onRetry={() => void activity.refetch()} />
        ) : items.length === 0 ? (
          <p className="px-2 py-8 text-center text-stone-600 dark:text-stone-400">Keine aktuellen Aktivitäten.</p>
        ) : (
          <>
            <ul className="grid gap-1">
              {shown.map((item, index) => {
                const { Icon, label, tone } = TYPES[item.type];
                return (
                  <li key={`${item.timestamp}-${index}`} className="flex items-start gap-3 rounded-lg px-2 py-2.5">
                    <span
                      aria-hidden="true"
                      className={`mt-0.5 grid size-9 shrink-0 place-items-center rounded-full ${tone}`}
                    >
                      <Icon className="size-4" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="break-words text-[0.9375rem]">
                        <span className="sr-only">{label}: </span>
                        {item.action}
                      </p>
                      <time
                        dateTime={item.timestamp}
                        title={formatDateTime(item.timestamp)}
                        className="text-sm text-stone-600 dark:text-stone-400"
                      >
                        {formatActivityTime(item.timestamp, now)}
                      </time>
                    </div>
                  </li>
                );
              })}
            </ul>
            {items.length > FIRST_SHOWN && (
              <button
                type="button"
                onClick={() => setShowAll((all) => !all)}
                aria-expanded={showAll}
                className="mt-2 w-full rounded-lg px-3 py-2 text-sm font-medium text-brand hover:bg-stone-100 dark:text-brand-light dark:hover:bg-stone-800"
              >
                {showAll ? 'Weniger anzeigen' : `Alle ${items.length} Aktivitäten anzeigen`}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
