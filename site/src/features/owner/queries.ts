// The owner area's queries: one key per resource under ['my'], so a change can refresh everything it touches.
import type { OwnerEnquiryDto } from '#contract/enquiries.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchListingStats,
  fetchOwnerEnquiries,
  fetchOwnListing,
  fetchOwnListings,
  fetchOwnStable,
  fetchOwnStables,
  type OwnerEnquiryFilter,
} from '#site/lib/owner-api.ts';

export const ownerKeys = {
  all: ['my'] as const,
  stables: ['my', 'stables'] as const,
  stable: (id: number) => ['my', 'stable', id] as const,
  listings: ['my', 'listings'] as const,
  listing: (id: number) => ['my', 'listing', id] as const,
  stats: (id: number) => ['my', 'stats', id] as const,
  enquiries: (filter: OwnerEnquiryFilter) => ['my', 'enquiries', filter] as const,
  unread: ['my', 'enquiries', 'unread-count'] as const,
};

export const useOwnStables = () =>
  useQuery({ queryKey: ownerKeys.stables, queryFn: ({ signal }) => fetchOwnStables(signal) });
export const useOwnListings = () =>
  useQuery({ queryKey: ownerKeys.listings, queryFn: ({ signal }) => fetchOwnListings(signal) });
export const useOwnStable = (id: number) =>
  useQuery({ queryKey: ownerKeys.stable(id), queryFn: ({ signal }) => fetchOwnStable(id, signal) });
export const useOwnListing = (id: number) =>
  useQuery({ queryKey: ownerKeys.listing(id), queryFn: ({ signal }) => fetchOwnListing(id, signal) });
export const useListingStats = (id: number) =>
  useQuery({ queryKey: ownerKeys.stats(id), queryFn: ({ signal }) => fetchListingStats(id, signal) });
export const useOwnerEnquiries = (filter: OwnerEnquiryFilter) =>
  useQuery({ queryKey: ownerKeys.enquiries(filter), queryFn: ({ signal }) => fetchOwnerEnquiries(filter, signal) });
/** How many enquiries the owner has not opened yet (the inbox tab's count). */
export const useUnreadCount = () =>
  useQuery({
    queryKey: ownerKeys.unread,
    queryFn: async ({ signal }) => (await fetchOwnerEnquiries({ unread: true }, signal)).length,
  });

/** Refreshes every owner query after a change (stables, listings, counts and the inbox hang together). */
export function useRefreshOwner(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ownerKeys.all });
}

/**
 * Puts a changed enquiry into every cached inbox list in place (an opened enquiry stays where it is, even under
 * "nur ungelesene") and refreshes the unread counts.
 */
export function usePatchEnquiry(): (updated: OwnerEnquiryDto) => Promise<void> {
  const client = useQueryClient();
  return async (updated) => {
    client.setQueriesData<OwnerEnquiryDto[] | number>({ queryKey: ['my', 'enquiries'] }, (list) =>
      Array.isArray(list) ? list.map((e) => (e.id === updated.id ? updated : e)) : list,
    );
    await Promise.all([
      client.invalidateQueries({ queryKey: ownerKeys.unread }),
      client.invalidateQueries({ queryKey: ownerKeys.listings }),
    ]);
  };
}
