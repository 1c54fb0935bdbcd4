// The "Registrieren" tab: account data with the checks of spec section 5 under each field, the owner
// checkbox, and the "Registration failed" toast; success signs the new user in and goes to the home page,
// which welcomes them with what happened and what to do next (WelcomeNotice).
import { useState, type SubmitEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '#contract/limits.ts';
import { ApiError } from '#site/lib/api.ts';
import { register } from '#site/lib/account-api.ts';
import { toast } from '#site/stores/toasts.ts';
import { setUser } from '#site/stores/user.ts';
import { rememberWelcome } from './welcome.ts';
import {
  checkRegistration,
  conflictErrors,
  pickFieldErrors,
  type FieldErrors,
  type RegisterField,
} from './auth-checks.ts';
import { FormField } from '#site/components/ui/FormField.tsx';
import { failureMessage, focusFirstError, textValues } from '#site/lib/form-state.ts';

const FIELDS = [
  'email',
  'username',
  'password',
  'firstName',
  'lastName',
  'phone',
] as const satisfies readonly RegisterField[];

export function RegisterForm({ ownerPreset }: { ownerPreset: boolean }) {
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [pending, setPending] = useState(false);

  const clearError = (field: RegisterField) => errors[field] && setErrors({ ...errors, [field]: undefined });

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = textValues(form, FIELDS);
    const found = checkRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(form, found);
      return;
    }
    setPending(true);
    try {
      const user = await register({
        email: values.email.trim(),
        username: values.username.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim() || undefined,
        isStableOwner: new FormData(form).get('isStableOwner') === 'on',
      });
      setUser(user);
      rememberWelcome({ firstName: user.firstName ?? '', email: user.email, isStableOwner: user.isStableOwner });
      window.location.assign('/');
    } catch (err) {
      const fromServer =
        err instanceof ApiError
          ? {
              ...pickFieldErrors(err.fieldErrors, FIELDS),
              ...(err.status === 409 ? conflictErrors(err.serverMessage) : {}),
            }
          : {};
      setErrors(fromServer);
      focusFirstError(form, fromServer);
      toast({ title: 'Registration failed', description: failureMessage(err), variant: 'destructive' });
      setPending(false);
    }
  }

  const field = (name: RegisterField) => ({
    id: `register-${name}`,
    name,
    error: errors[name],
    onInput: () => clearError(name),
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...field('firstName')} label="Vorname" autoComplete="given-name" />
        <FormField {...field('lastName')} label="Nachname" autoComplete="family-name" />
      </div>
      <FormField
        {...field('email')}
        type="email"
        label="E-Mail"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormField
        {...field('username')}
        label="Benutzername"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormField
        {...field('password')}
        type="password"
        label="Passwort"
        autoComplete="new-password"
        hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`}
      />
      <FormField {...field('phone')} type="tel" label="Telefon" optional autoComplete="tel" />
      <div className="flex items-start gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3 dark:border-stone-700 dark:bg-stone-800/60">
        <input
          id="register-isStableOwner"
          name="isStableOwner"
          type="checkbox"
          defaultChecked={ownerPreset}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <label htmlFor="register-isStableOwner" className="text-sm text-stone-800 dark:text-stone-200">
          Ich bin Stallbesitzer und möchte Plätze vermieten
        </label>
      </div>
      <button type="submit" disabled={pending} className="btn btn-primary w-full">
        {pending ? 'Wird registriert...' : 'Registrieren'}
      </button>
    </form>
  );
}
