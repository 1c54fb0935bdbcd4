// The public listing search over the listing_search table (migration create_listing_search): one narrow row per
// public listing, maintained by triggers. A search runs in at most three short statements, each an index scan:
//   1. the listing generation, with the cells' counts (listing_search_cells, at most 3,072 rows, kept in the
//      process while the generation stands) and the query's least common word with postings;
//   2. with free text only, a count of the matches capped at SEARCH_COUNT_CAP (exact below it, "über" above),
//      skipped when a sample of a large table shows far more matches than the cap;
//   3. the page: for few matches (at most NARROW_MATCHES) those rows read by cell or text index and sorted; for
//      filters without text, the first rows of each matching group (region, band, stall type) in the sort
//      order, merged; otherwise an index-ordered scan of the sort order's index with a limit, which stops
//      after the page.
// Free text with a common word (listing_search_dense_terms, migration create_listing_search_terms) reads that
// word's postings instead of listing_search: they carry the cell and the sort keys, so counting, reading and
// walking in any order start at the word (one more short statement finds it).
// Pages beyond the first few are reached by a cursor (keyset paging), never by a deep OFFSET.
import type { Knex } from 'knex';
import type { AmenityFilterKey } from '#contract/amenities.ts';
import { priceBounds, type PriceRange } from '#contract/price-bands.ts';
import type { Region } from '#contract/regions.ts';
import { FACTS_COUNT_CAP, RADIUS_COUNT_CAP, SEARCH_COUNT_CAP } from '#contract/limits.ts';
import type { SearchCursor } from '#contract/search-cursor.ts';
import type { ListingSearchQuery } from '#contract/schemas.ts';
import { isPostalPrefix, searchTerms } from '#contract/search-terms.ts';
import type { SortOrder } from '#contract/sort.ts';
import type { StallType } from '#contract/stall-types.ts';
import type { Bbox } from '#contract/bbox.ts';
import type { Near } from '../places/near.ts';
import { areaOf, inArea, inSpotArea, type Area } from './area.ts';
import { after, centred, cursorOf, orderBy, selectedKeys, type Condition, type KeyRow } from './search-order.ts';
import { DENSE_MIN_LISTINGS } from './dense-terms.ts';
import { cellMatches, filtersCells, filtersGroups, groupOf, regionCells, type CellFilter } from './cells.ts';
import { factConditions, factMask, factsOf as factsOfQuery, type FactFilter } from './fact-conditions.ts';
import { factMasks, holding } from './fact-masks.ts';
import { areaFactsSurelyAboveCap, factsSurelyAboveCap } from './facts-sample.ts';

export interface ListingFilters extends CellFilter {
  /** Only listings whose stable lies within `radiusKm` (great-circle) of this point. */
  near?: Near | undefined;
  /** Only listings whose stable lies within each of these circles: the reach of the travel origins. */
  reach?: readonly Near[] | undefined;
  /** Only these listings: those a routing service found within the travel times (api/src/places/travel.ts). */
  ids?: readonly number[] | undefined;
  /** Only listings whose stable lies inside this map area, edges included. */
  bbox?: Bbox | undefined;
  region?: Region | undefined;
  text?: string | undefined;
  stallType?: StallType | undefined;
  priceRange?: PriceRange | undefined;
  amenities?: readonly AmenityFilterKey[] | undefined;
  /** The structured facts, the all-in month's band and the horse of "Nur passende Ställe". */
  facts?: FactFilter | undefined;
}

/**
 * At most this many matches are read and sorted instead of walking a sort index: a walk then visits about
 * (public listings / matches) index entries per result, which grows too long below this.
 */
const NARROW_MATCHES = 4_000;

/**
 * A page filtered by region, price band or stall type, without free text, merges the first rows of each
 * matching group (one short index-only scan per group) as long as that reads at most about this many index
 * entries; deeper offset pages walk the sort index.
 */
const MERGE_ENTRIES = 20_000;

/**
 * A facts filter whose bits at most this many listings' masks hold (fact-masks.ts) reads those listings by id,
 * rather than every listing of the driving index or of the area.
 */
const MASK_CANDIDATES = 4_000;

export interface SearchPage {
  ids: number[];
  /** Matches of the filters; a lower bound when `exact` is false (free text above SEARCH_COUNT_CAP). */
  total: number;
  exact: boolean;
  /** Where the next page starts, or null on the last page. */
  next: SearchCursor | null;
}

/**
 * The search box wins over the home page's location field when both are set; `today` (YYYY-MM-DD, in the
 * platform's time zone) is the day "sofort frei" means.
 */
