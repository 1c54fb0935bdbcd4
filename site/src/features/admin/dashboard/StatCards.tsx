// The dashboard's eight stat cards (spec section 3 "Admin stats"), with 8 skeleton cards while loading.
import { Building2, FileCheck2, Files, Mail, Star, UserPlus, Users, type LucideIcon } from 'lucide-react';
import type { AdminStats } from '#contract/types.ts';
import { formatCount } from '#site/lib/format.ts';
import { SkeletonList } from '#site/components/ui/Skeleton.tsx';
import LoadError from '#site/components/ui/LoadError.tsx';
import { useStats } from './queries.ts';

const rating = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 });

interface Card {
  label: string;
  value: string;
  hint: string;
  Icon: LucideIcon;
  tone: string;
}

function cardsOf(stats: AdminStats): Card[] {
  const premiumShare = stats.totalListings
    ? percent.format(stats.premiumListings / stats.totalListings)
    : percent.format(0);
  return [
    {
      label: 'Benutzer gesamt',
      value: formatCount(stats.totalUsers),
      hint: 'Registrierte Konten',
      Icon: Users,
      tone: 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-300',
    },
    {
      label: 'Neue Registrierungen',
      value: formatCount(stats.recentRegistrations),
      hint: 'In den letzten 7 Tagen',
      Icon: UserPlus,
      tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300',
    },
    {
      label: 'Ställe',
      value: formatCount(stats.totalStables),
      hint: 'Auf der Plattform',
      Icon: Building2,
      tone: 'bg-orange-100 text-orange-900 dark:bg-orange-400/15 dark:text-orange-300',
    },
    {
      label: 'Aktive Anzeigen',
      value: formatCount(stats.activeListings),
      hint: 'Öffentlich sichtbar',
      Icon: FileCheck2,
      tone: 'bg-green-100 text-green-800 dark:bg-green-400/15 dark:text-green-300',
    },
    {
      label: 'Premium-Anzeigen',
      value: formatCount(stats.premiumListings),
      hint: `${premiumShare} aller Anzeigen`,
      Icon: Star,
      tone: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300',
    },
    {
      label: 'Kontaktanfragen',
      value: formatCount(stats.totalContacts),
      hint: 'Formular und Anzeigen',
      Icon: Mail,
      tone: 'bg-violet-100 text-violet-800 dark:bg-violet-400/15 dark:text-violet-300',
    },
    {
      label: 'Anzeigen gesamt',
      value: formatCount(stats.totalListings),
      hint: 'Alle Status zusammen',
      Icon: Files,
      tone: 'bg-stone-200 text-stone-800 dark:bg-stone-400/15 dark:text-stone-300',
    },
    {
      label: 'Durchschnittliche Bewertung',
      value: stats.averageRating > 0 ? rating.format(stats.averageRating) : '–',
      hint: stats.averageRating > 0 ? 'Von 5 Sternen' : 'Noch keine Bewertungen',
      Icon: Star,
      tone: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-400/15 dark:text-yellow-300',
    },
  ];
}

export default function StatCards() {
  const stats = useStats();
  return (
    <section aria-labelledby="dashboard-stats" className="mb-8">
      <h2 id="dashboard-stats" className="sr-only">
        Kennzahlen
      </h2>
      {stats.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-busy="true">
          <SkeletonList count={8} className="h-36" />
        </div>
      ) : stats.isError ? (
        <LoadError
          what="Die Kennzahlen"
          error={stats.error}
          onRetry={() => void stats.refetch()}
          className="col-span-full"
        />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {cardsOf(stats.data).map(({ label, value, hint, Icon, tone }) => (
            <div
              key={label}
              className="relative flex min-h-36 flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 dark:border-stone-800 dark:bg-stone-900"
            >
              <dt className="text-sm font-medium text-stone-600 sm:pr-12 dark:text-stone-400">
                {label}
                <span
                  aria-hidden="true"
                  className={`absolute right-4 top-4 hidden size-9 place-items-center rounded-lg sm:grid ${tone}`}
                >
                  <Icon className="size-5" />
                </span>
              </dt>
              <dd className="mt-auto pt-3 text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">{value}</dd>
              <dd className="mt-0.5 text-xs text-stone-600 dark:text-stone-400">{hint}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
