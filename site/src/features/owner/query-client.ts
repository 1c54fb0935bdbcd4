// The owner area's query cache (TanStack Query), with the back office's rules: no retries, no refetch on
// focus; a 401 (the session ended) sends the owner to the sign-in page.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';

function onUnauthorized(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) window.location.assign('/auth');
}

export const ownerQueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onUnauthorized }),
  mutationCache: new MutationCache({ onError: onUnauthorized }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
