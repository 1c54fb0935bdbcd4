// The index of whether a stable admits stallions goes: most stables that say so admit them (a fifth of the listings),
// and the planner, costing a bitmap of an index's entries far below what it takes, ANDed its 153,000 entries at a
// million listings into every rare combination with stallions: `stallions=true&minHeight=190&minArea=16&freeNow=true`
// spent 43 of its 61 ms on that bitmap, a travel time with full care and stallions 69 ms p50 against 24 ms without
// it. Without it the flag is tested on the rows the other facts' bitmaps found, or on the care level's entries, which
// carry it; no search measured slower (docs/performance.md).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX listing_search_admits_stallions_idx');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX listing_search_admits_stallions_idx ON listing_search (admits_stallions)');
}
