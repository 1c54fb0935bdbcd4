// The files of one upload run in the photo manager: a progress bar per file while it waits or uploads,
// and the reason for each refused file until the owner dismisses it.
import { X } from 'lucide-react';

export interface Upload {
  key: number;
  name: string;
  /** 0..1 */
  progress: number;
  state: 'waiting' | 'uploading' | 'failed';
  message?: string;
}

export default function UploadList({ uploads, onDismiss }: { uploads: Upload[]; onDismiss: (key: number) => void }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Hochladen">
      {uploads.map((upload) => (
        <li
          key={upload.key}
          className={`grid gap-1.5 rounded-xl border p-3 text-sm ${
            upload.state === 'failed'
              ? 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/40'
              : 'border-stone-200 bg-white dark:border-stone-700 dark:bg-stone-900'
          }`}
        >
          <div className="flex items-center justify-between gap-2">
            <span className="min-w-0 truncate font-medium">{upload.name}</span>
            {upload.state === 'failed' ? (
              <button
                type="button"
                className="rounded-lg p-1 hover:bg-red-100 dark:hover:bg-red-900/50"
                aria-label={`Meldung zu „${upload.name}“ schließen`}
                onClick={() => onDismiss(upload.key)}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : (
              <span className="shrink-0 text-stone-600 tabular-nums dark:text-stone-400">
                {upload.state === 'waiting' ? 'Wartet' : `${Math.round(upload.progress * 100)} %`}
              </span>
            )}
          </div>
          {upload.state === 'failed' ? (
            <p className="text-red-800 dark:text-red-200">{upload.message}</p>
          ) : (
            <progress
              className="h-2 w-full overflow-hidden rounded-full accent-brand [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand dark:[&::-webkit-progress-bar]:bg-stone-700"
              max={1}
              value={upload.progress}
              aria-label={`Fortschritt von „${upload.name}“`}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
