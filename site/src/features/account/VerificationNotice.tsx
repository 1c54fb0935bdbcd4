// The dashboard's notice for an unconfirmed e-mail address, with "Bestätigungs-E-Mail erneut senden".
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { resendVerificationMail } from '#site/lib/account-api.ts';
import { toast } from '#site/stores/toasts.ts';
import { failureMessage } from '#site/lib/form-state.ts';
import EmailAddress from '#site/components/ui/EmailAddress.tsx';

export default function VerificationNotice({ email }: { email: string }) {
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  async function resend() {
    setPending(true);
    try {
      const { message } = await resendVerificationMail();
      setSent(true);
      toast({ title: 'E-Mail gesendet', description: message });
    } catch (err) {
      toast({ title: 'E-Mail nicht gesendet', description: failureMessage(err), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby="verify-title"
      className="mb-8 flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:flex-row sm:items-center dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <MailWarning aria-hidden="true" className="size-6 shrink-0" />
      <div className="grid flex-1 gap-1">
        <h2 id="verify-title" className="font-semibold">
          Bitte bestätige deine E-Mail-Adresse
        </h2>
        <p className="text-sm">
          Wir haben einen Bestätigungslink an{' '}
          <strong>
            <EmailAddress address={email} />
          </strong>{' '}
          geschickt. Erst nach der Bestätigung kannst du zum Beispiel Stallplätze inserieren.
        </p>
      </div>
      <button type="button" onClick={resend} disabled={pending || sent} className="btn btn-secondary shrink-0">
        {pending ? 'Wird gesendet...' : sent ? 'E-Mail gesendet' : 'Bestätigungs-E-Mail erneut senden'}
      </button>
    </section>
  );
}
