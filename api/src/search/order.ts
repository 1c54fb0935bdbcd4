// The sort orders: the keys each order sorts by (as its index in migration rebuild_listing_search is built), the
// ORDER BY they make, and keyset paging over them: the row comparison that continues after a cursor, and the
// cursor of a page's last row.
import { cursorSort, type SearchCursor } from '#contract/search-cursor.ts';
import type { Condition } from '#contract/search-filter-kinds.ts';
import type { SortOrder } from '#contract/sort.ts';

interface SortKey {
  /** The expression ordered by. */
  expr: string;
  /** How the key is selected, as `name`: as text where its value must survive the trip to the cursor exactly. */
  select: string;
  name: string;
  /** The cursor's value in a row comparison with `expr`. */
  param: string;
}

/**
 * The columns every order's index carries besides its keys (migration 20261130100000 CARRIED; schema.test.ts holds
 * them against the database): a filter on them alone, or a radius, is tested on the index's entries while a page is
 * walked.
 */
export const CARRIED_COLUMNS: readonly string[] = [
  'earth',
  'region',
  'stall_type',
  'price_band',
  'price',
  'total',
  'has_riding_arena',
  'has_wash_area',
  'has_wifi',
  'has_parking',
  'has_feed',
  'has_vet',
];

const KEY = {
  premium: { expr: 'is_premium', select: 'is_premium', name: 'is_premium', param: '?::boolean' },
  // The text forms keep a value exact (a JavaScript Date would lose the microseconds); they are selected under
  // other names, since ORDER BY would take an output column of the column's own name and sort by the text.
  rating: { expr: 'rating', select: 'rating::text AS rating_key', name: 'rating_key', param: '?::numeric' },
  created: {
    expr: 'created_at',
    select: 'created_at::text AS created_key',
    name: 'created_key',
    param: '?::timestamptz',
  },
  // The base price's band comes first in its orders (migration rebuild_listing_search): the same order.
  band: { expr: 'price_band', select: 'price_band', name: 'price_band', param: '?::smallint' },
  price: { expr: 'price', select: 'price::text AS price_key', name: 'price_key', param: '?::numeric' },
  total: { expr: 'total', select: 'total::text AS total_key', name: 'total_key', param: '?::numeric' },
  id: { expr: 'listing_id', select: 'listing_id', name: 'listing_id', param: '?::integer' },
  // The straight line through the earth to the centre (cube's <->, which the GiST index orders by): it grows with
  // the great-circle distance, so it orders the same. $centre is the centre's point (centred()).
  metres: {
    expr: '(earth <-> $centre)',
    select: '(earth <-> $centre)::text AS metres_key',
    name: 'metres_key',
    param: '?::float8',
  },
} satisfies Record<string, SortKey>;

/**
 * Each order's keys (the last makes it total, so pages never overlap) and its one direction, so one row comparison
 * pages it and one index delivers it (the descending price orders read the ascending index backwards).
 */
const ORDERS: Record<SortOrder, { keys: SortKey[]; descending: boolean }> = {
  relevance: { keys: [KEY.premium, KEY.rating, KEY.created, KEY.id], descending: true },
  price_asc: { keys: [KEY.band, KEY.price, KEY.id], descending: false },
  price_desc: { keys: [KEY.band, KEY.price, KEY.id], descending: true },
  total_asc: { keys: [KEY.total, KEY.id], descending: false },
  total_desc: { keys: [KEY.total, KEY.id], descending: true },
  rating: { keys: [KEY.rating, KEY.created, KEY.id], descending: true },
  newest: { keys: [KEY.created, KEY.id], descending: true },
  // The GiST index orders by the distance alone: listing points are never equal, so the id only completes the
  // cursor.
  distance: { keys: [KEY.metres, KEY.id], descending: false },
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
  const { keys, descending } = ORDERS[sort];
  // The GiST index delivers nearest first by the distance alone.
  if (sort === 'distance') return KEY.metres.expr;
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
export function selectedKeys(sort: SortOrder): string {
  return ['listing_id', ...ORDERS[sort].keys.filter((key) => key !== KEY.id).map((key) => key.select)].join(', ');
}

/** The columns an order sorts by, as the rows of a subquery must carry them. */
export function sortColumns(sort: SortOrder): string {
  return sort === 'distance' ? 'listing_id, earth' : [...new Set(ORDERS[sort].keys.map((key) => key.expr))].join(', ');
}
