// The filter form of the search page: search box, stall type and the collapsible advanced filters (travel time,
// price band on the base price or the all-in month, amenity toggles, the stable's facts, reset, close). With JavaScript each change applies at once; without it the form is a plain
// GET form and its buttons carry their action in the query, which the server turns into a clean URL.
import { ChevronDown, Search, SlidersHorizontal } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type MouseEvent,
  type SubmitEvent,
} from 'react';
import { coordinatesText, parseCoordinates } from '#contract/geo.ts';
import { TEXT_LIMITS } from '#contract/limits.ts';
import { RADII_KM, type RadiusKm } from '#contract/places.ts';
import { STALL_TYPE_FILTER_LABELS, STALL_TYPES, type StallType } from '#contract/stall-types.ts';
import { TRAVEL_MINUTES, type TravelMinutes } from '#contract/travel.ts';
import {
  advancedFilterCount,
  RESET_PARAM,
  VIEW_PARAM,
  viewParamOf,
  resetFilters,
  withFilter,
  withFilters,
  withPlace,
  withPlaces,
  withWords,
  isPostalCode,
  type SearchState,
} from '#site/lib/search-url.ts';
import PlaceField from './PlaceField.tsx';
import type { PlaceError } from './use-search.ts';

export const FILTER_FORM_ID = 'search-filters';

type FactFiltersProps = ComponentProps<typeof import('./FactFilters.tsx').default>;
/** The server renders the facts filters with the form; the browser loads their code when the panel opens. */
const SERVER_FACTS: ComponentType<FactFiltersProps> | null = import.meta.env.SSR
  ? (await import('./FactFilters.tsx')).default
  : null;
/** One object, so React never rewrites the server's fields while they wait for their code. */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * The facts filters (contract/search-facts.ts): as the server rendered them until the panel is first opened,
 * then live. Plain named fields either way, so the form without JavaScript sends them.
 */
function FactFiltersSlot({ open, ...props }: FactFiltersProps & { open: boolean }) {
  const [Live, setLive] = useState<ComponentType<FactFiltersProps> | null>(() => SERVER_FACTS);
  useEffect(() => {
    if (!open || Live) return;
    void import('./FactFilters.tsx').then((module) => setLive(() => module.default));
  }, [open, Live]);
  return Live ? (
    <div className="contents" data-live="">
      <Live {...props} />
    </div>
  ) : (
    <div className="contents" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
  );
}

interface Props {
  path: string;
  state: SearchState;
  onChange: (next: SearchState) => void;
  /** A place of the state is unknown: its field says so. */
  placeError?: PlaceError | null;
  /** Travel times come from a routing service (ROUTING_URL), not from the estimate. */
  routed?: boolean;
  /** The open panel's button on a phone, with the live count ("12 Stallplätze anzeigen"). */
  showLabel?: string;
  /** Closes the panel's way to the results: the page goes there. */
  onShow?: () => void;
}

/** What the location field shows for a place: "Mein Standort" for the coordinates "In meiner Nähe" wrote. */
export const MY_POSITION = 'Mein Standort';
const placeText = (near: string) => (parseCoordinates(near) ? MY_POSITION : near);

/** What "In meiner Nähe" says when the browser gives no position: refused, or not found in time. */
const LOCATE_DENIED = 'Standortzugriff verweigert. Erlaube ihn im Browser oder gib einen Ort ein.';
const LOCATE_FAILED = 'Dein Standort konnte nicht bestimmt werden. Bitte gib einen Ort oder eine PLZ ein.';

const labelClass = 'mb-1.5 block text-sm font-medium text-stone-700 dark:text-stone-300';

/** The text in the words box, applied to the state; the box shows the location until the visitor types. */
function withText(state: SearchState, text: string): SearchState {
  return text.trim() === (state.search || state.location) ? state : withWords(state, text);
}

/** The location field's text, applied to the state (its own position stays as coordinates). */
function withPlaceText(state: SearchState, text: string): SearchState {
  const trimmed = text.trim();
  if (trimmed === placeText(state.near)) return state;
  return withPlace(state, trimmed);
}

/**
 * A place field beside its select (radius, minutes): at least as wide as its placeholder ("PLZ oder Ort, z. B.
 * 80331"), growing into the row; the select as wide as its longest option. Where both do not fit in one line
 * (a phone), the select wraps below the field instead of either being cut off.
 */
const PLACE_FIELD_CLASS = 'min-w-[min(100%,17rem)] flex-[1_1_17rem]';
const ROW_SELECT_CLASS = 'field h-11 !w-auto flex-none py-0';

/** The travel origins' fields: the origin's text and its minutes in the state. */
const ORIGINS = [
  { field: 'from', minutes: 'maxMinutes', label: 'Fahrzeit von', hint: 'z. B. Zuhause' },
  { field: 'from2', minutes: 'maxMinutes2', label: 'und von', hint: 'z. B. Arbeit, optional' },
] as const;

