// When one of the owner's listings runs out for want of updates ("läuft ab am …"), or that it ran out and how to
// bring it back, with the "Verlängern" button (contract/listing-freshness.ts). A paused listing does not run out.
import { useMutation } from '@tanstack/react-query';
import { CalendarClock, RefreshCw } from 'lucide-react';
import { homeDayOf } from '#contract/listing-freshness.ts';
import type { OwnListingDto } from '#contract/owner.ts';
import { renewOwnListing } from '#site/lib/freshness-api.ts';
import { formatGermanDate } from '#site/lib/german-date.ts';
import { toastFailure } from '#site/lib/toast-error.ts';
import { toast } from '#site/stores/toasts.ts';
import { useRefreshOwner } from '../queries.ts';

const DAY_MS = 86_400_000;
/** From this close to the end the date stands out. */
const SOON_DAYS = 7;

const dayOf = (iso: string) => formatGermanDate(homeDayOf(iso));

export default function ListingExpiry({
  listing,
}: {
  listing: Pick<OwnListingDto, 'id' | 'title' | 'expiresAt' | 'expiredAt'>;
}) {
  const refresh = useRefreshOwner();
  const renew = useMutation({
    mutationFn: () => renewOwnListing(listing.id),
    onSuccess: async (renewed) => {
      toast({
        title: 'Anzeige verlängert',
        description: renewed.expiresAt
          ? `${renewed.message} Die Anzeige läuft jetzt am ${dayOf(renewed.expiresAt)} ab.`
          : renewed.message,
      });
      await refresh();
    },
    onError: (error) => toastFailure(error, 'Die Anzeige konnte nicht verlängert werden.'),
  });
  if (!listing.expiresAt && !listing.expiredAt) return null;
  const soon = listing.expiresAt !== null && new Date(listing.expiresAt).getTime() - Date.now() < SOON_DAYS * DAY_MS;
  return (
    <div
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 text-sm ${
        listing.expiredAt || soon ? 'text-amber-900 dark:text-amber-200' : 'text-stone-600 dark:text-stone-400'
      }`}
    >
      <p className="flex items-start gap-1.5">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {listing.expiredAt ? (
          <span>
            <strong className="font-semibold">Abgelaufen am {dayOf(listing.expiredAt)}</strong>, weil sie lange nicht
            aktualisiert wurde. Verlängere sie, dann ist sie wieder in der Suche zu sehen.
          </span>
        ) : (
          <span className={soon ? 'font-semibold' : undefined}>
            Läuft ab am {dayOf(listing.expiresAt!)}, wenn du sie bis dahin nicht aktualisierst oder verlängerst.
          </span>
        )}
      </p>
      <button
        type="button"
        onClick={() => renew.mutate()}
        disabled={renew.isPending}
        aria-label={`Verlängern: ${listing.title}`}
        className="inline-flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-60 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800"
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        {renew.isPending ? 'Wird verlängert …' : 'Verlängern'}
      </button>
    </div>
  );
}
