// Location map island: a fixed-height box rendered with the page (no layout shift) that fills with a
// Leaflet map once visible. Should Leaflet fail to load, the box says so; the address stays on the page.
import { useEffect, useRef, useState } from 'react';
import type { MapOptions } from '#site/lib/leaflet-map.ts';

type Props = MapOptions;

export default function ListingMap(props: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { latitude, longitude, tileUrl, stableName, address } = props;

  useEffect(() => {
    let dispose: (() => void) | undefined;
    let cancelled = false;
    import('#site/lib/leaflet-map.ts')
      .then(({ createMap }) => {
        if (!cancelled && container.current)
          dispose = createMap(container.current, { latitude, longitude, tileUrl, stableName, address });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [latitude, longitude, tileUrl, stableName, address]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={`Karte: Lage von ${stableName}`}
      data-testid="listing-map"
      className="isolate z-0 h-72 w-full overflow-hidden rounded-xl bg-stone-200 sm:h-80 dark:bg-stone-800"
    >
      {failed && (
        <p className="grid h-full place-items-center p-4 text-center text-sm text-stone-700 dark:text-stone-300">
          Die Karte konnte nicht geladen werden.
        </p>
      )}
    </div>
  );
}
