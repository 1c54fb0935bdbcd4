// The users list query of the back office and what a change to a user refetches.
import type { QueryClient } from '@tanstack/react-query';
import { fetchUsers, type UserFilters } from '../admin-api.ts';

export const USERS_KEY = ['admin', 'users'] as const;

export const usersQuery = (filters: Required<UserFilters>) => ({
  queryKey: [...USERS_KEY, filters] as const,
  queryFn: () => fetchUsers(filters),
});

/**
 * After a user is created, changed or deleted: refetch the users list now, and mark everything else stale
 * too, because a deleted user takes their stables and listings along and every change moves the
 * dashboard's and the reports' counts. Queries not on screen only refetch when they are shown again.
 */
export async function invalidateAfterUserChange(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries();
}
