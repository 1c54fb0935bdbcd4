// "Anfrage senden": opens the enquiry form in the contact card and sends it to the stable owner as a
// contact request tied to the listing (POST /api/listings/{id}/enquiries).
import { useStore } from '@nanostores/react';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import OfflineFormNotice, { OFFLINE_ENQUIRY_TEXT } from '#site/components/OfflineFormNotice.tsx';
import { CONTACT_RESPONSE_HOURS } from '#contract/limits.ts';
import { MSG } from '#contract/messages.ts';
import { ApiError } from '#site/lib/api.ts';
import { sendEnquiry } from '#site/lib/account-api.ts';
import { DATE_HINT, DATE_INPUT, germanDateError, maskGermanDate, parseGermanDate } from '#site/lib/german-date.ts';
import { useDraft } from '#site/lib/use-draft.ts';
import { useMounted } from '#site/lib/use-mounted.ts';
import { useOnline } from '#site/lib/use-online.ts';
import { $activeHorse, horseData } from '#site/stores/horses.ts';
import { toast } from '#site/stores/toasts.ts';
import { $user } from '#site/stores/user.ts';

interface Props {
  listingId: number;
  listingTitle: string;
  /** First day a move-in can be wished for (YYYY-MM-DD): today. */
  today: string;
}

type Field = 'name' | 'email' | 'phone' | 'moveInDate' | 'message';
type Values = Record<Field, string>;

/** Where the form keeps its input across a reload (use-draft.ts). */
export const enquiryDraftKey = (listingId: number) => `draft:enquiry:${listingId}`;

const EMPTY: Values = { name: '', email: '', phone: '', moveInDate: '', message: '' };
const REQUIRED: Field[] = ['name', 'email', 'message'];
const FIELD_ORDER: Field[] = ['name', 'email', 'phone', 'moveInDate', 'message'];

