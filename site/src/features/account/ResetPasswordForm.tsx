// The form behind the mailed reset link: the new password twice; success signs in (every other session
// has ended) and goes to the dashboard with a toast.
import { useState, type SubmitEvent } from 'react';
import { ACCOUNT_MSG } from '#contract/account.ts';
import { PASSWORD_MIN_LENGTH } from '#contract/limits.ts';
import { MSG } from '#contract/messages.ts';
import { ApiError } from '#site/lib/api.ts';
import { resetPassword } from '#site/lib/account-api.ts';
import { toast, toastOnNextPage } from '#site/stores/toasts.ts';
import { FormField } from '#site/components/ui/FormField.tsx';
import { failureMessage, focusFirstError, textValues } from '#site/lib/form-state.ts';

const FIELDS = ['password', 'repeat'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

export default function ResetPasswordForm({ token }: { token: string }) {
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = textValues(form, FIELDS);
    const found: Errors = {};
    if (!values.password) found.password = MSG.passwordRequired;
    else if (values.password.length < PASSWORD_MIN_LENGTH) found.password = MSG.passwordTooShort;
    if (!found.password && values.repeat !== values.password) found.repeat = ACCOUNT_MSG.passwordsDiffer;
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(form, found);
      return;
    }
    setPending(true);
    try {
      const { message } = await resetPassword({ token, password: values.password });
      toastOnNextPage({ title: 'Passwort geändert', description: message });
      window.location.assign('/dashboard');
    } catch (err) {
      setPending(false);
      if (err instanceof ApiError && err.status === 400 && err.serverMessage === ACCOUNT_MSG.invalidLink) {
        setLinkInvalid(true);
        return;
      }
      const fromServer = err instanceof ApiError ? { password: err.fieldErrors.password } : {};
      setErrors(fromServer);
      toast({ title: 'Passwort nicht geändert', description: failureMessage(err), variant: 'destructive' });
    }
  }

  if (linkInvalid) {
    return (
      <div className="grid gap-5">
        <p
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {ACCOUNT_MSG.invalidLink}
        </p>
        <a href="/auth" className="btn btn-primary justify-self-start">
          Neuen Link anfordern
        </a>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
      <p className="text-stone-600 dark:text-stone-400">
        Lege ein neues Passwort fest. Danach bist du angemeldet; alle anderen Anmeldungen deines Kontos werden beendet.
      </p>
      <FormField
        id="reset-password"
        name="password"
        type="password"
        label="Neues Passwort"
        autoComplete="new-password"
        hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`}
        error={errors.password}
        onInput={() => errors.password && setErrors({ ...errors, password: undefined })}
      />
      <FormField
        id="reset-repeat"
        name="repeat"
        type="password"
        label="Neues Passwort wiederholen"
        autoComplete="new-password"
        error={errors.repeat}
        onInput={() => errors.repeat && setErrors({ ...errors, repeat: undefined })}
      />
      <button type="submit" disabled={pending} className="btn btn-primary w-full">
        {pending ? 'Wird gespeichert...' : 'Passwort speichern'}
      </button>
    </form>
  );
}
