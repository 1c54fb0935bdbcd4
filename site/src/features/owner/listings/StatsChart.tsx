// A listing's statistics of the last STATS_DAYS days: totals, and views and enquiries per day as two small
// SVG bar charts (no chart library). Each chart is one image with a summary for screen readers; the exact
// numbers are in a table behind "Zahlen als Tabelle".
import { STATS_DAYS, type ListingStatsDto } from '#contract/owner.ts';
import { formatCount, formatDate } from '#site/lib/format.ts';
import LoadError from '#site/components/ui/LoadError.tsx';
import { SkeletonBlock } from '#site/components/ui/Skeleton.tsx';
import { useListingStats } from '../queries.ts';

const WIDTH = 600;
const HEIGHT = 120;

function Bars({
  label,
  values,
  days,
  className,
}: {
  label: string;
  values: number[];
  days: string[];
  className: string;
}) {
  const max = Math.max(1, ...values);
  const slot = WIDTH / Math.max(1, values.length);
  const busiest = values.indexOf(Math.max(...values));
  const summary =
    values.some((v) => v > 0) && busiest >= 0
      ? `${label}: ${formatCount(values.reduce((a, b) => a + b, 0))} in ${values.length} Tagen, am meisten am ${formatDate(days[busiest]!)} (${formatCount(values[busiest]!)}).`
      : `${label}: keine in den letzten ${values.length} Tagen.`;
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">{label} pro Tag</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 2}`}
        role="img"
        aria-label={summary}
        preserveAspectRatio="none"
        className="h-28 w-full"
      >
        <line
          x1="0"
          x2={WIDTH}
          y1={HEIGHT + 1}
          y2={HEIGHT + 1}
          className="stroke-stone-300 dark:stroke-stone-700"
          strokeWidth="2"
        />
        {values.map((value, i) => {
          const height = (value / max) * HEIGHT;
          return (
            <rect
              key={days[i]}
              x={i * slot + slot * 0.15}
              width={slot * 0.7}
              y={HEIGHT - height}
              height={height}
              rx="2"
              className={className}
            >
              <title>{`${formatDate(days[i]!)}: ${formatCount(value)}`}</title>
            </rect>
          );
        })}
      </svg>
      {!values.some((v) => v > 0) && (
        <p className="-mt-16 mb-10 text-center text-sm text-stone-600 dark:text-stone-400" aria-hidden="true">
          Keine {label} in diesem Zeitraum
        </p>
      )}
      <div className="flex justify-between text-xs text-stone-600 dark:text-stone-400" aria-hidden="true">
        <span>{days[0] && formatDate(days[0])}</span>
        <span>{days.at(-1) && formatDate(days.at(-1)!)}</span>
      </div>
    </figure>
  );
}

export default function StatsChart({ listingId }: { listingId: number }) {
  const stats = useListingStats(listingId);
  if (stats.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3" data-testid="owner-skeleton">
        <SkeletonBlock className="h-16 w-full" />
        <SkeletonBlock className="h-28 w-full" />
      </div>
    );
  }
  if (stats.isError)
    return <LoadError what="Die Statistiken" error={stats.error} onRetry={() => void stats.refetch()} />;
  return <StatsView stats={stats.data} />;
}

export function StatsView({ stats }: { stats: ListingStatsDto }) {
  const days = stats.days.map((d) => d.day);
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-4">
        <div className="rounded-xl bg-stone-100 p-4 dark:bg-stone-800">
          <dt className="text-sm text-stone-600 dark:text-stone-400">Aufrufe ({STATS_DAYS} Tage)</dt>
          <dd className="text-2xl font-bold" data-testid="stats-views">
            {formatCount(stats.totals.views)}
          </dd>
        </div>
        <div className="rounded-xl bg-stone-100 p-4 dark:bg-stone-800">
          <dt className="text-sm text-stone-600 dark:text-stone-400">Anfragen ({STATS_DAYS} Tage)</dt>
          <dd className="text-2xl font-bold" data-testid="stats-enquiries">
            {formatCount(stats.totals.enquiries)}
          </dd>
        </div>
      </dl>
      <Bars
        label="Aufrufe"
        values={stats.days.map((d) => d.views)}
        days={days}
        className="fill-brand dark:fill-brand-light"
      />
      <Bars
        label="Anfragen"
        values={stats.days.map((d) => d.enquiries)}
        days={days}
        className="fill-sky-700 dark:fill-sky-400"
      />
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Zahlen als Tabelle</summary>
        <div
          className="mt-3 max-h-80 overflow-auto rounded-xl border border-stone-200 dark:border-stone-800"
          tabIndex={0}
          role="region"
          aria-label="Statistik pro Tag"
        >
          <table className="w-full text-left">
            <caption className="sr-only">
              Aufrufe und Anfragen pro Tag vom {formatDate(stats.from)} bis {formatDate(stats.to)}
            </caption>
            <thead className="sticky top-0 bg-stone-100 dark:bg-stone-800">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Tag
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Aufrufe
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Anfragen
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.days.map((d) => (
                <tr key={d.day} className="border-t border-stone-100 dark:border-stone-800">
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {formatDate(d.day)}
                  </th>
                  <td className="px-3 py-1.5 text-right">{formatCount(d.views)}</td>
                  <td className="px-3 py-1.5 text-right">{formatCount(d.enquiries)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
