// What this installation can offer on the settings screen (GET /api/admin/settings/availability).
import type { SettingsAvailability } from '#contract/settings-availability.ts';
import { api } from '#site/lib/api.ts';

export const fetchAvailability = () => api<SettingsAvailability>('/api/admin/settings/availability');
