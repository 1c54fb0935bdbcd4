// The owner's waiting lists in the query cache, under ['my'] like every owner query.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaitlistNotify } from '#contract/waitlist-fields.ts';
import {
  fetchOwnerWaitlist,
  fetchWaitlistCounts,
  offerPlace,
  removeWaitlistEntry,
  reorderWaitlist,
  setWaitlistNotify,
} from '#site/lib/waitlist-api.ts';

const waitlistKey = (listingId: number) => ['my', 'waitlist', listingId] as const;
const countsKey = ['my', 'waitlist-counts'] as const;

export const useOwnerWaitlist = (listingId: number) =>
  useQuery({ queryKey: waitlistKey(listingId), queryFn: ({ signal }) => fetchOwnerWaitlist(listingId, signal) });

export const useWaitlistCounts = () =>
  useQuery({ queryKey: countsKey, queryFn: ({ signal }) => fetchWaitlistCounts(signal) });

function useWaitlistMutation<T>(listingId: number, mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: waitlistKey(listingId) });
      await client.invalidateQueries({ queryKey: countsKey });
    },
  });
}

export const useOfferPlace = (listingId: number) =>
  useWaitlistMutation(listingId, ({ entryId, days }: { entryId: number; days: number }) =>
    offerPlace(listingId, entryId, days),
  );

export const useReorderWaitlist = (listingId: number) =>
  useWaitlistMutation(listingId, (entryIds: number[]) => reorderWaitlist(listingId, entryIds));

export const useRemoveEntry = (listingId: number) =>
  useWaitlistMutation(listingId, (entryId: number) => removeWaitlistEntry(listingId, entryId));

export const useSetNotify = (listingId: number) =>
  useWaitlistMutation(listingId, (notify: WaitlistNotify) => setWaitlistNotify(listingId, notify));
