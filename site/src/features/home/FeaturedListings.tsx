// The home page's featured listings: six cards for the global region, with skeletons, error and empty
// states (spec sections 4 and 8). Loads again whenever the region changes.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { FEATURED_LIMIT } from '#contract/limits.ts';
import type { ListingDto } from '#contract/types.ts';
import ListingCard from '#site/components/ListingCard.tsx';
import ListingCardSkeleton from '#site/components/ListingCardSkeleton.tsx';
import { fetchFeatured } from '#site/lib/api.ts';
import { $region } from '#site/stores/region.ts';

type State = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; listings: ListingDto[] };

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export default function FeaturedListings() {
  const region = useStore($region);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchFeatured(region, controller.signal)
      .then((listings) => setState({ status: 'loaded', listings }))
      .catch((err: unknown) => {
        if ((err as Error).name !== 'AbortError') setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [region]);

  if (state.status === 'loading') {
    return (
      <div className={GRID} aria-busy="true">
        {Array.from({ length: FEATURED_LIMIT }, (_, i) => (
          <ListingCardSkeleton key={i} />
        ))}
        <p className="sr-only" role="status">
          Stallplätze werden geladen …
        </p>
      </div>
    );
  }
  if (state.status === 'error') {
    return <Message>Fehler beim Laden der Stellplätze. Bitte versuche es später erneut.</Message>;
  }
  if (state.listings.length === 0) {
    return <Message>Keine Stallplätze in dieser Region verfügbar.</Message>;
  }
  return (
    <ul className={GRID}>
      {state.listings.map((listing) => (
        <li key={listing.id} className="grid">
          <ListingCard listing={listing} />
        </li>
      ))}
    </ul>
  );
}

function Message({ children }: { children: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-stone-300 bg-white/60 px-6 py-16 text-center text-stone-700 dark:border-stone-700 dark:bg-stone-900/60 dark:text-stone-300">
      {children}
    </p>
  );
}
