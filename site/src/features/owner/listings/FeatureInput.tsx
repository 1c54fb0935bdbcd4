// The listing's features as a free list of chips: type one and press Enter (or "Hinzufügen"); each chip has
// its own remove button.
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { LISTING_FEATURE_MAX, LISTING_FEATURES_MAX } from '#contract/owner.ts';
import { FieldMessages } from '#site/components/ui/FormField.tsx';

interface Props {
  value: string[];
  onChange: (features: string[]) => void;
  error?: string | undefined;
}

export default function FeatureInput({ value, onChange, error }: Props) {
  const [text, setText] = useState('');
  const full = value.length >= LISTING_FEATURES_MAX;
  const add = () => {
    const feature = text.trim();
    if (!feature || full) return;
    if (!value.some((f) => f.toLowerCase() === feature.toLowerCase())) onChange([...value, feature]);
    setText('');
  };

  return (
    <div className="grid gap-1.5">
      <label htmlFor="listing-feature" className="text-sm font-medium text-stone-800 dark:text-stone-200">
        Ausstattungsmerkmale <span className="font-normal text-stone-600 dark:text-stone-400">(optional)</span>
      </label>
      <div className="flex gap-2">
        <input
          id="listing-feature"
          name="features"
          value={text}
          maxLength={LISTING_FEATURE_MAX}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          placeholder="z. B. Solarium, Führanlage"
          aria-invalid={error ? true : undefined}
          aria-describedby={`listing-feature-hint${error ? ' listing-feature-error' : ''}`}
          className="field"
          disabled={full}
        />
        <button type="button" onClick={add} className="btn btn-secondary shrink-0" disabled={full || !text.trim()}>
          <Plus aria-hidden="true" className="size-4" />
          Hinzufügen
        </button>
      </div>
      <FieldMessages
        id="listing-feature"
        error={error}
        hint={`Mit Enter hinzufügen. Höchstens ${LISTING_FEATURES_MAX} Merkmale.`}
      />
      {value.length > 0 && (
        <ul aria-label="Ausstattungsmerkmale" className="mt-1 flex flex-wrap gap-2">
          {value.map((feature) => (
            <li
              key={feature}
              className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm dark:bg-stone-800"
            >
              {feature}
              <button
                type="button"
                onClick={() => onChange(value.filter((f) => f !== feature))}
                aria-label={`${feature} entfernen`}
                className="rounded-full p-1 hover:bg-stone-200 dark:hover:bg-stone-700"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
