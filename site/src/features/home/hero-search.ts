// Where the home page's search form leads: /stallplaetze with location and stallType, each left out when
// it says nothing (empty text, "Alle Typen"), so the search page's URL stays clean.
import { STALL_TYPES } from '#contract/stall-types.ts';

export function heroSearchPath(location: string, stallType: string): string {
  const params = new URLSearchParams();
  const place = location.trim();
  if (place) params.set('location', place);
  if ((STALL_TYPES as readonly string[]).includes(stallType)) params.set('stallType', stallType);
  const query = params.toString();
  return query ? `/stallplaetze?${query}` : '/stallplaetze';
}
