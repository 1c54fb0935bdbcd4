// One report of a conversation: why and by which side it was reported, the conversation itself on request (read
// through the report, the back office's only way in), and "Erledigt" once the report has been dealt with.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, Flag, Home } from 'lucide-react';
import { useState } from 'react';
import { REPORT_REASON_LABELS, type ConversationReportDto } from '#contract/conversations.ts';
import LoadError from '#site/components/ui/LoadError.tsx';
import { toastFailure } from '#site/lib/toast-error.ts';
import { toast } from '#site/stores/toasts.ts';
import { fetchReportedConversation, markConversationReportHandled } from '../admin-api.ts';

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => `${dateTime.format(new Date(iso))} Uhr`;

const SIDE = { enquirer: 'Anfragende Person', owner: 'Stall' } as const;

export default function ReportCard({ report }: { report: ConversationReportDto }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const headingId = `report-${report.id}`;
  const conversationId = `report-conversation-${report.id}`;
  const handle = useMutation({
    mutationFn: () => markConversationReportHandled(report.id),
    onSuccess: async () => {
      toast({ title: 'Meldung erledigt' });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'conversation-reports'] });
    },
    onError: (error) => toastFailure(error, 'Die Meldung konnte nicht als erledigt markiert werden'),
  });

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 dark:border-stone-800 dark:bg-stone-900">
      <article aria-labelledby={headingId} className="grid gap-3">
        <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid min-w-0 gap-1">
            <h2 id={headingId} className="flex items-center gap-2 font-semibold">
              <Flag aria-hidden="true" className="size-4 shrink-0 text-red-700 dark:text-red-400" />
              {REPORT_REASON_LABELS[report.reason]}
            </h2>
            <p className="text-sm text-stone-600 dark:text-stone-400">Gemeldet von: {SIDE[report.reporterRole]}</p>
            <p className="flex items-start gap-1.5 text-sm text-stone-700 dark:text-stone-300">
              <Home aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>Anfrage zu: {report.listing.title}</span>
            </p>
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

        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-secondary"
            aria-expanded={open}
            aria-controls={conversationId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Unterhaltung ausblenden' : 'Unterhaltung anzeigen'}
          </button>
          {report.handledAt ? (
            <p className="inline-flex items-center gap-1.5 text-sm text-emerald-800 dark:text-emerald-300">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              Erledigt am <time dateTime={report.handledAt}>{when(report.handledAt)}</time>
            </p>
          ) : (
            <button
              type="button"
              className="btn bg-brand text-white hover:bg-brand-dark"
              disabled={handle.isPending}
              onClick={() => handle.mutate()}
            >
              {handle.isPending ? 'Wird gespeichert...' : 'Erledigt'}
            </button>
          )}
        </div>

        <div id={conversationId} hidden={!open}>
          {open && <Conversation reportId={report.id} />}
        </div>
      </article>
    </li>
  );
}

function Conversation({ reportId }: { reportId: number }) {
  const reported = useQuery({
    queryKey: ['admin', 'conversation-reports', reportId],
    queryFn: () => fetchReportedConversation(reportId),
  });
  if (reported.isPending) return <p className="text-sm text-stone-600 dark:text-stone-400">Wird geladen...</p>;
  if (reported.isError)
    return <LoadError what="Die Unterhaltung" error={reported.error} onRetry={() => void reported.refetch()} />;
  const { conversation } = reported.data;
  const author = (sender: 'enquirer' | 'owner' | 'system') =>
    sender === 'owner'
      ? `${conversation.stableName} (Stall)`
      : sender === 'enquirer'
        ? `${conversation.enquirerName} (anfragend)`
        : 'Hinweis der Plattform';
  return (
    <ol
      aria-label="Nachrichten der Unterhaltung"
      className="grid gap-2 border-l-2 border-stone-200 pl-3 dark:border-stone-700"
    >
      {conversation.messages.map((message) => (
        <li key={message.id} className="grid gap-1">
          <p className="text-xs text-stone-600 dark:text-stone-400">
            <span className="font-semibold text-stone-800 dark:text-stone-200">{author(message.sender)}</span>,{' '}
            <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
          </p>
          <p className="text-sm break-words whitespace-pre-line text-stone-800 dark:text-stone-200">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
