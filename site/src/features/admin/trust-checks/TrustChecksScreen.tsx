// Admin screen "Prüfungen" (/admin/trust-checks): the open verification requests and seal claims, oldest first,
// each with its details and its document to download, granted or refused with a reason the owner receives by mail.
import { useQuery } from '@tanstack/react-query';
import EmptyState from '#site/components/ui/EmptyState.tsx';
import LoadError from '#site/components/ui/LoadError.tsx';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { SkeletonList } from '#site/components/ui/Skeleton.tsx';
import TrustCheckCard from './TrustCheckCard.tsx';
import { fetchTrustChecks, trustChecksKey } from './trust-api.ts';

export default function TrustChecksScreen() {
  const checks = useQuery({ queryKey: trustChecksKey, queryFn: fetchTrustChecks, refetchOnMount: 'always' });
  const rows = checks.data ?? [];
  return (
    <>
      <ScreenHeader
        title="Prüfungen"
        description="Anträge auf „Verifizierter Betrieb“ und eingereichte Qualitätssiegel. Prüfen Sie den Nachweis und entscheiden Sie; der Nachweis wird danach gelöscht."
      />
      {checks.isPending ? (
        <div className="grid gap-3">
          <SkeletonList count={2} className="h-52" />
        </div>
      ) : checks.isError && !checks.data ? (
        <LoadError what="Die Prüfungen" error={checks.error} onRetry={() => void checks.refetch()} />
      ) : (
        <>
          <p aria-live="polite" className="mb-3 text-sm text-stone-600 dark:text-stone-400">
            {rows.length === 1 ? '1 offene Prüfung' : `${rows.length} offene Prüfungen`}
          </p>
          {rows.length === 0 ? (
            <EmptyState text="Keine offenen Prüfungen" />
          ) : (
            <ul aria-label="Offene Prüfungen" className="grid gap-3">
              {rows.map((check) => (
                <TrustCheckCard key={`${check.kind}-${check.id}`} check={check} />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
