// "Konto löschen": a confirmation dialog that asks for the password; afterwards the visitor is signed out
// and lands on the home page with a toast.
import { useState } from 'react';
import { MSG } from '#contract/messages.ts';
import { deleteAccount } from '#site/lib/account-api.ts';
import { toastOnNextPage } from '#site/stores/toasts.ts';
import { setUser } from '#site/stores/user.ts';
import Dialog from '#site/components/ui/Dialog.tsx';
import { FormField } from '#site/components/ui/FormField.tsx';
import { useAccountForm } from './use-account-form.ts';

export default function DeleteAccount({ isStableOwner }: { isStableOwner: boolean }) {
  const [open, setOpen] = useState(false);
  const { errors, pending, onSubmit, clear } = useAccountForm({
    fields: ['password'] as const,
    failureTitle: 'Konto nicht gelöscht',
    fieldForStatus: { 403: 'password' },
    check: (v) => (v.password ? {} : { password: MSG.passwordRequired }),
    send: async (v) => {
      const { message } = await deleteAccount(v.password);
      setUser(null);
      toastOnNextPage({ title: 'Konto gelöscht', description: message });
      window.location.assign('/');
    },
  });

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="btn border border-red-700 bg-red-700 text-white hover:bg-red-800 dark:border-red-500 dark:bg-red-600"
      >
        Konto löschen
      </button>
      <Dialog
        open={open}
        title="Konto endgültig löschen?"
        description="Das kann nicht rückgängig gemacht werden."
        onClose={() => setOpen(false)}
      >
        <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700 dark:text-stone-300">
            {isStableOwner && (
              <li>Deine Ställe und Anzeigen mit allen Fotos werden gelöscht, ebenso die Anfragen dazu.</li>
            )}
            <li>Deine Merkliste und alle Anmeldungen auf anderen Geräten werden entfernt.</li>
            <li>
              Anfragen, die du an Stallbesitzer gesendet hast, bleiben für diese ohne deinen Namen und deine
              Kontaktdaten erhalten.
            </li>
          </ul>
          <FormField
            id="delete-password"
            name="password"
            type="password"
            label="Passwort zur Bestätigung"
            autoComplete="current-password"
            error={errors.password}
            onInput={() => clear('password')}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={() => setOpen(false)} className="btn btn-secondary">
              Abbrechen
            </button>
            <button
              type="submit"
              disabled={pending}
              className="btn bg-red-700 text-white hover:bg-red-800 dark:bg-red-600"
            >
              {pending ? 'Wird gelöscht...' : 'Endgültig löschen'}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
