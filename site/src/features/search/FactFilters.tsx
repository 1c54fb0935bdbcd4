// The advanced panel's filters: the price basis (Grundpreis or Gesamtkosten) with its band, the amenity toggles
// (submit buttons without JavaScript, like the server's toggle), every filter of the registry
// (contract/search-filters.ts) that the panel offers by its control (a select, a checkbox, checkboxes), and
// "Nur passende Ställe" for the horse this device has active. Plain named fields, so the GET form sends them
// without JavaScript too; with it each change applies at once.
import { Check } from 'lucide-react';
import { AMENITY_FILTER_KEYS, STABLE_AMENITY_LABELS } from '#contract/amenities.ts';
import { horseFilterParams } from '#contract/horse-filter.ts';
import { PRICE_RANGE_LABELS, PRICE_RANGES, type PriceRange } from '#contract/price-bands.ts';
import { PRICE_BASIS_LABELS, TOTAL_EXPLAINED } from '#contract/search-fact-labels.ts';
import { PRICE_BASES } from '#contract/search-facts.ts';
import type { SearchFilter } from '#contract/search-filter-kinds.ts';
import { FILTER_IDS, SEARCH_FILTERS, writeFilters, type FilterId } from '#contract/search-filters.ts';
import { rememberedActiveHorse } from '#site/lib/device-horses.ts';
import { useMounted } from '#site/lib/use-mounted.ts';
import { TOGGLE_AMENITY_PARAM, toggleAmenity, withFilter, type SearchState } from '#site/lib/search-url.ts';
import { withPriceBasis } from '#site/lib/price-basis.ts';

interface Props {
  state: SearchState;
  /** The state with what the text fields hold at the moment. */
  typed: () => SearchState;
  apply: (next: SearchState) => void;
  labelClass: string;
}

/** The registry's filters the panel draws from their control's kind, in the registry's order. */
const CONTROLLED = FILTER_IDS.flatMap((id) => {
  const filter = SEARCH_FILTERS[id] as SearchFilter<unknown>;
  return filter.section === 'panel' && filter.control.kind !== 'custom' ? [{ id, filter }] : [];
});

/** A control's text as its filter reads it: the value, or undefined (off) for "all" or what it does not take. */
function valueOf(filter: SearchFilter<unknown>, text: string): unknown {
  const read = filter.read(() => text);
  return 'value' in read ? read.value : undefined;
}

const chip =
  'inline-flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-3.5 py-2 text-sm font-medium text-stone-800 has-[:checked]:border-brand has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200 dark:has-[:checked]:border-brand-light dark:has-[:checked]:bg-stone-800';

export default function FactFilters({ state, typed, apply, labelClass }: Props) {
  const mounted = useMounted();
  const activeHorse = mounted ? rememberedActiveHorse() : null;
  const { filters } = state;
  const horseName = filters.horse?.name || activeHorse?.name;
  const total = state.priceBasis === 'total';
  const band = (total ? filters.totalRange : filters.priceRange) ?? 'all';
  const set = (id: FilterId, value: unknown) => apply(withFilter(typed(), id, value as never));
  const selects = CONTROLLED.filter(({ filter }) => filter.control.kind === 'select');
  const checks = CONTROLLED.filter(({ filter }) => filter.control.kind !== 'select');

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
          onChange={(e) => {
            const range = e.target.value === 'all' ? undefined : (e.target.value as PriceRange);
            set(total ? 'totalRange' : 'priceRange', range);
          }}
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
            const active = filters.amenities?.includes(key) ?? false;
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
        {selects.map(({ id, filter }) => {
          const control = filter.control as Extract<SearchFilter<unknown>['control'], { kind: 'select' }>;
          const text = control.text as (option: string | number) => string;
          return (
            <div key={id}>
              <label htmlFor={`search-${id}`} className={labelClass}>
                {control.label}
              </label>
              <select
                id={`search-${id}`}
                name={filter.keys[0]}
                value={String(filters[id] ?? 'all')}
                onChange={(e) => set(id, valueOf(filter, e.target.value))}
                className="field h-11 py-0"
              >
                <option value="all">{control.any}</option>
                {control.options.map((option) => (
                  <option key={option} value={option}>
                    {text(option)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          {checks.flatMap(({ id, filter }) => {
            const { control } = filter;
            const value = filters[id];
            if (control.kind === 'check') {
              return (
                <label key={id} className={chip}>
                  <input
                    type="checkbox"
                    name={filter.keys[0]}
                    value="true"
                    checked={value !== undefined}
                    onChange={(e) => set(id, e.target.checked ? valueOf(filter, 'true') : undefined)}
                    className="size-4 accent-brand"
                  />
                  {control.label}
                </label>
              );
            }
            if (control.kind !== 'checks') return [];
            const chosen = (value ?? []) as string[];
            const text = control.text as (option: string) => string;
            return control.options.map((option) => (
              <label key={`${id}-${option}`} className={chip}>
                <input
                  type="checkbox"
                  name={filter.keys[0]}
                  value={option}
                  checked={chosen.includes(option)}
                  onChange={() => {
                    const next = control.options.filter((o) => (o === option) !== chosen.includes(o));
                    set(id, valueOf(filter, next.join(',')));
                  }}
                  className="size-4 accent-brand"
                />
                {text(option)}
              </label>
            ));
          })}
          {horseName && (
            <label className={chip}>
              <input
                type="checkbox"
                checked={filters.horse !== undefined}
                onChange={(e) => {
                  const params = e.target.checked && activeHorse ? horseFilterParams(activeHorse) : {};
                  const read = SEARCH_FILTERS.horse.read((key) => params[key]);
                  set('horse', 'value' in read ? read.value : undefined);
                }}
                disabled={!activeHorse && filters.horse === undefined}
                className="size-4 accent-brand"
              />
              {`Nur passende Ställe für ${horseName}`}
            </label>
          )}
        </div>
        {filters.horse &&
          writeFilters({ horse: filters.horse }).map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
      </fieldset>
    </>
  );
}
