// What a screen shows when its list could not be loaded: the reason and a way to try again.
import { ApiError } from '#site/lib/api.ts';

interface Props {
  /** The subject, e.g. "Die Benutzer": "… konnten nicht geladen werden." */
  what: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}

export default function LoadError({ what, error, onRetry, className = '' }: Props) {
  const reason = error instanceof ApiError ? error.message : 'Der Server ist gerade nicht erreichbar.';
  return (
    <div
      role="alert"
      className={`rounded-xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40 ${className}`}
    >
      <p className="font-semibold text-red-800 dark:text-red-200">{what} konnten nicht geladen werden.</p>
      <p className="mt-1 text-sm text-red-800 dark:text-red-200">{reason}</p>
      <button type="button" onClick={onRetry} className="btn btn-secondary mt-4">
        Erneut versuchen
      </button>
    </div>
  );
}
