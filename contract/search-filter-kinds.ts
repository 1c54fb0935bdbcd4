// The building blocks of the search's filter registry (contract/search-filters.ts): what a filter is, and how
// the common kinds of query value (one of a list, a yes/no flag, a whole number in bounds, a comma list) are read
// and written. Free of zod: the search page's script reads filters with these.
import type { ListingFacts } from './facts.ts';
import type { ListingDto, StableDto } from './types.ts';

/** A piece of SQL on listing_search's columns with its bindings. */
export interface Condition {
  sql: string;
  bindings: readonly (string | number | boolean | null)[];
}

/** What a filter's meaning may depend on besides its value: today, as "sofort frei" means it. */
export interface FilterContext {
  /** YYYY-MM-DD in the platform's time zone. */
  today: string;
}

/**
 * A listing as the filters' predicates read it: the API's listing, or as much of it as a search card carries
 * (the card carries the facts the filters name in `facts`).
 */
export type FilterListing = Pick<ListingDto, 'stallType' | 'pricePerMonth'> &
  Partial<Pick<ListingDto, 'totalMonthly' | 'freePlaces' | 'availableFrom'>> & {
    facts?: Partial<ListingFacts>;
    stable: Pick<StableDto, 'hasRidingArena' | 'hasWashArea' | 'hasWifi' | 'hasParking' | 'hasFeed' | 'hasVet'> &
      Partial<Pick<StableDto, 'hasIndoorArena' | 'facilities'>>;
  };

/** A value as a query gave it: undefined for "no filter", or the message of a value not understood. */
export type Read<V> = { value: V | undefined } | { error: string; key: string };

/** How the filter panel offers a filter; `custom` ones are drawn by their own controls (the search form's). */
export type Control =
  | {
      kind: 'select';
      label: string;
      any: string;
      options: readonly (string | number)[];
      text: (option: never) => string;
    }
  | { kind: 'check'; label: string }
  | { kind: 'checks'; options: readonly string[]; text: (option: never) => string }
  | { kind: 'custom' };

export interface SearchFilter<V> {
  /** The query parameters it reads and writes, in the API and in the search page's address. */
  keys: readonly string[];
  /** Its value from a query's parameters (`get` gives one parameter's text, undefined when missing). */
  read: (get: (key: string) => string | undefined) => Read<V>;
  /** The parameters of a value, as the canonical address writes them. */
  write: (value: V) => [key: string, value: string][];
  /** What it reads as in a search's label and in the results line ("Innenbox", "ab 600 €"). */
  label: (value: V) => string;
  /** The matching listings, as conditions on listing_search's columns. */
  where: (value: V, context: FilterContext) => Condition[];
  /** Whether a listing matches: the same rule in memory (the offline search, the alert matcher). */
  test: (listing: FilterListing, value: V, context: FilterContext) => boolean;
  /** The columns of listing_search its conditions read (a test holds them against the schema). */
  columns: readonly string[];
  /** The listing facts its test reads; the search cards carry them. */
  facts?: readonly (keyof ListingFacts)[];
  control: Control;
  /**
   * Where the search form shows it: in its first row, or in the panel of "Erweiterte Filter" (whose badge counts
   * it), where a filter with a control of its own kind is drawn among the facts ("Stall und Haltung").
   */
  section: 'main' | 'panel';
  /** Values the bench and the tests search by. */
  examples: readonly V[];
}

/** Query values that mean "no filter": missing, empty, or "all". */
const isOff = (text: string | undefined): text is undefined | '' | 'all' =>
  text === undefined || text === '' || text === 'all';

/** One of a list of values ("all" and the empty text are none). */
export function readOneOf<T extends string | number>(
  key: string,
  values: readonly T[],
  message: string,
  get: (key: string) => string | undefined,
): Read<T> {
  const text = get(key);
  if (isOff(text)) return { value: undefined };
  const value = values.find((v) => String(v) === text.trim());
  return value === undefined ? { error: message, key } : { value };
}

/** A yes/no filter: "true" (or "1") sets it; "false", "0" and the empty text leave it off. */
export function readFlag(key: string, message: string, get: (key: string) => string | undefined): Read<true> {
  const text = get(key);
  if (text === undefined || text === '' || text === 'false' || text === '0') return { value: undefined };
  return text === 'true' || text === '1' ? { value: true } : { error: message, key };
}

/** A whole number within bounds; the empty text is no filter. */
export function readWhole(
  key: string,
  { min, max }: { min: number; max: number },
  message: string,
  get: (key: string) => string | undefined,
): Read<number> {
  const text = get(key)?.trim();
  if (text === undefined || text === '') return { value: undefined };
  const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  return n >= min && n <= max ? { value: n } : { error: message, key };
}

/** A comma list of known values, each once, in the list's order; an empty list is no filter. */
export function readList<T extends string>(
  key: string,
  values: readonly T[],
  message: string,
  get: (key: string) => string | undefined,
): Read<T[]> {
  const parts = (get(key) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => !values.includes(part as T)) || parts.length > 50) return { error: message, key };
  const chosen = values.filter((value) => parts.includes(value));
  return { value: chosen.length > 0 ? chosen : undefined };
}

/** A value at least `least` (a fact the owner did not give matches no such filter). */
export const atLeast = (value: number | null | undefined, least: number) => value != null && value >= least;
