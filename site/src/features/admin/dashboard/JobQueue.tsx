// The background jobs: per queue what waits, runs and failed, and the mails that failed after their last try,
// each with a button that sends it again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { JOB_QUEUE_LABELS, type FailedMailDto } from '#contract/jobs.ts';
import LoadError from '#site/components/ui/LoadError.tsx';
import { SkeletonList } from '#site/components/ui/Skeleton.tsx';
import { formatCount } from '#site/lib/format.ts';
import { toastFailure } from '#site/lib/toast-error.ts';
import { toast } from '#site/stores/toasts.ts';
import { retryMail } from '../admin-api.ts';
import { formatDateTime } from './activity-time.ts';
import { JOBS_KEY, useJobs } from './queries.ts';

function RetryButton({ mail }: { mail: FailedMailDto }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => retryMail(mail.id),
    onSuccess: async (answer) => {
      toast({ title: answer.message });
      await queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    },
    onError: (error) => toastFailure(error, 'Die E-Mail konnte nicht erneut eingereiht werden'),
  });
  return (
    <button
      type="button"
      className="btn btn-secondary shrink-0 py-1.5 text-sm"
      disabled={mutation.isPending}
      onClick={() => mutation.mutate()}
    >
      <RotateCw aria-hidden="true" className="size-4" />
      Erneut senden<span className="sr-only"> an {mail.to}</span>
    </button>
  );
}

export default function JobQueue() {
  const jobs = useJobs();
  return (
    <section
      aria-labelledby="dashboard-jobs"
      className="mt-6 rounded-xl border border-stone-200 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="border-b border-stone-200 px-5 py-4 dark:border-stone-800">
        <h2 id="dashboard-jobs" className="text-lg font-semibold">
          Hintergrundaufträge
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">E-Mails, Sammelversand und geplante Aufgaben</p>
      </div>
      <div className="p-4">
        {jobs.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <SkeletonList count={2} className="h-12" />
          </div>
        ) : jobs.isError ? (
          <LoadError what="Die Aufträge" error={jobs.error} onRetry={() => void jobs.refetch()} />
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-xs sm:text-sm">
                <thead className="text-stone-600 dark:text-stone-400">
                  <tr>
                    <th scope="col" className="py-2 font-medium">
                      Warteschlange
                    </th>
                    <th scope="col" className="py-2 pl-2 sm:pl-3 text-right font-medium">
                      Wartend
                    </th>
                    <th scope="col" className="py-2 pl-2 sm:pl-3 text-right font-medium">
                      Aktiv
                    </th>
                    <th scope="col" className="py-2 pl-2 sm:pl-3 text-right font-medium">
                      Fehlgeschlagen
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {jobs.data.queues.map((queue) => (
                    <tr key={queue.name} className="border-t border-stone-200 dark:border-stone-800">
                      <th scope="row" className="py-2 font-medium">
                        {JOB_QUEUE_LABELS[queue.name]}
                      </th>
                      <td className="py-2 pl-2 sm:pl-3 text-right tabular-nums">{formatCount(queue.waiting)}</td>
                      <td className="py-2 pl-2 sm:pl-3 text-right tabular-nums">{formatCount(queue.active)}</td>
                      <td className="py-2 pl-2 sm:pl-3 text-right tabular-nums">{formatCount(queue.failed)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {jobs.data.failedMails.length > 0 && (
              <div className="mt-4">
                <h3 className="mb-2 font-semibold">Fehlgeschlagene E-Mails</h3>
                <ul className="grid gap-2">
                  {jobs.data.failedMails.map((mail) => (
                    <li
                      key={mail.id}
                      className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-red-900/60 dark:bg-red-950/30"
                    >
                      <div className="min-w-0 text-sm">
                        <p className="truncate font-medium">{mail.subject}</p>
                        <p className="truncate text-stone-700 dark:text-stone-300">An {mail.to}</p>
                        <p className="text-stone-600 dark:text-stone-400">
                          {mail.tries} Versuche, zuletzt {formatDateTime(mail.failedAt)}: {mail.error}
                        </p>
                      </div>
                      <RetryButton mail={mail} />
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
