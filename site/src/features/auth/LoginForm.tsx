// The "Anmelden" tab: username (or e-mail address) and password, field errors under each field, and the
// "Login failed" toast; success signs the user in and goes to the home page. "Passwort vergessen?" opens
// the reset request below the form.
import { useState, type SubmitEvent } from 'react';
import { ApiError } from '#site/lib/api.ts';
import { login } from '#site/lib/account-api.ts';
import { toast } from '#site/stores/toasts.ts';
import { setUser } from '#site/stores/user.ts';
import { checkLogin, pickFieldErrors, type FieldErrors, type LoginField } from './auth-checks.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { FormField } from '#site/components/ui/FormField.tsx';
import { returnPath } from '#site/lib/return-path.ts';
import { failureMessage, focusFirstError, textValues } from '#site/lib/form-state.ts';

const FIELDS = ['username', 'password'] as const satisfies readonly LoginField[];

export function LoginForm() {
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [pending, setPending] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);

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
      setUser(
        await login({
          username: values.username.trim(),
          password: values.password,
        }),
      );
      // Back to where sign-in was asked for (/auth?next=/nachrichten/12), else home.
      window.location.assign(returnPath(new URLSearchParams(window.location.search).get('next')));
    } catch (err) {
      const fromServer = err instanceof ApiError ? pickFieldErrors(err.fieldErrors, FIELDS) : {};
      setErrors(fromServer);
      focusFirstError(form, fromServer);
      toast({
        title: 'Login failed',
        description: failureMessage(err),
        variant: 'destructive',
      });
      setPending(false);
    }
  }

  return (
    <div className="grid gap-5">
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField
          id="login-username"
          name="username"
          label="Benutzername"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username}
          hint="Du kannst dich auch mit deiner E-Mail-Adresse anmelden."
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
              aria-expanded={resetOpen}
              aria-controls="login-reset"
              onClick={() => setResetOpen(!resetOpen)}
              className="rounded text-sm font-medium text-brand underline-offset-4 hover:underline dark:text-brand-light"
            >
              Passwort vergessen?
            </button>
          </div>
        </div>
        <button type="submit" disabled={pending} className="btn btn-primary w-full">
          {pending ? 'Wird angemeldet...' : 'Anmelden'}
        </button>
      </form>
      <div id="login-reset" hidden={!resetOpen}>
        {resetOpen && <ForgotPasswordForm />}
      </div>
    </div>
  );
}
