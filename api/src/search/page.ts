// A page of the search with its count:
//  1. the matches, up to one more than the cap, are found by id through whatever index the planner finds cheapest
//     (the words' index for a word, the GiST index for a place, the facts' B-trees, an order index carrying the
//     filters' columns) and counted; when they are all (at most the cap), the page is sorted from them in the same
//     statement, and the count is exact;
//  2. otherwise the page is read by walking the order's index (nearest first: the GiST index), testing the
//     conditions on its entries. More than the cap matched, so the walk meets a match every few entries, and the
//     count says "über" the cap, which is true: that many were seen. The planner is kept to the walk (it cannot
//     estimate how many listings a radius holds, or how a word goes with an order, and guessing few it would read
//     every match to sort them), and the text and the place are tested in forms no index serves (where.ts).
//     A price order tested on the table's rows (text, facts) is walked stall type by stall type (walkByStallType).
// Pages past the first few are reached by a cursor (keyset paging), never by a deep OFFSET.
import type { Knex } from 'knex';
import { COUNT_CAP } from '#contract/limits.ts';
import { PRICE_RANGES, priceBounds } from '#contract/price-bands.ts';
import type { SearchCursor } from '#contract/search-cursor.ts';
import type { Condition, FilterContext } from '#contract/search-filter-kinds.ts';
import { activeFilters } from '#contract/search-filters.ts';
import type { SortOrder } from '#contract/sort.ts';
import { STALL_TYPES } from '#contract/stall-types.ts';
import { after, CARRIED_COLUMNS, centred, cursorOf, orderBy, selectedKeys, sortColumns, type KeyRow } from './order.ts';
import { arcOf, areaOf, chordOf, inStrips } from './area.ts';
import { planned } from './planned.ts';
import {
  all,
  centreOf,
  conditionsOf,
  matchesNothing,
  resolve,
  walkedConditions,
  type Resolved,
  type SearchWhere,
} from './where.ts';

export interface PageRequest {
  where: SearchWhere;
  context: FilterContext;
  sort: SortOrder;
  limit: number;
  offset: number;
  cursor?: SearchCursor | undefined;
  /** Matches are counted up to this many (tests lower it). */
  countCap?: number;
}

export interface SearchPage {
  ids: number[];
  /** Matches of the search; the cap when `exact` is false (more matched). */
  total: number;
  exact: boolean;
  /** Where the next page starts, or null on the last page. */
  next: SearchCursor | null;
}

export async function searchPage(knex: Knex, request: PageRequest): Promise<SearchPage> {
  const { sort, limit, offset, cursor } = request;
  const cap = request.countCap ?? COUNT_CAP;
  const centre = centreOf(request.where);
  const resolved = await resolve(knex, request.where, request.context);
  if (matchesNothing(resolved)) return { ids: [], total: 0, exact: true, next: null };
  const matches = all(
    conditionsOf(
      resolved,
      throughTypeAndBand(resolved) ? 'walk' : scansArea(resolved) || textInWideArea(resolved) ? 'strips' : 'find',
    ),
  );
  const page = all(cursor ? [after(cursor)] : []);
  const pageOf = (rows: KeyRow[], total: number, exact: boolean): SearchPage => ({
    ids: rows.slice(0, limit).map((row) => Number(row.listing_id)),
    total,
    exact,
    next: rows.length > limit ? cursorOf(sort, rows[limit - 1]!) : null,
  });

  // The matches up to one past the cap, by id and stall type only (every index that holds the filters' columns
  // holds the stall type, and finds them alone), and when they are all, the page sorted from them; one row more
  // tells whether a next page exists. The stall types seen spare a walk by stall type asking for them.
  const count = {
    sql: centred(
      `WITH matches AS MATERIALIZED (SELECT listing_id, stall_type FROM listing_search WHERE ${matches.sql} LIMIT ?),
            counted AS (SELECT count(*)::int AS matched, array_agg(DISTINCT stall_type) AS types FROM matches)
       SELECT counted.matched, counted.types, sorted.* FROM counted LEFT JOIN LATERAL (
         SELECT ${selectedKeys(sort)}, row_number() OVER (ORDER BY ${orderBy(sort)}) AS place FROM listing_search
          WHERE counted.matched <= ? AND listing_id IN (SELECT listing_id FROM matches) AND ${page.sql}
          ORDER BY ${orderBy(sort)} LIMIT ? OFFSET ?) AS sorted ON true
       ORDER BY sorted.place`,
      centre,
    ),
    bindings: [...matches.bindings, cap + 1, cap, ...page.bindings, limit + 1, offset],
  };
  type Counted = KeyRow & { matched: number; types: string[] | string };
  const counted = scansArea(resolved)
    ? await planned<Counted>(knex, 'scan', count)
    : (await knex.raw<{ rows: Counted[] }>(count.sql, count.bindings)).rows;
  const matched = counted[0]!.matched;
  if (matched <= cap)
    return pageOf(
      counted.filter((row) => row.listing_id !== null),
      matched,
      true,
    );

  const walk = { sort, page, rows: offset + limit + 1, centre };
  const rows = testsRows(resolved, sort)
    ? await walkByStallType(knex, walk, resolved, await stallTypesWith(knex, resolved, textArrayOf(counted[0]!.types)))
    : ((cursor ? await ringAfter(knex, walk, resolved, cursor) : undefined) ??
      (await walkAll(knex, { ...walk, walked: all(walkConditions(resolved, sort)) })));
  return pageOf(rows.slice(offset), cap, false);
}

