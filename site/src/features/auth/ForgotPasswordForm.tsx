// "Passwort vergessen?": asks for the e-mail address and says the same thing whether an account has it or
// not; the mailed link leads to /passwort-zuruecksetzen.
import { useState, type SubmitEvent } from 'react';
import { MSG } from '#contract/messages.ts';
import { ApiError } from '#site/lib/api.ts';
import { requestPasswordReset } from '#site/lib/account-api.ts';
import { toast } from '#site/stores/toasts.ts';
import { looksLikeEmail } from '#contract/email.ts';
import { FormField } from '#site/components/ui/FormField.tsx';
import { failureMessage } from '#site/lib/form-state.ts';

export function ForgotPasswordForm() {
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const email = input.value.trim();
    if (!looksLikeEmail(email)) {
      setError(MSG.emailInvalid);
      input.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const { message } = await requestPasswordReset(email);
      setSent(message);
      toast({ title: 'E-Mail unterwegs', description: message });
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.email) setError(err.fieldErrors.email);
      toast({
        title: 'Anfrage fehlgeschlagen',
        description: failureMessage(err),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="forgot-title"
      className="grid gap-4 rounded-xl border border-stone-200 bg-stone-50 p-4 dark:border-stone-700 dark:bg-stone-950/40"
    >
      <div className="grid gap-1">
        <h2 id="forgot-title" className="font-semibold">
          Passwort zurücksetzen
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegen
          kannst. Er ist 60 Minuten gültig.
        </p>
      </div>
      <FormField
        id="forgot-email"
        name="email"
        type="email"
        label="E-Mail-Adresse"
        autoComplete="email"
        error={error}
        onInput={() => error && setError(undefined)}
      />
      <button type="submit" disabled={pending} className="btn btn-secondary w-full">
        {pending ? 'Wird gesendet...' : 'Link anfordern'}
      </button>
      <p role="status" className="text-sm text-stone-700 empty:hidden dark:text-stone-300">
        {sent}
      </p>
    </form>
  );
}
