// Samples of the listings for the facts filters' counts (api/src/listings/facts-sample.ts). Counting up to the cap
// a filter that 1 in 250 listings passes read 126,000 index entries at a million listings (15-25 ms); a sample of
// 10,000 answers "über 1.000" from a few dozen hits. A listing is in a sample by the hash of its id, so each is in
// it with the same chance, whatever its stable: a table sample's pages hold a stable's listings together, whose
// facts agree, and its 5,000 rows could not decide.
//  - By care level and hash: the listings of a care level whose hash lies below a bound, a sample of any size;
//    with the sort keys, it also reads all of a care level's listings for a few matches, index only.
//  - The points of the listings whose hash lies in the lowest sixteenth: a sample of any area, for a radius, the
//    travel origins' reach or a map area.
// Both carry what the facts filters and the cells test, so a sample is read from the index alone.
import type { Knex } from 'knex';

/** What a facts filter and the cells test on a sampled entry. */
const TESTED = 'cell, facts, turnout, max_height, min_age, max_age, area, free_from, total';

/** -2^31 + 2^32 / 16: the hash bound of the points' sample (api/src/listings/facts-sample.ts AREA_SAMPLE_BOUND). */
const AREA_SAMPLE_BOUND = -1_879_048_192;

export async function up(knex: Knex): Promise<void> {
  // listing_id rides along: PostgreSQL reads an expression's column from the index only when it is there itself.
  // So do the sort keys: a care level's few matches are then read with them from the index alone (320 matches of
  // 28,600 places with full livery in the embedded database at 100,000 listings: a bitmap over the table else).
  await knex.raw(
    `CREATE INDEX listing_search_sample_idx ON listing_search ((facts & 7), (hashint4(listing_id)))
       INCLUDE (listing_id, ${TESTED}, is_premium, rating, created_at, price)`,
  );
  await knex.raw(
    `CREATE INDEX listing_search_earth_sample_idx ON listing_search USING gist (earth) INCLUDE (${TESTED})
      WHERE hashint4(listing_id) < ${AREA_SAMPLE_BOUND}`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX listing_search_earth_sample_idx');
  await knex.raw('DROP INDEX listing_search_sample_idx');
}