interface Walk {
  sort: SortOrder;
  /** After the cursor, if any. */
  page: Condition;
  /** How many rows it reads: the offset's, the page's and one more. */
  rows: number;
  centre: { lat: number; lon: number } | undefined;
}

/**
 * Whether the matches are counted along the strips' index (the points by grid column and row, area.ts), which
 * carries every column the search tests (a place and the carried filters, no text): the index is then read entry
 * by entry and the count stops at the cap, where a bitmap of a large radius holds every point in it before the
 * first is tested, and a rare combination in it (all six amenities within 100 km, a region the circle barely
 * touches) is still read from the index alone, a B-tree's entries, not the slower GiST index's.
 */
function scansArea({ where, terms }: Resolved): boolean {
  const carried = (column: string) => CARRIED_COLUMNS.includes(column);
  return (
    centreOf(where) !== undefined &&
    terms.length === 0 &&
    !where.ids &&
    !where.bbox &&
    activeFilters(where.filters).every(({ filter }) => filter.columns.every(carried))
  );
}

/**
 * Whether the matches are text in a wide area with only the carried filters, which the planner finds best when told
 * the area as the strips' columns and rows: their statistics tell it how many listings the area holds (a cube's
 * estimate is a fixed few), so for a common word in a wide circle it reads the word's matches and tests the place
 * on each, where with the cubes it built the whole circle's bitmap first (285,000 points in 200 km around München
 * at 1,000,000 listings). Wider than 100 km, the widest radius offered but one: a smaller circle stays with the
 * cubes, its bitmap is cheap, and told the strips the planner ANDs them with a common word's bitmap, whose cost it
 * underestimates (425,000 entries for "box" at a million).
 */
function textInWideArea(resolved: Resolved): boolean {
  const { where, terms } = resolved;
  const area = areaOf(where);
  const carried = (column: string) => CARRIED_COLUMNS.includes(column);
  return (
    area !== undefined &&
    centreOf(where) !== undefined &&
    area.metres > WIDE_AREA_METRES &&
    terms.length > 0 &&
    activeFilters(where.filters).every(({ filter }) => filter.columns.every(carried))
  );
}

/**
 * Whether the matches of a wide area with a stall type and a price band are counted along the stall types' price
 * index, testing the area on its entries (the walk's form of the area: no cube for the points' index). That part
 * of the index holds about a sixteenth of the listings; the points' index holds every listing of the area, which
 * the count reads whole when few match (45,000 within 100 km of Zürich at 200,000 listings, 35 ms, against 0.1 ms).
 */
function throughTypeAndBand(resolved: Resolved): boolean {
  const { filters } = resolved.where;
  const area = areaOf(resolved.where);
  return (
    scansArea(resolved) &&
    area !== undefined &&
    area.metres >= WIDE_AREA_METRES &&
    filters.stallType !== undefined &&
    filters.priceRange !== undefined
  );
}

/** From this radius on, an area holds more listings than a stall type's price band (see throughTypeAndBand). */
const WIDE_AREA_METRES = 100_000;

