// The calls of the conversations (/nachrichten) and their viewings: a signed-in side reaches a conversation under
// /api/me/conversations/:id, an anonymous enquirer under its private link /api/conversation-links/:token.
import type { FreeSlotDto, ViewingDto } from '#contract/viewings.ts';
import type {
  ConversationDto,
  ConversationMessageDto,
  ConversationStatus,
  ConversationSummaryDto,
} from '#contract/conversations.ts';
import { api } from './api.ts';

/** Where a conversation lives: by id for a signed-in side, by its private link's token for an anonymous one. */
export type ConversationRef = { id: number } | { token: string };

const base = (ref: ConversationRef) =>
  'id' in ref ? `/api/me/conversations/${ref.id}` : `/api/conversation-links/${encodeURIComponent(ref.token)}`;

export interface ConversationFilter {
  unread?: boolean;
  listingId?: number;
  archived?: boolean;
}

export function fetchConversations(filter: ConversationFilter = {}, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (filter.unread) query.set('unread', 'true');
  if (filter.listingId) query.set('listingId', String(filter.listingId));
  if (filter.archived) query.set('status', 'archived');
  const suffix = query.size ? `?${query}` : '';
  return api<ConversationSummaryDto[]>(`/api/me/conversations${suffix}`, { signal });
}

export const fetchConversation = (ref: ConversationRef, signal?: AbortSignal) =>
  api<ConversationDto>(base(ref), { signal });

export const sendMessage = (ref: ConversationRef, body: { body: string; clientId: string }) =>
  api<ConversationMessageDto>(`${base(ref)}/messages`, { method: 'POST', body });

export const setConversationStatus = (id: number, status: ConversationStatus) =>
  api<unknown>(`/api/me/conversations/${id}`, { method: 'PUT', body: { status } });

export const blockSender = (id: number) => api<unknown>(`/api/me/conversations/${id}/block`, { method: 'POST' });
export const unblockSender = (id: number) => api<unknown>(`/api/me/conversations/${id}/block`, { method: 'DELETE' });

export const reportConversation = (
  id: number,
  body: { reason: string; message: string; subject: 'conversation' | 'user' },
) => api<unknown>(`/api/me/conversations/${id}/report`, { method: 'POST', body });

// ---- viewings (contract/viewings.ts) ----

export const fetchFreeSlots = (listingId: number, signal?: AbortSignal) =>
  api<FreeSlotDto[]>(`/api/listings/${listingId}/viewing-slots`, { signal });

export const fetchConversationViewings = (id: number, signal?: AbortSignal) =>
  api<ViewingDto[]>(`/api/me/conversations/${id}/viewings`, { signal });

/** The enquirer books the slot, the owner proposes it. */
export const requestViewing = (conversationId: number, slotId: number) =>
  api<ViewingDto>(`/api/me/conversations/${conversationId}/viewings`, { method: 'POST', body: { slotId } });

export const acceptViewing = (id: number) => api<ViewingDto>(`/api/me/viewings/${id}/accept`, { method: 'POST' });

export const moveViewing = (id: number, slotId: number) =>
  api<ViewingDto>(`/api/me/viewings/${id}/move`, { method: 'POST', body: { slotId } });

export const cancelViewing = (id: number) => api<ViewingDto>(`/api/me/viewings/${id}/cancel`, { method: 'POST' });
