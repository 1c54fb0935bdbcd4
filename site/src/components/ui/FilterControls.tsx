// The controls above a back-office list: a labelled search box and labelled filter selects, in one wrapping row.
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';

export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="search" aria-label={label} className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start">
      {children}
    </div>
  );
}

interface SearchBoxProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ id, label, placeholder, value, onChange }: SearchBoxProps) {
  return (
    <div className="grid flex-1 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800 dark:text-stone-200">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500 dark:text-stone-400"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          className="field h-11 pl-9"
        />
      </div>
    </div>
  );
}

interface FilterSelectProps<V extends string> {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

export function FilterSelect<V extends string>({ id, label, value, options, onChange }: FilterSelectProps<V>) {
  return (
    <div className="grid gap-1.5 sm:w-56">
      <label htmlFor={id} className="text-sm font-medium text-stone-800 dark:text-stone-200">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)} className="field h-11">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
