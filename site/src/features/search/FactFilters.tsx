// The advanced panel's filters on a stable's facts (issue 15): the price basis (Grundpreis or Gesamtkosten) with
// its band, the amenity toggles (submit buttons without JavaScript, like the server's toggle), care level, turnout, the tallest horse taken, the box area, and yes/no filters as checkboxes, plus
// "Nur passende Ställe" for the horse this device has active. Plain named fields, so the GET form sends them
// without JavaScript too; with it each change applies at once.
import { Check } from 'lucide-react';
import { AMENITY_FILTER_KEYS, STABLE_AMENITY_LABELS } from '#contract/amenities.ts';
import { horseFilterParams } from '#contract/horse-filter.ts';
import { CARE_LEVEL_LABELS, CARE_LEVELS, type CareLevel } from '#contract/facts.ts';
import { PRICE_RANGE_LABELS, PRICE_RANGES, type PriceRange } from '#contract/price-bands.ts';
import { PRICE_BASIS_LABELS, SEARCH_FACILITY_LABELS, TOTAL_EXPLAINED } from '#contract/search-fact-labels.ts';
import { PRICE_BASES, SEARCH_FACILITIES, TURNOUT_STEPS, type SearchFacility } from '#contract/search-facts.ts';
import { rememberedActiveHorse } from '#site/lib/device-horses.ts';
import { useMounted } from '#site/lib/use-mounted.ts';
import { TOGGLE_AMENITY_PARAM, toggleAmenity, withFilters, type SearchState } from '#site/lib/search-url.ts';
import { withPriceBasis } from '#site/lib/price-basis.ts';

interface Props {
  state: SearchState;
  /** The state with what the text fields hold at the moment. */
  typed: () => SearchState;
  apply: (next: SearchState) => void;
  labelClass: string;
}

/** The stable takes horses at least this tall (cm); the box or shelter area at least (m²). */
const HEIGHTS = [150, 160, 165, 170, 175, 180, 185, 190];
const AREAS = [9, 10, 12, 14, 16, 20];

type NumberKey = 'turnout' | 'minHeight' | 'minArea';
const NUMBER_SELECTS: { key: NumberKey; label: string; values: readonly number[]; text: (n: number) => string }[] = [
  { key: 'turnout', label: 'Weide/Paddock täglich', values: TURNOUT_STEPS, text: (n) => `ab ${n} Std. (ganzjährig)` },
  { key: 'minHeight', label: 'Stockmaß bis mindestens', values: HEIGHTS, text: (n) => `${n} cm` },
  { key: 'minArea', label: 'Box/Fläche pro Pferd', values: AREAS, text: (n) => `ab ${n} m²` },
];

type FlagKey = 'freeNow' | 'groupTurnout' | 'stallions';
const FLAGS: { key: FlagKey; label: string }[] = [
  { key: 'freeNow', label: 'Sofort frei' },
  { key: 'groupTurnout', label: 'Gruppenauslauf' },
  { key: 'stallions', label: 'Hengste erlaubt' },
];

const chip =
  'inline-flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-3.5 py-2 text-sm font-medium text-stone-800 has-[:checked]:border-brand has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200 dark:has-[:checked]:border-brand-light dark:has-[:checked]:bg-stone-800';

