// One report in the queue: what was reported and why, the item in context with its history on request, and the
// decision (an action that fits the kind, with the required reason the affected person receives).
import { useQuery } from '@tanstack/react-query';
import { Clock, Flag } from 'lucide-react';
import { useState } from 'react';
import {
  MODERATION_ACTION_LABELS,
  REPORT_KIND_LABELS,
  REPORT_REASON_LABELS,
  type ModerationHistoryEntry,
  type ModerationReportDto,
  type ReportReason,
} from '#contract/moderation.ts';
import LoadError from '#site/components/ui/LoadError.tsx';
import { fetchModerationReport } from '../admin-api.ts';
import DecisionForm from './DecisionForm.tsx';

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
export const when = (iso: string) => `${dateTime.format(new Date(iso))} Uhr`;

export default function ModerationCard({ report }: { report: ModerationReportDto }) {
  const [open, setOpen] = useState(false);
  const headingId = `moderation-${report.id}`;
  const detailId = `moderation-detail-${report.id}`;
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 dark:border-stone-800 dark:bg-stone-900">
      <article aria-labelledby={headingId} className="grid gap-3">
        <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid min-w-0 gap-1">
            <h2 id={headingId} className="flex items-center gap-2 font-semibold">
              <Flag aria-hidden="true" className="size-4 shrink-0 text-red-700 dark:text-red-400" />
              {REPORT_KIND_LABELS[report.kind]}: {REPORT_REASON_LABELS[report.reason]}
            </h2>
            <p className="text-sm break-words text-stone-700 dark:text-stone-300">
              {report.itemTitle ?? 'Der gemeldete Inhalt existiert nicht mehr.'}
            </p>
            {report.openForItem > 1 && (
              <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
                {report.openForItem} offene Meldungen zu diesem Inhalt
              </p>
            )}
          </div>
          <p className="flex shrink-0 items-center gap-1.5 text-sm text-stone-600 dark:text-stone-400">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Gemeldet am </span>
            <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
          </p>
        </header>

        <p className="rounded-lg bg-stone-50 p-3 text-sm leading-relaxed break-words whitespace-pre-line text-stone-800 dark:bg-stone-800/60 dark:text-stone-200">
          {report.message}
        </p>

        <div>
          <button
            type="button"
            className="btn btn-secondary"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Schließen' : report.status === 'open' ? 'Prüfen und entscheiden' : 'Verlauf ansehen'}
          </button>
        </div>
        <div id={detailId} hidden={!open}>
          {open && <Detail reportId={report.id} />}
        </div>
      </article>
    </li>
  );
}

function Detail({ reportId }: { reportId: number }) {
  const detail = useQuery({
    queryKey: ['admin', 'moderation', reportId],
    queryFn: () => fetchModerationReport(reportId),
  });
  if (detail.isPending) return <p className="text-sm text-stone-600 dark:text-stone-400">Wird geladen...</p>;
  if (detail.isError)
    return <LoadError what="Die Meldung" error={detail.error} onRetry={() => void detail.refetch()} />;
  const { item, history, report, actions } = detail.data;
  return (
    <div className="grid gap-4">
      <section
        aria-label="Gemeldeter Inhalt"
        className="grid gap-2 rounded-lg border border-stone-200 p-3 dark:border-stone-700"
      >
        <h3 className="font-semibold">{item ? item.title : 'Nicht mehr vorhanden'}</h3>
        {item && (
          <>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              {item.hidden ? 'Nicht öffentlich sichtbar' : 'Öffentlich sichtbar'}
              {item.affected && ` · Betroffen: ${item.affected.name}`}
              {` · Gemeldet von: ${report.reporter}`}
            </p>
            {item.publicPath && (
              <p className="text-sm">
                <a href={item.publicPath} target="_blank" rel="noreferrer" className="underline underline-offset-2">
                  Öffentliche Seite öffnen
                </a>
              </p>
            )}
            <ul className="grid gap-1 border-l-2 border-stone-200 pl-3 text-sm dark:border-stone-700">
              {item.lines.map((line, index) => (
                <li key={index} className="break-words whitespace-pre-line text-stone-800 dark:text-stone-200">
                  {line}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <History entries={history} />
      {report.status === 'open' && <DecisionForm reportId={reportId} actions={actions} />}
    </div>
  );
}

function History({ entries }: { entries: ModerationHistoryEntry[] }) {
  return (
    <section aria-label="Verlauf" className="grid gap-2">
      <h3 className="font-semibold">Verlauf</h3>
      <ol className="grid gap-2 text-sm">
        {entries.map((entry, index) => (
          <li key={index} className="grid gap-0.5">
            <p className="text-xs text-stone-600 dark:text-stone-400">
              <time dateTime={entry.at}>{when(entry.at)}</time> ·{' '}
              {entry.type === 'report'
                ? `Meldung (${REPORT_REASON_LABELS[entry.what as ReportReason]}), ${entry.by}`
                : `Entscheidung: ${MODERATION_ACTION_LABELS[entry.what as keyof typeof MODERATION_ACTION_LABELS]}, ${entry.by}`}
            </p>
            <p className="break-words whitespace-pre-line text-stone-800 dark:text-stone-200">{entry.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