export function filtersOf(
  query: Parameters<typeof factsOfQuery>[0] &
    Pick<ListingSearchQuery, 'region' | 'search' | 'location' | 'stallType' | 'priceRange' | 'amenities' | 'bbox'>,
  today: string,
): ListingFilters {
  return {
    bbox: query.bbox,
    region: query.region,
    text: query.search ?? query.location,
    stallType: query.stallType,
    priceRange: query.priceRange,
    amenities: query.amenities,
    facts: factsOfQuery(query, today),
  };
}

/**
 * The facts' conditions; with the all-in month's band under its descending order, the band again on that order's
 * key (-total), so the walk starts at the band instead of passing every dearer listing.
 */
function factsOf(filters: ListingFilters, sort: SortOrder): Condition[] {
  const range = filters.facts?.totalRange;
  if (!range || sort !== 'total_desc') return factConditions(filters.facts ?? {});
  const { min, max } = priceBounds(range);
  return [
    ...factConditions(filters.facts ?? {}),
    { sql: '(-total) <= ?', bindings: [-min] },
    ...(max === null ? [] : [{ sql: '(-total) > ?', bindings: [-max] }]),
  ];
}

/**
 * The price band on the key of a base-price order, so a walk along that order's index starts at the band instead
 * of passing every cheaper (or dearer) listing: within a radius the cells are tested entry by entry, and
 * Germany's 200-400 € places within 100 km of Salzburg, dearest first, passed 300,000 dearer ones (55 ms).
 */
function bandOnOrder(range: PriceRange | undefined, sort: SortOrder): Condition[] {
  if (!range || (sort !== 'price_asc' && sort !== 'price_desc')) return [];
  const { min, max } = priceBounds(range);
  if (sort === 'price_asc') return priceCondition(range);
  return [
    { sql: '(-price) <= ?', bindings: [-min] },
    ...(max === null ? [] : [{ sql: '(-price) > ?', bindings: [-max] }]),
  ];
}

/** User input is matched literally: LIKE's wildcards and its escape character are escaped. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Digits are a postal-code prefix (listing_search_postal_code_idx); words match anywhere in the folded text
 * (listing_search_doc_trgm_idx), so "box" finds "Innenbox" and "Muenchen" finds "München". `indexed: false`
 * writes the same tests on expressions no index serves (`column || ''`): for a walk along a sort order's index,
 * where the planner must not read every match through the text index and sort them all instead.
 */
export function textConditions(terms: readonly string[], indexed: boolean): Condition[] {
  const column = (name: string) => (indexed ? name : `(${name} || '')`);
  return terms.map((term) =>
    isPostalPrefix(term)
      ? { sql: `${column('postal_code')} LIKE ?`, bindings: [`${term}%`] }
      : { sql: `${column('doc')} LIKE '%' || search_fold(?) || '%'`, bindings: [escapeLike(term)] },
  );
}

/**
 * The band of a price filter as a range of the price itself: redundant with the cell, but it lets the price
 * orders' indexes start at the band instead of walking past every cheaper (or dearer) listing.
 */
function priceCondition(range: PriceRange | undefined): Condition[] {
  if (!range) return [];
  const { min, max } = priceBounds(range);
  return max === null
    ? [{ sql: 'price >= ?', bindings: [min] }]
    : [{ sql: 'price >= ? AND price < ?', bindings: [min, max] }];
}

/**
 * Where the matches are read: listing_search, or the postings of the query's least common word that has them,
 * with the other words checked on the listing's search row.
 */
interface Source {
  table: 'listing_search' | 'listing_search_terms';
  /** The word's condition and the other words', or the words' conditions on listing_search. */
  text: (indexed: boolean) => Condition[];
}

/** The word with postings that drives a text search: as the user typed it, and as it is stored. */
interface DenseTerm {
  original: string;
  term: string;
  /** Another word with postings has the same hash (the fourth dimension of the postings' points). */
  collides: boolean;
}

function sourceOf(terms: readonly string[], dense: DenseTerm | null, cellsDrive: boolean): Source {
  const plain: Source = { table: 'listing_search', text: (indexed) => textConditions(terms, indexed) };
  // Few listings in the filter's cells: the cells' index drives, and the text is checked on those rows.
  if (terms.length === 0 || cellsDrive || !dense) return plain;
  const others = where(
    textConditions(
      terms.filter((term) => term !== dense.original),
      true,
    ),
  );
  const word = { sql: 'term = ?', bindings: [dense.term] };
  const rest = {
    sql: `EXISTS (SELECT 1 FROM listing_search AS d WHERE d.listing_id = listing_search_terms.listing_id AND ${others.sql})`,
    bindings: others.bindings,
  };
  return { table: 'listing_search_terms', text: () => (terms.length === 1 ? [word] : [word, rest]) };
}

