// The calls about saved searches (Suchaufträge) and the alerts on favourites (contract/saved-searches.ts).
import type { MessageDto } from '#contract/account.ts';
import type {
  FavouriteAlertMode,
  FavouriteAlertsDto,
  SavedSearchCreateBody,
  SavedSearchDto,
  SavedSearchUpdateBody,
  SavedSearchVisitorBody,
} from '#contract/saved-searches.ts';
import { api } from './api.ts';

export const fetchSavedSearches = () => api<SavedSearchDto[]>('/api/me/saved-searches');

export const createSavedSearch = (body: SavedSearchCreateBody) =>
  api<SavedSearchDto>('/api/me/saved-searches', { method: 'POST', body });

/** A visitor's search: active once the address is confirmed through the mail this sends. */
export const createVisitorSavedSearch = (body: SavedSearchVisitorBody) =>
  api<MessageDto>('/api/saved-searches', { method: 'POST', body });

export const updateSavedSearch = (id: number, body: SavedSearchUpdateBody) =>
  api<SavedSearchDto>(`/api/me/saved-searches/${id}`, { method: 'PATCH', body });

export const deleteSavedSearch = (id: number) => api<void>(`/api/me/saved-searches/${id}`, { method: 'DELETE' });

export const confirmSavedSearch = (token: string) =>
  api<MessageDto & { name: string }>('/api/saved-searches/confirm', { method: 'POST', body: { token } });

export const unsubscribeSavedSearch = (token: string) =>
  api<MessageDto>('/api/saved-searches/unsubscribe', { method: 'POST', body: { token } });

export const fetchFavouriteAlerts = () => api<FavouriteAlertsDto>('/api/me/favourite-alerts');

export const saveFavouriteAlerts = (mode: FavouriteAlertMode) =>
  api<FavouriteAlertsDto>('/api/me/favourite-alerts', { method: 'PUT', body: { mode } });
