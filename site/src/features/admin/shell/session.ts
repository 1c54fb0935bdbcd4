// The admin session check (GET /api/admin/me), shared by the login screen and the shell under one cache key,
// polled every 30 s (spec section 4) so a session revoked elsewhere ends here too.
import { useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '#contract/limits.ts';
import { ApiError } from '#site/lib/api.ts';
import { fetchAdminMe } from '../admin-api.ts';

export const SESSION_KEY = ['admin', 'me'] as const;

export function useAdminSession(options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: fetchAdminMe,
    retry: false,
    refetchInterval: options.poll ? POLL_INTERVAL_MS : false,
  });
}

/** True when the server says nobody (401) or no admin (403) is signed in, as opposed to a passing failure. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