function where(conditions: readonly Condition[]): Condition {
  if (conditions.length === 0) return { sql: 'TRUE', bindings: [] };
  return { sql: conditions.map((c) => `(${c.sql})`).join(' AND '), bindings: conditions.flatMap((c) => c.bindings) };
}

interface GroupCount {
  group: number;
  /** Listings in the group, and how many of them pass the filter. */
  all: number;
  matching: number;
}

interface CellMatch {
  /** The cells the filter accepts that hold listings, and how many listings they hold together. */
  cells: number[];
  total: number;
  /** Public listings in all. */
  all: number;
  /** The groups that hold matching cells. */
  groups: GroupCount[];
}

interface CellCount {
  cell: number;
  listings: number;
}

/**
 * The cell counts a process last read, under the listing generation they were read at (the generation rises in
 * the transaction of every change to what the search shows): a search reads one row instead of 3,072 while
 * nothing changed. Never filled inside a transaction, whose own changes raise the generation only at commit.
 */
const cellCounts = new WeakMap<Knex, { generation: string; rows: CellCount[] }>();

/**
 * What a search needs before its first index scan, in one round trip: the listing generation (and the cell
 * counts when the process holds none of it), and the query's least common word that has postings.
 */
async function searchBasis(
  knex: Knex,
  terms: readonly string[],
): Promise<{ rows: CellCount[]; dense: DenseTerm | null; generation: string }> {
  const kept = knex.isTransaction ? undefined : cellCounts.get(knex);
  const basis = await knex.raw<{
    rows: {
      generation: string;
      cells: CellCount[] | null;
      original: string | null;
      term: string | null;
      collides: boolean | null;
    }[];
  }>(
    `SELECT g.value::text AS generation,
            CASE WHEN g.value::text IS DISTINCT FROM ?::text THEN
              (SELECT json_agg(json_build_object('cell', cell, 'listings', listings))
                 FROM listing_search_cells WHERE listings > 0)
            END AS cells,
            dense.original, dense.term, dense.collides
       FROM listing_generation AS g
       LEFT JOIN LATERAL (
         SELECT q.original, d.term,
                EXISTS (SELECT 1 FROM listing_search_dense_terms AS o
                         WHERE o.term <> d.term AND hashtext(o.term) = hashtext(d.term)) AS collides
           FROM unnest(?::text[]) AS q (original)
           JOIN listing_search_dense_terms AS d ON d.term = search_fold(q.original)
          ORDER BY d.share LIMIT 1
       ) AS dense ON true`,
    [kept?.generation ?? null, [...terms]],
  );
  const row = basis.rows[0]!;
  const rows = row.cells ?? (kept?.generation === row.generation ? kept.rows : []);
  if (row.cells && !knex.isTransaction) cellCounts.set(knex, { generation: row.generation, rows });
  const dense = row.original && row.term ? { original: row.original, term: row.term, collides: !!row.collides } : null;
  return { rows, dense, generation: row.generation };
}

function matchingCells(rows: readonly CellCount[], filters: CellFilter): CellMatch {
  const cells: number[] = [];
  const groups = new Map<number, GroupCount>();
  let total = 0;
  let all = 0;
  for (const row of rows) {
    all += row.listings;
    const group = groups.get(groupOf(row.cell)) ?? { group: groupOf(row.cell), all: 0, matching: 0 };
    group.all += row.listings;
    groups.set(group.group, group);
    if (!cellMatches(row.cell, filters)) continue;
    cells.push(row.cell);
    group.matching += row.listings;
    total += row.listings;
  }
  return { cells, total, all, groups: [...groups.values()].filter((group) => group.matching > 0) };
}

/**
 * Whether free text matches few listings: under 1 % of a sample of about 1,000 rows. Words without postings are
 * either rare (under 0.3 %) or so common (over 98 %, "hof" in every "Hofweg") that none were kept for them.
 */
async function rare(knex: Knex, terms: readonly string[], all: number): Promise<boolean> {
  const text = where(textConditions(terms, false));
  const sampled = await knex.raw<{ rows: { hits: number; seen: number }[] }>(
    `SELECT count(*) FILTER (WHERE ${text.sql})::int AS hits, count(*)::int AS seen
       FROM listing_search TABLESAMPLE SYSTEM (?) REPEATABLE (1)`,
    [...text.bindings, Math.min(100, 100_000 / all)],
  );
  const { hits, seen } = sampled.rows[0]!;
  return hits <= seen / 100;
}

/** A sample of about this many rows estimates how many listings free text matches. */
const SAMPLE_ROWS = 5_000;

