// The controls of the settings form: a card per topic, multi-line text, accessible switches and colour
// pickers with a hex field. Single-line texts use the sign-in forms' FormField.
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldMessages, fieldDescribedBy } from '#site/components/ui/FormField.tsx';

export const CARD =
  'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900';

export function SettingsCard({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={CARD}>
      <div className="mb-5 flex items-start gap-3">
        <span className="rounded-lg bg-brand/10 p-2 text-brand dark:bg-brand-light/15 dark:text-brand-light">
          {icon}
        </span>
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-400">{description}</p>
        </div>
      </div>
      <div className="grid gap-5">{children}</div>
    </section>
  );
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextAreaField({ id, name, label, error, hint, ...textarea }: TextAreaProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800 dark:text-stone-200">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className="field resize-y"
        {...textarea}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

interface SwitchProps {
  id: string;
  label: string;
  description: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A service this installation lacks: the switch stays off, marked "nicht verfügbar". */
  unavailable?: boolean;
  error?: string | undefined;
}

/** A switch (role="switch"): the label toggles it too, Space and Enter as on any button. */
export function SwitchField({ id, label, description, checked, onChange, unavailable = false, error }: SwitchProps) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="font-medium text-stone-800 dark:text-stone-200">
            {label}
          </label>
          {unavailable && (
            <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700 dark:bg-stone-700 dark:text-stone-200">
              nicht verfügbar
            </span>
          )}
        </div>
        <p id={`${id}-description`} className="text-sm text-stone-600 dark:text-stone-400">
          {description}
        </p>
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={[`${id}-description`, error && `${id}-error`].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        disabled={unavailable}
        onClick={() => onChange(!checked)}
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-stone-500 transition-colors aria-checked:bg-brand disabled:cursor-not-allowed disabled:opacity-50 dark:bg-stone-600 dark:aria-checked:bg-brand-light"
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}

interface ColorProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown by the picker while the hex field holds no valid colour. */
  fallback: string;
}

/** A colour picker and the same colour as a #RRGGBB text field, kept in step. */
export function ColorField({ id, label, value, onChange, error, hint, fallback }: ColorProps) {
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800 dark:text-stone-200">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          type="color"
          aria-label={`${label} auswählen`}
          value={(valid ? value : fallback).toLowerCase()}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-stone-300 bg-white p-1 dark:border-stone-700 dark:bg-stone-900"
        />
        <input
          id={id}
          name={id}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, hint)}
          className="field max-w-40 font-mono"
        />
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

interface ChoiceProps<T extends string> {
  name: string;
  legend: string;
  value: T;
  options: readonly { value: T; label: string; description: string }[];
  onChange: (value: T) => void;
}

/** One of a few options, as radio buttons in a fieldset (arrow keys move between them). */
export function ChoiceField<T extends string>({ name, legend, value, options, onChange }: ChoiceProps<T>) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800 dark:text-stone-200">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-start gap-3 text-sm">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-0.5 size-5 shrink-0 accent-brand"
          />
          <span>
            <span className="font-medium text-stone-800 dark:text-stone-200">{option.label}</span>
            <span className="block text-stone-600 dark:text-stone-400">{option.description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
