// The facts of a listing as tokens under a GIN index, for the rare combinations: counted exactly, a filter that a
// few hundred listings pass read every listing of its care level, or of all of them (care=full, 12 hours of
// turnout, stallions and 185 cm: 346 matches, 100 ms at a million listings; stallions, 190 cm, 16 m² and free now:
// 451 matches, 215 ms). The index intersects the tokens' postings instead; what tokens do not say (free now, the
// horse) is tested on the rows they leave. api/src/listings/fact-conditions.ts factTokens must match.
//   1, 2, 4          the care level (facts & 7)
//   8, 16            group turnout, stallions welcome (their flags)
//   131072, 262144, 524288   indoor hall, horse walker, trainer (their flags)
//   1000 + h         turnout at least h hours, for each of the filter's steps
//   2000 + cm        the stable takes horses at least cm tall (max_height), at the steps below
//   3000 + m²        the box or shelter area at least m², at the steps below
import type { Knex } from 'knex';

/** The steps of the tokens (contract/search-facts.ts TURNOUT_STEPS; the height and area steps are the index's). */
const TURNOUT_STEPS = [2, 4, 6, 8, 12, 24];
const HEIGHT_STEPS = [150, 160, 170, 175, 180, 185, 190, 200];
const AREA_STEPS = [8, 9, 10, 12, 14, 16, 20];

export async function up(knex: Knex): Promise<void> {
  // One array of CASEs, so PostgreSQL inlines the function: with subqueries, 10,000 calls took 200 ms.
  const steps = (base: number, column: string, values: number[]) =>
    values.map((value) => `CASE WHEN ${column} >= ${value} THEN ${base + value} END`);
  const flags = [7, 8, 16, 131072, 262144, 524288].map((mask) => `NULLIF(facts & ${mask}, 0)`);
  await knex.raw(`
    CREATE FUNCTION listing_fact_tokens(facts integer, turnout smallint, max_height smallint, area numeric)
    RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT array_remove(ARRAY[${[
        ...flags,
        ...steps(1000, 'turnout', TURNOUT_STEPS),
        ...steps(2000, 'max_height', HEIGHT_STEPS),
        ...steps(3000, 'area', AREA_STEPS),
      ].join(', ')}], NULL)
    $$`);
  await knex.raw(
    `CREATE INDEX listing_search_fact_tokens_idx ON listing_search
       USING gin (listing_fact_tokens(facts, turnout, max_height, area))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX listing_search_fact_tokens_idx');
  await knex.raw('DROP FUNCTION listing_fact_tokens(integer, smallint, smallint, numeric)');
}
