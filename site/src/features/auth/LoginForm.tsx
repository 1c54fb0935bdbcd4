// The "Anmelden" tab: username (or e-mail address) and password, field errors under each field, and the
// "Login failed" toast; success signs the user in and goes to the home page.
import { useState, type SubmitEvent } from 'react';
import { ApiError, login } from '../../lib/api.ts';
import { toast } from '../../stores/toasts.ts';
import { setUser } from '../../stores/user.ts';
import { checkLogin, pickFieldErrors, type FieldErrors, type LoginField } from './auth-checks.ts';
import { FormField } from './FormField.tsx';
import { failureMessage, focusFirstError, textValues } from './form-state.ts';

const FIELDS = ['username', 'password'] as const satisfies readonly LoginField[];

export function LoginForm() {
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [pending, setPending] = useState(false);
  const [resetNote, setResetNote] = useState(false);

  const clearError = (field: LoginField) => errors[field] && setErrors({ ...errors, [field]: undefined });

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = textValues(form, FIELDS);
    const found = checkLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(form, found);
      return;
    }
    setPending(true);
    try {
      setUser(await login({ username: values.username.trim(), password: values.password }));
      window.location.assign('/');
    } catch (err) {
      const fromServer = err instanceof ApiError ? pickFieldErrors(err.fieldErrors, FIELDS) : {};
      setErrors(fromServer);
      focusFirstError(form, fromServer);
      toast({ title: 'Login failed', description: failureMessage(err), variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField
        id="login-username"
        name="username"
        label="Benutzername"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username}
        hint="Sie können sich auch mit Ihrer E-Mail-Adresse anmelden."
        onInput={() => clearError('username')}
      />
      <div className="grid gap-2">
        <FormField
          id="login-password"
          name="password"
          type="password"
          label="Passwort"
          autoComplete="current-password"
          error={errors.password}
          onInput={() => clearError('password')}
        />
        <div className="flex justify-end">
          <button
            type="button"
            aria-expanded={resetNote}
            aria-controls="login-reset-note"
            onClick={() => setResetNote(!resetNote)}
            className="rounded text-sm font-medium text-brand underline-offset-4 hover:underline dark:text-brand-light"
          >
            Passwort vergessen?
          </button>
        </div>
        <div id="login-reset-note" hidden={!resetNote}>
          <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100">
            Das Zurücksetzen des Passworts per E-Mail steht in Kürze zur Verfügung. Bis dahin hilft Ihnen unser Team gern
            weiter: Schreiben Sie uns über die{' '}
            <a href="/kontakt" className="font-semibold underline underline-offset-2">
              Kontaktseite
            </a>
            .
          </p>
        </div>
      </div>
      <button type="submit" disabled={pending} className="btn btn-primary w-full">
        {pending ? 'Wird angemeldet...' : 'Anmelden'}
      </button>
    </form>
  );
}
