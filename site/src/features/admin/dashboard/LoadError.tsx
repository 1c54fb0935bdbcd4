// A dashboard panel's failure: what could not be loaded, and a retry.
import { RotateCw } from 'lucide-react';

export default function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="col-span-full flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center sm:justify-between dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-100"
    >
      <p>{text}</p>
      <button type="button" onClick={onRetry} className="btn btn-secondary shrink-0 py-2 text-sm">
        <RotateCw aria-hidden="true" className="size-4" />
        Erneut versuchen
      </button>
    </div>
  );
}
