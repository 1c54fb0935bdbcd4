// Deleting a stable: a confirming dialog. A stable with listings goes only together with them, and only after
// the owner ticks that they go too; just then does the request carry withListings=true.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { OwnStableDto } from '#contract/owner.ts';
import { ApiError } from '#site/lib/api.ts';
import { deleteStable } from '#site/lib/owner-api.ts';
import { formatCount } from '#site/lib/format.ts';
import { toast } from '#site/stores/toasts.ts';
import Dialog from '#site/components/ui/Dialog.tsx';
import { toastFailure } from '#site/lib/toast-error.ts';

interface Props {
  stable: OwnStableDto | null;
  onClose: () => void;
  onDeleted: () => void | Promise<void>;
}

const belonging = (n: number) => (n === 1 ? 'gehört eine Anzeige' : `gehören ${formatCount(n)} Anzeigen`);

export default function DeleteStableDialog({ stable, onClose, onDeleted }: Props) {
  const checkboxId = useId();
  const [confirmed, setConfirmed] = useState(false);
  /** Listings the server knows of although our count said none (a 409 answer). */
  const [conflict, setConflict] = useState<string | null>(null);
  useEffect(() => {
    setConfirmed(false);
    setConflict(null);
  }, [stable?.id]);

  const hasListings = Boolean(stable && (stable.listingCount > 0 || conflict));
  const remove = useMutation({
    mutationFn: () => deleteStable(stable!.id, hasListings && confirmed),
    onSuccess: async () => {
      toast({ title: 'Stall gelöscht', description: `„${stable!.name}“ wurde gelöscht.` });
      await onDeleted();
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setConflict(error.serverMessage);
      else toastFailure(error, 'Der Stall konnte nicht gelöscht werden.');
    },
  });

  return (
    <Dialog
      open={stable !== null}
      title="Stall löschen?"
      description={stable ? `„${stable.name}“ wird endgültig gelöscht.` : undefined}
      onClose={onClose}
    >
      {stable && (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate();
          }}
        >
          {hasListings && (
            <div className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100">
              <p>
                {conflict ??
                  `Zu diesem Stall ${belonging(stable.listingCount)}${
                    stable.activeListingCount ? `, davon ${formatCount(stable.activeListingCount)} aktiv` : ''
                  }. ${stable.listingCount === 1 ? 'Die Anzeige wird' : 'Die Anzeigen werden'} mit dem Stall gelöscht, samt Fotos.`}
              </p>
              <label htmlFor={checkboxId} className="flex items-start gap-2 font-medium">
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={confirmed}
                  onChange={(event) => setConfirmed(event.target.checked)}
                  className="mt-0.5 size-4 accent-red-700"
                />
                Ja, die Anzeigen dieses Stalls ebenfalls löschen
              </label>
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              Abbrechen
            </button>
            <button
              type="submit"
              className="btn bg-red-700 text-white hover:bg-red-800"
              disabled={remove.isPending || (hasListings && !confirmed)}
            >
              {remove.isPending ? 'Wird gelöscht …' : hasListings ? 'Stall und Anzeigen löschen' : 'Stall löschen'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
