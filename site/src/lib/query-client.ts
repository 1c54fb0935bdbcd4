// The query cache (TanStack Query) of the signed-in apps, the back office and the owner area: no retries,
// no refetch on focus or reconnect, and one place that reacts when the session has ended (a 401).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

export function createAppQueryClient(options: { staleTime: number; onUnauthorized: () => void }): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) options.onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: options.staleTime },
      mutations: { retry: false },
    },
  });
}
