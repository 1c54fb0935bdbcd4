// The admin's changes to one listing (status, premium flag, deletion): the spec's toasts, and a refetch of
// the list after each, whether it worked or not, so the screen shows what the server holds.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { LISTING_STATUS_LABELS, statusOf, type ListingStatus } from '#contract/listing-status.ts';
import type { ListingDto } from '#contract/types.ts';
import { toast } from '#site/stores/toasts.ts';
import { deleteListing, setListingPremium, setListingStatus } from '../admin-api.ts';
import { queryClient } from '../query-client.ts';
import { toastFailure } from '#site/lib/toast-error.ts';

export const LISTINGS_KEY = ['admin', 'listings'] as const;

/** The listing list refetches now; every other cached admin view (counts, stables, reports) on its next visit. */
async function refreshAfterChange(): Promise<void> {
  await queryClient.invalidateQueries({ refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: LISTINGS_KEY });
}

/** The status a listing's dropdown shows (the admin's choice until the server has answered) and the change. */
export function useStatusChange(listing: ListingDto): {
  value: ListingStatus;
  change: (status: ListingStatus) => void;
} {
  // Held here rather than read from the mutation, whose state reaches React a tick later: in between, the
  // controlled select would jump back and a second arrow key would start from the old status.
  const [chosen, setChosen] = useState<ListingStatus | null>(null);
  const mutation = useMutation({
    mutationFn: (status: ListingStatus) => setListingStatus(listing.id, status),
    // One after the other: arrow keys on a focused select change it step by step, and the last step must win.
    scope: { id: `listing-status-${listing.id}` },
    onSuccess: (_, status) =>
      toast({
        title: 'Status aktualisiert',
        description: `„${listing.title}“ ist jetzt ${LISTING_STATUS_LABELS[status]}.`,
      }),
    onError: (error) => toastFailure(error, 'Status konnte nicht aktualisiert werden'),
    onSettled: refreshAfterChange,
  });
  const change = (status: ListingStatus) => {
    setChosen(status);
    // Runs after the list has refetched, and only for the last of several quick changes.
    mutation.mutate(status, { onSettled: () => setChosen(null) });
  };
  return { value: chosen ?? statusOf(listing.status), change };
}

/** The review of a pending listing: approve (active) or reject (inactive, with an optional reason); the owner is mailed. */
export function useReviewDecision(listing: ListingDto, onRejected: () => void = () => {}) {
  const mutation = useMutation({
    mutationFn: (decision: { approve: true } | { approve: false; reason: string }) =>
      decision.approve
        ? setListingStatus(listing.id, 'active')
        : setListingStatus(listing.id, 'inactive', decision.reason.trim()),
    onSuccess: (_, decision) => {
      if (decision.approve) {
        toast({ title: 'Anzeige freigegeben', description: `„${listing.title}“ ist jetzt öffentlich sichtbar.` });
      } else {
        onRejected();
        toast({ title: 'Anzeige abgelehnt', description: `„${listing.title}“ bleibt unveröffentlicht.` });
      }
    },
    onError: (error, decision) =>
      toastFailure(
        error,
        decision.approve ? 'Anzeige konnte nicht freigegeben werden' : 'Anzeige konnte nicht abgelehnt werden',
      ),
    onSettled: refreshAfterChange,
  });
  return {
    busy: mutation.isPending,
    approve: () => mutation.isPending || mutation.mutate({ approve: true }),
    reject: (reason: string) => mutation.isPending || mutation.mutate({ approve: false, reason }),
  };
}

export function usePremiumToggle(listing: ListingDto): { busy: boolean; toggle: () => void } {
  const mutation = useMutation({
    mutationFn: (isPremium: boolean) => setListingPremium(listing.id, isPremium),
    onSuccess: (updated) =>
      toast({
        title: 'Premium-Status aktualisiert',
        description: `„${listing.title}“ ist jetzt eine ${updated.isPremium ? 'Premium' : 'Standard'}-Anzeige.`,
      }),
    onError: (error) => toastFailure(error, 'Premium-Status konnte nicht aktualisiert werden'),
    onSettled: refreshAfterChange,
  });
  return { busy: mutation.isPending, toggle: () => mutation.isPending || mutation.mutate(!listing.isPremium) };
}

export function useListingDelete(onDeleted: () => void) {
  return useMutation({
    mutationFn: (listing: ListingDto) => deleteListing(listing.id),
    onSuccess: (_, listing) => {
      onDeleted();
      toast({ title: 'Anzeige gelöscht', description: `„${listing.title}“ wurde entfernt.` });
    },
    onError: (error) => toastFailure(error, 'Anzeige konnte nicht gelöscht werden'),
    onSettled: refreshAfterChange,
  });
}
