// The form inside the create and edit dialogs (spec section 5): e-mail, username, password (create only),
// first and last name, phone, and the Stallbesitzer and Administrator checkboxes. Creating marks the
// required fields; the browser checks what it can, the server's refusals show under the fields and as the
// "Fehler" toast, and success toasts, refetches the lists and closes the dialog.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type InputHTMLAttributes, type SubmitEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '#contract/limits.ts';
import type { PublicUser } from '#contract/types.ts';
import { ApiError } from '#site/lib/api.ts';
import { FieldMessages, fieldDescribedBy } from '#site/components/ui/FormField.tsx';
import { toast } from '#site/stores/toasts.ts';
import { createUser, updateUser } from '../admin-api.ts';
import { toastFailure } from '#site/lib/toast-error.ts';
import {
  checkUserForm,
  initialValues,
  readUserForm,
  serverFieldErrors,
  toUserInput,
  type UserField,
  type UserFieldErrors,
  type UserFormValues,
} from './user-form.ts';
import { invalidateAfterUserChange } from './users-query.ts';

interface Props {
  /** The user to edit; without one the form creates a new user. */
  user?: PublicUser | undefined;
  onDone: () => void;
  onCancel: () => void;
}

const COPY = {
  create: {
    submit: 'Benutzer erstellen',
    pending: 'Wird erstellt...',
    success: 'Benutzer erstellt',
    failure: 'Benutzer konnte nicht erstellt werden',
  },
  edit: {
    submit: 'Änderungen speichern',
    pending: 'Wird gespeichert...',
    success: 'Benutzer aktualisiert',
    failure: 'Benutzer konnte nicht aktualisiert werden',
  },
} as const;

export default function UserForm({ user, onDone, onCancel }: Props) {
  const mode = user ? 'edit' : 'create';
  const copy = COPY[mode];
  const idPrefix = user ? `edit-user-${user.id}` : 'create-user';
  const start = initialValues(user);
  const [errors, setErrors] = useState<UserFieldErrors>({});
  // A refusal that belongs to no field (e.g. the last administrator): the toast sits beneath the modal's
  // backdrop, so the dialog repeats it where the admin is looking (and a screen reader can reach it).
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const mutation = useMutation({
    mutationFn: (values: UserFormValues) =>
      user
        ? updateUser(user.id, toUserInput(values))
        : createUser({ ...toUserInput(values), password: values.password }),
    onSuccess: async () => {
      toast({ title: copy.success });
      onDone();
      await invalidateAfterUserChange(queryClient);
    },
    onError: (error) => {
      const found =
        error instanceof ApiError ? serverFieldErrors(error.status, error.serverMessage, error.fieldErrors) : {};
      setErrors(found);
      if (Object.keys(found).length > 0) focusFirstError(formRef.current, found);
      else setRefusal(error instanceof ApiError && error.serverMessage ? error.serverMessage : copy.failure);
      toastFailure(error, copy.failure);
    },
  });

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readUserForm(form);
    const found = checkUserForm(values, mode);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) focusFirstError(form, found);
    else mutation.mutate(values);
  }

  const field = (name: UserField, label: string) => ({
    id: `${idPrefix}-${name}`,
    name,
    label,
    error: errors[name],
    required: mode === 'create' && (name === 'email' || name === 'username' || name === 'password'),
    defaultValue: start[name],
    onInput: () => errors[name] && setErrors({ ...errors, [name]: undefined }),
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4">
      {refusal && (
        <p
          ref={refusalRef}
          tabIndex={-1}
          className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
        >
          {refusal}
        </p>
      )}
      {mode === 'create' && (
        <p className="text-sm text-stone-600 dark:text-stone-400">
          Pflichtfelder sind mit <span className="font-semibold text-red-700 dark:text-red-400">*</span> markiert.
        </p>
      )}
      <TextField
        {...field('email', 'E-Mail')}
        type="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField {...field('username', 'Benutzername')} autoComplete="off" autoCapitalize="none" spellCheck={false} />
      {mode === 'create' && (
        <TextField
          {...field('password', 'Passwort')}
          type="password"
          autoComplete="new-password"
          hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('firstName', 'Vorname')} autoComplete="off" />
        <TextField {...field('lastName', 'Nachname')} autoComplete="off" />
      </div>
      <TextField {...field('phone', 'Telefon')} type="tel" autoComplete="off" />

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-stone-800 dark:text-stone-200">Rollen</legend>
        <Checkbox
          id={`${idPrefix}-isStableOwner`}
          name="isStableOwner"
          label="Stallbesitzer"
          hint="Kann Ställe und Anzeigen verwalten."
          defaultChecked={start.isStableOwner}
        />
        <Checkbox
          id={`${idPrefix}-isAdmin`}
          name="isAdmin"
          label="Administrator"
          hint="Hat vollen Zugriff auf den Admin-Bereich."
          defaultChecked={start.isAdmin}
        />
      </fieldset>

      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className="btn btn-secondary">
          Abbrechen
        </button>
        <button type="submit" disabled={mutation.isPending} className="btn btn-primary">
          {mutation.isPending ? copy.pending : copy.submit}
        </button>
      </div>
    </form>
  );
}

/** Moves the focus to the first field (in form order) that has an error. */
function focusFirstError(form: HTMLFormElement | null, errors: UserFieldErrors): void {
  const fields = Array.from(form?.elements ?? []) as HTMLInputElement[];
  fields.find((element) => element.name && errors[element.name as UserField])?.focus();
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  required: boolean;
}

function TextField({ id, label, error, hint, required, ...input }: TextFieldProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800 dark:text-stone-200">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </label>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className="field"
        {...input}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

function Checkbox({
  id,
  name,
  label,
  hint,
  defaultChecked,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  defaultChecked: boolean;
}) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3 dark:border-stone-700 dark:bg-stone-800/60">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-brand"
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-stone-900 dark:text-stone-100">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      </div>
    </div>
  );
}
