// The sort orders of the listing search: the keys each order sorts by (as its listing_search index is built),
// the ORDER BY they make, and the keyset paging over them: the row comparison that continues after a cursor and
// the cursor of a page's last row.
import type { Knex } from 'knex';
import { type SearchCursor, cursorSort } from '#contract/search-cursor.ts';
import type { SortOrder } from '#contract/sort.ts';

/** A piece of SQL with its bindings. */
export interface Condition {
  sql: string;
  bindings: Knex.RawBinding[];
}

interface SortKey {
  /** The expression ordered by, as the order's index is built on it. */
  expr: string;
  /** How the key is selected, as `name`: as text where a value must survive the trip to the cursor exactly. */
  select: string;
  name: string;
  /** The cursor's value in a row comparison with `expr`. */
  param: string;
}

const KEY = {
  premium: { expr: 'is_premium', select: 'is_premium', name: 'is_premium', param: '?::boolean' },
  // The text form keeps a value exact on its trip through the cursor (microseconds would be lost in a
  // JavaScript Date); it is selected under another name, since ORDER BY would take an output column of the
  // column's own name for the column and sort by the text instead of using the index.
  rating: { expr: 'rating', select: 'rating::text AS rating_key', name: 'rating_key', param: '?::numeric' },
  created: {
    expr: 'created_at',
    select: 'created_at::text AS created_key',
    name: 'created_key',
    param: '?::timestamptz',
  },
  price: { expr: 'price', select: 'price::text AS price_key', name: 'price_key', param: '?::numeric' },
  // Dearest first, equal prices in the order they were listed: ascending on the negated price keeps one
  // direction for the whole order (listing_search_price_desc_idx is built on this expression).
  priceDescending: { expr: '(-price)', select: 'price::text AS price_key', name: 'price_key', param: '-(?::numeric)' },
  // The all-in month (contract/costs.ts totalMonthly), ordered like the base price.
  total: { expr: 'total', select: 'total::text AS total_key', name: 'total_key', param: '?::numeric' },
  totalDescending: { expr: '(-total)', select: 'total::text AS total_key', name: 'total_key', param: '-(?::numeric)' },
  id: { expr: 'listing_id', select: 'listing_id', name: 'listing_id', param: '?::integer' },
  // The straight line through the earth to the search's centre (cube's <->, which the GiST index orders by):
  // it grows with the great-circle distance, so it orders the same. $centre is the centre's point (centred()).
  metres: {
    expr: '(earth <-> $centre)',
    select: '(earth <-> $centre)::text AS metres_key',
    name: 'metres_key',
    param: '?::float8',
  },
} satisfies Record<string, SortKey>;

/**
 * Each order's keys (the last makes it total, so pages never overlap) and its one direction: every order is
 * all ascending or all descending, so one row comparison pages it and one index delivers it.
 */
const ORDERS: Record<SortOrder, { keys: SortKey[]; descending: boolean; by?: string }> = {
  relevance: { keys: [KEY.premium, KEY.rating, KEY.created, KEY.id], descending: true },
  price_asc: { keys: [KEY.price, KEY.id], descending: false },
  price_desc: { keys: [KEY.priceDescending, KEY.id], descending: false },
  total_asc: { keys: [KEY.total, KEY.id], descending: false },
  total_desc: { keys: [KEY.totalDescending, KEY.id], descending: false },
  rating: { keys: [KEY.rating, KEY.created, KEY.id], descending: true },
  newest: { keys: [KEY.created, KEY.id], descending: true },
  // The GiST index orders by the distance alone (no second key): listing points are never equal (migration
  // add_location_to_listing_search), so the id only completes the cursor.
  distance: { keys: [KEY.metres, KEY.id], descending: false, by: '(earth <-> $centre)' },
};

/** A point of the earth as earthdistance writes it; the coordinates are numbers, written as literals. */
export function earthPoint(point: { lat: number; lon: number }): string {
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lon)) throw new Error('coordinates must be numbers');
  return `ll_to_earth(${point.lat}::float8, ${point.lon}::float8)`;
}

/** SQL of the distance order with the search's centre put in. */
export function centred(sql: string, centre: { lat: number; lon: number } | undefined): string {
  return centre ? sql.replaceAll('$centre', earthPoint(centre)) : sql;
}

export type KeyRow = Record<string, string | number | boolean>;

export function orderBy(sort: SortOrder): string {
  const { keys, descending, by } = ORDERS[sort];
  if (by) return by;
  return keys.map((key) => `${key.expr} ${descending ? 'DESC' : 'ASC'}`).join(', ');
}

/** Rows after the cursor in the sort order: one row comparison, which the order's index serves directly. */
export function after(cursor: SearchCursor): Condition {
  const { keys, descending } = ORDERS[cursor.sort];
  const columns = keys.map((key) => key.expr).join(', ');
  const values = keys.map((key) => key.param).join(', ');
  return { sql: `(${columns}) ${descending ? '<' : '>'} (${values})`, bindings: [...cursor.after] };
}

export function cursorOf(sort: SortOrder, row: KeyRow): SearchCursor {
  return cursorSort(
    sort,
    ORDERS[sort].keys.map((key) => row[key.name]!),
  );
}

/** The columns a page selects: the id and the order's keys, in the form the cursor keeps them. */
export function selectedKeys(sort: SortOrder): string[] {
  return ['listing_id', ...ORDERS[sort].keys.filter((key) => key !== KEY.id).map((key) => key.select)];
}
