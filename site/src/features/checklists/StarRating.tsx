// One question's 1–5 stars as a radio group: native radios (arrow keys, screen readers) drawn as stars, and a
// button that takes the rating back.
import { Star } from 'lucide-react';

interface Props {
  name: string;
  labelledBy: string;
  value: number | null;
  onChange: (stars: number | null) => void;
}

export const starsText = (stars: number) => (stars === 1 ? '1 Stern' : `${stars} Sterne`);

export default function StarRating({ name, labelledBy, value, onChange }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <div role="radiogroup" aria-labelledby={labelledBy} className="flex">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="relative -m-0.5 cursor-pointer p-1.5">
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              aria-label={starsText(stars)}
            />
            <Star
              aria-hidden="true"
              className={`size-8 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand dark:peer-focus-visible:outline-brand-light ${
                value !== null && stars <= value
                  ? 'fill-amber-400 text-amber-600 dark:text-amber-400'
                  : 'text-stone-400 dark:text-stone-500'
              }`}
            />
          </label>
        ))}
      </div>
      {value !== null && (
        <button
          type="button"
          onClick={() => onChange(null)}
          className="rounded text-sm text-stone-700 underline underline-offset-2 dark:text-stone-300"
        >
          Sterne löschen
        </button>
      )}
    </div>
  );
}
