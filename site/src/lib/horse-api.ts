// The calls of the horse profiles (/api/my/horses): apart from lib/api.ts, so only the pages that show horses
// carry them.
import type { HorseData, HorseDto, HorsesImportDto } from '#contract/horse-fields.ts';
import type { MessageDto } from '#contract/account.ts';
import { api } from './api.ts';

export const fetchHorses = () => api<HorseDto[]>('/api/my/horses');

export const createHorse = (body: HorseData) => api<HorseDto>('/api/my/horses', { method: 'POST', body });

export const updateHorse = (id: number, body: HorseData) =>
  api<HorseDto>(`/api/my/horses/${id}`, { method: 'PUT', body });

export const deleteHorse = (id: number) => api<MessageDto>(`/api/my/horses/${id}`, { method: 'DELETE' });

export const importHorses = (horses: HorseData[]) =>
  api<HorsesImportDto>('/api/my/horses/import', { method: 'POST', body: { horses } });
