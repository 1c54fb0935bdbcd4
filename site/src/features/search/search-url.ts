// The search page's URL is the single source of its filter state: parse it to API query parameters and back.

const FILTER_KEYS = ['search', 'location', 'stallType', 'priceRange', 'amenities', 'sort', 'limit', 'offset'] as const;

/** The query string for GET /api/listings from the page URL (region comes from the path prefix). */
export function apiQueryFromUrl(url: URL, region: string): URLSearchParams {
  const params = new URLSearchParams();
  if (region !== 'all') params.set('region', region);
  for (const key of FILTER_KEYS) {
    const value = url.searchParams.get(key);
    if (value) params.set(key, value);
  }
  return params;
}

/** The page URL after the search text changed: other filters stay, paging starts over. */
export function withSearchText(url: URL, text: string): URL {
  const next = new URL(url);
  if (text.trim()) next.searchParams.set('search', text.trim());
  else next.searchParams.delete('search');
  next.searchParams.delete('offset');
  return next;
}
