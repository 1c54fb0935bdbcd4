// A screen's loading failure in the owner area: a listing or stable that is gone (404, e.g. deleted in
// another tab) leads back to the overview; anything else offers to try again.
import { Link } from 'wouter';
import { ApiError } from '#site/lib/api.ts';
import LoadError from '#site/components/ui/LoadError.tsx';

interface Props {
  what: string;
  /** Said when it does not exist (any more), e.g. "Diese Anzeige gibt es nicht (mehr)." */
  goneText: string;
  error: unknown;
  onRetry: () => void;
}

export default function ScreenError({ what, goneText, error, onRetry }: Props) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-xl border border-stone-200 bg-white p-8 text-center dark:border-stone-800 dark:bg-stone-900"
      >
        <p className="font-semibold">{goneText}</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          Möglicherweise wurde der Eintrag inzwischen gelöscht oder der Link ist unvollständig.
        </p>
        <Link href="~/my-stables" className="btn btn-secondary">
          Zu Meine Ställe
        </Link>
      </div>
    );
  }
  return <LoadError what={what} error={error} onRetry={onRetry} />;
}
