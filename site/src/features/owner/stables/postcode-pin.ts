// The stable form's pin from the address: while the owner has not placed the pin, a complete postal code that the
// gazetteer knows (GET /api/places) puts the pin in the middle of its town, for the owner to drag onto the stable.
// The owner's own placing (dragging, a click into the map, typed coordinates) always wins.
import { useEffect, useRef } from 'react';
import { POSTAL_CODE_PATTERNS } from '#contract/owner.ts';
import type { PlaceDto } from '#contract/places.ts';
import type { Region } from '#contract/regions.ts';
import { fetchPlaces } from '#site/lib/api.ts';

/** Typing pauses this long before the postal code is looked up. */
const LOOKUP_DELAY_MS = 300;

/** The place of exactly this postal code in the stable's country (AT and CH share four-digit codes), or null. */
export function townOfPostalCode(places: PlaceDto[], postalCode: string, region: Region): PlaceDto | null {
  return places.find((place) => place.postalCode === postalCode && place.country === region) ?? null;
}

/** Calls `onFound` with the town of a complete postal code, while `enabled` (no pin of the owner's yet). */
export function usePostcodePin(
  postalCode: string,
  region: Region,
  enabled: boolean,
  onFound: (town: PlaceDto) => void,
): void {
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;
  const code = postalCode.trim();

  useEffect(() => {
    if (!enabled || !POSTAL_CODE_PATTERNS[region].test(code)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchPlaces(code, controller.signal)
        .then((places) => {
          const town = townOfPostalCode(places, code, region);
          if (town) onFoundRef.current(town);
        })
        // Offline or an unknown code: the map stays where it is and the owner places the pin by hand.
        .catch(() => {});
    }, LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [code, region, enabled]);
}
