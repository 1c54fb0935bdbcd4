// The facts a filter narrows by by a minimum or maximum (turnout, height, area, minimum term) get two B-trees each
// (docs/search.md, "Fakten"):
//  - by the fact, carrying the stall type and the id: the page's count reads its first matches from it alone,
//    where the care level's index, ordered by care and stall type, was read past every listing of the stall types
//    without a match (67,000 entries for "Weide ab 24 Std." at 200,000 listings);
//  - by stall type and fact: page.ts asks each stall type the count did not see whether it holds a match, which
//    this index answers with one descent, where the others read the stall type's whole slice (12 ms each).
// Both hold only the listings that state the fact (a filter on it leaves the others out): without that, a search by
// stall type alone took the smallest of the stall type's indexes for a bitmap over the table, and its country map
// doubled in time.
//
// The map gets an index led by the stall type: the map of a country for one stall type reads that type's entries
// (42,532 of 170,030 at 200,000 listings, 36 ms) instead of the map index's every entry or the table's rows through
// a bitmap (163 ms). It carries what the map's index carries (migration rebuild_listing_search; schema.test.ts
// holds both against CARRIED_COLUMNS).
//
// The postcode's index carries the stall type and the id as well: a count of "1" (every postcode from 1) read
// 16,000 table rows to see its first 1,001 matches (10.7 ms), and reads 1,001 index entries (0.5 ms).
import type { Knex } from 'knex';

const FACTS = ['turnout', 'max_height', 'area', 'min_term'];
const MAP_CARRIED = [
  'lat',
  'lon',
  'is_premium',
  'listing_id',
  'earth',
  'region',
  'price_band',
  'price',
  'total',
  'has_riding_arena',
  'has_wash_area',
  'has_wifi',
  'has_parking',
  'has_feed',
  'has_vet',
];

export async function up(knex: Knex): Promise<void> {
  for (const fact of FACTS) {
    await knex.raw(`DROP INDEX IF EXISTS listing_search_${fact}_idx`);
    const stated = `WHERE ${fact} IS NOT NULL`;
    await knex.raw(
      `CREATE INDEX listing_search_${fact}_idx ON listing_search (${fact}) INCLUDE (stall_type, listing_id) ${stated}`,
    );
    await knex.raw(
      `CREATE INDEX listing_search_stall_type_${fact}_idx ON listing_search (stall_type, ${fact}) ${stated}`,
    );
  }
  await knex.raw('DROP INDEX IF EXISTS listing_search_postal_code_idx');
  await knex.raw(
    `CREATE INDEX listing_search_postal_code_idx ON listing_search (postal_code text_pattern_ops)
     INCLUDE (stall_type, listing_id)`,
  );
  await knex.raw(
    `CREATE INDEX listing_search_stall_type_map_idx ON listing_search (stall_type, map_x, map_y)
     INCLUDE (${MAP_CARRIED.join(', ')})`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS listing_search_stall_type_map_idx');
  await knex.raw('DROP INDEX IF EXISTS listing_search_postal_code_idx');
  await knex.raw('CREATE INDEX listing_search_postal_code_idx ON listing_search (postal_code text_pattern_ops)');
  for (const fact of FACTS) {
    await knex.raw(`DROP INDEX IF EXISTS listing_search_stall_type_${fact}_idx`);
    await knex.raw(`DROP INDEX IF EXISTS listing_search_${fact}_idx`);
    // min_term had none before.
    if (fact !== 'min_term') await knex.raw(`CREATE INDEX listing_search_${fact}_idx ON listing_search (${fact})`);
  }
}