export default function EnquiryForm({ listingId, listingTitle, today }: Props) {
  const mounted = useMounted();
  const id = useId();
  const [open, setOpen] = useState(false);
  // Kept across a reload (offline, the input must not get lost); a restored draft opens the form again.
  const [values, setValues, restored] = useDraft<Values>(enquiryDraftKey(listingId), EMPTY);
  const online = useOnline();
  const offline = mounted && !online;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [missing, setMissing] = useState<Field[]>([]);
  const [pending, setPending] = useState(false);
  // "Pferd mitsenden": the active horse's profile goes with the enquiry unless the visitor unticks it.
  const horse = useStore($activeHorse);
  const [withHorse, setWithHorse] = useState(true);
  const toggle = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const reopenFocus = useRef(false);

  useEffect(() => {
    if (restored) setOpen(true);
  }, [restored]);

  useEffect(() => {
    if (open) form.current?.querySelector<HTMLInputElement>('input')?.focus();
    else if (reopenFocus.current) toggle.current?.focus();
    reopenFocus.current = false;
  }, [open]);

  const fieldId = (field: Field) => `${id}-${field}`;
  const focusField = (field: Field) => document.getElementById(fieldId(field))?.focus();

  /** The enquiry just sent: where its conversation is (null when its link went by mail). */
  const [sent, setSent] = useState<{ conversationId: number | null } | null>(null);

  const openForm = () => {
    // A signed-in visitor need not type their name and address again.
    const user = $user.get();
    if (user) {
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
      setValues((v) => ({
        ...v,
        name: v.name || name,
        email: v.email || user.email,
        phone: v.phone || (user.phone ?? ''),
      }));
    }
    setOpen(true);
  };

  const close = () => {
    reopenFocus.current = true;
    setOpen(false);
    setErrors({});
    setMissing([]);
  };

  const update = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
    if (missing.includes(field) && value.trim()) setMissing((m) => m.filter((f) => f !== field));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const empty = REQUIRED.filter((field) => !values[field].trim());
    setMissing(empty);
    setErrors({});
    if (empty.length) {
      focusField(empty[0]!);
      return;
    }
    // The move-in date as typed (TT.MM.JJJJ), checked here; the API gets it as an ISO date.
    const dateError = germanDateError(values.moveInDate, { min: today });
    if (dateError) {
      setErrors({ moveInDate: dateError });
      focusField('moveInDate');
      return;
    }
    setPending(true);
    try {
      const { conversationId } = await sendEnquiry(listingId, {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || undefined,
        moveInDate: parseGermanDate(values.moveInDate) ?? undefined,
        message: values.message.trim(),
        ...(horse && withHorse ? { horse: horseData(horse) } : {}),
      });
      toast({
        title: 'Anfrage gesendet',
        description: `Der Stallbesitzer meldet sich in der Regel innerhalb von ${CONTACT_RESPONSE_HOURS} Stunden bei dir.`,
      });
      setValues(EMPTY);
      // Signed in, the conversation is at hand; without an account its private link went by mail.
      setSent({ conversationId: $user.get() ? conversationId : null });
      close();
    } catch (err) {
      // The connection dropped: the notice says so and the input stays.
      if (!(err instanceof ApiError) && !navigator.onLine) return;
      const fieldErrors = err instanceof ApiError ? pickFieldErrors(err.fieldErrors) : {};
      const first = FIELD_ORDER.find((field) => fieldErrors[field]);
      if (first) {
        setErrors(fieldErrors);
        focusField(first);
      } else {
        toast({
          title: 'Fehler beim Senden',
          description:
            err instanceof ApiError
              ? err.serverMessage
              : 'Deine Anfrage konnte nicht gesendet werden. Bitte versuche es später erneut.',
          variant: 'destructive',
        });
      }
    } finally {
      setPending(false);
    }
  };

  const requiredMessageId = `${id}-required`;
  const describedBy = (field: Field) =>
    [errors[field] && `${fieldId(field)}-error`, missing.includes(field) && requiredMessageId]
      .filter(Boolean)
      .join(' ') || undefined;
  const invalid = (field: Field) => Boolean(errors[field]) || missing.includes(field);

  const input = (
    field: Field,
    label: string,
    props: { type?: string; autoComplete?: string; optional?: boolean; date?: boolean },
  ) => (
    <FormField
      id={fieldId(field)}
      label={label}
      optional={props.optional}
      error={errors[field]}
      hint={props.date ? DATE_HINT : undefined}
    >
      <input
        id={fieldId(field)}
        name={field}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        required={!props.optional}
        value={values[field]}
        onChange={(e) => update(field, props.date ? maskGermanDate(e.target.value) : e.target.value)}
        aria-invalid={invalid(field) || undefined}
        aria-describedby={
          [describedBy(field), props.date && `${fieldId(field)}-hint`].filter(Boolean).join(' ') || undefined
        }
        className="field"
        {...(props.date ? DATE_INPUT : {})}
      />
    </FormField>
  );

  if (!open) {
    return (
      <>
        {sent && (
          <p role="status" className="mb-3 text-sm text-stone-700 dark:text-stone-300">
            Anfrage gesendet.{' '}
            {sent.conversationId ? (
              <a
                href={`/nachrichten/${sent.conversationId}`}
                className="font-medium text-brand underline-offset-2 hover:underline dark:text-brand-light"
              >
                Zur Unterhaltung
              </a>
            ) : (
              'Den Link zur Unterhaltung haben wir dir per E-Mail geschickt.'
            )}
          </p>
        )}
        <button
          ref={toggle}
          type="button"
          onClick={openForm}
          aria-expanded="false"
          data-hydrated={mounted ? 'true' : undefined}
          className="btn btn-primary w-full"
        >
          <Send aria-hidden="true" className="size-4" />
          Anfrage senden
        </button>
      </>
    );
  }

  return (
    <form
      ref={form}
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && !pending && close()}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="grid gap-4"
      data-hydrated="true"
    >
      <div>
        <h3 id={`${id}-heading`} className="text-base font-semibold">
          Anfrage zu diesem Stallplatz
        </h3>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          Deine Nachricht geht direkt an den Stallbesitzer von „{listingTitle}“. Pflichtfelder sind mit * markiert.
        </p>
      </div>
      {missing.length > 0 && (
        <p
          id={requiredMessageId}
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/60 dark:text-red-200"
        >
          {MSG.requiredFields}
        </p>
      )}
      {input('name', 'Name', { autoComplete: 'name' })}
      {input('email', 'E-Mail', { type: 'email', autoComplete: 'email' })}
      {input('phone', 'Telefon', { type: 'tel', autoComplete: 'tel', optional: true })}
      {/* Text, not a native date input: that shows the browser's format (mm/dd/yyyy in English), not TT.MM.JJJJ. */}
      {input('moveInDate', 'Gewünschter Einzugstermin', { date: true, optional: true })}
      <FormField id={fieldId('message')} label="Nachricht" error={errors.message}>
        <textarea
          id={fieldId('message')}
          name="message"
          rows={5}
          required
          value={values.message}
          onChange={(e) => update('message', e.target.value)}
          placeholder="Stell dich und dein Pferd kurz vor und nenne deine Fragen."
          aria-invalid={invalid('message') || undefined}
          aria-describedby={describedBy('message')}
          className="field resize-y"
        />
      </FormField>
      {horse && (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={withHorse}
            onChange={(e) => setWithHorse(e.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-brand"
          />
          <span>
            Pferd mitsenden: <strong className="font-semibold">{horse.name}</strong>
            <span className="block text-stone-600 dark:text-stone-400">
              Die Angaben aus dem Pferdeprofil gehen mit der Anfrage an den Stallbesitzer.
            </span>
          </span>
        </label>
      )}
      {offline && <OfflineFormNotice id={`${id}-offline`} text={OFFLINE_ENQUIRY_TEXT} />}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={pending || offline}
          aria-describedby={offline ? `${id}-offline` : undefined}
          className="btn btn-primary flex-1"
        >
          <Send aria-hidden="true" className="size-4" />
          {pending ? 'Wird gesendet...' : 'Anfrage senden'}
        </button>
        <button type="button" onClick={close} className="btn btn-secondary">
          Abbrechen
        </button>
      </div>
    </form>
  );
}

function FormField({
  id,
  label,
  optional,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  /** How to fill it in, under the field (its id: `${id}-hint`). */
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional ? (
          <span className="font-normal text-stone-600 dark:text-stone-400"> (optional)</span>
        ) : (
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The server's messages for the fields this form has; anything else falls back to the toast. */
function pickFieldErrors(all: Record<string, string>): Partial<Record<Field, string>> {
  const picked: Partial<Record<Field, string>> = {};
  for (const field of FIELD_ORDER) if (typeof all[field] === 'string') picked[field] = all[field];
  return picked;
}
