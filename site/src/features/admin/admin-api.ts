// Typed calls of the admin API (spec section 7 plus the stables and report reads), on the site's one API client.
import type { ContactRequestDto } from '#contract/enquiries.ts';
import type { JobOverviewDto } from '#contract/jobs.ts';
import type { AdminListingDto } from '#contract/listing-freshness.ts';
import type { ListingStatus } from '#contract/listing-status.ts';
import type {
  DecisionBody,
  ModerationCountDto,
  ModerationDetailDto,
  ModerationReportDto,
  ReportStatus,
} from '#contract/moderation.ts';
import type { PlatformSettings } from '#contract/settings.ts';
import type {
  ActivityItem,
  AdminReport,
  AdminSession,
  AdminStableDto,
  AdminStats,
  ListingDto,
  PublicUser,
} from '#contract/types.ts';
import { api } from '#site/lib/api.ts';

/** Query string of the set filters only ("all" and empty values are left out). */
function query(filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value && value !== 'all') params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const adminLogin = (body: { username: string; password: string }) =>
  api<AdminSession>('/api/admin/login', { method: 'POST', body });
export const adminLogout = () => api<unknown>('/api/admin/logout', { method: 'POST' });
export const fetchAdminMe = () => api<AdminSession>('/api/admin/me');

export const fetchStats = () => api<AdminStats>('/api/admin/stats');
export const fetchRecentActivity = () => api<ActivityItem[]>('/api/admin/recent-activity');
export const fetchReport = () => api<AdminReport>('/api/admin/reports');

export interface UserFilters {
  search?: string;
  role?: 'all' | 'admin' | 'stable_owner' | 'user';
}
export const fetchUsers = (filters: UserFilters = {}) => api<PublicUser[]>(`/api/admin/users${query({ ...filters })}`);

export interface UserInput {
  email: string;
  username: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  isAdmin: boolean;
  isStableOwner: boolean;
}
export const createUser = (body: UserInput & { password: string }) =>
  api<PublicUser>('/api/admin/users', { method: 'POST', body });
export const updateUser = (id: number, body: UserInput) =>
  api<PublicUser>(`/api/admin/users/${id}`, { method: 'PUT', body });
export const deleteUser = (id: number) => api<unknown>(`/api/admin/users/${id}`, { method: 'DELETE' });

export interface ListingFilters {
  search?: string;
  status?: ListingStatus | 'all';
  region?: string;
  /** Only the listings of this stable. */
  stableId?: number | null;
  /** `soon`: "bald ablaufend", they run out within 7 days. */
  expiring?: 'soon' | 'all';
}
export const fetchAdminListings = ({ stableId, ...filters }: ListingFilters = {}) =>
  api<AdminListingDto[]>(
    `/api/admin/listings${query({ ...filters, stableId: stableId ? String(stableId) : undefined })}`,
  );
/** `reason` (optional) goes into the owner's mail when a pending listing is rejected. */
export const setListingStatus = (id: number, status: ListingStatus, reason?: string) =>
  api<ListingDto>(`/api/admin/listings/${id}/status`, {
    method: 'PUT',
    body: reason ? { status, reason } : { status },
  });
export const setListingPremium = (id: number, isPremium: boolean) =>
  api<ListingDto>(`/api/admin/listings/${id}/premium`, { method: 'PUT', body: { isPremium } });
export const deleteListing = (id: number) => api<unknown>(`/api/admin/listings/${id}`, { method: 'DELETE' });

export const fetchAdminStables = (filters: { search?: string; region?: string } = {}) =>
  api<AdminStableDto[]>(`/api/admin/stables${query({ ...filters })}`);

export const fetchContacts = (filters: { search?: string } = {}) =>
  api<ContactRequestDto[]>(`/api/admin/contacts${query({ ...filters })}`);

export const fetchModerationReports = (status: ReportStatus) =>
  api<ModerationReportDto[]>(`/api/admin/moderation?status=${status}`);
export const fetchModerationCount = () => api<ModerationCountDto>('/api/admin/moderation/count');
export const fetchModerationReport = (id: number) => api<ModerationDetailDto>(`/api/admin/moderation/${id}`);
export const decideModerationReport = (id: number, body: DecisionBody) =>
  api<ModerationDetailDto>(`/api/admin/moderation/${id}/decision`, { method: 'POST', body });

export const fetchSettings = () => api<PlatformSettings>('/api/admin/settings');
export const saveSettings = (body: Partial<PlatformSettings>) =>
  api<PlatformSettings>('/api/admin/settings', { method: 'PUT', body });

/** GET /readyz: answers while the database does (503 otherwise), with the kind of database. */
export interface Readiness {
  status: 'ok';
  database: 'embedded' | 'postgres';
}
export const fetchReadiness = () => api<Readiness>('/readyz');

export const fetchJobs = () => api<JobOverviewDto>('/api/admin/jobs');
export const retryMail = (id: string) =>
  api<{ message: string }>(`/api/admin/jobs/mail/${encodeURIComponent(id)}/retry`, { method: 'POST' });
