// Admin screen "Gemeldete Unterhaltungen" (/admin/conversation-reports): conversations that one of their sides
// reported, the open reports first (or the handled ones), each readable and marked "Erledigt" when dealt with.
// Conversations nobody reported never show here.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import EmptyState from '#site/components/ui/EmptyState.tsx';
import { FilterBar, FilterSelect } from '#site/components/ui/FilterControls.tsx';
import LoadError from '#site/components/ui/LoadError.tsx';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { SkeletonList } from '#site/components/ui/Skeleton.tsx';
import { useUrlFilters } from '#site/lib/url-filters.ts';
import { fetchConversationReports } from '../admin-api.ts';
import ReportCard from './ReportCard.tsx';

const SHOWN = [
  { value: 'open', label: 'Offen' },
  { value: 'handled', label: 'Erledigt' },
] as const;

export default function ConversationReportsScreen() {
  const [{ shown }, setFilters] = useUrlFilters({ shown: 'open' }, { shown: ['open', 'handled'] });
  const handled = shown === 'handled';
  const reports = useQuery({
    queryKey: ['admin', 'conversation-reports', { handled }],
    queryFn: () => fetchConversationReports(handled),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const rows = reports.data ?? [];

  return (
    <>
      <ScreenHeader
        title="Gemeldete Unterhaltungen"
        description="Unterhaltungen, die eine Seite gemeldet hat. Sie sehen nur gemeldete Unterhaltungen, die neuesten Meldungen zuerst."
      />
      <FilterBar label="Meldungen filtern">
        <FilterSelect
          id="reports-shown"
          label="Meldungen"
          value={handled ? 'handled' : 'open'}
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
            <EmptyState text={handled ? 'Keine erledigten Meldungen' : 'Keine offenen Meldungen'} />
          ) : (
            <ul
              aria-label="Meldungen"
              aria-busy={reports.isFetching}
              className={`grid gap-3 transition-opacity ${reports.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {rows.map((report) => (
                <ReportCard key={report.id} report={report} />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
