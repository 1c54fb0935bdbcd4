// Vorname, Nachname and Telefon of the signed-in user (PUT /api/me).
import type { PublicUser } from '#contract/types.ts';
import { MSG } from '#contract/messages.ts';
import { updateProfile } from '#site/lib/account-api.ts';
import { toast } from '#site/stores/toasts.ts';
import { setUser } from '#site/stores/user.ts';
import { FormField } from '#site/components/ui/FormField.tsx';
import { useAccountForm } from './use-account-form.ts';

const FIELDS = ['firstName', 'lastName', 'phone'] as const;

export default function ProfileForm({ user }: { user: PublicUser }) {
  const { errors, pending, onSubmit, clear } = useAccountForm({
    fields: FIELDS,
    failureTitle: 'Änderungen nicht gespeichert',
    check: (v) => ({
      ...(v.firstName.trim() ? {} : { firstName: MSG.firstNameRequired }),
      ...(v.lastName.trim() ? {} : { lastName: MSG.lastNameRequired }),
    }),
    send: async (v) => {
      const { message, user: saved } = await updateProfile({
        firstName: v.firstName,
        lastName: v.lastName,
        phone: v.phone,
      });
      setUser(saved);
      toast({ title: 'Gespeichert', description: message });
    },
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <FormField
        id="profile-first-name"
        name="firstName"
        label="Vorname"
        autoComplete="given-name"
        defaultValue={user.firstName ?? ''}
        error={errors.firstName}
        onInput={() => clear('firstName')}
      />
      <FormField
        id="profile-last-name"
        name="lastName"
        label="Nachname"
        autoComplete="family-name"
        defaultValue={user.lastName ?? ''}
        error={errors.lastName}
        onInput={() => clear('lastName')}
      />
      <div className="sm:col-span-2">
        <FormField
          id="profile-phone"
          name="phone"
          type="tel"
          label="Telefon"
          optional
          autoComplete="tel"
          defaultValue={user.phone ?? ''}
          error={errors.phone}
          onInput={() => clear('phone')}
        />
      </div>
      <button type="submit" disabled={pending} className="btn btn-primary justify-self-start sm:col-span-2">
        {pending ? 'Wird gespeichert...' : 'Änderungen speichern'}
      </button>
    </form>
  );
}
