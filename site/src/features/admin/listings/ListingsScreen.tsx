// Admin screen "Anzeigenverwaltung" (/admin/listings): every listing whatever its status, searched and filtered
// on the server (filters in the URL), with status changes, the premium flag and deletion.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { REGION_NAMES, type RegionFilter } from '#contract/regions.ts';
import type { ListingDto } from '#contract/types.ts';
import { fetchAdminListings, fetchAdminStables } from '../admin-api.ts';
import Dialog from '#site/components/ui/Dialog.tsx';
import EmptyState from '#site/components/ui/EmptyState.tsx';
import { FilterBar, FilterSelect, SearchBox } from '#site/components/ui/FilterControls.tsx';
import LoadError from '#site/components/ui/LoadError.tsx';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { SkeletonList } from '#site/components/ui/Skeleton.tsx';
import { useDebouncedSearch, useUrlFilters } from '#site/lib/url-filters.ts';
import ListingRow from './ListingRow.tsx';
import { LISTINGS_KEY, useListingDelete } from './listing-changes.ts';
import RejectDialog from './RejectDialog.tsx';
import {
  EXPIRY_OPTIONS,
  LISTING_FILTER_DEFAULTS,
  LISTING_FILTER_VALUES,
  parseStableId,
  REGION_OPTIONS,
  STATUS_OPTIONS,
} from './listing-filters.ts';

const SKELETON_ROWS = 5;

export default function ListingsScreen() {
  const [filters, setFilters] = useUrlFilters(LISTING_FILTER_DEFAULTS, LISTING_FILTER_VALUES);
  const stableId = parseStableId(filters.stableId);
  const [searchText, setSearchText] = useDebouncedSearch(filters.search, (search) => setFilters({ search }));
  const [toDelete, setToDelete] = useState<ListingDto | null>(null);
  const [toReject, setToReject] = useState<ListingDto | null>(null);

  const listings = useQuery({
    queryKey: [...LISTINGS_KEY, { ...filters, stableId }],
    queryFn: () => fetchAdminListings({ ...filters, stableId }),
    placeholderData: keepPreviousData,
  });

  const remove = useListingDelete(() => setToDelete(null));
  const rows = listings.data ?? [];

  return (
    <>
      <ScreenHeader
        title="Anzeigenverwaltung"
        description="Alle Stallplatz-Anzeigen der Plattform: Status, Premium-Platzierung und Löschung."
      />

      <FilterBar label="Anzeigen filtern">
        <SearchBox
          id="listings-search"
          label="Suche"
          placeholder="Titel, Stallname oder Ort"
          value={searchText}
          onChange={setSearchText}
        />
        <FilterSelect
          id="listings-status"
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => setFilters({ status })}
        />
        <FilterSelect
          id="listings-region"
          label="Region"
          value={filters.region}
          options={REGION_OPTIONS}
          onChange={(region) => setFilters({ region })}
        />
        <FilterSelect
          id="listings-expiring"
          label="Ablauf"
          value={filters.expiring}
          options={EXPIRY_OPTIONS}
          onChange={(expiring) => setFilters({ expiring })}
        />
      </FilterBar>

      {stableId !== null && <StableFilter stableId={stableId} onClear={() => setFilters({ stableId: '' })} />}

      {listings.isPending ? (
        <div className="grid gap-3">
          <SkeletonList count={SKELETON_ROWS} className="h-36 lg:h-24" />
        </div>
      ) : listings.isError && !listings.data ? (
        <LoadError what="Die Anzeigen" error={listings.error} onRetry={() => void listings.refetch()} />
      ) : (
        <div className="@container">
          <p aria-live="polite" className="mb-3 text-sm text-stone-600 dark:text-stone-400">
            {rows.length === 1 ? '1 Anzeige' : `${rows.length} Anzeigen`}
          </p>
          {rows.length === 0 ? (
            <EmptyState text="Keine Anzeigen gefunden" />
          ) : (
            <ul
              aria-label="Anzeigen"
              aria-busy={listings.isFetching}
              className={`grid gap-3 transition-opacity ${listings.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {rows.map((listing) => (
                <ListingRow
                  key={listing.id}
                  listing={listing}
                  onDelete={() => setToDelete(listing)}
                  onReject={() => setToReject(listing)}
                />
              ))}
            </ul>
          )}
        </div>
      )}

      <RejectDialog listing={toReject} onClose={() => setToReject(null)} />

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
  // The stables screen's own query for its unfiltered list: coming from there, the name is known at once.
  const all = { search: '', region: 'all' as RegionFilter };
  const stables = useQuery({ queryKey: ['admin', 'stables', all], queryFn: () => fetchAdminStables(all) });
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
      <button
        type="button"
        onClick={onClear}
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 font-semibold text-brand hover:bg-orange-100 dark:text-brand-light dark:hover:bg-stone-800"
      >
        <X aria-hidden="true" className="size-4" />
        Stallfilter aufheben
      </button>
    </div>
  );
}
