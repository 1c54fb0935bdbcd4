// The planner learns which care levels each stall type offers. Alone, its statistics hold the share of each stall
// type and of each care level and multiply them, so it takes "open stables with full care" for a twentieth of the
// listings, where there are none (open stables and pastures offer part or self care). Asked whether such a stall
// type holds a match in a travel time's reach, it then read the whole reach through the points' index, expecting a
// match at once, instead of the care level's index, which holds none of them (docs/performance.md).
// The most common combinations (mcv) are what it needs: a few stall types by a few care levels.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE STATISTICS listing_search_stall_type_care (mcv) ON stall_type, care FROM listing_search');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP STATISTICS listing_search_stall_type_care');
}
