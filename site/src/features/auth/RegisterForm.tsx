// The "Registrieren" tab: account data with the checks of spec section 5 under each field, the owner
// checkbox, and the "Registration failed" toast; success signs the new user in and goes to the home page,
// which welcomes them with what happened and what to do next (WelcomeNotice).
import { useState, type SubmitEvent } from 'react';
import { ACCEPT_TERMS_MESSAGE } from '#contract/legal.ts';
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
import { FieldMessages, FormField } from '#site/components/ui/FormField.tsx';
import { failureMessage, focusFirstError, textValues } from '#site/lib/form-state.ts';

const FIELDS = [
  'email',
  'username',
  'password',
  'firstName',
  'lastName',
  'phone',
] as const satisfies readonly RegisterField[];

/** The fields with a message under them: the texts and the AGB/Datenschutz checkbox. */
type Field = RegisterField | 'acceptTerms';

export function RegisterForm({ ownerPreset }: { ownerPreset: boolean }) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [pending, setPending] = useState(false);

  const clearError = (field: Field) => errors[field] && setErrors({ ...errors, [field]: undefined });

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = textValues(form, FIELDS);
    const acceptTerms = new FormData(form).get('acceptTerms') === 'on';
    const found: FieldErrors<Field> = {
      ...checkRegistration(values),
      ...(acceptTerms ? {} : { acceptTerms: ACCEPT_TERMS_MESSAGE }),
    };
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
        acceptTerms,
      });
      setUser(user);
      rememberWelcome({ firstName: user.firstName ?? '', email: user.email, isStableOwner: user.isStableOwner });
      window.location.assign('/');
    } catch (err) {
      const fromServer =
        err instanceof ApiError
          ? {
              ...pickFieldErrors(err.fieldErrors, [...FIELDS, 'acceptTerms'] as const),
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
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id="register-acceptTerms"
            name="acceptTerms"
            type="checkbox"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'register-acceptTerms-error' : undefined}
            onChange={() => clearError('acceptTerms')}
            className="mt-0.5 size-5 shrink-0 accent-brand"
          />
          <label htmlFor="register-acceptTerms" className="text-sm text-stone-800 dark:text-stone-200">
            Ich akzeptiere die{' '}
            <a href="/terms" target="_blank" className="text-brand underline dark:text-brand-light">
              AGB
            </a>{' '}
            und die{' '}
            <a href="/privacy" target="_blank" className="text-brand underline dark:text-brand-light">
              Datenschutzerklärung
            </a>
            .
          </label>
        </div>
        <FieldMessages id="register-acceptTerms" error={errors.acceptTerms} />
      </div>
      <button type="submit" disabled={pending} className="btn btn-primary w-full">
        {pending ? 'Wird registriert...' : 'Registrieren'}
      </button>
    </form>
  );
}
