// The contact form island (spec sections 4, 5, 8): name, e-mail and message required, subject optional;
// "Wird gesendet..." while sending, the spec's toasts afterwards, the fields cleared on success, and the
// server's field messages under their fields. Offline the input is kept (also across a reload) and sending
// waits for the connection.
import { useEffect, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { TEXT_LIMITS } from '#contract/limits.ts';
import OfflineFormNotice, { OFFLINE_FORM_TEXT } from '#site/components/OfflineFormNotice.tsx';
import { ApiError } from '#site/lib/api.ts';
import { sendContactForm } from '#site/lib/account-api.ts';
import { useDraft } from '#site/lib/use-draft.ts';
import { useOnline } from '#site/lib/use-online.ts';
import { toast } from '#site/stores/toasts.ts';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const REQUIRED: readonly Field[] = ['name', 'email', 'message'];
const EMPTY: Values = { name: '', email: '', subject: '', message: '' };
export const REQUIRED_FIELDS_MESSAGE = 'Bitte fülle alle Pflichtfelder aus';

export default function ContactForm() {
  const [values, setValues] = useDraft<Values>('draft:contact', EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  // Before hydration the form cannot send JSON; the button stays disabled until React owns the form.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const online = useOnline();
  const offline = hydrated && !online;
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  const focusField = (field: Field) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as Field;
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const missing = REQUIRED.filter((field) => !values[field].trim());
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, 'Dieses Feld ist erforderlich'])));
      setFormError(REQUIRED_FIELDS_MESSAGE);
      focusField(missing[0]!);
      return;
    }
    setFormError('');
    setErrors({});
    setSending(true);
    try {
      await sendContactForm({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      setValues(EMPTY);
      toast({
        title: 'Nachricht gesendet',
        description: 'Vielen Dank für deine Nachricht. Wir melden uns schnellstmöglich bei dir.',
      });
    } catch (err) {
      // The connection dropped: the notice says so and the input stays.
      if (!(err instanceof ApiError) && !navigator.onLine) return;
      const fieldErrors = err instanceof ApiError ? err.fieldErrors : {};
      const known = FIELDS.filter((field) => fieldErrors[field]);
      if (known.length > 0) {
        setErrors(Object.fromEntries(known.map((field) => [field, fieldErrors[field]!])));
        focusField(known[0]!);
      }
      toast({
        title: 'Fehler beim Senden',
        description: 'Deine Nachricht konnte nicht gesendet werden. Bitte versuche es später erneut.',
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
    className: 'field mt-1.5 scroll-mt-28',
  });
  const label = (field: Field, text: string) => (
    <label htmlFor={`${id}-${field}`} className="text-sm font-medium text-stone-900 dark:text-stone-100">
      {text}
      {REQUIRED.includes(field) ? (
        <span className="text-red-700 dark:text-red-400" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-stone-600 dark:text-stone-400"> (optional)</span>
      )}
    </label>
  );
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="grid gap-5"
      data-hydrated={hydrated || undefined}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Schreib uns
      </h2>
      <p className="-mt-3 text-sm text-stone-600 dark:text-stone-400">Mit * markierte Felder sind Pflichtfelder.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          {label('name', 'Name')}
          <input type="text" autoComplete="name" required maxLength={TEXT_LIMITS.name} {...fieldProps('name')} />
          {fieldError('name')}
        </div>
        <div>
          {label('email', 'E-Mail')}
          <input type="email" autoComplete="email" required maxLength={TEXT_LIMITS.email} {...fieldProps('email')} />
          {fieldError('email')}
        </div>
      </div>
      <div>
        {label('subject', 'Betreff')}
        <input type="text" maxLength={TEXT_LIMITS.subject} {...fieldProps('subject')} />
        {fieldError('subject')}
      </div>
      <div>
        {label('message', 'Nachricht')}
        <textarea rows={6} required maxLength={TEXT_LIMITS.message} {...fieldProps('message')} />
        {fieldError('message')}
      </div>
      {formError && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
        >
          {formError}
        </p>
      )}
      {offline && <OfflineFormNotice id={`${id}-offline`} text={OFFLINE_FORM_TEXT} />}
      <div>
        <button
          type="submit"
          className="btn btn-primary w-full sm:w-auto"
          disabled={sending || !hydrated || offline}
          aria-describedby={offline ? `${id}-offline` : undefined}
        >
          {sending ? 'Wird gesendet...' : 'Nachricht senden'}
        </button>
      </div>
    </form>
  );
}
