// "Melden": the report of a listing or a review (contract/moderation.ts), with an address when nobody is signed in.
import type { ReportBody, ReportCreatedDto } from '#contract/moderation.ts';
import { api } from './api.ts';

export const reportItem = (kind: 'listing' | 'review', id: number, body: ReportBody) =>
  api<ReportCreatedDto>(`/api/${kind === 'listing' ? 'listings' : 'reviews'}/${id}/reports`, {
    method: 'POST',
    body,
  });
