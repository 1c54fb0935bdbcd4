// Changing the password: the current one and the new one twice (PUT /api/me/password); every other
// session of the account ends.
import { ACCOUNT_MSG } from '#contract/account.ts';
import { PASSWORD_MIN_LENGTH } from '#contract/limits.ts';
import { MSG } from '#contract/messages.ts';
import { changePassword } from '#site/lib/account-api.ts';
import { toast } from '#site/stores/toasts.ts';
import { FormField } from '#site/components/ui/FormField.tsx';
import { useAccountForm } from './use-account-form.ts';

const FIELDS = ['currentPassword', 'newPassword', 'repeat'] as const;

export default function PasswordForm() {
  const { errors, pending, onSubmit, clear } = useAccountForm({
    fields: FIELDS,
    failureTitle: 'Passwort nicht geändert',
    fieldForStatus: { 403: 'currentPassword' },
    check: (v) => {
      const found: Partial<Record<(typeof FIELDS)[number], string>> = {};
      if (!v.currentPassword) found.currentPassword = ACCOUNT_MSG.currentPasswordRequired;
      if (!v.newPassword) found.newPassword = MSG.passwordRequired;
      else if (v.newPassword.length < PASSWORD_MIN_LENGTH) found.newPassword = MSG.passwordTooShort;
      else if (v.repeat !== v.newPassword) found.repeat = ACCOUNT_MSG.passwordsDiffer;
      return found;
    },
    send: async (v, form) => {
      const { message } = await changePassword({ currentPassword: v.currentPassword, newPassword: v.newPassword });
      form.reset();
      toast({ title: 'Passwort geändert', description: message });
    },
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField
        id="password-current"
        name="currentPassword"
        type="password"
        label="Aktuelles Passwort"
        autoComplete="current-password"
        error={errors.currentPassword}
        onInput={() => clear('currentPassword')}
      />
      <FormField
        id="password-new"
        name="newPassword"
        type="password"
        label="Neues Passwort"
        autoComplete="new-password"
        hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen. Andere Anmeldungen deines Kontos werden danach beendet.`}
        error={errors.newPassword}
        onInput={() => clear('newPassword')}
      />
      <FormField
        id="password-repeat"
        name="repeat"
        type="password"
        label="Neues Passwort wiederholen"
        autoComplete="new-password"
        error={errors.repeat}
        onInput={() => clear('repeat')}
      />
      <button type="submit" disabled={pending} className="btn btn-secondary justify-self-start">
        {pending ? 'Wird geändert...' : 'Passwort ändern'}
      </button>
    </form>
  );
}
