// The controls of the facts sections: a radio group with "keine Angabe", a "Ja / Nein / keine Angabe" group and a
// checkbox group with "keine" and "keine Angabe", each a fieldset with its legend, its error and hint wired to it,
// as chips that wrap on a phone.
import type { ReactNode } from 'react';
import { FieldMessages, fieldDescribedBy } from '#site/components/ui/FormField.tsx';
import type { ListAnswer, YesNo } from './facts-form.ts';

const legendClass = 'mb-2 text-sm font-medium text-stone-800 dark:text-stone-200';
const chip =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-200 px-3 py-2 text-sm ' +
  'max-sm:gap-1.5 max-sm:px-2.5 ' +
  'has-checked:border-brand has-checked:bg-brand/10 dark:border-stone-700 dark:has-checked:border-brand-light ' +
  'dark:has-checked:bg-brand-light/15';

interface GroupProps {
  /** The group's field name ("facts.careLevel"): the radios' name and the key of its error. */
  name: string;
  legend: string;
  error?: string | undefined;
  hint?: ReactNode;
}

function Group({ name, legend, error, hint, children }: GroupProps & { children: ReactNode }) {
  const id = name.replaceAll('.', '-');
  return (
    <fieldset aria-describedby={fieldDescribedBy(id, error, hint)} aria-invalid={error ? true : undefined}>
      <legend className={legendClass}>{legend}</legend>
      <div className="flex flex-wrap gap-2 max-sm:gap-1.5">{children}</div>
      <div className="mt-1.5 grid gap-1">
        <FieldMessages id={id} error={error} hint={hint} />
      </div>
    </fieldset>
  );
}

/** One of the options or "keine Angabe" (''). */
export function ChoiceGroup<T extends string>({
  options,
  labels,
  value,
  onChange,
  ...group
}: GroupProps & { options: readonly T[]; labels: Record<T, string>; value: T | ''; onChange: (v: T | '') => void }) {
  const choices: { value: T | ''; label: string }[] = [
    ...options.map((option) => ({ value: option, label: labels[option] })),
    { value: '', label: 'keine Angabe' },
  ];
  return (
    <Group {...group}>
      {choices.map((choice) => (
        <label key={choice.value || 'none'} className={chip}>
          <input
            type="radio"
            name={group.name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="size-4 accent-brand"
          />
          {choice.label}
        </label>
      ))}
    </Group>
  );
}

const YES_NO_LABELS: Record<'yes' | 'no', string> = { yes: 'Ja', no: 'Nein' };

/** Ja / Nein / keine Angabe. */
export function YesNoGroup(props: GroupProps & { value: YesNo; onChange: (v: YesNo) => void }) {
  return <ChoiceGroup {...props} options={['yes', 'no'] as const} labels={YES_NO_LABELS} />;
}

/** "keine" and "keine Angabe" after a list's items: each stands alone, so ticking one clears the others. */
const LIST_ANSWERS = [
  { key: 'none', label: 'keine', value: [] },
  { key: 'unsaid', label: 'keine Angabe', value: null },
] as const;

/**
 * Any of the options, or explicitly none of them ("keine", an empty list), or "keine Angabe" (null): an owner can
 * say that the stable offers none of them, which a horse owner reads as a known answer.
 */
export function ListGroup<T extends string>({
  options,
  labels,
  value,
  onChange,
  ...group
}: GroupProps & {
  options: readonly T[];
  labels: Record<T, string>;
  value: ListAnswer<T>;
  onChange: (v: ListAnswer<T>) => void;
}) {
  const ticked = value ?? [];
  return (
    <Group {...group}>
      {options.map((option) => (
        <label key={option} className={chip}>
          <input
            type="checkbox"
            name={group.name}
            value={option}
            checked={ticked.includes(option)}
            onChange={(e) => {
              const next = e.target.checked
                ? options.filter((o) => o === option || ticked.includes(o))
                : ticked.filter((o) => o !== option);
              // Unticking the last item leaves nothing said, not "keine".
              onChange(next.length ? next : null);
            }}
            className="size-4 accent-brand"
          />
          {labels[option]}
        </label>
      ))}
      {LIST_ANSWERS.map((answer) => {
        const checked = answer.value === null ? value === null : value?.length === 0;
        return (
          <label key={answer.key} className={chip}>
            <input
              type="checkbox"
              name={group.name}
              value={answer.key}
              checked={checked}
              // Unticking "keine" leaves nothing said; "keine Angabe" stays ticked until something else is.
              onChange={() => onChange(answer.value === null || checked ? null : [])}
              className="size-4 accent-brand"
            />
            {answer.label}
          </label>
        );
      })}
    </Group>
  );
}
