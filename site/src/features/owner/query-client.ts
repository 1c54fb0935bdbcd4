// The owner area's query cache: data counts as fresh for 30 s; when the session has ended, the owner is
// sent to the sign-in page.
import { createAppQueryClient } from '#site/lib/query-client.ts';

export const ownerQueryClient = createAppQueryClient({
  staleTime: 30_000,
  onUnauthorized: () => window.location.assign('/auth'),
});
