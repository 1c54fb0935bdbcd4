// Keeps the common words' postings (migration create_listing_search_terms) in step with what the listings say:
// the words are chosen again from a sample, hourly, as listings come and go. Each listing's postings follow
// its search row by trigger; only the choice of words is periodic.
import type { Knex } from 'knex';

/** One process at a time chooses (the same number in any process). */
const CHOOSE_LOCK = 720_261_125;

/**
 * Below this many public listings no postings are kept. At 85,000 on the embedded database a common word in an
 * order it runs against ("innenbox" by price) took 78 ms without them; at 20,000 the walk is short enough.
 */
export const DENSE_MIN_LISTINGS = 20_000;

export interface DenseTermOptions {
  /** Below this many public listings no postings are kept (tests lower it). */
  minListings?: number;
  minShare?: number;
  maxShare?: number;
}

/** Chooses the words with postings again and writes or drops their postings; returns how many words have them. */
export async function chooseDenseTerms(knex: Knex, options: DenseTermOptions = {}): Promise<number> {
  const { minListings = DENSE_MIN_LISTINGS, minShare = 0.003, maxShare = 0.98 } = options;
  return knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [CHOOSE_LOCK]);
    const result = await trx.raw<{ rows: { terms: number }[] }>(
      'SELECT listing_search_choose_terms(?::integer, ?::real, ?::real) AS terms',
      [minListings, minShare, maxShare],
    );
    return Number(result.rows[0]!.terms);
  });
}
