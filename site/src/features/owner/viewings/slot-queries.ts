// The owner's viewing slots in the query cache, under ['my'] like every owner query.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ViewingSlotsBody } from '#contract/viewings.ts';
import { createSlots, deleteSlot, fetchOwnerSlots } from '#site/lib/viewing-slots-api.ts';

const slotsKey = (stableId: number) => ['my', 'viewing-slots', stableId] as const;

export const useOwnerSlots = (stableId: number) =>
  useQuery({ queryKey: slotsKey(stableId), queryFn: ({ signal }) => fetchOwnerSlots(stableId, signal) });

export function useCreateSlots(stableId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ViewingSlotsBody) => createSlots(stableId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: slotsKey(stableId) }),
  });
}

export function useDeleteSlot(stableId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number) => deleteSlot(slotId),
    onSuccess: () => client.invalidateQueries({ queryKey: slotsKey(stableId) }),
  });
}
