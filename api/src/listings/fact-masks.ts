// Every public listing's fact mask (migration replace_fact_tokens_with_fact_masks) and the first day it has a free
// place, kept in the process by listing id: 6 bytes a listing, read once (under 2 s at a million, in pages of 25,000
// rows that hold up the process for at most about 25 ms each) and then only the rows written since. Testing a
// filter's bits (and "sofort frei") against all of them takes 1-2 ms, and names the few listings a rare combination
// of common facts can match, which the search then reads by id.
// A process reads the rows written since the oldest transaction that was still running when it last looked
// (`changed` holds the id of the transaction that wrote the row), so a commit that lands late is read as well;
// it looks again whenever the listing generation moved. Listings that leave the search keep their mask here:
// the masks name the listings that may match, and the search tests the rows they name.
import type { Knex } from 'knex';

/** Rows read per statement when a process first reads the masks. */
const PAGE_ROWS = 25_000;

const MASK = 'listing_fact_mask(facts, turnout, max_height, area)';

/** By listing id: the fact mask, and the first day with a free place (days since 1970; FULL when none is free). */
export interface FactMasks {
  bits: Uint32Array;
  freeFrom: Uint16Array;
}

/** freeFrom of a listing without free places. */
const FULL = 65_535;

/** free_from as FactMasks.freeFrom holds it: "-infinity" (free now) 0, "infinity" (no place) FULL. */
const FREE_DAY = `CASE WHEN free_from = 'infinity' THEN ${FULL} WHEN free_from = '-infinity' THEN 0
  ELSE least(greatest(free_from - DATE '1970-01-01', 0), ${FULL - 1}) END`;

interface Kept {
  masks: FactMasks;
  /** The listing generation the masks hold. */
  generation: string;
  /** Rows written by this transaction or later may be missing. */
  since: string;
}

interface Read {
  generation: string;
  since: string;
  /** "id:mask,id:mask,…", or null for no rows. */
  rows: string | null;
  last: number | null;
}

interface State {
  /** The masks last read in full or brought up to date, or null before the first read ends. */
  ready: Kept | null;
  /** The read under way: all rows, or those written since `ready`. */
  reading: Promise<Kept> | null;
}

const states = new WeakMap<Knex, State>();

function stateOf(knex: Knex): State {
  let state = states.get(knex);
  if (!state) {
    state = { ready: null, reading: null };
    states.set(knex, state);
  }
  return state;
}

function start(state: State, reading: Promise<Kept>): void {
  state.reading = reading;
  reading
    .then(
      (kept) => {
        state.ready = kept;
      },
      // Not read: the next search that needs the masks tries again.
      () => undefined,
    )
    .finally(() => {
      if (state.reading === reading) state.reading = null;
    });
}

/** The rows' masks and free days into `masks`, grown to hold the highest id. */
function apply(masks: FactMasks, rows: string | null): FactMasks {
  if (!rows) return masks;
  let { bits, freeFrom } = masks;
  for (const row of rows.split(',')) {
    const first = row.indexOf(':');
    const second = row.indexOf(':', first + 1);
    const id = Number(row.slice(0, first));
    if (id >= bits.length) {
      const length = Math.max(id + 1, bits.length * 2);
      bits = grow(new Uint32Array(length), bits);
      freeFrom = grow(new Uint16Array(length).fill(FULL), freeFrom);
    }
    bits[id] = Number(row.slice(first + 1, second));
    freeFrom[id] = Number(row.slice(second + 1));
  }
  return { bits, freeFrom };
}

function grow<T extends Uint32Array | Uint16Array>(bigger: T, from: T): T {
  bigger.set(from);
  return bigger;
}

/** The generation, the oldest running transaction, and the masks of the rows `where` selects, in one snapshot. */
async function read(knex: Knex, where: string, bindings: readonly Knex.RawBinding[], limit: number): Promise<Read> {
  const result = await knex.raw<{ rows: Read[] }>(
    `SELECT (SELECT value::text FROM listing_generation) AS generation,
            pg_snapshot_xmin(pg_current_snapshot())::text AS since,
            string_agg(listing_id || ':' || mask || ':' || free, ',') AS rows, max(listing_id) AS last
       FROM (SELECT listing_id, ${MASK} AS mask, ${FREE_DAY} AS free FROM listing_search WHERE ${where}
              ORDER BY listing_id LIMIT ?) AS written`,
    [...bindings, limit],
  );
  return result.rows[0]!;
}

/**
 * The masks of the rows `where` selects, read in pages by id into `masks`; the generation and the oldest running
 * transaction are the first page's. Later pages may hold rows written after its snapshot: those are read again at
 * the next look.
 */
async function readPages(knex: Knex, masks: FactMasks, where: string, bindings: readonly Knex.RawBinding[]) {
  const first = await read(knex, where, bindings, PAGE_ROWS);
  let grown = apply(masks, first.rows);
  for (let last = first.last; last !== null;) {
    const page = await read(knex, `${where} AND listing_id > ?`, [...bindings, last], PAGE_ROWS);
    grown = apply(grown, page.rows);
    last = page.last;
  }
  return { masks: grown, generation: first.generation, since: first.since };
}

const readAll = (knex: Knex): Promise<Kept> =>
  readPages(knex, { bits: new Uint32Array(1024), freeFrom: new Uint16Array(1024).fill(FULL) }, 'true', []);

const readWritten = (knex: Knex, before: Kept): Promise<Kept> =>
  readPages(knex, before.masks, 'changed >= ?::bigint', [before.since]);

/**
 * The process's masks as of `generation` (read in the search's first statement) or later. Null while the process
 * first reads them (started at boot: a search does not wait the 2 s), inside a transaction (whose own writes
 * the process's masks must not take in), and when they cannot be read: the search goes without them then.
 */
export async function factMasks(knex: Knex, generation: string): Promise<FactMasks | null> {
  if (knex.isTransaction) return null;
  const state = stateOf(knex);
  for (;;) {
    if (!state.ready) {
      if (!state.reading) start(state, readAll(knex));
      return null;
    }
    if (BigInt(state.ready.generation) >= BigInt(generation)) return state.ready.masks;
    // One look at a time: searches that find the generation moved wait for the same read, and look again if it
    // moved once more meanwhile.
    if (!state.reading) start(state, readWritten(knex, state.ready));
    try {
      await state.reading;
    } catch {
      return null;
    }
  }
}

/**
 * Starts reading the masks (at boot, so that searches find them ready); whether they were read. Never rejects:
 * the next search that needs them tries again.
 */
export async function readFactMasks(knex: Knex): Promise<boolean> {
  const state = stateOf(knex);
  if (!state.ready && !state.reading) start(state, readAll(knex));
  return (
    (await state.reading?.then(
      () => true,
      () => false,
    )) ?? true
  );
}

/**
 * The listings whose mask holds every bit of `mask` and, with `freeOn` (YYYY-MM-DD), that have a free place that
 * day; in id order; null when more than `limit` do (the scan stops there).
 */
export function holding(masks: FactMasks, mask: number, freeOn: string | undefined, limit: number): number[] | null {
  const { bits, freeFrom } = masks;
  const day = freeOn ? Date.parse(`${freeOn}T00:00:00Z`) / 86_400_000 : FULL;
  const ids: number[] = [];
  for (let id = 0; id < bits.length; id += 1) {
    if ((bits[id]! & mask) === mask && freeFrom[id]! <= day) {
      if (ids.length === limit) return null;
      ids.push(id);
    }
  }
  return ids;
}
