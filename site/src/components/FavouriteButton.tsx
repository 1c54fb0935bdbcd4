// The heart on a listing card: toggles the favourite in local storage and never follows the card's link.
import { useStore } from '@nanostores/react';
import { Heart } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useMounted } from '../lib/use-mounted.ts';
import { $favourites, toggleFavourite } from '../stores/favourites.ts';

export default function FavouriteButton({ listingId, title }: { listingId: number; title: string }) {
  const favourites = useStore($favourites);
  const active = useMounted() && favourites.includes(listingId);
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    toggleFavourite(listingId);
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      aria-label={`${title} merken`}
      className="absolute right-3 top-3 z-10 rounded-full bg-white/95 p-2 text-stone-700 shadow-sm hover:text-red-600 dark:bg-stone-950/90 dark:text-stone-200"
    >
      <Heart aria-hidden="true" className={`size-5 ${active ? 'fill-red-600 text-red-600' : ''}`} />
    </button>
  );
}
