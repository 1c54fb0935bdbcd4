// The public search reads listing_search only (migration create_listing_search), so the indexes that served its
// filters, sorts and text match on listings and stables are dead weight: every write to a listing or stable
// paid for them. What the back office and the owner area filter and sort on (status, created_at, stable_id,
// owner_id, region, rating) stays indexed.
import type { Knex } from 'knex';

const AMENITY_FLAGS = ['has_riding_arena', 'has_wash_area', 'has_wifi', 'has_parking', 'has_feed', 'has_vet'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS listings_search_trgm_idx');
  await knex.raw('DROP INDEX IF EXISTS listings_public_premium_idx');
  await knex.raw('DROP INDEX IF EXISTS listings_price_per_month_index');
  await knex.raw('DROP INDEX IF EXISTS listings_stall_type_index');
  await knex.raw('DROP INDEX IF EXISTS stables_search_trgm_idx');
  await knex.raw('DROP INDEX IF EXISTS stables_postal_code_prefix_idx');
  for (const flag of AMENITY_FLAGS) await knex.raw(`DROP INDEX IF EXISTS stables_${flag}_idx`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE INDEX listings_public_premium_idx ON listings (is_premium DESC, created_at DESC) WHERE status IN ('active', 'premium')`,
  );
  await knex.raw(
    `CREATE INDEX listings_search_trgm_idx ON listings USING gin (search_fold(title || ' ' || description) gin_trgm_ops)`,
  );
  await knex.raw('CREATE INDEX listings_price_per_month_index ON listings (price_per_month)');
  await knex.raw('CREATE INDEX listings_stall_type_index ON listings (stall_type)');
  await knex.raw('CREATE INDEX stables_postal_code_prefix_idx ON stables (postal_code text_pattern_ops)');
  await knex.raw(`
    CREATE INDEX stables_search_trgm_idx ON stables
    USING gin (search_fold(name || ' ' || address || ' ' || city || ' ' || postal_code) gin_trgm_ops)`);
  for (const flag of AMENITY_FLAGS) await knex.raw(`CREATE INDEX stables_${flag}_idx ON stables (id) WHERE ${flag}`);
}
