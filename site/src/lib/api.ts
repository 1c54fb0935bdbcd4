// The site's one API client: same-origin calls with the session cookie, JSON in and out, and the spec's
// error rule (section 8): a failed call's message is "{status}: {body text}" or "{status}: {status text}".
import type { FavouritesDto, MessageDto } from '#contract/account.ts';
import { parseCoordinates } from '#contract/geo.ts';
import type { PlaceDto } from '#contract/places.ts';
import type { ListingDto, MaintenanceInfo, PublicUser } from '#contract/types.ts';
import type { Centres } from '#site/stores/known-places.ts';

export class ApiError extends Error {
  readonly status: number;
  /** The server's own German message, without the status prefix. */
  readonly serverMessage: string;
  /** Per-field messages of a 400 answer ({ errors: { field: message } }). */
  readonly fieldErrors: Record<string, string>;
  /** The whole JSON body of the answer (e.g. an unknown place's `suggestions`), {} when it was none. */
  readonly body: Record<string, unknown>;

  constructor(
    status: number,
    serverMessage: string,
    fieldErrors: Record<string, string> = {},
    body: Record<string, unknown> = {},
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** The error of a failed answer: the JSON body's message and field errors, else its text or status text. */
export function errorOf(status: number, statusText: string, text: string): ApiError {
  let message = text || statusText;
  let fieldErrors: Record<string, string> = {};
  let body: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(text) as { message?: unknown; errors?: unknown };
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
    if (typeof parsed.message === 'string') message = parsed.message;
    if (parsed.errors && typeof parsed.errors === 'object') fieldErrors = parsed.errors as Record<string, string>;
  } catch {
    // not JSON: the body text is the message
  }
  return new ApiError(status, message, fieldErrors, body);
}

/** The ApiError of a failed response, from its JSON body or its text. */
export async function failure(response: Response): Promise<ApiError> {
  return errorOf(response.status, response.statusText, await response.text().catch(() => ''));
}

/** Calls the API and returns the parsed JSON body together with the response (for headers). */
export async function apiResponse<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; response: Response }> {
  const hasBody = options.body !== undefined;
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: hasBody
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (!response.ok) throw await failure(response);
  const text = await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, response };
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

// ---- typed calls of spec section 7 ----

/** The signed-in user, or null when nobody is signed in (a 401 is not an error here). */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    return await api<PublicUser>('/api/user');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const logout = () => api<unknown>('/api/logout', { method: 'POST' });

export const fetchMaintenance = (signal?: AbortSignal) => api<MaintenanceInfo>('/api/maintenance', { signal });

export const fetchFeatured = (region: string, signal?: AbortSignal) =>
  api<ListingDto[]>(
    `/api/listings/featured?${new URLSearchParams(region === 'all' ? { limit: '6' } : { region, limit: '6' })}`,
    {
      signal,
    },
  );

/**
 * One page of search results and the total across all pages (X-Total-Count); cachedAt is set when the service
 * worker answered from its cache (X-SW-Cached-At) because the network failed.
 */
export async function searchListings(
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<{
  items: ListingDto[];
  total: number;
  exact: boolean;
  next: string | null;
  cachedAt: string | null;
  centres: Centres;
}> {
  try {
    const { data, response } = await apiResponse<ListingDto[]>(`/api/listings?${query}`, { signal });
    return {
      // Where a distance search measured from, and the travel origins.
      centres: {
        near: parseCoordinates(response.headers.get('X-Near-Centre') ?? ''),
        from: parseCoordinates(response.headers.get('X-From-Centre') ?? ''),
        from2: parseCoordinates(response.headers.get('X-From2-Centre') ?? ''),
      },
      items: data,
      total: Number(response.headers.get('X-Total-Count') ?? data.length),
      // A search counts up to COUNT_CAP; above it the total is a lower bound.
      exact: response.headers.get('X-Total-Count-Exact') !== 'false',
      // Where the next page starts (keyset paging); absent on the last page.
      next: response.headers.get('X-Next-Cursor'),
      cachedAt: response.headers.get('X-SW-Cached-At'),
    };
  } catch (err) {
    if (err instanceof ApiError || (err as Error).name === 'AbortError') throw err;
    throw new Error('Failed to fetch listings', { cause: err });
  }
}

/** Places for the location field: postal codes and towns starting with what was typed (GET /api/places). */
export const fetchPlaces = (q: string, signal?: AbortSignal) =>
  api<PlaceDto[]>(`/api/places?${new URLSearchParams({ q })}`, { signal });

/** The public ones of these listings (for remembered cards); no view is counted. */
export const fetchListingsBatch = (ids: number[], signal?: AbortSignal) =>
  api<ListingDto[]>(`/api/listings/batch?ids=${ids.join(',')}`, { signal });

export const fetchFavourites = () => api<FavouritesDto>('/api/me/favourites');
export const mergeFavourites = (listingIds: number[]) =>
  api<FavouritesDto>('/api/me/favourites/merge', { method: 'POST', body: { listingIds } });
export const addFavourite = (listingId: number) =>
  api<MessageDto>(`/api/me/favourites/${listingId}`, { method: 'PUT' });
export const removeFavourite = (listingId: number) =>
  api<MessageDto>(`/api/me/favourites/${listingId}`, { method: 'DELETE' });
