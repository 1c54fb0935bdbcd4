// A listing's facts as one integer of bits, kept in every server process for the rare combinations of common
// facts (api/src/listings/fact-masks.ts), in place of the GIN index of the facts as tokens (migration
// add_fact_tokens_to_listing_search): care=full, 12 hours of turnout, stallions and 185 cm match 346 listings
// at a million, but GIN intersected the postings of 287,000, 436,000, 154,000 and 223,000 listings to find them
// (19 ms of the query's 28). A process tests its masks, 4 bytes a listing, in about a millisecond.
//   bits 0-4     the care level (facts & 7), group turnout, stallions welcome: facts & 31 as it is
//   bits 5-7     indoor hall, horse walker, trainer on site (facts' flags 2^17-2^19)
//   bits 8-13    turnout at least 2, 4, 6, 8, 12, 24 hours
//   bits 14-21   the stable takes horses at least 150, 160, 170, 175, 180, 185, 190, 200 cm tall (max_height)
//   bits 22-28   the box or shelter area at least 8, 9, 10, 12, 14, 16, 20 m²
// api/src/listings/fact-conditions.ts factMask must match.
// A process keeps its masks in step through `changed`: the transaction id that last wrote each row, read back
// from the oldest transaction still running when the process last looked (so no commit is missed, however
// late it lands). Rows that leave the table keep their mask in the process: the masks only ever say which
// listings may match, and the search tests the rows they name.
import type { Knex } from 'knex';
import { up as addFactTokens } from './20261128110000_add_fact_tokens_to_listing_search.ts';

const STEPS: readonly (readonly [column: string, first: number, values: readonly number[]])[] = [
  ['turnout', 8, [2, 4, 6, 8, 12, 24]],
  ['max_height', 14, [150, 160, 170, 175, 180, 185, 190, 200]],
  ['area', 22, [8, 9, 10, 12, 14, 16, 20]],
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX listing_search_fact_tokens_idx');
  await knex.raw('DROP FUNCTION listing_fact_tokens(integer, smallint, smallint, numeric)');
  // One expression of CASEs, so PostgreSQL inlines the function.
  const steps = STEPS.flatMap(([column, first, values]) =>
    values.map((value, i) => `CASE WHEN ${column} >= ${value} THEN ${2 ** (first + i)} ELSE 0 END`),
  );
  await knex.raw(`
    CREATE FUNCTION listing_fact_mask(facts integer, turnout smallint, max_height smallint, area numeric)
    RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT (facts & 31) | ((facts >> 12) & 224) | ${steps.join(' | ')}
    $$`);
  // No default for the rows there are (that would rewrite the table): a process reads them all when it starts.
  // A bigint rather than xid8, whose comparisons the planner cannot estimate (it would read the table to find a
  // few rows).
  await knex.raw('ALTER TABLE listing_search ADD COLUMN changed bigint');
  await knex.raw(`ALTER TABLE listing_search ALTER COLUMN changed SET DEFAULT pg_current_xact_id()::text::bigint`);
  await knex.raw(`
    CREATE FUNCTION listing_search_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.changed := pg_current_xact_id()::text::bigint;
      RETURN NEW;
    END $$`);
  await knex.raw(`CREATE TRIGGER listing_search_stamp BEFORE UPDATE ON listing_search
    FOR EACH ROW EXECUTE FUNCTION listing_search_stamp()`);
  await knex.raw('CREATE INDEX listing_search_changed_idx ON listing_search (changed)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX listing_search_changed_idx');
  await knex.raw('DROP TRIGGER listing_search_stamp ON listing_search');
  await knex.raw('DROP FUNCTION listing_search_stamp()');
  await knex.raw('ALTER TABLE listing_search DROP COLUMN changed');
  await knex.raw('DROP FUNCTION listing_fact_mask(integer, smallint, smallint, numeric)');
  await addFactTokens(knex);
}
