// Shortcuts to the sections with how many entries each holds (from the stats).
import { BarChart3, ChevronRight, FileText, Mail, Settings, Users, Warehouse, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { AdminStats } from '#contract/types.ts';
import { formatCount } from '#site/lib/format.ts';
import { SkeletonBlock } from '#site/components/ui/Skeleton.tsx';
import { useStats } from './queries.ts';

interface Shortcut {
  href: string;
  label: string;
  Icon: LucideIcon;
  count?: (stats: AdminStats) => string;
}

const SHORTCUTS: Shortcut[] = [
  { href: '/users', label: 'Benutzer verwalten', Icon: Users, count: (s) => `${formatCount(s.totalUsers)} Benutzer` },
  {
    href: '/listings',
    label: 'Anzeigen verwalten',
    Icon: FileText,
    count: (s) => `${formatCount(s.totalListings)} Anzeigen`,
  },
  { href: '/stables', label: 'Ställe ansehen', Icon: Warehouse, count: (s) => `${formatCount(s.totalStables)} Ställe` },
  {
    href: '/contacts',
    label: 'Kontaktanfragen lesen',
    Icon: Mail,
    count: (s) => `${formatCount(s.totalContacts)} ${s.totalContacts === 1 ? 'Anfrage' : 'Anfragen'}`,
  },
  { href: '/reports', label: 'Berichte ansehen', Icon: BarChart3 },
  { href: '/settings', label: 'Einstellungen ändern', Icon: Settings },
];

export default function QuickAccess() {
  const { data } = useStats();
  return (
    <section
      aria-labelledby="dashboard-quick"
      className="rounded-xl border border-stone-200 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="border-b border-stone-200 px-5 py-4 dark:border-stone-800">
        <h2 id="dashboard-quick" className="text-lg font-semibold">
          Schnellzugriff
        </h2>
      </div>
      <ul className="grid gap-1 p-3 sm:p-4">
        {SHORTCUTS.map(({ href, label, Icon, count }) => (
          <li key={href}>
            <Link
              href={href}
              className="group flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-stone-100 dark:hover:bg-stone-800"
            >
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand/10 text-brand dark:bg-brand-light/15 dark:text-brand-light"
              >
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{label}</span>
                {count &&
                  (data ? (
                    <span className="block text-sm text-stone-600 dark:text-stone-400">{count(data)}</span>
                  ) : (
                    <SkeletonBlock className="mt-1 h-4 w-20" />
                  ))}
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-4 text-stone-500 transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
