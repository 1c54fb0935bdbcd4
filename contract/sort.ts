// Sort orders of the listing search.

export const SORT_ORDERS = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const SORT_LABELS: Record<SortOrder, string> = {
  relevance: 'Relevanz',
  price_asc: 'Preis aufsteigend',
  price_desc: 'Preis absteigend',
  rating: 'Bewertung',
  newest: 'Neueste zuerst',
};
