// The owner's viewing slots (contract/viewings.ts): list a stable's slots with their bookings, add a single slot
// or a weekly pattern, delete a slot.
import type { CreatedSlotDto, CreatedSlotsDto, OwnerSlotDto, ViewingSlotsBody } from '#contract/viewings.ts';
import { api } from './api.ts';

export const fetchOwnerSlots = (stableId: number, signal?: AbortSignal) =>
  api<OwnerSlotDto[]>(`/api/my/stables/${stableId}/viewing-slots`, { signal });

export const createSlots = (stableId: number, body: ViewingSlotsBody) =>
  api<CreatedSlotDto | CreatedSlotsDto>(`/api/my/stables/${stableId}/viewing-slots`, { method: 'POST', body });

export const deleteSlot = (id: number) => api<{ message: string }>(`/api/my/viewing-slots/${id}`, { method: 'DELETE' });
