// Shown above every owner screen while the owner's e-mail address is unconfirmed and the platform requires
// confirmation: stables can be prepared, but the API accepts listings only after the mailed link was opened.
import { MailWarning } from 'lucide-react';

export default function ConfirmEmailNotice() {
  return (
    <p
      role="note"
      className="mb-6 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        Bitte bestätige deine E-Mail-Adresse über den Link, den wir dir nach der Registrierung geschickt haben. Erst
        danach kannst du Anzeigen anlegen. Deine Ställe kannst du bereits eintragen.
      </span>
    </p>
  );
}
