// The dashboard's favourites: the account's favourite listings as cards (the local hearts merged in at
// sign-in); the heart on a card removes it from the account and from this device.
import { useStore } from '@nanostores/react';
import ListingCard from '#site/components/ListingCard.tsx';
import ListingCardSkeleton from '#site/components/ListingCardSkeleton.tsx';
import { $favouriteListings, $favourites } from '#site/stores/favourites.ts';

export default function DashboardFavourites() {
  const listings = useStore($favouriteListings);
  const ids = useStore($favourites);

  if (listings === null) {
    return (
      <div role="status" aria-label="Merkliste wird geladen" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ListingCardSkeleton />
        <ListingCardSkeleton />
      </div>
    );
  }
  const shown = listings.filter((listing) => ids.includes(listing.id));
  if (shown.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600 dark:border-stone-700 dark:text-stone-400">
        Noch keine Stallplätze gemerkt. Tippe bei einem Stallplatz auf das Herz, dann findest du ihn hier wieder.
      </p>
    );
  }
  return (
    <ul
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      aria-label={shown.length === 1 ? '1 gemerkter Stallplatz' : `${shown.length} gemerkte Stallplätze`}
    >
      {shown.map((listing) => (
        <li key={listing.id}>
          <ListingCard listing={listing} />
        </li>
      ))}
    </ul>
  );
}