/**
 * From this many public listings on, free text is first counted in a sample: counting a common word (every
 * "reitstall", every "box") up to the cap reads over 10,000 rows through the text index, 70 to 120 ms at a
 * million listings, where the sample reads about 5,000 rows in 5 ms.
 */
const SAMPLE_FROM = 200_000;

/**
 * Whether a sample of the table shows, beyond reasonable doubt, more matches than the cap: at least 50 hits and
 * an estimate twice the cap (the sample's error, about 1/sqrt(hits), is then far below the margin). Otherwise the matches are
 * counted. The sample is the same pages each time (REPEATABLE), so repeated searches read cached pages.
 */
async function surelyAboveCap(
  knex: Knex,
  filtered: Condition,
  all: number,
  countCap: number,
  sampleFrom: number,
): Promise<boolean> {
  if (all < sampleFrom) return false;
  const percent = Math.min(100, (100 * SAMPLE_ROWS) / all);
  const sampled = await knex.raw<{ rows: { hits: number; seen: number }[] }>(
    `SELECT count(*) FILTER (WHERE ${filtered.sql})::int AS hits, count(*)::int AS seen
       FROM listing_search TABLESAMPLE SYSTEM (?) REPEATABLE (1)`,
    [...filtered.bindings, percent],
  );
  const { hits, seen } = sampled.rows[0]!;
  return seen > 0 && hits >= 50 && (hits / seen) * all >= 2 * countCap;
}

export interface SearchRequest {
  filters: ListingFilters;
  sort: SortOrder;
  limit: number;
  offset: number;
  cursor?: SearchCursor | undefined;
  /** Free-text matches are counted up to this many (tests lower it). */
  countCap?: number;
  /** From this many public listings on, free text is first counted in a sample (tests lower it). */
  sampleFrom?: number;
  /** Listings the sample of a facts filter reads (facts-sample.ts; tests lower it). */
  factsSample?: number;
  /** At most this many listings holding a facts filter's bits are read by id (tests lower it; 0: none). */
  maskCandidates?: number;
  /** Tests set these to take each way to a page on a small dataset. */
  narrowMatches?: number;
  mergeEntries?: number;
}

