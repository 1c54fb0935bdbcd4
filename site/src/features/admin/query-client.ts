// The back office's query cache with the spec's rules: data never goes stale by itself; a 401 anywhere
// empties the cache and shows the login page.
import { createAppQueryClient } from '#site/lib/query-client.ts';

export const LOGIN_PATH = '/admin/login';

export const queryClient = createAppQueryClient({
  staleTime: Infinity,
  onUnauthorized: () => {
    if (window.location.pathname === LOGIN_PATH) return;
    queryClient.clear();
    window.history.replaceState(null, '', LOGIN_PATH);
    window.dispatchEvent(new PopStateEvent('popstate'));
  },
});
