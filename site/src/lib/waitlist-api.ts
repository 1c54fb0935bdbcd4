// The waiting lists' calls (contract/waitlist-fields.ts): joining a full listing's list, one's own lists and
// offers, the offers in a conversation, and the owner's list per listing.
import type {
  ConversationOfferDto,
  MyWaitlistDto,
  OwnerWaitlistDto,
  OwnerWaitlistEntryDto,
  WaitlistNotify,
  WaitlistOfferDto,
  WaitlistPlaceDto,
} from '#contract/waitlist-fields.ts';
import { api } from './api.ts';

export const joinWaitlist = (listingId: number, body: { horseId?: number; note?: string }) =>
  api<WaitlistPlaceDto>(`/api/listings/${listingId}/waitlist`, { method: 'POST', body });

export const fetchMyWaitlists = (signal?: AbortSignal) => api<MyWaitlistDto[]>('/api/me/waitlists', { signal });

export const leaveWaitlist = (listingId: number) =>
  api<{ message: string }>(`/api/me/waitlists/${listingId}`, { method: 'DELETE' });

export const answerOffer = (offerId: number, answer: 'accept' | 'decline') =>
  api<WaitlistOfferDto>(`/api/me/waitlist-offers/${offerId}/${answer}`, { method: 'POST' });

export const fetchConversationOffers = (conversationId: number, signal?: AbortSignal) =>
  api<ConversationOfferDto[]>(`/api/me/conversations/${conversationId}/waitlist-offers`, { signal });

export const fetchWaitlistCounts = (signal?: AbortSignal) =>
  api<Record<string, number>>('/api/my/waitlist-counts', { signal });

export const fetchOwnerWaitlist = (listingId: number, signal?: AbortSignal) =>
  api<OwnerWaitlistDto>(`/api/my/listings/${listingId}/waitlist`, { signal });

export const reorderWaitlist = (listingId: number, entryIds: number[]) =>
  api<OwnerWaitlistDto>(`/api/my/listings/${listingId}/waitlist/order`, { method: 'PUT', body: { entryIds } });

export const setWaitlistNotify = (listingId: number, notify: WaitlistNotify) =>
  api<{ notify: WaitlistNotify }>(`/api/my/listings/${listingId}/waitlist/notify`, { method: 'PUT', body: { notify } });

export const offerPlace = (listingId: number, entryId: number, days: number) =>
  api<OwnerWaitlistEntryDto>(`/api/my/listings/${listingId}/waitlist/${entryId}/offer`, {
    method: 'POST',
    body: { days },
  });

export const removeWaitlistEntry = (listingId: number, entryId: number) =>
  api<{ message: string }>(`/api/my/listings/${listingId}/waitlist/${entryId}`, { method: 'DELETE' });
