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
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A switch (role="switch"): the label toggles it too, Space and Enter as on any button. */
export function SwitchField({ id, label, description, checked, onChange }: SwitchProps) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="font-medium text-stone-800 dark:text-stone-200">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-stone-600 dark:text-stone-400">
          {description}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-description`}
        onClick={() => onChange(!checked)}
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-stone-500 transition-colors aria-checked:bg-brand dark:bg-stone-600 dark:aria-checked:bg-brand-light"
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
