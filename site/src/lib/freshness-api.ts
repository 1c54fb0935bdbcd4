// The calls that renew a listing (contract/listing-freshness.ts): the owner's, and the mailed link's (signed out).
import type { RenewalDto } from '#contract/listing-freshness.ts';
import { api } from './api.ts';

export const renewOwnListing = (id: number) => api<RenewalDto>(`/api/my/listings/${id}/renew`, { method: 'POST' });

export const renewWithLink = (token: string) =>
  api<RenewalDto>(`/api/listings/renew/${encodeURIComponent(token)}`, { method: 'POST' });
