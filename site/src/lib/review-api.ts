// Reviews (contract/reviews.ts): a stable's reviews with the reader's rights, writing and editing one's own, the
// owner's reply, and the owner's confirmation of a boarder in a conversation.
import type { ReviewBody, ReviewDto, ReviewPageDto, TenancyDto } from '#contract/reviews.ts';
import { api } from './api.ts';

export const fetchReviews = (stableId: number, page = 1, signal?: AbortSignal) =>
  api<ReviewPageDto>(`/api/stables/${stableId}/reviews?page=${page}`, { signal });

export const createReview = (stableId: number, body: ReviewBody) =>
  api<ReviewDto>(`/api/stables/${stableId}/reviews`, { method: 'POST', body });

export const updateReview = (id: number, body: ReviewBody) =>
  api<ReviewDto>(`/api/me/reviews/${id}`, { method: 'PUT', body });

export const replyToReview = (id: number, text: string) =>
  api<ReviewDto>(`/api/my/reviews/${id}/reply`, { method: 'POST', body: { text } });

export const fetchTenancy = (conversationId: number, signal?: AbortSignal) =>
  api<TenancyDto>(`/api/my/conversations/${conversationId}/tenancy`, { signal });

export const confirmTenancy = (conversationId: number, since: string) =>
  api<TenancyDto>(`/api/my/conversations/${conversationId}/tenancy`, { method: 'POST', body: { since } });
