// The back office's query cache (TanStack Query) with the spec's rules: no retries, no refetch on focus
// or reconnect, data never goes stale by itself; a 401 anywhere sends the admin to the login page.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';

export const LOGIN_PATH = '/admin/login';

function onUnauthorized(error: unknown): void {
  if (error instanceof ApiError && error.status === 401 && window.location.pathname !== LOGIN_PATH) {
    queryClient.clear();
    window.history.replaceState(null, '', LOGIN_PATH);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onUnauthorized }),
  mutationCache: new MutationCache({ onError: onUnauthorized }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Infinity },
    mutations: { retry: false },
  },
});
