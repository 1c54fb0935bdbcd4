// Stables belong to an owner and carry the location and amenities every listing of theirs shares.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stables', (t) => {
    t.increments('id');
    t.integer('owner_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 160).notNullable();
    t.text('description');
    t.string('address', 200).notNullable();
    t.string('city', 120).notNullable();
    t.string('postal_code', 10).notNullable();
    t.string('region', 20).notNullable();
    t.double('latitude');
    t.double('longitude');
    t.decimal('rating', 2, 1);
    t.integer('review_count').notNullable().defaultTo(0);
    for (const flag of [
      'has_wifi',
      'has_parking',
      'has_wash_area',
      'has_riding_arena',
      'has_indoor_arena',
      'has_trails',
      'has_feed',
      'has_vet',
    ]) {
      t.boolean(flag).notNullable().defaultTo(false);
    }
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['owner_id']);
    t.index(['region']);
    t.index(['rating']);
  });
  await knex.raw(
    `ALTER TABLE stables ADD CONSTRAINT stables_region_check CHECK (region IN ('germany', 'austria', 'switzerland'))`,
  );
  await knex.raw(
    'ALTER TABLE stables ADD CONSTRAINT stables_rating_check CHECK (rating IS NULL OR rating BETWEEN 1 AND 5)',
  );
  await knex.raw('CREATE INDEX stables_postal_code_prefix_idx ON stables (postal_code text_pattern_ops)');
  await knex.raw(`
    CREATE INDEX stables_search_trgm_idx ON stables
    USING gin (search_fold(name || ' ' || address || ' ' || city || ' ' || postal_code) gin_trgm_ops)`);
  // The search filter's amenity keys: partial indexes stay small and serve "must have" filters.
  for (const flag of ['has_riding_arena', 'has_wash_area', 'has_wifi', 'has_parking', 'has_feed', 'has_vet']) {
    await knex.raw(`CREATE INDEX stables_${flag}_idx ON stables (id) WHERE ${flag}`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stables');
}
