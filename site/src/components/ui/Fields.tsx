// Labelled textarea and select, styled and wired (error, hint, aria) like FormField, which forms use for plain
// inputs, and the titled section of a long form.
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldMessages, fieldDescribedBy } from './FormField.tsx';

interface Common {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
}

function Label({ id, label, optional }: Pick<Common, 'id' | 'label' | 'optional'>) {
  return (
    <label htmlFor={id} className="text-sm font-medium text-stone-800 dark:text-stone-200">
      {label}
      {optional && <span className="font-normal text-stone-600 dark:text-stone-400"> (optional)</span>}
    </label>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  optional,
  ...rest
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <div className="grid gap-1.5">
      <Label id={id} label={label} optional={optional} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className="field min-h-32"
        {...rest}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  optional,
  children,
  ...rest
}: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label id={id} label={label} optional={optional} />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className="field h-11"
        {...rest}
      >
        {children}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A titled block of a long form (a section with its heading, so screen readers can jump between them). */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900"
    >
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{description}</p>}
      </div>
      {children}
    </section>
  );
}