/**
 * The conditions as a walk along the order's index tests them, with what the price filters imply for its order.
 * What only a row answers (the text, the other facts) is asked of the row by its key, for the entries that pass
 * what the index carries (the place, the carried filters): the walk reads the index's entries alone and fetches
 * only those rows, where it fetched the row of every entry it passed (for "Turnout ab 12 Std." within 50 km of
 * Berlin by all-in month, every inside box of the country for the one in the circle).
 */
function walkConditions(resolved: Resolved, sort: SortOrder): Condition[] {
  const { entries, rows } = walkedConditions(resolved);
  const bounds = impliedBounds(resolved, sort);
  if (rows.length === 0 || entries.length === 0 || sort === 'distance') return [...entries, ...rows, ...bounds];
  const tested = all(rows);
  return [
    ...entries,
    ...bounds,
    {
      sql: `EXISTS (SELECT 1 FROM listing_search AS tested
                     WHERE tested.listing_id = listing_search.listing_id AND ${tested.sql})`,
      bindings: tested.bindings,
    },
  ];
}

/**
 * Where a walk along a price order can start. The all-in month is the base price and the required items, which are
 * never negative (an owner's amounts are at least 0), so a listing in an all-in band has its base price in that
 * band or a cheaper one, and a listing in a price band has its all-in month at least the band's start. Told to the
 * walk only, the bound is a key of its index: `totalRange=200-400&sort=price_desc` passed every listing from 600 €
 * down before its first match (37 ms in psql at 200,000 listings, 0.9 ms with the bound). The count is not told: the
 * planner would multiply the two conditions as if they were unrelated.
 */
function impliedBounds({ where }: Resolved, sort: SortOrder): Condition[] {
  const { totalRange, priceRange } = where.filters;
  if ((sort === 'price_asc' || sort === 'price_desc') && totalRange !== undefined && totalRange !== '600+')
    return [{ sql: 'price_band <= ?', bindings: [PRICE_RANGES.indexOf(totalRange)] }];
  if ((sort === 'total_asc' || sort === 'total_desc') && priceRange !== undefined && priceRange !== '0-200')
    return [{ sql: 'total >= ?', bindings: [priceBounds(priceRange).min] }];
  return [];
}

/**
 * A page after the first, nearest first, read from the strips' index: the matches in a ring beyond the cursor's
 * distance (to 3 % and 1 km farther), sorted. Nearest first, the GiST index passes every nearer listing before the
 * cursor's (12,000 entries on page 481 within 200 km of München); the strips read the ring's box from its entries,
 * the nearer ones included, at a fraction of the cost each. Only for a search whose conditions the entries answer
 * (a place and the carried filters). Undefined when the ring holds too few and the area goes on beyond it: the
 * GiST walk then reads the page (near the centre, where it is short anyway, or where listings are sparse).
 */
async function ringAfter(
  knex: Knex,
  { sort, page, rows, centre }: Walk,
  resolved: Resolved,
  cursor: SearchCursor,
): Promise<KeyRow[] | undefined> {
  const area = areaOf(resolved.where);
  const { entries, rows: tested } = walkedConditions(resolved);
  if (sort !== 'distance' || !area || !centre || tested.length > 0) return undefined;
  const reached = Number(cursor.after[0]);
  const ring = { centre, metres: arcOf(reached * RING_GROWTH + RING_MARGIN_METRES) };
  const outer = area.around.every((circle) => circle.metres > ring.metres);
  const strips = inStrips({ ...area, around: [...area.around, ring] });
  // The cursor's test first: it turns away the nearer entries, most of those read, at once.
  const beyond = all([page, { sql: `(earth <-> $centre) <= ?`, bindings: [chordOf(ring.metres)] }, ...entries]);
  const found = await planned<KeyRow>(knex, 'scan', {
    sql: centred(
      `WITH ring AS MATERIALIZED (
         SELECT listing_id, (earth <-> $centre) AS metres FROM listing_search WHERE ${strips.sql} AND ${beyond.sql})
       SELECT listing_id, metres::text AS metres_key FROM ring ORDER BY metres LIMIT ?`,
      centre,
    ),
    bindings: [...strips.bindings, ...beyond.bindings, rows],
  });
  return found.length === rows || !outer ? found : undefined;
}