export default function FactFilters({ state, typed, apply, labelClass }: Props) {
  const mounted = useMounted();
  const activeHorse = mounted ? rememberedActiveHorse() : null;
  const horseName = state.horse.horseName ?? activeHorse?.name;
  const total = state.priceBasis === 'total';
  const band = total ? state.totalRange : state.priceRange;
  const set = (change: Partial<SearchState>) => apply(withFilters(typed(), change));
  const toggleFacility = (key: SearchFacility) =>
    set({
      facilities: SEARCH_FACILITIES.filter((k) =>
        k === key ? !state.facilities.includes(k) : state.facilities.includes(k),
      ),
    });

  return (
    <>
      <fieldset>
        <legend className={labelClass}>Preis pro Monat</legend>
        <div className="mb-2 inline-flex rounded-lg border border-stone-300 p-0.5 dark:border-stone-700">
          {PRICE_BASES.map((basis) => (
            <label
              key={basis}
              className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 has-[:checked]:bg-brand has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand dark:text-stone-300 dark:has-[:checked]:bg-brand-light dark:has-[:checked]:text-stone-950"
            >
              <input
                type="radio"
                name="priceBasis"
                value={basis}
                checked={state.priceBasis === basis}
                onChange={() => apply(withPriceBasis(typed(), basis))}
                className="sr-only"
              />
              {PRICE_BASIS_LABELS[basis]}
            </label>
          ))}
        </div>
        <label htmlFor="search-price" className="sr-only">
          {total ? 'Gesamtkosten pro Monat' : 'Grundpreis pro Monat'}
        </label>
        <select
          id="search-price"
          name={total ? 'totalRange' : 'priceRange'}
          value={band}
          aria-describedby={total ? 'search-total-hint' : undefined}
          onChange={(e) =>
            set(total ? { totalRange: e.target.value as PriceRange } : { priceRange: e.target.value as PriceRange })
          }
          className="field h-11 py-0"
        >
          {(['all', ...PRICE_RANGES] as const).map((range) => (
            <option key={range} value={range}>
              {PRICE_RANGE_LABELS[range]}
            </option>
          ))}
        </select>
        {total && (
          <p id="search-total-hint" className="mt-1.5 text-xs text-stone-600 dark:text-stone-400">
            {TOTAL_EXPLAINED}
          </p>
        )}
      </fieldset>
      <fieldset className="md:col-start-2 md:row-start-2">
        <legend className={labelClass}>Ausstattung</legend>
        <div className="flex flex-wrap gap-2">
          {AMENITY_FILTER_KEYS.map((key) => {
            const active = state.amenities.includes(key);
            return (
              <button
                key={key}
                type="submit"
                name={TOGGLE_AMENITY_PARAM}
                value={key}
                aria-pressed={active}
                onClick={(e) => {
                  e.preventDefault();
                  apply(toggleAmenity(typed(), key));
                }}
                className="inline-flex items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3.5 py-2 text-sm font-medium text-stone-800 hover:border-brand hover:text-brand aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200 dark:hover:border-brand-light dark:hover:text-brand-light dark:aria-pressed:border-brand-light dark:aria-pressed:bg-brand-light dark:aria-pressed:text-stone-950"
              >
                {active && <Check aria-hidden="true" className="size-4" />}
                {STABLE_AMENITY_LABELS[key]}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2 md:col-span-2 lg:grid-cols-4">
        <legend className={`${labelClass} mb-2`}>Stall und Haltung</legend>
        <div>
          <label htmlFor="search-care" className={labelClass}>
            Betreuung
          </label>
          <select
            id="search-care"
            name="care"
            value={state.care}
            onChange={(e) => set({ care: e.target.value as CareLevel | 'all' })}
            className="field h-11 py-0"
          >
            <option value="all">Alle</option>
            {CARE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {CARE_LEVEL_LABELS[level]}
              </option>
            ))}
          </select>
        </div>
        {NUMBER_SELECTS.map(({ key, label, values, text }) => (
          <div key={key}>
            <label htmlFor={`search-${key}`} className={labelClass}>
              {label}
            </label>
            <select
              id={`search-${key}`}
              name={key}
              value={state[key]}
              onChange={(e) => set({ [key]: Number(e.target.value) })}
              className="field h-11 py-0"
            >
              <option value={0}>Egal</option>
              {values.map((n) => (
                <option key={n} value={n}>
                  {text(n)}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          {FLAGS.map(({ key, label }) => (
            <label key={key} className={chip}>
              <input
                type="checkbox"
                name={key}
                value="true"
                checked={state[key]}
                onChange={(e) => set({ [key]: e.target.checked })}
                className="size-4 accent-brand"
              />
              {label}
            </label>
          ))}
          {SEARCH_FACILITIES.map((key) => (
            <label key={key} className={chip}>
              <input
                type="checkbox"
                name="facilities"
                value={key}
                checked={state.facilities.includes(key)}
                onChange={() => toggleFacility(key)}
                className="size-4 accent-brand"
              />
              {SEARCH_FACILITY_LABELS[key]}
            </label>
          ))}
          {horseName && (
            <label className={chip}>
              <input
                type="checkbox"
                checked={Object.keys(state.horse).length > 0}
                onChange={(e) => set({ horse: e.target.checked && activeHorse ? horseFilterParams(activeHorse) : {} })}
                disabled={!activeHorse && Object.keys(state.horse).length === 0}
                className="size-4 accent-brand"
              />
              {`Nur passende Ställe für ${horseName}`}
            </label>
          )}
        </div>
        {Object.entries(state.horse).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
      </fieldset>
    </>
  );
}
