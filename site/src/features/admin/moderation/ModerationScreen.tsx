// Admin screen "Meldungen" (/admin/moderation): the one queue of reports about listings, reviews, conversations
// and persons, the open ones oldest first (or the decided ones), each opened in context with the item's history
// and decided with a required reason that goes to the affected person.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import EmptyState from '#site/components/ui/EmptyState.tsx';
import { FilterBar, FilterSelect } from '#site/components/ui/FilterControls.tsx';
import LoadError from '#site/components/ui/LoadError.tsx';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { SkeletonList } from '#site/components/ui/Skeleton.tsx';
import { useUrlFilters } from '#site/lib/url-filters.ts';
import { fetchModerationReports } from '../admin-api.ts';
import ModerationCard from './ModerationCard.tsx';

const SHOWN = [
  { value: 'open', label: 'Offen' },
  { value: 'decided', label: 'Entschieden' },
] as const;

export default function ModerationScreen() {
  const [{ shown }, setFilters] = useUrlFilters({ shown: 'open' }, { shown: ['open', 'decided'] });
  const status = shown === 'decided' ? 'decided' : 'open';
  const reports = useQuery({
    queryKey: ['admin', 'moderation', { status }],
    queryFn: () => fetchModerationReports(status),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const rows = reports.data ?? [];

  return (
    <>
      <ScreenHeader
        title="Meldungen"
        description="Gemeldete Inserate, Bewertungen, Unterhaltungen und Personen, die ältesten offenen zuerst. Ihre Begründung geht an die betroffene Person."
      />
      <FilterBar label="Meldungen filtern">
        <FilterSelect
          id="moderation-shown"
          label="Meldungen"
          value={status}
          options={SHOWN}
          onChange={(value) => setFilters({ shown: value })}
        />
      </FilterBar>

      {reports.isPending ? (
        <div className="grid gap-3">
          <SkeletonList count={3} className="h-44" />
        </div>
      ) : reports.isError && !reports.data ? (
        <LoadError what="Die Meldungen" error={reports.error} onRetry={() => void reports.refetch()} />
      ) : (
        <>
          <p aria-live="polite" className="mb-3 text-sm text-stone-600 dark:text-stone-400">
            {rows.length === 1 ? '1 Meldung' : `${rows.length} Meldungen`}
          </p>
          {rows.length === 0 ? (
            <EmptyState text={status === 'decided' ? 'Keine entschiedenen Meldungen' : 'Keine offenen Meldungen'} />
          ) : (
            <ul
              aria-label="Meldungen"
              aria-busy={reports.isFetching}
              className={`grid gap-3 transition-opacity ${reports.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {rows.map((report) => (
                <ModerationCard key={report.id} report={report} />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
