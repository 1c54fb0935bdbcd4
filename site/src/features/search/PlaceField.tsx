// The location field of the search: a combobox (WAI-ARIA 1.2, list autocomplete) over GET /api/places. Typing
// asks for postal codes and towns starting with the text; arrow keys move through them, Enter or a click takes
// one, Escape closes the list. Without JavaScript it is the plain text input `near` of the GET form.
import { MapPin } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PLACE_QUERY_MAX, type PlaceDto } from '#contract/places.ts';
import { REGION_NAMES } from '#contract/regions.ts';
import { fetchPlaces } from '#site/lib/api.ts';
import { rememberPlace } from '#site/stores/known-places.ts';

/** Suggestions are asked for once the typing pauses this long, and from this many characters on. */
const SUGGEST_DELAY_MS = 150;
const SUGGEST_MIN_CHARS = 2;

interface Props {
  id: string;
  /** The field's text (the place as typed or chosen). */
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen: its label becomes the field's text and the search runs. */
  onPick: (place: PlaceDto) => void;
  /** The id of the element describing the field's error, when the place is unknown. */
  errorId?: string | undefined;
  /** The form field's name; none when another input carries the place (the coordinates behind "Mein Standort"). */
  name?: string | undefined;
  className?: string;
}

export default function PlaceField({ id, value, onChange, onPick, errorId, name, className = '' }: Props) {
  const listId = useId();
  const [options, setOptions] = useState<PlaceDto[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Only typing asks for suggestions; a value set from outside (a pick, the back button) does not.
  const typed = useRef(false);

  useEffect(() => {
    const query = value.trim();
    if (!typed.current || query.length < SUGGEST_MIN_CHARS) {
      setOptions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchPlaces(query, controller.signal).then(
        (places) => {
          setOptions(places);
          setOpen(places.length > 0);
          setActive(-1);
        },
        // Offline or failed: the field stays a plain text field.
        () => setOpen(false),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  const pick = (place: PlaceDto) => {
    typed.current = false;
    rememberPlace(place.label, place);
    setOpen(false);
    setActive(-1);
    onPick(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setOpen(true);
        setActive((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
        return;
      }
      case 'Enter':
        // Enter on a highlighted suggestion takes it; otherwise the form is submitted with the text as typed.
        if (open && active >= 0 && options[active]) {
          event.preventDefault();
          pick(options[active]);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
    }
  };

  const expanded = open && options.length > 0;
  return (
    <div className={`relative ${className}`}>
      <MapPin
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-500 dark:text-stone-400"
      />
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        value={value}
        onChange={(e) => {
          typed.current = true;
          onChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        placeholder="PLZ oder Ort, z. B. 80331"
        maxLength={PLACE_QUERY_MAX}
        autoComplete="off"
        className="field h-11 pl-10"
      />
      {/* As wide as its longest place (a narrow field's list is wider than the field), whose name wraps rather
          than being cut off ("80331 Mü…", issue 39.14). */}
      <ul
        id={listId}
        role="listbox"
        aria-label="Vorschläge für den Ort"
        hidden={!expanded}
        className="absolute left-0 top-full z-30 mt-1 max-h-80 w-max min-w-full max-w-[calc(100vw-4rem)] overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
      >
        {options.map((place, index) => (
          <li
            key={`${place.label}-${place.country}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // The input keeps the focus (and the list stays open) while the pointer presses an option.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(place)}
            className="flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm text-stone-800 hover:bg-stone-100 dark:hover:bg-stone-800 aria-selected:bg-brand aria-selected:text-white dark:text-stone-200 dark:aria-selected:bg-brand-light dark:aria-selected:text-stone-950"
          >
            <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{place.label}</span>
            <span className="shrink-0 text-xs opacity-80">{REGION_NAMES[place.country]}</span>
          </li>
        ))}
      </ul>
      <span role="status" className="sr-only">
        {expanded ? `${options.length} Vorschläge` : ''}
      </span>
    </div>
  );
}
