// The offline page's island: what this device can show without a network, read in the browser — the
// favourites (/merkliste), the search pages the service worker saved, and the listings viewed recently.
// Opened online it says so and offers the same links.
import { Fence, Heart, RotateCw, Search, WifiOff, Wifi } from 'lucide-react';
import { useEffect, useState } from 'react';
import { HORSES_LINK } from '#site/components/nav-links.ts';
import { deviceHorses } from '#site/lib/device-horses.ts';
import { savedPagePaths, savedSearches, type SavedSearch } from '#site/lib/offline-cache.ts';
import { readStored } from '#site/lib/stored.ts';
import { regionOfSearchPath } from '#site/lib/search-label.ts';
import { FILTER_FRAGMENT } from '#site/lib/search-url.ts';
import { useMounted } from '#site/lib/use-mounted.ts';
import { useOnline } from '#site/lib/use-online.ts';
import { readRecentViews, type RecentView } from '#site/stores/listing-snapshots.ts';
import { favouritesCountText } from './FavouritesList.tsx';
import SnapshotCard from './SnapshotCard.tsx';

interface Saved {
  searches: SavedSearch[];
  recent: RecentView[];
  /** Paths of the saved pages; null when this browser has no saved pages to ask (no service worker). */
  pages: Set<string> | null;
  favourites: number;
  /** The horse profiles this device holds: a visitor's own, or the account's as last seen. */
  horses: number;
}

function favouriteCount(): number {
  const ids = readStored<unknown>('favourites', []);
  return Array.isArray(ids) ? ids.length : 0;
}

/** The saved search page of this path with the fewest filters, if any. */
function standIn(searches: SavedSearch[], pathname: string): SavedSearch | undefined {
  return searches
    .filter((search) => new URL(search.href, location.origin).pathname === pathname)
    .sort((a, b) => a.href.length - b.href.length)[0];
}

/** How many horses the device holds, and whether their page opens offline (the worker saves it once opened). */
function horsesText({ horses, pages }: Saved): string {
  const held =
    horses === 0 ? 'noch kein Pferd angelegt' : horses === 1 ? '1 Pferd gespeichert' : `${horses} Pferde gespeichert`;
  return pages && !pages.has(HORSES_LINK.href) ? `${held} (Seite nicht offline gespeichert)` : held;
}

const linkClass = 'font-medium text-brand underline-offset-2 hover:underline dark:text-brand-light';
const card =
  'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900';

export default function OfflineLinks() {
  const mounted = useMounted();
  const online = useOnline();
  const [saved, setSaved] = useState<Saved | null>(null);
  // The worker shows this page in place of a page it could not load: the address is still that page's.
  const [missedPath, setMissedPath] = useState('');

  useEffect(() => {
    const missed = location.pathname === '/offline' ? '' : location.pathname + location.search;
    setMissedPath(missed);
    void Promise.all([savedSearches(), savedPagePaths()]).then(([searches, pages]) => {
      // A search that was never loaded as a page (its filters were changed in place): open a saved search page
      // of the same region and hand the wanted filters over, which then apply to the saved results.
      const stand = missed && regionOfSearchPath(location.pathname) ? standIn(searches, location.pathname) : undefined;
      if (stand) {
        location.replace(`${stand.href}#${FILTER_FRAGMENT}${encodeURIComponent(location.search.slice(1))}`);
        return;
      }
      setSaved({
        searches,
        pages,
        recent: readRecentViews(),
        favourites: favouriteCount(),
        horses: deviceHorses().length,
      });
    });
  }, []);

  const isOnline = mounted && online;
  return (
    <div className="grid gap-8">
      <header className="grid gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand/10 text-brand dark:bg-brand-light/15 dark:text-brand-light">
          {isOnline ? (
            <Wifi aria-hidden="true" className="size-6" />
          ) : (
            <WifiOff aria-hidden="true" className="size-6" />
          )}
        </span>
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">
          {isOnline ? 'Du bist online' : 'Du bist offline'}
        </h1>
        <p className="max-w-2xl text-stone-700 dark:text-stone-300">
          {isOnline
            ? 'Du hast eine Internetverbindung. Diese Inhalte stehen dir auf diesem Gerät auch ohne Verbindung zur Verfügung:'
            : `${missedPath ? 'Diese Seite' : 'Die gewünschte Seite'} wurde auf diesem Gerät nicht gespeichert und lässt sich ohne Internetverbindung nicht öffnen. Diese Inhalte sind offline verfügbar:`}
        </p>
        {missedPath && (
          <p className="flex flex-wrap items-center gap-3">
            <button type="button" onClick={() => window.location.reload()} className="btn btn-primary">
              <RotateCw aria-hidden="true" className="size-4" />
              Erneut versuchen
            </button>
            <span className="break-all text-sm text-stone-600 dark:text-stone-400">{missedPath}</span>
          </p>
        )}
      </header>

      <section aria-labelledby="offline-favourites" className={card}>
        <h2 id="offline-favourites" className="flex items-center gap-2 text-lg font-semibold">
          <Heart aria-hidden="true" className="size-5 text-red-600 dark:text-red-400" />
          Merkliste
        </h2>
        <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          <a href="/merkliste" className={linkClass}>
            Zur Merkliste
          </a>
          {saved && ` – ${saved.favourites ? favouritesCountText(saved.favourites) : 'noch keine Stallplätze gemerkt'}`}
        </p>
      </section>

      <section aria-labelledby="offline-horses" className={card}>
        <h2 id="offline-horses" className="flex items-center gap-2 text-lg font-semibold">
          <Fence aria-hidden="true" className="size-5 text-brand dark:text-brand-light" />
          {HORSES_LINK.label}
        </h2>
        <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          <a href={HORSES_LINK.href} className={linkClass}>
            Zu meinen Pferden
          </a>
          {saved && ` – ${horsesText(saved)}`}
        </p>
      </section>

      <section aria-labelledby="offline-searches" className={card}>
        <h2 id="offline-searches" className="flex items-center gap-2 text-lg font-semibold">
          <Search aria-hidden="true" className="size-5 text-brand dark:text-brand-light" />
          Gespeicherte Suchen
        </h2>
        {!saved ? (
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">Wird geladen …</p>
        ) : saved.searches.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
            Noch keine Suchen gespeichert. Suchen, die du mit Verbindung öffnest, stehen dir danach auch offline zur
            Verfügung.
          </p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {saved.searches.map((search) => (
              <li key={search.href}>
                <a href={search.href} className={linkClass}>
                  {search.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="offline-recent" className="grid gap-4">
        <h2 id="offline-recent" className="text-lg font-semibold">
          Zuletzt angesehen
        </h2>
        {!saved ? null : saved.recent.length === 0 ? (
          <p className="text-sm text-stone-600 dark:text-stone-400">Noch keine Stallplätze angesehen.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {saved.recent.map((view) => (
              <li key={view.id} className="grid">
                <SnapshotCard
                  snapshot={view}
                  headingLevel={3}
                  note={saved.pages && !saved.pages.has(view.path) ? 'Nicht offline gespeichert' : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
