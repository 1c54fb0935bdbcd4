// Changing the e-mail address: the new address and the current password (PUT /api/me/email); the new
// address must then be confirmed through the mailed link.
import { useState } from 'react';
import { ACCOUNT_MSG } from '#contract/account.ts';
import { MSG } from '#contract/messages.ts';
import type { PublicUser } from '#contract/types.ts';
import { changeEmail } from '#site/lib/api.ts';
import { toast } from '#site/stores/toasts.ts';
import { setUser } from '#site/stores/user.ts';
import { looksLikeEmail } from '#contract/email.ts';
import { FormField } from '#site/components/ui/FormField.tsx';
import { useAccountForm } from './use-account-form.ts';

const FIELDS = ['email', 'currentPassword'] as const;

export default function EmailForm({ user }: { user: PublicUser }) {
  const [current, setCurrent] = useState(user);
  const { errors, pending, onSubmit, clear } = useAccountForm({
    fields: FIELDS,
    failureTitle: 'E-Mail-Adresse nicht geändert',
    fieldForStatus: { 409: 'email', 403: 'currentPassword' },
    check: (v) => ({
      ...(looksLikeEmail(v.email) ? {} : { email: MSG.emailInvalid }),
      ...(v.currentPassword ? {} : { currentPassword: ACCOUNT_MSG.currentPasswordRequired }),
    }),
    send: async (v, form) => {
      const { message, user: saved } = await changeEmail({ email: v.email.trim(), currentPassword: v.currentPassword });
      setUser(saved);
      setCurrent(saved);
      form.reset();
      toast({ title: 'E-Mail-Adresse geändert', description: message });
    },
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
      <p className="text-sm text-stone-600 dark:text-stone-400">
        Aktuell: <strong className="break-all text-stone-900 dark:text-stone-100">{current.email}</strong>
        {current.emailVerified ? ' (bestätigt)' : ' (noch nicht bestätigt)'}
      </p>
      <FormField
        id="email-new"
        name="email"
        type="email"
        label="Neue E-Mail-Adresse"
        autoComplete="email"
        error={errors.email}
        hint="Wir schicken einen Bestätigungslink an die neue Adresse."
        onInput={() => clear('email')}
      />
      <FormField
        id="email-password"
        name="currentPassword"
        type="password"
        label="Aktuelles Passwort"
        autoComplete="current-password"
        error={errors.currentPassword}
        onInput={() => clear('currentPassword')}
      />
      <button type="submit" disabled={pending} className="btn btn-secondary justify-self-start">
        {pending ? 'Wird geändert...' : 'E-Mail-Adresse ändern'}
      </button>
    </form>
  );
}
