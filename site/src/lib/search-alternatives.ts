// What to change when a search finds nothing: each single change that widens it (one filter off, the words
// off, a wider radius, a longer drive, the map area off) with the number of places it would find, so the empty
// result offers "Ohne „Sofort frei“: 12 Stallplätze" instead of only clearing everything.
import { RADII_KM } from '#contract/places.ts';
import { activeFilters } from '#contract/search-filters.ts';
import { TRAVEL_MINUTES } from '#contract/travel.ts';
import { withFilter, withFilters, type SearchState } from './search-url.ts';

/** One change of a search, and what it reads as. */
export interface SearchChange {
  label: string;
  state: SearchState;
}

/** A change that finds places, as the empty result offers it. */
export interface SearchAlternative {
  label: string;
  count: number;
  href: string;
}

/** At most this many changes are offered, those finding the most first. */
export const ALTERNATIVES_SHOWN = 4;

/** The next three longer drives: beyond them a suggestion is no longer the same search. */
const longer = (minutes: number) => TRAVEL_MINUTES.filter((m) => m > minutes).slice(0, 3);

/**
 * The single changes that widen `state`, each a list of steps tried in order (a wider radius: 50 km, then
 * 100 km, ...); the first step that finds places is the one offered.
 */
export function searchChanges(state: SearchState): SearchChange[][] {
  const changes: SearchChange[][] = activeFilters(state.filters).map(({ id, filter, value }) => [
    { label: `Ohne „${filter.label(value)}“`, state: withFilter(state, id, undefined) },
  ]);
  if (state.search) changes.push([{ label: `Ohne „${state.search}“`, state: withFilters(state, { search: '' }) }]);
  if (state.location) {
    changes.push([{ label: `Ohne „${state.location}“`, state: withFilters(state, { location: '' }) }]);
  }
  if (state.near) {
    changes.push(
      RADII_KM.filter((km) => km > state.radius).map((radius) => ({
        label: `Im Umkreis von ${radius} km`,
        state: withFilters(state, { radius }),
      })),
    );
  }
  if (state.from) {
    changes.push(
      longer(state.maxMinutes).map((maxMinutes) => ({
        label: state.from2 ? `Bis ${maxMinutes} Min. ab ${state.from}` : `Bis ${maxMinutes} Min. Fahrzeit`,
        state: withFilters(state, { maxMinutes }),
      })),
    );
  }
  if (state.from2) {
    changes.push(
      longer(state.maxMinutes2).map((maxMinutes2) => ({
        label: `Bis ${maxMinutes2} Min. ab ${state.from2}`,
        state: withFilters(state, { maxMinutes2 }),
      })),
    );
  }
  if (state.bbox) changes.push([{ label: 'Ohne Kartenausschnitt', state: withFilters(state, { bbox: '' }) }]);
  return changes.filter((steps) => steps.length > 0);
}

/**
 * The changes that find places, with their counts, those finding the most first: every change's steps are
 * counted at once (`count` gives a state's number of matches; a failure counts as none).
 */
export async function countedAlternatives(
  state: SearchState,
  count: (state: SearchState) => Promise<number>,
  hrefOf: (state: SearchState) => string,
): Promise<SearchAlternative[]> {
  const counted = await Promise.all(
    searchChanges(state).map(async (steps) => {
      const counts = await Promise.all(steps.map((step) => count(step.state).catch(() => 0)));
      const found = counts.findIndex((n) => n > 0);
      return found === -1
        ? null
        : { label: steps[found]!.label, count: counts[found]!, href: hrefOf(steps[found]!.state) };
    }),
  );
  return counted
    .filter((alternative) => alternative !== null)
    .sort((a, b) => b.count - a.count)
    .slice(0, ALTERNATIVES_SHOWN);
}
