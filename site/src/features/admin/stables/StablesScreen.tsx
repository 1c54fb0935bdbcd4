// Ställe (/admin/stables; the spec leaves its content open): every stable with its owner, place, rating
// and listings by status, searchable and filterable by region (both kept in the URL, applied by the API).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REGION_NAMES, REGIONS, type RegionFilter } from '#contract/regions.ts';
import { fetchAdminStables } from '../admin-api.ts';
import EmptyState from '#site/components/ui/EmptyState.tsx';
import { FilterBar, FilterSelect, SearchBox } from '#site/components/ui/FilterControls.tsx';
import LoadError from '#site/components/ui/LoadError.tsx';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { SkeletonList } from '#site/components/ui/Skeleton.tsx';
import { useDebouncedSearch, useUrlFilters } from '#site/lib/url-filters.ts';
import { listingCountLabel } from './stable-format.ts';
import StableRow, { ROW_GRID } from './StableRow.tsx';

const REGION_OPTIONS: readonly { value: RegionFilter; label: string }[] = [
  { value: 'all', label: 'Alle Regionen' },
  ...REGIONS.map((region) => ({ value: region, label: REGION_NAMES[region] })),
];

const COLUMNS = ['Stall', 'Besitzer', 'Ort', 'Bewertung', 'Anzeigen'];

export default function StablesScreen() {
  const [filters, setFilters] = useUrlFilters(
    { search: '', region: 'all' as RegionFilter },
    { region: ['all', ...REGIONS] },
  );
  const [searchText, setSearchText] = useDebouncedSearch(filters.search, (search) => setFilters({ search }));
  const stables = useQuery({
    queryKey: ['admin', 'stables', filters],
    queryFn: () => fetchAdminStables(filters),
    placeholderData: keepPreviousData,
  });

  const list = stables.data ?? [];
  const listingTotal = list.reduce((sum, stable) => sum + stable.listingCount, 0);
  return (
    <>
      <ScreenHeader
        title="Ställe"
        description="Alle Ställe der Plattform mit Besitzer, Bewertung und ihren Anzeigen."
      />

      <FilterBar label="Ställe filtern">
        <SearchBox
          id="stables-search"
          label="Suche"
          placeholder="Name, Ort, PLZ oder Besitzer"
          value={searchText}
          onChange={setSearchText}
        />
        <FilterSelect
          id="stables-region"
          label="Region"
          value={filters.region}
          options={REGION_OPTIONS}
          onChange={(region) => setFilters({ region })}
        />
      </FilterBar>

      {stables.isPending ? (
        <div className="grid gap-3">
          <SkeletonList count={5} className="h-28" />
        </div>
      ) : stables.isError && !stables.data ? (
        <LoadError what="Die Ställe" error={stables.error} onRetry={() => void stables.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState text="Keine Ställe gefunden" />
      ) : (
        <div
          aria-busy={stables.isFetching}
          className={`@container transition-opacity ${stables.isFetching ? 'opacity-60' : ''}`}
        >
          <p aria-live="polite" className="mb-3 text-sm text-stone-600 dark:text-stone-400">
            {list.length === 1 ? '1 Stall' : `${list.length} Ställe`} · {listingCountLabel(listingTotal)}
          </p>
          <div
            aria-hidden="true"
            className={`hidden px-5 pb-2 text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400 ${ROW_GRID}`}
          >
            {COLUMNS.map((column) => (
              <span key={column}>{column}</span>
            ))}
          </div>
          <ul aria-label="Ställe" className="grid gap-3">
            {list.map((stable) => (
              <StableRow key={stable.id} stable={stable} />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
