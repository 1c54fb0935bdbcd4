// The checklist and comparison routes of the API, through the one client (site/src/lib/api.ts).
import type {
  ChecklistAnswers,
  ChecklistDto,
  ChecklistNotes,
  ChecklistSyncDto,
  ComparisonCreatedDto,
  SharedComparisonDto,
} from '#contract/checklist-questions.ts';
import { api } from './api.ts';

export const fetchChecklist = (listingId: number) => api<ChecklistDto>(`/api/me/checklists/${listingId}`);

export const putChecklist = (listingId: number, body: { answers: ChecklistAnswers; notes: ChecklistNotes | null }) =>
  api<ChecklistSyncDto>(`/api/me/checklists/${listingId}`, { method: 'PUT', body });

export const createComparison = (listingIds: number[]) =>
  api<ComparisonCreatedDto>('/api/me/comparisons', { method: 'POST', body: { listingIds } });

export const fetchSharedComparison = (token: string) =>
  api<SharedComparisonDto>(`/api/comparisons/${encodeURIComponent(token)}`);
