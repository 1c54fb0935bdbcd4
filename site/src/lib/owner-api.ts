// The stable owner's area's calls (/api/my/*, contract/owner.ts): apart from lib/api.ts, so the public pages'
// shared script does not carry them.
import type { OwnerEnquiryDto } from '#contract/enquiries.ts';
import type {
  ListingBody,
  ListingStatsDto,
  OwnListingDto,
  OwnStableDto,
  PhotoListDto,
  StableBody,
} from '#contract/owner.ts';
import { api, ApiError, errorOf } from './api.ts';

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
    xhr.onerror = () => reject(new ApiError(0, 'Keine Verbindung zum Server. Bitte versuche es erneut.'));
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
