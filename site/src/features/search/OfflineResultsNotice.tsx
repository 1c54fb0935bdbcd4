// What the results say offline: that they are the saved ones (and, filtered on this device, that the filters work
// only on those), and from when. A module of its own, loaded when the connection is gone: the service worker
// keeps it, and the script every search page needs does not carry it.
import { WifiOff } from 'lucide-react';
import { formatSavedAt } from '#site/lib/saved-time.ts';

interface Props {
  filteredLocally: boolean;
  savedAt: string | null;
}

export default function OfflineResultsNotice({ filteredLocally, savedAt }: Props) {
  return (
    <p className="mb-5 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100">
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {filteredLocally
          ? 'Offline: Filter wirken nur auf die gespeicherten Ergebnisse.'
          : 'Offline – gespeicherte Ergebnisse.'}
        {savedAt && ` Stand: ${formatSavedAt(savedAt)}`}
      </span>
    </p>
  );
}
