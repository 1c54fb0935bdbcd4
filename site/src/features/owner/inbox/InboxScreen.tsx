// /my-stables/anfragen: the enquiries to the owner's listings, newest first, unread ones marked; filtered by
// listing and "nur ungelesene" (kept in the address bar).
import { useId } from 'react';
import { formatCount } from '#site/lib/format.ts';
import LoadError from '#site/components/ui/LoadError.tsx';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { SkeletonBlock } from '#site/components/ui/Skeleton.tsx';
import { useUrlFilters } from '#site/lib/url-filters.ts';
import { useOwnerEnquiries, useOwnListings } from '../queries.ts';
import { SelectField } from '#site/components/ui/Fields.tsx';
import EnquiryCard from './EnquiryCard.tsx';

export default function InboxScreen() {
  const [filters, setFilters] = useUrlFilters({ listingId: '', unread: '' }, { unread: ['true'] });
  const listingId = Number(filters.listingId) || undefined;
  const unreadOnly = filters.unread === 'true';
  const enquiries = useOwnerEnquiries({ listingId, unread: unreadOnly });
  const listings = useOwnListings();
  const unreadId = useId();

  const newestFirst = enquiries.data ? [...enquiries.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : [];
  const unreadCount = newestFirst.filter((e) => e.readAt === null).length;
  const filtered = Boolean(listingId || unreadOnly);

  return (
    <>
      <ScreenHeader
        title="Anfragen"
        description={
          enquiries.data
            ? `${formatCount(newestFirst.length)} ${newestFirst.length === 1 ? 'Anfrage' : 'Anfragen'}${unreadCount ? `, davon ${formatCount(unreadCount)} ungelesen` : ''}`
            : 'Anfragen von Interessenten zu deinen Anzeigen'
        }
      />
      <div role="search" aria-label="Anfragen filtern" className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="sm:w-80">
          <SelectField
            id="inbox-listing"
            label="Anzeige"
            value={filters.listingId}
            onChange={(e) => setFilters({ listingId: e.target.value })}
          >
            <option value="">Alle Anzeigen</option>
            {listings.data?.map((listing) => (
              <option key={listing.id} value={listing.id}>
                {listing.title}
              </option>
            ))}
          </SelectField>
        </div>
        <label htmlFor={unreadId} className="flex h-11 items-center gap-2 text-sm font-medium">
          <input
            id={unreadId}
            type="checkbox"
            checked={unreadOnly}
            onChange={(e) => setFilters({ unread: e.target.checked ? 'true' : '' })}
            className="size-4 accent-brand"
          />
          nur ungelesene
        </label>
      </div>

      {enquiries.isPending ? (
        <div aria-busy="true" className="grid gap-3" data-testid="owner-skeleton">
          <p className="sr-only" role="status">
            Anfragen werden geladen …
          </p>
          {[0, 1, 2].map((i) => (
            <SkeletonBlock key={i} className="h-24 w-full rounded-2xl" />
          ))}
        </div>
      ) : enquiries.isError ? (
        <LoadError what="Die Anfragen" error={enquiries.error} onRetry={() => void enquiries.refetch()} />
      ) : newestFirst.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-10 text-center text-stone-600 dark:border-stone-700 dark:text-stone-400">
          {filtered
            ? 'Keine Anfragen passen zu diesem Filter.'
            : 'Noch keine Anfragen. Sobald Interessenten dir schreiben, erscheinen ihre Anfragen hier.'}
        </p>
      ) : (
        <ul aria-label="Anfragen" className="grid gap-3">
          {newestFirst.map((enquiry) => (
            <EnquiryCard key={enquiry.id} enquiry={enquiry} />
          ))}
        </ul>
      )}
    </>
  );
}
