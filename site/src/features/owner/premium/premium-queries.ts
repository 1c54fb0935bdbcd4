// The owner's Premium and invoices in the query cache, under ['my'] like every owner query.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PremiumDays } from '#contract/premium.ts';
import { bookPremium, fetchMyInvoices, fetchPremium } from '#site/lib/premium-api.ts';

const premiumKey = (listingId: number) => ['my', 'premium', listingId] as const;
const invoicesKey = ['my', 'invoices'] as const;

export const usePremium = (listingId: number) =>
  useQuery({ queryKey: premiumKey(listingId), queryFn: ({ signal }) => fetchPremium(listingId, signal) });

export const useMyInvoices = () =>
  useQuery({ queryKey: invoicesKey, queryFn: ({ signal }) => fetchMyInvoices(signal), refetchOnMount: 'always' });

export function useBookPremium(listingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (days: PremiumDays) => bookPremium(listingId, days),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: premiumKey(listingId) });
      await client.invalidateQueries({ queryKey: invoicesKey });
      // The listing's Premium badge in the overview.
      await client.invalidateQueries({ queryKey: ['my', 'listings'] });
    },
  });
}
