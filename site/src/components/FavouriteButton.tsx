// The heart on a listing card: toggles the favourite in local storage and never follows the card's link.
// A favourite's card data is kept on the device (listing-snapshots.ts) whenever it is hearted or its card is
// seen, so /merkliste can show it offline.
import { useStore } from '@nanostores/react';
import { Heart } from 'lucide-react';
import { useEffect, type MouseEvent } from 'react';
import { useMounted } from '../lib/use-mounted.ts';
import { $favourites, toggleFavourite } from '../stores/favourites.ts';
import { saveSnapshots, snapshotOf } from '../stores/listing-snapshots.ts';
import type { CardListing } from './card-listing.ts';

interface Props {
  /** The card's listing, remembered for the favourites page. */
  listing: CardListing;
  /** Rendered by the server alone: hearts.ts, not React, makes it work. */
  scripted?: boolean;
}

export default function FavouriteButton({ listing, scripted = false }: Props) {
  const favourites = useStore($favourites);
  const active = useMounted() && favourites.includes(listing.id);
  useEffect(() => {
    // A favourite seen again: its remembered card follows the current price, title and photo.
    if (active) saveSnapshots([snapshotOf(listing)]);
  }, [active, listing]);
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    toggleFavourite(listing.id, snapshotOf(listing));
  };
  return (
    <button
      type="button"
      onClick={onClick}
      data-scripted-heart={scripted || undefined}
      aria-pressed={active}
      aria-label={`${listing.title} merken`}
      className="group absolute right-3 top-3 z-10 rounded-full bg-white/95 p-2 text-stone-700 shadow-sm hover:text-red-600 dark:bg-stone-950/90 dark:text-stone-200"
    >
      <Heart aria-hidden="true" className="size-5 group-aria-pressed:fill-red-600 group-aria-pressed:text-red-600" />
    </button>
  );
}
