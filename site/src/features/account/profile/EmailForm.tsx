// Changing the e-mail address: the new address and the current password (PUT /api/me/email). The new address
// waits for the link mailed to it; the current one stays in use until then, and the form says which is which.
import { useState } from 'react';
import { ACCOUNT_MSG } from '#contract/account.ts';
import { MSG } from '#contract/messages.ts';
import type { PublicUser } from '#contract/types.ts';
import { changeEmail } from '#site/lib/account-api.ts';
import { toast } from '#site/stores/toasts.ts';
import { setUser } from '#site/stores/user.ts';
import { looksLikeEmail } from '#contract/email.ts';
import { FormField } from '#site/components/ui/FormField.tsx';
import EmailAddress from '#site/components/ui/EmailAddress.tsx';
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
      toast({ title: 'Bestätigungslink gesendet', description: message });
    },
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
      <p className="text-sm text-stone-600 dark:text-stone-400">
        Aktuell:{' '}
        <strong className="text-stone-900 dark:text-stone-100">
          <EmailAddress address={current.email} />
        </strong>
        {current.emailVerified ? ' (bestätigt)' : ' (noch nicht bestätigt)'}
      </p>
      {current.pendingEmail && (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
        >
          Neue Adresse{' '}
          <strong>
            <EmailAddress address={current.pendingEmail} />
          </strong>{' '}
          wartet auf Bestätigung. Öffne den Link, den wir dorthin geschickt haben; bis dahin bleibt die aktuelle Adresse
          aktiv.
        </p>
      )}
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
