// The search's keyset cursor: the sort order and the sort keys of the last listing of a page, so the next page
// starts right after it. Opaque to clients (base64url of a JSON array); answered in X-Next-Cursor, sent back
// as `cursor`. Each sort order's keys are listed here by kind, in the order the API compares them.
import { z } from './zod.ts';
import { SORT_ORDERS, type SortOrder } from './sort.ts';

type KeyKind = 'flag' | 'band' | 'decimal' | 'time' | 'id' | 'metres';

export const CURSOR_KEYS: Record<SortOrder, readonly KeyKind[]> = {
  relevance: ['flag', 'decimal', 'time', 'id'],
  price_asc: ['band', 'decimal', 'id'],
  price_desc: ['band', 'decimal', 'id'],
  total_asc: ['decimal', 'id'],
  total_desc: ['decimal', 'id'],
  rating: ['decimal', 'time', 'id'],
  newest: ['time', 'id'],
  distance: ['metres', 'id'],
};

type KeyValue = string | number | boolean;

export interface SearchCursor {
  sort: SortOrder;
  after: readonly KeyValue[];
}

const KIND_SCHEMAS: Record<KeyKind, z.ZodType<KeyValue>> = {
  flag: z.boolean(),
  /** The price band's number (contract/price-bands.ts). */
  band: z.number().int().min(0).max(9),
  decimal: z.string().regex(/^\d{1,8}(\.\d{1,2})?$/),
  // PostgreSQL's text form of a timestamptz, e.g. "2026-11-24 10:00:00.123456+00".
  time: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/),
  id: z.number().int().min(1).max(2_147_483_647),
  // PostgreSQL's text form of a float8 distance in metres, e.g. "12345.678901234".
  metres: z.string().regex(/^\d{1,8}(\.\d{1,17})?(e[+-]?\d{1,3})?$/),
};

export const INVALID_CURSOR = 'Ungültiger Cursor: bitte die Suche von der ersten Seite an neu laden';

export function cursorSort(sort: SortOrder, after: readonly KeyValue[]): SearchCursor {
  return { sort, after };
}

export function encodeCursor(cursor: SearchCursor): string {
  const json = JSON.stringify([cursor.sort, ...cursor.after]);
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The cursor in a query string, or undefined when it is not one this API wrote. */
export function decodeCursor(text: string): SearchCursor | undefined {
  if (text.length > 300 || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  let parsed: unknown;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    parsed = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return undefined;
  const [sort, ...after] = parsed as unknown[];
  const order = z.enum(SORT_ORDERS).safeParse(sort);
  if (!order.success) return undefined;
  const kinds = CURSOR_KEYS[order.data];
  if (after.length !== kinds.length) return undefined;
  const values: KeyValue[] = [];
  for (const [i, kind] of kinds.entries()) {
    const value = KIND_SCHEMAS[kind].safeParse(after[i]);
    if (!value.success) return undefined;
    values.push(value.data);
  }
  return { sort: order.data, after: values };
}
