// The site's one API client: same-origin calls with the session cookie, JSON in and out, and the spec's
// error rule (section 8): a failed call's message is "{status}: {body text}" or "{status}: {status text}".
import type { OwnerEnquiryDto } from '#contract/enquiries.ts';
import type { FavouritesDto, MessageDto } from '#contract/account.ts';
import type {
  ListingBody,
  ListingStatsDto,
  OwnListingDto,
  OwnStableDto,
  PhotoListDto,
  StableBody,
} from '#contract/owner.ts';
import { parseCoordinates } from '#contract/geo.ts';
import type { PlaceDto } from '#contract/places.ts';
import type { ListingDto, MaintenanceInfo, PublicUser } from '#contract/types.ts';
import type { KnownPlace } from '#site/stores/known-places.ts';

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
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** The error of a failed answer: the JSON body's message and field errors, else its text or status text. */
function errorOf(status: number, statusText: string, text: string): ApiError {
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

async function failure(response: Response): Promise<ApiError> {
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

export const login = (body: { username: string; password: string }) =>
  api<PublicUser>('/api/login', { method: 'POST', body });

export interface RegisterInput {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  isStableOwner: boolean;
}
export const register = (body: RegisterInput) => api<PublicUser>('/api/register', { method: 'POST', body });

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
  near: KnownPlace | null;
}> {
  try {
    const { data, response } = await apiResponse<ListingDto[]>(`/api/listings?${query}`, { signal });
    const centre = parseCoordinates(response.headers.get('X-Near-Centre') ?? '');
    const label = response.headers.get('X-Near-Label');
    return {
      // Where a distance search measured from (X-Near-Centre, X-Near-Label).
      near: centre && label ? { label: decodeURIComponent(label), ...centre } : null,
      items: data,
      total: Number(response.headers.get('X-Total-Count') ?? data.length),
      // Free text is counted up to SEARCH_COUNT_CAP; above it the total is a lower bound.
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

export const subscribeNewsletter = (email: string) =>
  api<{ message?: string }>('/api/newsletter/stallverwaltung', { method: 'POST', body: { email } });

export const sendContactForm = (body: { name: string; email: string; subject: string; message: string }) =>
  api<unknown>('/api/contact-form', { method: 'POST', body });

export interface EnquiryInput {
  name: string;
  email: string;
  phone?: string;
  moveInDate?: string;
  message: string;
}
export const sendEnquiry = (listingId: number, body: EnquiryInput) =>
  api<unknown>(`/api/listings/${listingId}/enquiries`, { method: 'POST', body });

// ---- the stable owner's area (/api/my/*, contract/owner.ts) ----

export const fetchOwnStables = (signal?: AbortSignal) => api<OwnStableDto[]>('/api/my/stables', { signal });
export const fetchOwnStable = (id: number, signal?: AbortSignal) =>
  api<OwnStableDto>(`/api/my/stables/${id}`, { signal });
export const createStable = (body: StableBody) => api<OwnStableDto>('/api/my/stables', { method: 'POST', body });
export const updateStable = (id: number, body: StableBody) =>
  api<OwnStableDto>(`/api/my/stables/${id}`, { method: 'PUT', body });
/** `withListings` deletes the stable's listings too; without it the API answers 409 while there are any. */
export const deleteStable = (id: number, withListings: boolean) =>
  api<unknown>(`/api/my/stables/${id}${withListings ? '?withListings=true' : ''}`, { method: 'DELETE' });

export const fetchOwnListings = (signal?: AbortSignal) => api<OwnListingDto[]>('/api/my/listings', { signal });
export const fetchOwnListing = (id: number, signal?: AbortSignal) =>
  api<OwnListingDto>(`/api/my/listings/${id}`, { signal });
export const createListing = (body: ListingBody) => api<OwnListingDto>('/api/my/listings', { method: 'POST', body });
export const updateListing = (id: number, body: ListingBody) =>
  api<OwnListingDto>(`/api/my/listings/${id}`, { method: 'PUT', body });
export const deleteListing = (id: number) => api<unknown>(`/api/my/listings/${id}`, { method: 'DELETE' });
export const duplicateListing = (id: number) =>
  api<OwnListingDto>(`/api/my/listings/${id}/duplicate`, { method: 'POST' });
export const pauseListing = (id: number) => api<OwnListingDto>(`/api/my/listings/${id}/pause`, { method: 'POST' });
export const resumeListing = (id: number) => api<OwnListingDto>(`/api/my/listings/${id}/resume`, { method: 'POST' });
export const fetchListingStats = (id: number, signal?: AbortSignal) =>
  api<ListingStatsDto>(`/api/my/listings/${id}/stats`, { signal });

export interface OwnerEnquiryFilter {
  listingId?: number;
  unread?: boolean;
}
export function fetchOwnerEnquiries(filter: OwnerEnquiryFilter = {}, signal?: AbortSignal): Promise<OwnerEnquiryDto[]> {
  const query = new URLSearchParams();
  if (filter.listingId) query.set('listingId', String(filter.listingId));
  if (filter.unread) query.set('unread', 'true');
  const suffix = query.size ? `?${query}` : '';
  return api<OwnerEnquiryDto[]>(`/api/my/enquiries${suffix}`, { signal });
}
export const updateOwnerEnquiry = (id: number, body: { read?: boolean; status?: OwnerEnquiryDto['status'] }) =>
  api<OwnerEnquiryDto>(`/api/my/enquiries/${id}`, { method: 'PUT', body });

// ---- listing photos (owner area) ----

const photosPath = (listingId: number) => `/api/my/listings/${listingId}/photos`;

/**
 * Uploads photos as multipart/form-data (field `photos`) with XMLHttpRequest, the one way a browser reports
 * upload progress: `onProgress` receives 0..1. Same-origin, so the session cookie and our Origin go along.
 */
export function uploadListingPhotos(
  listingId: number,
  files: File[],
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PhotoListDto> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('photos', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', photosPath(listingId));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorOf(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as PhotoListDto);
        onProgress?.(1);
      } catch (err) {
        reject(err as Error);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'Keine Verbindung zum Server. Bitte versuchen Sie es erneut.'));
    xhr.onabort = () => reject(new DOMException('Upload abgebrochen', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export const reorderListingPhotos = (listingId: number, photoIds: number[]) =>
  api<PhotoListDto>(`${photosPath(listingId)}/order`, { method: 'PUT', body: { photoIds } });

export const setListingCoverPhoto = (listingId: number, photoId: number) =>
  api<PhotoListDto>(`${photosPath(listingId)}/${photoId}/cover`, { method: 'PUT' });

export const deleteListingPhoto = (listingId: number, photoId: number) =>
  api<PhotoListDto>(`${photosPath(listingId)}/${photoId}`, { method: 'DELETE' });

// ---- the signed-in user's account (contract/account.ts) ----

export const fetchFavourites = () => api<FavouritesDto>('/api/me/favourites');
export const mergeFavourites = (listingIds: number[]) =>
  api<FavouritesDto>('/api/me/favourites/merge', { method: 'POST', body: { listingIds } });
export const addFavourite = (listingId: number) =>
  api<MessageDto>(`/api/me/favourites/${listingId}`, { method: 'PUT' });
export const removeFavourite = (listingId: number) =>
  api<MessageDto>(`/api/me/favourites/${listingId}`, { method: 'DELETE' });

export const updateProfile = (body: { firstName: string; lastName: string; phone: string }) =>
  api<MessageDto & { user: PublicUser }>('/api/me', { method: 'PUT', body });
export const changeEmail = (body: { email: string; currentPassword: string }) =>
  api<MessageDto & { user: PublicUser }>('/api/me/email', { method: 'PUT', body });
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api<MessageDto & { user: PublicUser }>('/api/me/password', { method: 'PUT', body });
export const deleteAccount = (password: string) => api<MessageDto>('/api/me', { method: 'DELETE', body: { password } });
export const resendVerificationMail = () => api<MessageDto>('/api/me/verification-mail', { method: 'POST' });

export const requestPasswordReset = (email: string) =>
  api<MessageDto>('/api/password/forgot', { method: 'POST', body: { email } });
export const resetPassword = (body: { token: string; password: string }) =>
  api<MessageDto & { user: PublicUser }>('/api/password/reset', { method: 'POST', body });
export const confirmEmail = (token: string) =>
  api<MessageDto>('/api/email/confirm', { method: 'POST', body: { token } });
export const confirmNewsletter = (token: string) =>
  api<MessageDto>('/api/newsletter/confirm', { method: 'POST', body: { token } });
export const unsubscribeNewsletter = (token: string) =>
  api<MessageDto>('/api/newsletter/unsubscribe', { method: 'POST', body: { token } });
