// The stable form's map: drag the pin (or click the map) to set the stable's position. It loads Leaflet on
// first render; should that fail, the latitude and longitude inputs next to it still do the job.
import { useEffect, useRef, useState } from 'react';
import type { Region } from '#contract/regions.ts';
import type { PinMap as PinMapHandle } from './pin-map.ts';

/** Where the map opens for a new stable: the middle of its country. */
export const REGION_CENTRES: Record<Region, { center: [number, number]; zoom: number }> = {
  germany: { center: [51.16, 10.45], zoom: 6 },
  austria: { center: [47.6, 14.1], zoom: 7 },
  switzerland: { center: [46.8, 8.23], zoom: 7 },
};
const PLACED_ZOOM = 13;

interface Props {
  tileUrl: string;
  region: Region;
  latitude: number | undefined;
  longitude: number | undefined;
  onMove: (latitude: number, longitude: number) => void;
  /** The position is a town's middle (from the postal code): shown close up, not just moved to. */
  closeUp?: boolean;
  describedBy?: string;
}

const valid = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n);

export default function PinMap({ tileUrl, region, latitude, longitude, onMove, closeUp = false, describedBy }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<PinMapHandle | null>(null);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  const [failed, setFailed] = useState(false);
  const placed = valid(latitude) && valid(longitude);
  // The latest position, read by the effects below without re-running them: the map is created once per tile
  // server, and only a change of country moves an unplaced pin.
  const latest = useRef({ placed, view: REGION_CENTRES[region] });
  latest.current = {
    placed,
    view: placed ? { center: [latitude, longitude] as [number, number], zoom: PLACED_ZOOM } : REGION_CENTRES[region],
  };

  // Created once; later position and region changes go through the handle.
  useEffect(() => {
    let cancelled = false;
    const { placed, view } = latest.current;
    import('./pin-map.ts')
      .then(({ createPinMap }) => {
        if (cancelled || !container.current) return;
        handle.current = createPinMap(container.current, {
          tileUrl,
          center: view.center,
          zoom: view.zoom,
          placed,
          onMove: (lat, lng) => onMoveRef.current(lat, lng),
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      handle.current?.dispose();
      handle.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    if (!placed) return;
    if (closeUp) handle.current?.showPlace(latitude, longitude, PLACED_ZOOM);
    else handle.current?.setPosition(latitude, longitude);
  }, [placed, latitude, longitude, closeUp]);

  useEffect(() => {
    // Only a change of country moves an unplaced pin; typing a half coordinate must not.
    if (!latest.current.placed) handle.current?.showArea(REGION_CENTRES[region].center, REGION_CENTRES[region].zoom);
  }, [region]);

  return (
    <div
      ref={container}
      role="region"
      aria-label="Karte: Lage des Stalls"
      aria-describedby={describedBy}
      data-testid="pin-map"
      className="isolate z-0 h-72 w-full overflow-hidden rounded-xl bg-stone-200 sm:h-96 dark:bg-stone-800"
    >
      {failed && (
        <p className="grid h-full place-items-center p-4 text-center text-sm text-stone-700 dark:text-stone-300">
          Die Karte konnte nicht geladen werden. Bitte trag Breiten- und Längengrad ein.
        </p>
      )}
    </div>
  );
}