export default function SearchFilters({
  path,
  state,
  onChange,
  placeError = null,
  routed = false,
  showLabel,
  onShow,
}: Props) {
  const shownText = state.search || state.location;
  const [text, setText] = useState(shownText);
  const [nearText, setNearText] = useState(placeText(state.near));
  const [fromTexts, setFromTexts] = useState({ from: state.from, from2: state.from2 });
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState('');
  const [advancedOpen, setAdvancedOpen] = useState(advancedFilterCount(state) > 0);
  const summary = useRef<HTMLElement>(null);
  // Back/forward and reset bring other filter values: the boxes follow them.
  useEffect(() => setText(shownText), [shownText]);
  useEffect(() => setNearText(placeText(state.near)), [state.near]);
  useEffect(() => setFromTexts({ from: state.from, from2: state.from2 }), [state.from, state.from2]);

  /** Every change takes along what the text fields hold at the moment. */
  const typedState = () => {
    // A postal code in the words box is the place, unless the place field names one.
    const typed =
      isPostalCode(text) && !nearText.trim() ? withText(state, text) : withPlaceText(withText(state, text), nearText);
    const changed = fromTexts.from.trim() !== state.from || fromTexts.from2.trim() !== state.from2;
    return changed ? withPlaces(typed, fromTexts) : typed;
  };
  const apply = (next: SearchState) => {
    setLocateError('');
    onChange(next);
  };
  const locate = () => {
    setLocateError('');
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        apply(withPlace(withText(state, text), coordinatesText({ lat: coords.latitude, lon: coords.longitude })));
      },
      (error) => {
        setLocating(false);
        // 1: PERMISSION_DENIED.
        setLocateError(error.code === 1 ? LOCATE_DENIED : LOCATE_FAILED);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };
  const placeMessage = (placeError?.field === 'near' && placeError.message) || locateError;
  const originError = (field: string) => (placeError?.field === field ? placeError.message : '');
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(withFilters(typedState(), {}));
  };
  const onReset = (event: MouseEvent) => {
    event.preventDefault();
    apply(resetFilters(state));
  };
  const advancedCount = advancedFilterCount(state);

  return (
    <form
      id={FILTER_FORM_ID}
      role="search"
      aria-label="Stallplätze filtern"
      method="get"
      action={path}
      onSubmit={onSubmit}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="grid gap-3 md:grid-cols-2 md:items-start lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
        <div>
          <label htmlFor="search-text" className={labelClass}>
            Stichwort <span className="font-normal text-stone-500 dark:text-stone-400">(Stallname, Ausstattung)</span>
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-500 dark:text-stone-400"
            />
            <input
              id="search-text"
              name="search"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="z. B. Sonnenhof, Solarium"
              maxLength={TEXT_LIMITS.search}
              autoComplete="off"
              enterKeyHint="search"
              className="field h-11 pl-10"
            />
          </div>
        </div>
        <div>
          <div className="mb-1.5 flex h-5 items-center justify-between gap-3">
            <label htmlFor="search-near" className="block text-sm font-medium text-stone-700 dark:text-stone-300">
              Ort oder PLZ
            </label>
            <button
              type="button"
              data-js-only
              onClick={locate}
              disabled={locating}
              aria-busy={locating}
              className="rounded text-sm font-medium text-brand hover:underline disabled:opacity-60 dark:text-brand-light"
            >
              In meiner Nähe
            </button>
          </div>
          {/* The place's field keeps room for its placeholder: where the radius does not fit beside it, the radius
              wraps below it (issue 39.14: nothing clipped). */}
          <div className="flex flex-wrap gap-2">
            <PlaceField
              id="search-near"
              className={PLACE_FIELD_CLASS}
              value={nearText}
              onChange={setNearText}
              onPick={(place) => {
                setNearText(place.label);
                apply(withPlace(withText(state, text), place.label));
              }}
              errorId={placeMessage ? 'search-near-error' : undefined}
              name={nearText === MY_POSITION ? undefined : 'near'}
            />
            {nearText === MY_POSITION && <input type="hidden" name="near" value={state.near} />}
            <label htmlFor="search-radius" className="sr-only">
              Umkreis
            </label>
            <select
              id="search-radius"
              name="radius"
              value={state.radius}
              onChange={(e) => apply(withPlace(withText(state, text), nearText, Number(e.target.value) as RadiusKm))}
              className={`${ROW_SELECT_CLASS} min-w-28`}
            >
              {RADII_KM.map((km) => (
                <option key={km} value={km}>
                  {`${km} km`}
                </option>
              ))}
            </select>
          </div>
          {placeMessage && (
            <p
              id="search-near-error"
              role="alert"
              className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400"
            >
              {placeMessage}
            </p>
          )}
        </div>
        <div className="flex items-end gap-3 md:col-span-2 lg:col-span-1 lg:pt-7">
          <div className="min-w-0 flex-1 lg:w-44 lg:flex-none">
            <label htmlFor="search-stall-type" className={`${labelClass} lg:sr-only`}>
              Stallart
            </label>
            <select
              id="search-stall-type"
              name="stallType"
              value={state.filters.stallType ?? 'all'}
              onChange={(e) => {
                const type = e.target.value as StallType | 'all';
                apply(withFilter(typedState(), 'stallType', type === 'all' ? undefined : type));
              }}
              className="field h-11 py-0"
            >
              {(['all', ...STALL_TYPES] as const).map((type) => (
                <option key={type} value={type}>
                  {STALL_TYPE_FILTER_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          {/* First submit button of the form: Enter in the search box means "Suchen" even without JavaScript. */}
          <button type="submit" className="btn btn-primary h-11">
            <Search aria-hidden="true" className="size-4" />
            Suchen
          </button>
        </div>
      </div>

      {state.filters.amenities && <input type="hidden" name="amenities" value={state.filters.amenities.join(',')} />}
      {state.view !== 'grid' && <input type="hidden" name={VIEW_PARAM} value={viewParamOf(state.view)} />}
      {state.bbox && <input type="hidden" name="bbox" value={state.bbox} />}

      <details
        open={advancedOpen}
        onToggle={(e) => setAdvancedOpen(e.currentTarget.open)}
        className="group mt-4 border-t border-stone-200 pt-4 dark:border-stone-800"
      >
        <summary
          ref={summary}
          className="inline-flex cursor-pointer list-none items-center gap-2 rounded-lg py-1 text-sm font-semibold text-stone-800 hover:text-brand dark:text-stone-200 dark:hover:text-brand-light [&::-webkit-details-marker]:hidden"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Erweiterte Filter
          {advancedCount > 0 && (
            <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">
              {advancedCount}
              <span className="sr-only"> aktiv</span>
            </span>
          )}
          <ChevronDown aria-hidden="true" className="size-4 transition group-open:rotate-180" />
        </summary>

        <div className="mt-4 grid gap-5 md:grid-cols-[15rem_minmax(0,1fr)]">
          <fieldset className="grid gap-3 md:col-span-2 md:grid-cols-2">
            <legend className="sr-only">Fahrzeit mit dem Auto</legend>
            {ORIGINS.map(({ field, minutes, label, hint }) => (
              <div key={field}>
                <label htmlFor={`search-${field}`} className={labelClass}>
                  {label} <span className="font-normal text-stone-500 dark:text-stone-400">({hint})</span>
                </label>
                <div className="flex flex-wrap gap-2">
                  <PlaceField
                    id={`search-${field}`}
                    className={PLACE_FIELD_CLASS}
                    value={fromTexts[field]}
                    onChange={(typed) => setFromTexts((texts) => ({ ...texts, [field]: typed }))}
                    onPick={(place) => apply(withPlaces(typedState(), { [field]: place.label }))}
                    errorId={originError(field) ? `search-${field}-error` : undefined}
                    name={field}
                  />
                  <label htmlFor={`search-${minutes}`} className="sr-only">
                    Höchste Fahrzeit
                  </label>
                  <select
                    id={`search-${minutes}`}
                    name={minutes}
                    value={state[minutes]}
                    onChange={(e) =>
                      apply(withPlaces(typedState(), { [minutes]: Number(e.target.value) as TravelMinutes }))
                    }
                    className={ROW_SELECT_CLASS}
                  >
                    {TRAVEL_MINUTES.map((m) => (
                      <option key={m} value={m}>{`max. ${m} Min.`}</option>
                    ))}
                  </select>
                </div>
                {originError(field) && (
                  <p
                    id={`search-${field}-error`}
                    role="alert"
                    className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400"
                  >
                    {originError(field)}
                  </p>
                )}
              </div>
            ))}
            <p className="text-sm text-stone-600 md:col-span-2 dark:text-stone-400">
              {routed
                ? 'Fahrzeiten mit dem Auto, vom Routenplaner berechnet.'
                : 'Fahrzeiten mit dem Auto, aus der Entfernung geschätzt (ca.).'}
            </p>
          </fieldset>
          <FactFiltersSlot open={advancedOpen} state={state} typed={typedState} apply={apply} labelClass={labelClass} />
        </div>

        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="submit" data-nojs-only className="btn btn-primary">
            Filter anwenden
          </button>
          <button type="submit" name={RESET_PARAM} value="1" onClick={onReset} className="btn btn-secondary">
            Filter zurücksetzen
          </button>
          <button
            type="button"
            data-js-only
            onClick={() => {
              setAdvancedOpen(false);
              // The button disappears with the panel: the focus goes back to the panel's toggle.
              summary.current?.focus();
            }}
            className="btn btn-secondary"
          >
            Schließen
          </button>
        </div>
        {/*
          A phone scrolls far down the long panel: the results' way stays at the bottom of the screen, with the
          live count, instead of "Suchen" far above. On wider screens the panel is short and the results close.
        */}
        {showLabel && onShow && (
          <div
            data-js-only
            className="sticky bottom-0 z-10 -mx-4 mt-4 -mb-4 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur md:hidden dark:border-stone-800 dark:bg-stone-900/95"
          >
            <button
              type="button"
              onClick={() => {
                setAdvancedOpen(false);
                onShow();
              }}
              className="btn btn-primary w-full"
            >
              {showLabel}
            </button>
          </div>
        )}
      </details>
    </form>
  );
}