/** How much farther than the cursor a ring reaches, as a factor and in metres. */
const RING_GROWTH = 1.03;
const RING_MARGIN_METRES = 1_000;

/** A walk along the order's index, testing `walked` (the conditions as a walk tests them) on each entry. */
function walkAll(knex: Knex, { sort, page, rows, centre, walked }: Walk & { walked: Condition }): Promise<KeyRow[]> {
  return planned<KeyRow>(knex, 'walk', {
    sql: centred(
      `SELECT ${selectedKeys(sort)} FROM listing_search WHERE ${walked.sql} AND ${page.sql}
        ORDER BY ${orderBy(sort)} LIMIT ?`,
      centre,
    ),
    bindings: [...walked.bindings, ...page.bindings, rows],
  });
}

const PRICE_ORDERS: readonly SortOrder[] = ['price_asc', 'price_desc', 'total_asc', 'total_desc'];

/**
 * Whether a walk along a price order tests the table's rows (the text, the facts): stall types go with the prices,
 * and so do a listing's words and facts with its stall type ("Innenbox", Vollpension), so a walk along all listings
 * for an inside box would read every cheaper pasture first. The filters' own columns are tested on the index.
 */
function testsRows({ where, terms }: Resolved, sort: SortOrder): boolean {
  if (!PRICE_ORDERS.includes(sort) || where.filters.stallType) return false;
  const carried = (column: string) => CARRIED_COLUMNS.includes(column);
  return terms.length > 0 || activeFilters(where.filters).some(({ filter }) => !filter.columns.every(carried));
}

/**
 * The stall types that hold matches: those seen among the counted ones, and each other one asked through the
 * indexes (the words' index holds each word by stall type, the care level's index is by stall type too).
 */
async function stallTypesWith(knex: Knex, resolved: Resolved, seen: readonly string[]): Promise<string[]> {
  const unseen = STALL_TYPES.filter((type) => !seen.includes(type));
  if (unseen.length === 0) return [...seen];
  const asked = unseen.map((type) => ({ type, found: all(conditionsOf(resolved, { byType: type })) }));
  // A word is asked with its stall type ("inside_box:zurich"), which the words' index answers at once; told the
  // stall type as a column too, the planner may walk that type's listings testing each (260 ms for "zürich" at
  // 100,000 embedded listings).
  const typed = resolved.terms.some((term) => !('postalPrefix' in term));
  const found = await planned<{ stall_type: string }>(knex, 'look up', {
    sql: asked
      .map(
        ({ found }) =>
          `SELECT ?::text AS stall_type WHERE EXISTS (SELECT 1 FROM listing_search WHERE ${typed ? '' : 'stall_type = ? AND '}${found.sql})`,
      )
      .join(' UNION ALL '),
    bindings: asked.flatMap(({ type, found }) => [type, ...(typed ? [] : [type]), ...found.bindings]),
  });
  return [...seen, ...found.map((row) => row.stall_type)];
}

/** A text array as the driver delivers it: an array, or on the embedded database its literal ("{a,b}"). */
function textArrayOf(value: string[] | string | null): string[] {
  if (value === null) return [];
  return Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
}

/** A walk along each stall type's part of the order's index (migration rebuild_listing_search), merged. */
async function walkByStallType(
  knex: Knex,
  walk: Walk,
  resolved: Resolved,
  types: readonly string[],
): Promise<KeyRow[]> {
  if (types.length === 0) return [];
  const { sort, page, rows } = walk;
  const branches = types.map((type) => {
    const walked = all(walkConditions(resolved, sort));
    return {
      sql: `(SELECT ${sortColumns(sort)} FROM listing_search
              WHERE stall_type = ? AND ${walked.sql} AND ${page.sql} ORDER BY ${orderBy(sort)} LIMIT ?)`,
      bindings: [type, ...walked.bindings, ...page.bindings, rows],
    };
  });
  return planned<KeyRow>(knex, 'walk', {
    sql: `SELECT ${selectedKeys(sort)} FROM (${branches.map((branch) => branch.sql).join(' UNION ALL ')}) AS walked
      ORDER BY ${orderBy(sort)} LIMIT ?`,
    bindings: [...branches.flatMap((branch) => branch.bindings), rows],
  });
}
