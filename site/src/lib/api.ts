// The site's one API client: same-origin calls with the session cookie, JSON in and out, and the spec's
// error rule (section 8): a failed call's message is "{status}: {body text}" or "{status}: {status text}".
import type { ListingDto, MaintenanceInfo, PublicUser } from '../../../contract/types.ts';

export class ApiError extends Error {
  readonly status: number;
  /** The server's own German message, without the status prefix. */
  readonly serverMessage: string;
  /** Per-field messages of a 400 answer ({ errors: { field: message } }). */
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, serverMessage: string, fieldErrors: Record<string, string> = {}) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let message = text || response.statusText;
  let fieldErrors: Record<string, string> = {};
  try {
    const parsed = JSON.parse(text) as { message?: unknown; errors?: unknown };
    if (typeof parsed.message === 'string') message = parsed.message;
    if (parsed.errors && typeof parsed.errors === 'object') fieldErrors = parsed.errors as Record<string, string>;
  } catch {
    // not JSON: the body text is the message
  }
  return new ApiError(response.status, message, fieldErrors);
}

/** Calls the API and returns the parsed JSON body together with the response (for headers). */
export async function apiResponse<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; response: Response }> {
  const hasBody = options.body !== undefined;
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
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

export const login = (body: { username: string; password: string }) => api<PublicUser>('/api/login', { method: 'POST', body });

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
  api<ListingDto[]>(`/api/listings/featured?${new URLSearchParams(region === 'all' ? { limit: '6' } : { region, limit: '6' })}`, {
    signal,
  });

/** One page of search results and the total across all pages (X-Total-Count). */
export async function searchListings(query: URLSearchParams, signal?: AbortSignal): Promise<{ items: ListingDto[]; total: number }> {
  try {
    const { data, response } = await apiResponse<ListingDto[]>(`/api/listings?${query}`, { signal });
    return { items: data, total: Number(response.headers.get('X-Total-Count') ?? data.length) };
  } catch (err) {
    if (err instanceof ApiError || (err as Error).name === 'AbortError') throw err;
    throw new Error('Failed to fetch listings');
  }
}

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
