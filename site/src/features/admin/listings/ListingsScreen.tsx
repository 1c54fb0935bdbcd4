// Admin screen "Anzeigenverwaltung" (/admin/listings): every listing whatever its status, searched and filtered
// on the server (filters in the URL), with status changes, the premium flag and deletion.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { LISTING_STATUSES, LISTING_STATUS_LABELS } from '../../../../../contract/listing-status.ts';
import { REGIONS, REGION_NAMES } from '../../../../../contract/regions.ts';
import type { ListingDto } from '../../../../../contract/types.ts';
import { fetchAdminListings, fetchAdminStables } from '../admin-api.ts';
import Dialog from '../ui/Dialog.tsx';
import EmptyState from '../ui/EmptyState.tsx';
import ScreenHeader from '../ui/ScreenHeader.tsx';
import { SkeletonList } from '../ui/Skeleton.tsx';
import { useDebouncedSearch, useUrlParams } from '../ui/url-filters.ts';
import ListingRow from './ListingRow.tsx';
import { LISTINGS_KEY, useListingDelete } from './listing-changes.ts';
import { parseListingFilters } from './listing-filters.ts';

const SKELETON_ROWS = 5;

export default function ListingsScreen() {
  const [params, setParams] = useUrlParams();
  const filters = parseListingFilters(params);
  const [searchText, setSearchText] = useDebouncedSearch(filters.search, (search) => setParams({ search }));
  const [toDelete, setToDelete] = useState<ListingDto | null>(null);

  const listings = useQuery({
    queryKey: [...LISTINGS_KEY, filters],
    queryFn: () => fetchAdminListings(filters),
    placeholderData: keepPreviousData,
  });

  const remove = useListingDelete(() => setToDelete(null));
  const rows = listings.data ?? [];

  return (
    <>
      <ScreenHeader title="Anzeigenverwaltung" description="Alle Stallplatz-Anzeigen der Plattform: Status, Premium-Platzierung und Löschung." />

      <search className="mb-4 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] dark:border-stone-800 dark:bg-stone-900">
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor="listing-search" className="text-sm font-medium">
            Suche <span className="font-normal text-stone-600 dark:text-stone-400">nach Titel, Stallname oder Ort</span>
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500 dark:text-stone-400" />
            <input
              id="listing-search"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="Suchbegriff"
              autoComplete="off"
              className="field pl-9"
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="listing-status" className="text-sm font-medium">
            Status
          </label>
          <select id="listing-status" value={filters.status} onChange={(event) => setParams({ status: event.target.value })} className="field">
            <option value="all">Alle</option>
            {LISTING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {LISTING_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="listing-region" className="text-sm font-medium">
            Region
          </label>
          <select id="listing-region" value={filters.region} onChange={(event) => setParams({ region: event.target.value })} className="field">
            <option value="all">Alle Regionen</option>
            {REGIONS.map((value) => (
              <option key={value} value={value}>
                {REGION_NAMES[value]}
              </option>
            ))}
          </select>
        </div>
      </search>

      {filters.stableId !== null && <StableFilter stableId={filters.stableId} onClear={() => setParams({ stableId: undefined })} />}

      {listings.isPending ? (
        <div className="grid gap-3">
          <SkeletonList count={SKELETON_ROWS} className="h-32 lg:h-24" />
        </div>
      ) : listings.isError && !listings.data ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          <p>Die Anzeigen konnten nicht geladen werden.</p>
          <button type="button" onClick={() => listings.refetch()} className="btn btn-secondary mt-4">
            Erneut versuchen
          </button>
        </div>
      ) : (
        <>
          <p aria-live="polite" className="mb-3 text-sm text-stone-600 dark:text-stone-400">
            {rows.length === 1 ? '1 Anzeige' : `${rows.length} Anzeigen`}
          </p>
          {rows.length === 0 ? (
            <EmptyState text="Keine Anzeigen gefunden" />
          ) : (
            <ul aria-label="Anzeigen" aria-busy={listings.isFetching} className={`grid gap-3 transition-opacity ${listings.isPlaceholderData ? 'opacity-60' : ''}`}>
              {rows.map((listing) => (
                <ListingRow key={listing.id} listing={listing} onDelete={() => setToDelete(listing)} />
              ))}
            </ul>
          )}
        </>
      )}

      <Dialog open={toDelete !== null} title="Anzeige löschen" onClose={() => setToDelete(null)}>
        {toDelete && (
          <>
            <p>Sind Sie sicher, dass Sie diese Anzeige löschen möchten?</p>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              „{toDelete.title}“ wird endgültig entfernt; Kontaktanfragen dazu bleiben erhalten.
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" onClick={() => setToDelete(null)} className="btn btn-secondary">
                Abbrechen
              </button>
              <button
                type="button"
                onClick={() => remove.isPending || remove.mutate(toDelete)}
                aria-disabled={remove.isPending}
                className="btn bg-red-700 text-white hover:bg-red-800 aria-disabled:cursor-progress aria-disabled:opacity-60"
              >
                {remove.isPending ? 'Lösche...' : 'Löschen'}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}

/** Which stable the list is narrowed to (the stables screen links here), with a way back to all listings. */
function StableFilter({ stableId, onClear }: { stableId: number; onClear: () => void }) {
  const stables = useQuery({ queryKey: ['admin', 'stables', 'names'], queryFn: () => fetchAdminStables() });
  const stable = stables.data?.find((s) => s.id === stableId);
  const name = stable ? stable.name : stables.isPending ? `Stall #${stableId}` : `Unbekannter Stall (#${stableId})`;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-orange-200 bg-orange-50 px-4 py-3 text-sm dark:border-stone-700 dark:bg-stone-900">
      <p>
        Nur Anzeigen des Stalls <strong className="font-semibold">{name}</strong>
        {stable && (
          <span className="text-stone-600 dark:text-stone-400">
            {' '}
            ({stable.city}, {REGION_NAMES[stable.region]})
          </span>
        )}
      </p>
      <button type="button" onClick={onClear} className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 font-semibold text-brand hover:bg-orange-100 dark:text-brand-light dark:hover:bg-stone-800">
        <X aria-hidden="true" className="size-4" />
        Stallfilter aufheben
      </button>
    </div>
  );
}
