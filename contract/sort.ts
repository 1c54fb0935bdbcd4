// Sort orders of the listing search.

export const SORT_ORDERS = [
  'relevance',
  'price_asc',
  'price_desc',
  'total_asc',
  'total_desc',
  'rating',
  'newest',
  'distance',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The orders a search without a location offers: every one but the distance. */
export type PlacelessSortOrder = Exclude<SortOrder, 'distance'>;
export const PLACELESS_SORT_ORDERS = SORT_ORDERS.filter((sort): sort is PlacelessSortOrder => sort !== 'distance');

export const SORT_LABELS: Record<SortOrder, string> = {
  relevance: 'Relevanz',
  price_asc: 'Preis aufsteigend',
  price_desc: 'Preis absteigend',
  total_asc: 'Gesamtkosten aufsteigend',
  total_desc: 'Gesamtkosten absteigend',
  rating: 'Bewertung',
  newest: 'Neueste zuerst',
  distance: 'Entfernung',
};