export async function searchListingIds(knex: Knex, request: SearchRequest): Promise<SearchPage> {
  const { filters, sort, limit, offset, cursor } = request;
  const { narrowMatches = NARROW_MATCHES, mergeEntries = MERGE_ENTRIES, sampleFrom = SAMPLE_FROM } = request;
  let total: number;
  let exact = true;

  const area = areaOf(filters);
  if (area) return searchNear(knex, { ...request, area });
  const cellFilter = filtersCells(filters);
  const terms = searchTerms(filters.text);
  const facts = factsOf(filters, sort);
  const countCap = request.countCap ?? (facts.length > 0 ? FACTS_COUNT_CAP : SEARCH_COUNT_CAP);
  const basis = await searchBasis(knex, terms);
  // Facts live on listing_search only: a word's postings do not drive then.
  const dense = facts.length > 0 ? null : basis.dense;
  const { cells, total: cellTotal, all, groups } = matchingCells(basis.rows, filters);
  total = cellTotal;
  if (total === 0) return { ids: [], total: 0, exact: true, next: null };
  // The filter's cells, as an index condition or not: the unindexed form compares integers with an integer
  // array (across types PostgreSQL would search the array element by element instead of hashing it, 170 ms
  // instead of 9 over 37,000 postal-code entries). The cells carry the price band; its price range is added
  // only where a price order's index walks, to start at the band (elsewhere the price would be read from the
  // table for every entry, or ANDed as a bitmap of 260,000 entries to narrow 6,000 cell matches).
  const priceWalk = sort === 'price_asc' || sort === 'price_desc';
  const filtered = (cellsIndexed: boolean, walk: boolean): Condition[] => [
    ...(cellFilter
      ? [{ sql: cellsIndexed ? 'cell = ANY (?::smallint[])' : '(cell + 0) = ANY (?::integer[])', bindings: [cells] }]
      : []),
    ...(walk && priceWalk ? priceCondition(filters.priceRange) : []),
  ];
  // With free text, counting and reading few matches start from one index and check the rest on its rows: the
  // cells' index when they hold few listings, else the text index. (The planner, unable to estimate text,
  // would AND the bitmaps of all three, reading 100,000 cell and price entries to narrow 12,000 text matches.)
  // Facts are tested on the rows the cells or the text yield, and counted like free text (up to the cap).
  const cellsDrive = total <= narrowMatches;
  const text = textConditions(terms, !cellsDrive);
  const source = sourceOf(terms, dense, cellsDrive);
  const { table } = source;
  const counted = text.length > 0 || facts.length > 0;
  const driven = where([...filtered(text.length === 0 || cellsDrive, false), ...source.text(!cellsDrive), ...facts]);
  const sampled = where([...filtered(text.length === 0 || cellsDrive, false), ...text, ...facts]);
  // Facts alone: the few listings whose masks hold the filter's bits (fact-masks.ts) are read by id; otherwise the
  // facts are sampled in hash order (facts-sample.ts); free text in a sample of the table's pages.
  const candidates = text.length === 0 ? await maskCandidates(knex, request, basis.generation) : null;
  const sample = async (): Promise<boolean> =>
    text.length === 0
      ? factsSurelyAboveCap(knex, {
          tested: [...filtered(true, false), ...facts],
          care: filters.facts?.care,
          all,
          cap: countCap,
          entries: request.factsSample,
        })
      : surelyAboveCap(knex, sampled, all, countCap, sampleFrom);
  const page = where(cursor ? [after(cursor)] : []);
  const columns = selectedKeys(sort);
  const sortColumns = 'listing_id, is_premium, rating, created_at, price, total';
  const order = orderBy(sort);
  // One more row than the page tells whether a next page exists.
  const paging = [limit + 1, offset];
  const pageOf = (rows: KeyRow[]): SearchPage => ({
    ids: rows.slice(0, limit).map((row) => Number(row.listing_id)),
    total,
    exact,
    next: rows.length > limit ? cursorOf(sort, rows[limit - 1]!) : null,
  });

  // More candidates than the cap are read by id only when the sample leaves doubt: mostly they all match, and
  // reading 1,001 of them by id took 10 ms where the sample takes 3.
  if (counted && (candidates === null || candidates.length > countCap) && (await sample())) {
    exact = false;
    total = countCap;
  } else if (counted && table === 'listing_search' && countCap < narrowMatches) {
    // A cap below the few matches that are read and sorted (the facts'): the matches up to the cap are read with
    // their sort keys and counted in one statement, which at or below the cap is the page as well. Apart, the
    // count and the read each went through all matches (twice 20 ms for 320 matches among the 29,000 places
    // with full livery in the embedded database at 100,000 listings).
    const reading = candidates
      ? where([{ sql: 'listing_id = ANY (?::integer[])', bindings: [candidates] }, driven])
      : driven;
    const statement = `WITH matches AS MATERIALIZED (SELECT ${sortColumns} FROM listing_search WHERE ${reading.sql} LIMIT ?)
       SELECT ${columns.join(', ')}, (SELECT count(*) FROM matches)::int AS matched
         FROM matches WHERE ${page.sql} ORDER BY ${order} LIMIT ? OFFSET ?`;
    const read = await knex.raw<{ rows: (KeyRow & { matched: number })[] }>(statement, [
      ...reading.bindings,
      countCap + 1,
      ...page.bindings,
      ...paging,
    ]);
    // No row: the page lies past the last match (or none match), whose number is then counted apart.
    const n = read.rows[0]?.matched ?? (await countMatches(knex, table, reading, countCap));
    exact = n <= countCap;
    total = Math.min(n, countCap);
    if (n === 0) return { ids: [], total: 0, exact: true, next: null };
    if (exact) return pageOf(read.rows);
  } else if (counted) {
    const n = await countMatches(knex, table, driven, countCap);
    exact = n <= countCap;
    total = Math.min(n, countCap);
    if (n === 0) return { ids: [], total: 0, exact: true, next: null };
  }
  // A word's postings are walked in the order even for few matches: each order has its index over the word's
  // postings, whose walk reads at most all of them, index only, and stops after the page, where reading the
  // matches first fetched every posting of the word from the table ("wien" among pastures under 200 €: 3,099
  // of its 25,045 postings, 12 ms, where the walk reads about 200 entries).
  const narrow = exact && total <= narrowMatches && table === 'listing_search';
  // A group's walk reads about (its listings / its matches) entries per row it yields; the global walk as many
  // for all listings, but only when matches are spread evenly over the order, which a filter on price band or
  // stall type (correlated with every order) does not promise.
  const perGroup = limit + 1 + offset;
  const mergeCost = groups.reduce((sum, group) => sum + (perGroup * group.all) / group.matching, 0);
  const walkCost = (perGroup * all) / total;
  const merge = !narrow && !counted && mergeCost <= mergeEntries && (filtersGroups(filters) || mergeCost < walkCost);
  const matches = narrow ? driven : where([...filtered(true, true), ...source.text(false), ...facts]);
  let statement: string;
  let bindings: Knex.RawBinding[];
  if (narrow) {
    // The few matches first (MATERIALIZED keeps the planner from walking a sort index in search of them).
    statement = `WITH matches AS MATERIALIZED (SELECT ${sortColumns} FROM ${table} WHERE ${matches.sql})
       SELECT ${columns.join(', ')} FROM matches WHERE ${page.sql} ORDER BY ${order} LIMIT ? OFFSET ?`;
    bindings = [...matches.bindings, ...page.bindings, ...paging];
  } else if (merge) {
    // Each group's first matching rows in the order (listing_search_group_*_idx), then the page from all.
    const within = where([...filtered(true, false), ...(cursor ? [after(cursor)] : [])]);
    statement = `SELECT ${columns.join(', ')}
       FROM unnest(?::integer[]) AS g (grp)
       CROSS JOIN LATERAL (
         SELECT ${sortColumns} FROM listing_search
          WHERE (cell / 64) = g.grp AND ${within.sql} ORDER BY ${order} LIMIT ?
       ) AS first_rows
      ORDER BY ${order} LIMIT ? OFFSET ?`;
    bindings = [groups.map((group) => group.group), ...within.bindings, perGroup, ...paging];
  } else {
    statement = `SELECT ${columns.join(', ')} FROM ${table}
        WHERE ${matches.sql} AND ${page.sql} ORDER BY ${order} LIMIT ? OFFSET ?`;
    bindings = [...matches.bindings, ...page.bindings, ...paging];
  }
  const result =
    narrow || merge
      ? await knex.raw<{ rows: KeyRow[] }>(statement, bindings)
      : await knex.transaction(async (trx) => {
          // The walk was chosen from the cell counts; the planner cannot estimate free text (or a long list of
          // cells) and would otherwise read every match and sort them (0.7 s instead of 1 ms at a million).
          await trx.raw(
            `SELECT set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
                    set_config('enable_sort', 'off', true)`,
          );
          return trx.raw<{ rows: KeyRow[] }>(statement, bindings);
        });
  return pageOf(result.rows);
}

