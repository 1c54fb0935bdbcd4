// The confirmation of deleting a user (spec section 5's question), naming the account; success and
// refusal (e.g. the last administrator) end as the spec's toasts, and the dialog closes either way so the
// toast is in view.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '#contract/types.ts';
import { toast } from '#site/stores/toasts.ts';
import { deleteUser } from '../admin-api.ts';
import Dialog from '#site/components/ui/Dialog.tsx';
import { toastFailure } from '#site/lib/toast-error.ts';
import { displayName } from './user-form.ts';
import { invalidateAfterUserChange } from './users-query.ts';

export const DELETE_QUESTION = 'Sind Sie sicher, dass Sie diesen Benutzer löschen möchten?';

interface Props {
  user: PublicUser | null;
  onClose: () => void;
  /** Called after the account is gone (its card, and the button that opened this, went with it). */
  onDeleted: () => void;
}

export default function DeleteUserDialog({ user, onClose, onDeleted }: Props) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: number) => deleteUser(id),
    onSuccess: async () => {
      toast({ title: 'Benutzer gelöscht' });
      onClose();
      await invalidateAfterUserChange(queryClient);
      onDeleted();
    },
    onError: (error) => {
      onClose();
      toastFailure(error, 'Benutzer konnte nicht gelöscht werden');
    },
  });

  return (
    <Dialog open={user !== null} title="Benutzer löschen" description={DELETE_QUESTION} onClose={onClose}>
      {user && (
        <div className="grid gap-5">
          <div className="rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm dark:border-stone-700 dark:bg-stone-800/60">
            <p className="font-semibold">{displayName(user)}</p>
            <p className="text-stone-600 dark:text-stone-400">{user.email}</p>
          </div>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            Mit dem Konto werden auch seine Ställe und deren Anzeigen gelöscht. Das lässt sich nicht rückgängig machen.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} className="btn btn-secondary">
              Abbrechen
            </button>
            <button
              type="button"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate(user.id)}
              className="btn bg-red-700 text-white hover:bg-red-800"
            >
              {mutation.isPending ? 'Wird gelöscht...' : 'Löschen'}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
