// The dashboard's favourites card: how many places are marked with the heart on this device (local storage).
import { useStore } from '@nanostores/react';
import { useMounted } from '../../lib/use-mounted.ts';
import { $favourites } from '../../stores/favourites.ts';

function countText(count: number): string {
  if (count === 0) return 'Noch keine Stallplätze gemerkt';
  return count === 1 ? '1 Stallplatz gemerkt' : `${count} Stallplätze gemerkt`;
}

export default function FavouritesSummary() {
  const favourites = useStore($favourites);
  // Local storage is only known in the browser: until then a neutral line of the same height.
  const mounted = useMounted();
  return (
    <p className="text-lg font-semibold">
      {mounted ? countText(favourites.length) : 'Merkliste wird geladen …'}
    </p>
  );
}