/**
 * The listings whose fact masks hold the bits of the filter's facts (and that are free on its day), when at most
 * MASK_CANDIDATES do; null when more do, when the filter asks for nothing the masks hold, or when the process has
 * no masks yet.
 */
async function maskCandidates(knex: Knex, request: SearchRequest, generation: string): Promise<number[] | null> {
  const facts = request.filters.facts ?? {};
  const mask = factMask(facts);
  const limit = request.maskCandidates ?? MASK_CANDIDATES;
  if ((mask === 0 && !facts.freeOn) || limit === 0) return null;
  const masks = await factMasks(knex, generation);
  return masks && holding(masks, mask, facts.freeOn, limit);
}

/** The matches of `driven` in `table`, counted up to one more than the cap. */
async function countMatches(knex: Knex, table: string, driven: Condition, countCap: number): Promise<number> {
  const counted = await knex.raw<{ rows: { n: number }[] }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} WHERE ${driven.sql} LIMIT ?) AS matches`,
    [...driven.bindings, countCap + 1],
  );
  return counted.rows[0]!.n;
}

/** From this radius on (that of the index's circle), free text in an area is first counted in a sample. */
const SAMPLED_AREA_METRES = 100_000;

/**
 * A search within a radius or a map area (or both): the GiST index of the points (listing_search_earth_idx) finds the listings in the
 * radius, with the other filters and the sort keys read from its entries (they ride along) and free text
 * tested on their rows. All in one transaction that keeps the planner on that index: it cannot estimate how
 * many listings a radius holds and would otherwise read every one of them through a bitmap.
 *  - Matches are counted up to RADIUS_COUNT_CAP: a radius holds no kept counts, and a wide one around a city
 *    holds a hundred thousand listings; above the cap the total is a lower bound, as for free text.
 *  - Nearest first is the index's own order: a scan that stops after the page, on page 500 too.
 *  - Another order: up to the cap the matches are read from the index and sorted; more are found by walking
 *    that order's index and testing the distance on each entry (the indexes carry the point), about 1/p entries
 *    a result for a radius holding a share p of all listings (above the cap, p is at least 1 in 1,000).
 *  - Filters that few listings pass (at most about 30,000 at a million) drive instead: those listings are read
 *    by cell, tested for the distance on the index entries, counted exactly and sorted. So are the matches of
 *    rare words (those without postings where the common ones have them), read through the text index.
 *  - A single common word (one with postings) is counted on its postings' points inside the area, and up to the
 *    cap read from them in any order but the distance.
 */
async function searchNear(knex: Knex, request: SearchRequest & { area: Area }): Promise<SearchPage> {
  const { filters, sort, limit, offset, cursor, area } = request;
  // The distance order needs `near` (the query's schema says so); a map area alone has its centre.
  const near = area.near ?? area.centre;
  const { countCap = RADIUS_COUNT_CAP, sampleFrom = SAMPLE_FROM } = request;
  const cellFilter = filtersCells(filters);
  const terms = searchTerms(filters.text);
  const facts = factsOf(filters, sort);
  const basis = await searchBasis(knex, terms);
  const { cells, total: cellTotal, all } = matchingCells(basis.rows, filters);
  if (cellTotal === 0) return { ids: [], total: 0, exact: true, next: null };
  // Reading the filter's listings by cell costs one index entry each; counting through the radius index costs
  // about (countCap / the filter's share of all listings) entries. The cells drive up to where both are equal.
  const cellsDriveUpTo = request.narrowMatches ?? Math.sqrt((countCap + 1) * all);
  // earth_box is the cube around the area's circle (what the index answers); the exact tests follow (area.ts).
  const inRadius = (indexed: boolean): Condition => where(inArea(area, indexed));
  const byCell: Condition[] = cellFilter ? [{ sql: '(cell + 0) = ANY (?::integer[])', bindings: [cells] }] : [];
  const others: Condition[] = [...byCell, ...textConditions(terms, false), ...facts];
  // A region's own radius index (migration add_location_to_listing_search) holds only its listings; its
  // predicate is written as literals so the planner can prove the query implies it.
  const region = filters.region ? regionCells(filters.region) : undefined;
  const inRegion: Condition[] = region
    ? [{ sql: `cell >= ${region.first} AND cell < ${region.end}`, bindings: [] }]
    : [];
  const matches = where([inRadius(true), ...inRegion, ...others]);
  const page = where(cursor ? [after(cursor)] : []);
  const columns = centred(selectedKeys(sort).join(', '), near);
  const order = centred(orderBy(sort), near);
  const paging = [limit + 1, offset];

  const pageOf = (rows: KeyRow[], total: number, exact: boolean): SearchPage => ({
    ids: rows.slice(0, limit).map((row) => Number(row.listing_id)),
    total,
    exact,
    next: rows.length > limit ? cursorOf(sort, rows[limit - 1]!) : null,
  });

  /** Every match read by `condition`'s own index, counted exactly and sorted: for few matches. */
  const readAll = (condition: Condition, indexed: 'btree' | 'any') =>
    knex.transaction(async (trx) => {
      if (indexed === 'btree') {
        await trx.raw(`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`);
      }
      const result = await trx.raw<{ rows: (KeyRow & { matched: number })[] }>(
        centred(
          `WITH matches AS MATERIALIZED (
             SELECT listing_id, is_premium, rating, created_at, price, total, earth FROM listing_search
              WHERE ${condition.sql})
           SELECT ${columns}, count(*) OVER ()::int AS matched FROM matches WHERE ${page.sql}
            ORDER BY ${order} LIMIT ? OFFSET ?`,
          near,
        ),
        [...condition.bindings, ...page.bindings, ...paging],
      );
      // The window counts the rows after the cursor; a page past the first counts them from the start.
      const total = cursor
        ? (
            await trx.raw<{ rows: { n: number }[] }>(
              `SELECT count(*)::int AS n FROM listing_search WHERE ${condition.sql}`,
              condition.bindings,
            )
          ).rows[0]!.n
        : (result.rows[0]?.matched ?? 0);
      return pageOf(result.rows, total, true);
    });

  if (filters.ids) {
    // The listings a router found within the travel times: those are read by id and tested for the rest.
    return readAll(
      where([
        { sql: 'listing_id = ANY (?::integer[])', bindings: [[...filters.ids]] },
        inRadius(false),
        ...byCell,
        ...textConditions(terms, false),
        ...facts,
      ]),
      'btree',
    );
  }
  if (cellFilter && cellTotal <= cellsDriveUpTo) {
    // Few listings pass the other filters: those are read by their cells (the index carries the point) and the
    // distance tested on each.
    return readAll(
      where([
        { sql: 'cell = ANY (?::smallint[])', bindings: [cells] },
        inRadius(false),
        ...textConditions(terms, false),
        ...facts,
      ]),
      'btree',
    );
  }
  // A rare combination of common facts (fact-masks.ts): its few listings anywhere are read by id and tested for
  // the area, where counting them in the area read every listing there.
  const candidates = terms.length === 0 ? await maskCandidates(knex, request, basis.generation) : null;
  if (candidates) {
    return readAll(
      where([
        { sql: 'listing_id = ANY (?::integer[])', bindings: [candidates] },
        inRadius(false),
        ...inRegion,
        ...byCell,
        ...facts,
      ]),
      'btree',
    );
  }
  if (terms.length > 0 && !basis.dense && all >= DENSE_MIN_LISTINGS && (await rare(knex, terms, all))) {
    // Where the common words have postings, a word without them is rare (under 0.3 % of the listings): its
    // matches are read through the text index and tested for the distance, instead of testing the text on
    // every listing of the radius.
    return readAll(where([...textConditions(terms, true), inRadius(false), ...inRegion, ...byCell, ...facts]), 'any');
  }

  // A single word with postings is counted on its own postings inside the area, an index-only scan of its matches
  // (migration add_spot_to_listing_search_terms), and a few of them are read from there in any order.
  const word = terms.length === 1 && basis.dense && !filters.ids && facts.length === 0 ? basis.dense : null;
  const posted = word
    ? where([
        ...inSpotArea(area, word.term),
        ...(word.collides ? [{ sql: 'term = ?', bindings: [word.term] }] : []),
        ...inRegion,
        ...byCell,
      ])
    : null;
  // Free text within the area: counting up to the cap tests the text on the row of every listing the index
  // yields (a common word in 1 of 6 listings: 6,000 rows to count 1,000, 25-35 ms at a million). A sample of the
  // table that shows far more matches than the cap answers "over the cap" without counting, as for free text
  // alone; otherwise the matches are counted. Only a wide area is sampled: the sample's 5,000 rows hold a few
  // dozen listings of a 50 km radius around a city, too few to decide, and the sample's 5 ms would be lost.
  const aboveCap =
    !posted &&
    terms.length > 0 &&
    area.metres >= SAMPLED_AREA_METRES &&
    (await surelyAboveCap(knex, where([inRadius(false), ...inRegion, ...others]), all, countCap, sampleFrom));
  return knex.transaction(async (trx) => {
    await trx.raw(`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`);
    const counted = posted ?? matches;
    // Facts without free text: a sixteenth of the area's listings (facts-sample.ts) shows most counts over the cap
    // (care=full and free now within 25 km of München: 10 ms to count to the cap, 1 ms for the sample).
    const factsAboveCap =
      terms.length === 0 &&
      facts.length > 0 &&
      (await areaFactsSurelyAboveCap(trx, {
        inArea: inArea(area, true),
        tested: [...inRegion, ...byCell, ...facts],
        cap: countCap,
      }));
    // Facts the sample left in doubt about match near or under the cap: counting them reads most of the area, which a
    // bitmap reads page by page, each page once, where the index visits a page per listing (50 km around Berlin,
    // 1,222 matches among 12,452 listings: 3.3 instead of 7 ms).
    const byBitmap = facts.length > 0 && terms.length === 0 && !factsAboveCap;
    const count = async (): Promise<number> => {
      if (byBitmap) {
        await trx.raw(
          `SELECT set_config('enable_bitmapscan', 'on', true), set_config('enable_indexscan', 'off', true)`,
        );
      }
      const result = await trx.raw<{ rows: { n: number }[] }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${posted ? 'listing_search_terms' : 'listing_search'}
          WHERE ${counted.sql} LIMIT ?) AS matches`,
        [...counted.bindings, countCap + 1],
      );
      if (byBitmap) {
        await trx.raw(
          `SELECT set_config('enable_bitmapscan', 'off', true), set_config('enable_indexscan', 'on', true)`,
        );
      }
      return result.rows[0]!.n;
    };
    const n = aboveCap || factsAboveCap ? countCap + 1 : await count();
    if (n === 0) return { ids: [], total: 0, exact: true, next: null };
    const exact = n <= countCap;
    let result: { rows: KeyRow[] };
    if (posted && exact && sort !== 'distance') {
      // The few matches from the word's postings, which carry every sort key but the distance.
      result = await trx.raw<{ rows: KeyRow[] }>(
        `SELECT ${columns} FROM listing_search_terms WHERE ${posted.sql} AND ${page.sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
        [...posted.bindings, ...page.bindings, ...paging],
      );
    } else if (sort === 'distance' || exact) {
      // Nearest first straight from the index; or the few matches of another order, read and sorted.
      result = await trx.raw<{ rows: KeyRow[] }>(
        centred(
          `SELECT ${columns} FROM listing_search WHERE ${matches.sql} AND ${page.sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
          near,
        ),
        [...matches.bindings, ...page.bindings, ...paging],
      );
    } else {
      const walked = where([inRadius(false), ...others, ...bandOnOrder(filters.priceRange, sort)]);
      await trx.raw(`SELECT set_config('enable_sort', 'off', true)`);
      result = await trx.raw<{ rows: KeyRow[] }>(
        `SELECT ${columns} FROM listing_search WHERE ${walked.sql} AND ${page.sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
        [...walked.bindings, ...page.bindings, ...paging],
      );
    }
    return pageOf(result.rows, Math.min(n, countCap), exact);
  });
}
