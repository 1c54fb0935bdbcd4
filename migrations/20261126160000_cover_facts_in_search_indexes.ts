// The facts filters (migration add_facts_to_listing_search) are tested on each entry a search walks along its
// sort order's index. Read from the table, a filter that the
// cheapest listings do not pass (care=full: the cheap places are pastures and open stables that their tenants
// look after) made the walk along the all-in month fetch 223,000 rows for one page (590 ms at a million
// listings). Carried in the indexes, the walk reads index entries only (25 ms for that worst case, 1-3 ms for
// the usual ones), as the cell and the sort keys already are. (The points' indexes stay as they were: carrying the
// facts made their entries twice as large and every radius search slower, 15 -> 54 ms for the worst.)
import type { Knex } from 'knex';

/** What the facts filters read. */
const FACTS = 'facts, turnout, max_height, min_age, max_age, area, free_from';

/** Each index as migrations create_listing_search and add_location_to_listing_search left it, by its parts. */
const INDEXES: { name: string; using: string; include: string }[] = [
  {
    name: 'listing_search_relevance_idx',
    using: 'btree (is_premium DESC, rating DESC, created_at DESC, listing_id DESC)',
    include: 'cell, earth',
  },
  { name: 'listing_search_price_idx', using: 'btree (price, listing_id)', include: 'cell, earth' },
  { name: 'listing_search_price_desc_idx', using: 'btree ((-price), listing_id)', include: 'cell, price, earth' },
  {
    name: 'listing_search_rating_idx',
    using: 'btree (rating DESC, created_at DESC, listing_id DESC)',
    include: 'cell, earth',
  },
  { name: 'listing_search_newest_idx', using: 'btree (created_at DESC, listing_id DESC)', include: 'cell, earth' },
  { name: 'listing_search_total_idx', using: 'btree (total, listing_id)', include: 'cell, earth' },
  { name: 'listing_search_total_desc_idx', using: 'btree ((-total), listing_id)', include: 'cell, total, earth' },
  {
    name: 'listing_search_cell_idx',
    using: 'btree (cell)',
    include: 'is_premium, rating, created_at, price, listing_id, earth',
  },
];

/**
 * The price orders, base and all-in, within one care level ((facts & 7), api/src/listings/fact-conditions.ts):
 * care follows the price (full livery is dear, self-care cheap), so care=full walked along the all-in month
 * skipped 223,000 cheaper self-care places before its first page (25 ms from the covering index alone); within
 * its care level the same page reads 470 entries (0.2 ms).
 */
/**
 * The all-in month's orders within one group (region, price band, stall type: cell / 64), as the base price's
 * have them: a filter on the price band walked the all-in month from its cheapest listings (131 ms for 600+).
 */
const GROUP_ORDERS = [
  ['listing_search_group_total_idx', 'total, listing_id', 'cell'],
  ['listing_search_group_total_desc_idx', '(-total), listing_id', 'cell, total'],
] as const;

const CARE_ORDERS = [
  ['listing_search_care_price_idx', 'price, listing_id', 'cell, earth'],
  ['listing_search_care_price_desc_idx', '(-price), listing_id', 'cell, price, earth'],
  ['listing_search_care_total_idx', 'total, listing_id', 'cell, earth'],
  ['listing_search_care_total_desc_idx', '(-total), listing_id', 'cell, total, earth'],
] as const;

async function rebuild(knex: Knex, withFacts: boolean): Promise<void> {
  for (const { name, using, include } of INDEXES) {
    // The all-in month rides along where it is no key, for its band (totalRange).
    const extra = withFacts ? `, ${FACTS}${include.includes('total') || using.includes('total') ? '' : ', total'}` : '';
    await knex.raw(`DROP INDEX ${name}`);
    await knex.raw(`CREATE INDEX ${name} ON listing_search USING ${using} INCLUDE (${include}${extra})`);
  }
}

export async function up(knex: Knex): Promise<void> {
  await rebuild(knex, true);
  for (const [name, keys, include] of GROUP_ORDERS) {
    await knex.raw(`CREATE INDEX ${name} ON listing_search ((cell / 64), ${keys}) INCLUDE (${include})`);
  }
  for (const [name, keys, include] of CARE_ORDERS) {
    const total = include.includes('total') || keys.includes('total') ? '' : ', total';
    await knex.raw(
      `CREATE INDEX ${name} ON listing_search ((facts & 7), ${keys}) INCLUDE (${include}, ${FACTS}${total})`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of [...CARE_ORDERS, ...GROUP_ORDERS]) await knex.raw(`DROP INDEX ${name}`);
  await rebuild(knex, false);
}
