// Whether the facts filters surely match more listings than the count's cap, from a sample of the listings
// (migration add_sample_indexes_to_listing_search): a listing is in a sample when the hash of its id lies below a
// bound, so each is in it with the same chance, independently of the others. The sample's hits are then spread
// as a binomial's, whatever stable the listings share (a table sample reads whole pages, which hold a stable's
// listings together). Over the cap beyond reasonable doubt means the estimate minus three standard deviations
// still lies above it: for a filter that exactly 1,000 listings pass, about 1 sample in 700 says "über 1.000", and
// fewer matches make that rarer still. Otherwise the search counts the matches.
import type { Knex } from 'knex';
import type { CareLevel } from '#contract/facts.ts';
import type { Condition } from './search-order.ts';

/** The hash bound of the points' sample: the lowest sixteenth of hashint4's range (its index's predicate). */
const AREA_SAMPLE_BOUND = -1_879_048_192;
const AREA_SAMPLE_SHARE = 1 / 16;

/** Listings a sample of all of them reads (about 3 ms at a million); a care level's sample, three times as many. */
export const FACTS_SAMPLE_ENTRIES = 10_000;

/** The flag of each care level in listing_search.facts (api/src/listings/fact-conditions.ts). */
const CARE_FLAGS = { full: 1, part: 2, self: 4 } satisfies Record<CareLevel, number>;

/** Whether `hits` in a sample of `share` of the listings show, beyond reasonable doubt, more than `cap` matches. */
export function surelyMoreThan(hits: number, share: number, cap: number): boolean {
  return hits >= 25 && (hits - 3 * Math.sqrt(hits)) / share > cap;
}

/** The hash bound below which a listing is in a sample of `share` of them. */
function boundOf(share: number): number {
  return Math.floor(-(2 ** 31) + share * 2 ** 32);
}

const where = (conditions: readonly Condition[]): Condition => ({
  sql: conditions.map((c) => `(${c.sql})`).join(' AND '),
  bindings: conditions.flatMap((c) => c.bindings),
});

/**
 * Facts filters without an area: whether they surely match more listings than the cap, from a sample of about
 * `entries` listings (of the care level's listings when the filter sets one), read in hash order from
 * listing_search_sample_idx. No sample (false) when it would hold every listing: the count reads no more then.
 */
export async function factsSurelyAboveCap(
  knex: Knex,
  request: {
    tested: readonly Condition[];
    care: CareLevel | undefined;
    all: number;
    cap: number;
    entries?: number;
  },
): Promise<boolean> {
  const { tested, care, all, cap, entries = FACTS_SAMPLE_ENTRIES } = request;
  const share = Math.min(1, ((care ? 3 : 1) * entries) / all);
  if (share >= 1) return false;
  const levels = care ? [CARE_FLAGS[care]] : [0, 1, 2, 3, 4, 5, 6, 7];
  const test = where(tested);
  const sampled = await knex.raw<{ rows: { hits: number }[] }>(
    `SELECT count(*) FILTER (WHERE ${test.sql})::int AS hits
       FROM listing_search
      WHERE (facts & 7) = ANY (?::integer[]) AND hashint4(listing_id) < ?`,
    [...test.bindings, levels, boundOf(share)],
  );
  return surelyMoreThan(sampled.rows[0]!.hits, share, cap);
}

/**
 * Facts filters within an area: the sixteenth of the listings in listing_search_earth_sample_idx, those of the
 * area read through its cubes (`inArea`, indexed) and tested. Run where the planner keeps to the indexes.
 */
export async function areaFactsSurelyAboveCap(
  knex: Knex,
  request: { inArea: readonly Condition[]; tested: readonly Condition[]; cap: number },
): Promise<boolean> {
  const { cap } = request;
  const area = where(request.inArea);
  const test = where(request.tested);
  // The bound is written as a literal, so the planner sees that the query implies the index's predicate.
  const sampled = await knex.raw<{ rows: { hits: number }[] }>(
    `SELECT count(*) FILTER (WHERE ${test.sql})::int AS hits FROM listing_search
      WHERE ${area.sql} AND hashint4(listing_id) < ${AREA_SAMPLE_BOUND}`,
    [...test.bindings, ...area.bindings],
  );
  return surelyMoreThan(sampled.rows[0]!.hits, AREA_SAMPLE_SHARE, cap);
}
