// The result cards' code, which loads apart from the search island's.
type Cards = typeof import('./ResultCards.tsx').default;
let loaded: Cards | null = null;

/**
 * Loads the cards of the pages the island loads itself. The server renders the first page's (ResultCards.tsx, into
 * the island's slot), so their code loads when the page is idle (SearchExplorer.tsx) or with the first page the
 * island loads: use-search.ts shows a page once its answer and this code are both there.
 */
export const loadResultCards = () =>
  import('./ResultCards.tsx').then((module) => {
    loaded = module.default;
  });

/** The cards' component once loaded (SearchResults shows skeletons until then). */
export const resultCards = (): Cards | null => loaded;
