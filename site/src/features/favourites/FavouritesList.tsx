// The favourites page's island (/merkliste): the hearts set on this device (and, signed in, in the account)
// as cards from the snapshots the device keeps, so the list shows without a network. Online, the cards are
// refreshed from GET /api/listings/batch, and listings that are gone leave the list with a notice.
import { useStore } from '@nanostores/react';
import { ClipboardCheck, Columns3, Heart, HeartOff, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import ListingCardSkeleton from '#site/components/ListingCardSkeleton.tsx';
import { fetchListingsBatch } from '#site/lib/api.ts';
import { useMounted } from '#site/lib/use-mounted.ts';
import { $favourites, toggleFavourite } from '#site/stores/favourites.ts';
import {
  forgetRecentViews,
  readRecentViews,
  readSnapshots,
  saveSnapshots,
  snapshotOf,
  type ListingSnapshot,
  type RecentView,
} from '#site/stores/listing-snapshots.ts';
import { $user } from '#site/stores/user.ts';
import SnapshotCard from './SnapshotCard.tsx';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function favouritesCountText(count: number): string {
  return count === 1 ? '1 gemerkter Stallplatz' : `${count} gemerkte Stallplätze`;
}

export function goneText(titles: string[]): string {
  if (titles.length === 1) return `„${titles[0]}“ ist nicht mehr verfügbar und wurde von deiner Merkliste entfernt.`;
  return `${titles.length} Stallplätze sind nicht mehr verfügbar und wurden von deiner Merkliste entfernt: ${titles.map((t) => `„${t}“`).join(', ')}.`;
}

/** A heart whose card this device never saw (set on another device): shown until it can be loaded. */
function placeholderOf(id: number): ListingSnapshot {
  return {
    id,
    path: `/stallplatz/${id}`,
    title: `Stallplatz Nr. ${id}`,
    image: null,
    pricePerMonth: NaN,
    city: '',
    postalCode: '',
    region: 'germany',
    stallType: 'inside_box',
    savedAt: '',
  };
}

function RemoveButton({ snapshot }: { snapshot: ListingSnapshot }) {
  return (
    <button
      type="button"
      onClick={() => toggleFavourite(snapshot.id)}
      aria-label={`${snapshot.title} von der Merkliste entfernen`}
      title="Von der Merkliste entfernen"
      className="absolute right-3 top-3 z-10 rounded-full bg-white/95 p-2 text-red-600 shadow-sm hover:bg-red-50 dark:bg-stone-950/90 dark:text-red-400 dark:hover:bg-stone-800"
    >
      <Heart aria-hidden="true" className="size-5 fill-current" />
    </button>
  );
}

export default function FavouritesList() {
  const mounted = useMounted();
  const ids = useStore($favourites);
  const user = useStore($user);
  const [snapshots, setSnapshots] = useState<Map<number, ListingSnapshot>>(() => new Map());
  const [recent, setRecent] = useState<RecentView[]>([]);
  const [gone, setGone] = useState<string[]>([]);
  const [refreshing, setRefreshing] = useState(true);
  const refreshedFor = useRef('');

  useEffect(() => {
    setSnapshots(readSnapshots());
    setRecent(readRecentViews());
  }, [ids]);

  // Online: the remembered cards follow the listings' current state; gone listings leave the list.
  useEffect(() => {
    if (!mounted) return;
    const key = [...ids].sort((a, b) => a - b).join(',');
    const refresh = async () => {
      if (!navigator.onLine || ids.length === 0 || refreshedFor.current === key) {
        setRefreshing(false);
        return;
      }
      refreshedFor.current = key;
      try {
        const listings = await fetchListingsBatch(ids);
        saveSnapshots(listings.map((listing) => snapshotOf(listing)));
        const found = new Set(listings.map((l) => l.id));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length) {
          const known = readSnapshots();
          setGone(missing.map((id) => (known.get(id) ?? placeholderOf(id)).title));
          forgetRecentViews(missing);
          // The list without them needs no second refresh.
          refreshedFor.current = ids
            .filter((id) => found.has(id))
            .sort((a, b) => a - b)
            .join(',');
          for (const id of missing) toggleFavourite(id);
        }
        setSnapshots(readSnapshots());
        setRecent(readRecentViews());
      } catch {
        // No connection after all: the remembered cards stay.
        refreshedFor.current = '';
      } finally {
        setRefreshing(false);
      }
    };
    void refresh();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [mounted, ids]);

  if (!mounted) {
    return (
      <div role="status" aria-label="Merkliste wird geladen" className={GRID}>
        <ListingCardSkeleton />
        <ListingCardSkeleton />
        <ListingCardSkeleton />
      </div>
    );
  }

  // The latest heart first.
  const favourites = [...ids].reverse().map((id) => snapshots.get(id) ?? placeholderOf(id));
  const recentOthers = recent.filter((view) => !ids.includes(view.id)).slice(0, 6);

  return (
    <div className="grid gap-10">
      {gone.length > 0 && (
        <p
          role="status"
          className="rounded-xl border border-stone-300 bg-white px-4 py-3 text-sm dark:border-stone-700 dark:bg-stone-900"
        >
          {goneText(gone)}
        </p>
      )}

      <section aria-labelledby="favourites-title" className="grid gap-5">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="favourites-title" className="text-lg font-semibold">
            {favourites.length ? favouritesCountText(favourites.length) : 'Noch keine Stallplätze gemerkt'}
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {user ? (
              <>
                Deine Merkliste wird mit deinem Konto abgeglichen und ist auch offline verfügbar. Wird ein Platz
                günstiger oder wieder frei?{' '}
                <a
                  href="/profile#benachrichtigungen"
                  className="font-medium text-brand underline-offset-2 hover:underline dark:text-brand-light"
                >
                  Hinweise per E-Mail einstellen
                </a>
              </>
            ) : (
              <>
                Auf diesem Gerät gespeichert und auch offline verfügbar.{' '}
                <a
                  href="/auth"
                  className="font-medium text-brand underline-offset-2 hover:underline dark:text-brand-light"
                >
                  Melde dich an
                </a>
                , um sie auf allen Geräten zu nutzen.
              </>
            )}
          </p>
        </div>

        {favourites.length > 0 && (
          <p>
            <a href="/vergleich" className="btn btn-secondary">
              <Columns3 aria-hidden="true" className="size-4" />
              {favourites.length > 1 ? 'Stallplätze vergleichen' : 'Zum Vergleich'}
            </a>
          </p>
        )}

        {favourites.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center dark:border-stone-700 dark:bg-stone-900">
            <span className="rounded-full bg-cream p-3 text-brand dark:bg-stone-800 dark:text-brand-light">
              <HeartOff aria-hidden="true" className="size-7" />
            </span>
            <p className="max-w-md text-lg font-medium">Deine Merkliste ist leer.</p>
            <p className="-mt-2 max-w-md text-sm text-stone-600 dark:text-stone-400">
              Tippe bei einem Stallplatz auf das Herz, dann findest du ihn hier wieder – auch ohne Internetverbindung.
            </p>
            <a href="/stallplaetze" className="btn btn-primary">
              <Search aria-hidden="true" className="size-4" />
              Stallplätze suchen
            </a>
          </div>
        ) : (
          <ul className={GRID} aria-busy={refreshing}>
            {favourites.map((snapshot) => (
              <li key={snapshot.id} className="grid gap-2">
                {snapshot.savedAt ? (
                  <SnapshotCard snapshot={snapshot} headingLevel={3} action={<RemoveButton snapshot={snapshot} />} />
                ) : (
                  <article className="relative flex min-h-40 flex-col justify-center gap-2 rounded-2xl border border-dashed border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900">
                    <h3 className="pr-10 text-base font-semibold">
                      <a href={snapshot.path} className="hover:text-brand hover:underline dark:hover:text-brand-light">
                        {snapshot.title}
                      </a>
                    </h3>
                    <p className="text-sm text-stone-600 dark:text-stone-400">
                      {refreshing
                        ? 'Wird geladen …'
                        : 'Die Angaben zu diesem Stallplatz werden geladen, sobald du online bist.'}
                    </p>
                    <RemoveButton snapshot={snapshot} />
                  </article>
                )}
                <a
                  href={`/checkliste/${snapshot.id}`}
                  className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-brand underline-offset-2 hover:underline dark:text-brand-light"
                >
                  <ClipboardCheck aria-hidden="true" className="size-4" />
                  Checkliste für die Besichtigung
                  <span className="sr-only">: {snapshot.title}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      {recentOthers.length > 0 && (
        <section aria-labelledby="recent-title" className="grid gap-5">
          <h2 id="recent-title" className="text-lg font-semibold">
            Zuletzt angesehen
          </h2>
          <ul className={GRID}>
            {recentOthers.map((view) => (
              <li key={view.id} className="grid">
                <SnapshotCard snapshot={view} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
