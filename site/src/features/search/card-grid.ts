// How the search's views lay out their cards: shared by the cards, their skeletons and the server's first page.
import type { SearchView } from '#site/lib/search-url.ts';

export const GRID: Record<SearchView, string> = {
  grid: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  list: 'grid gap-5',
  // Beside the map (or in its sheet on phones): one column of cards.
  map: 'grid gap-4',
};

/** How a view lays out each card: the map's column holds grid cards, one under the other. */
export const cardLayout = (view: SearchView) => (view === 'list' ? 'list' : 'grid');
