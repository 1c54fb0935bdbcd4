// The form of one horse profile, new or changed: checked with the contract's HorseBody before it is saved (on this
// device or in the account), the API's field messages shown the same way.
import { Save } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { SPECIAL_NEED_LABELS, SPECIAL_NEEDS, type SpecialNeed } from '#contract/facts.ts';
import {
  HOOF_STATE_LABELS,
  HOOF_STATES,
  HORSE_GENDER_LABELS,
  HORSE_GENDERS,
  HORSE_LIMITS,
  HORSE_MSG,
  HORSE_TURNOUT_LABELS,
  HORSE_TURNOUTS,
  HORSE_TYPE_LABELS,
  HORSE_TYPES,
  type HorseDto,
} from '#contract/horse-fields.ts';
import OfflineFormNotice from '#site/components/OfflineFormNotice.tsx';
import { FormField } from '#site/components/ui/FormField.tsx';
import { SelectField } from '#site/components/ui/Fields.tsx';
import { ApiError } from '#site/lib/api.ts';
import { addHorse, changeHorse } from '#site/stores/horses.ts';
import { toast } from '#site/stores/toasts.ts';
import { EMPTY_HORSE, formValuesOf, type HorseFormValues } from './horse-form.ts';

const OFFLINE_HORSE_FORM_TEXT =
  'Du bist offline. Deine Eingaben bleiben erhalten – speichere das Pferd, sobald du wieder verbunden bist.';

/** The check (with zod) loads when the form opens, not with the page. */
const loadCheck = () => import('./horse-form-check.ts');

interface Props {
  /** The horse to change; null for a new one. */
  horse: HorseDto | null;
  /** The account cannot be reached: the input stays, saving waits for the connection. */
  offline?: boolean;
  onDone: () => void;
  /** After a saved horse, before onDone. */
  onSaved?: () => void;
}

type TextField = Exclude<keyof HorseFormValues, 'needs'>;
const FIELD_ORDER: (keyof HorseFormValues)[] = [
  'name',
  'heightCm',
  'gender',
  'age',
  'type',
  'breed',
  'hoofs',
  'needs',
  'turnout',
  'discipline',
];

export default function HorseForm({ horse, offline = false, onDone, onSaved }: Props) {
  const id = useId();
  const [values, setValues] = useState<HorseFormValues>(horse ? formValuesOf(horse) : EMPTY_HORSE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fieldId = (field: keyof HorseFormValues) => `${id}-${field}`;

  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input')?.focus();
    void loadCheck().catch(() => undefined);
  }, []);

  const set = (field: TextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const toggleNeed = (need: SpecialNeed) =>
    setValues((v) => ({
      ...v,
      needs: v.needs.includes(need) ? v.needs.filter((n) => n !== need) : [...v.needs, need],
    }));

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || offline) return;
    setPending(true);
    try {
      const parsed = (await loadCheck()).parseHorseForm(values);
      if (!parsed.ok) return showErrors(parsed.errors);
      const saved = horse ? await changeHorse(horse.id, parsed.horse) : await addHorse(parsed.horse);
      toast({
        title: HORSE_MSG.saved,
        description: horse ? `${saved.name} ist aktualisiert.` : `${saved.name} ist jetzt dein aktives Pferd.`,
      });
      onSaved?.();
      onDone();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) showErrors(err.fieldErrors);
      else
        toast({
          title: 'Speichern fehlgeschlagen',
          description: err instanceof ApiError ? err.serverMessage : 'Bitte versuche es später erneut.',
          variant: 'destructive',
        });
    } finally {
      setPending(false);
    }
  };

  const text = (
    field: TextField,
    label: string,
    props: { inputMode?: 'numeric'; hint?: string; optional?: boolean } = {},
  ) => (
    <FormField
      id={fieldId(field)}
      name={field}
      label={label}
      optional={props.optional ?? true}
      hint={props.hint}
      inputMode={props.inputMode}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={errors[field]}
      maxLength={field === 'name' ? HORSE_LIMITS.name : props.inputMode ? 3 : HORSE_LIMITS.text}
      autoComplete="off"
    />
  );
  const select = (field: TextField, label: string, options: readonly string[], labels: Record<string, string>) => (
    <SelectField
      id={fieldId(field)}
      name={field}
      label={label}
      optional
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={errors[field]}
    >
      <option value="">nicht angegeben</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </SelectField>
  );

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900"
    >
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {horse ? `${horse.name} bearbeiten` : 'Neues Pferd'}
        </h2>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          Nur der Name ist Pflicht. Je mehr du angibst, desto genauer zeigt dir jeder Stall, ob er passt.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'Name', { optional: false })}
        {text('breed', 'Rasse')}
        {text('heightCm', 'Stockmaß in cm', {
          inputMode: 'numeric',
          hint: `${HORSE_LIMITS.heightCm.min} bis ${HORSE_LIMITS.heightCm.max} cm`,
        })}
        {text('age', 'Alter in Jahren', { inputMode: 'numeric' })}
        {select('gender', 'Geschlecht', HORSE_GENDERS, HORSE_GENDER_LABELS)}
        {select('type', 'Art', HORSE_TYPES, HORSE_TYPE_LABELS)}
        {select('hoofs', 'Hufe', HOOF_STATES, HOOF_STATE_LABELS)}
        {select('turnout', 'Auslauf', HORSE_TURNOUTS, HORSE_TURNOUT_LABELS)}
        {text('discipline', 'Disziplin')}
      </div>
      <fieldset className="grid gap-2" aria-describedby={errors.needs ? `${fieldId('needs')}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800 dark:text-stone-200">
          Besonderheiten <span className="font-normal text-stone-600 dark:text-stone-400">(optional)</span>
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {SPECIAL_NEEDS.map((need, index) => (
            <label key={need} className="flex items-center gap-2 text-sm">
              <input
                id={index === 0 ? fieldId('needs') : undefined}
                type="checkbox"
                checked={values.needs.includes(need)}
                onChange={() => toggleNeed(need)}
                className="size-4 accent-brand"
              />
              {SPECIAL_NEED_LABELS[need]}
            </label>
          ))}
        </div>
        {errors.needs && (
          <p id={`${fieldId('needs')}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
            {errors.needs}
          </p>
        )}
      </fieldset>
      {offline && <OfflineFormNotice id={`${id}-offline`} text={OFFLINE_HORSE_FORM_TEXT} />}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={pending || offline}
          aria-describedby={offline ? `${id}-offline` : undefined}
        >
          <Save aria-hidden="true" className="size-4" />
          {pending ? 'Wird gespeichert …' : 'Speichern'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
