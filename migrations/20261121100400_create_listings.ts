// Listings: the stable places offered for rent, with their status workflow and counters.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('listings', (t) => {
    t.increments('id');
    t.integer('stable_id').notNullable().references('stables.id').onDelete('CASCADE');
    t.string('title', 160).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.string('stall_type', 20).notNullable();
    t.decimal('price_per_month', 10, 2).notNullable();
    t.date('available_from');
    t.jsonb('image_urls').notNullable().defaultTo('[]');
    t.jsonb('features').notNullable().defaultTo('[]');
    t.boolean('is_premium').notNullable().defaultTo(false);
    t.integer('view_count').notNullable().defaultTo(0);
    t.string('status', 20).notNullable().defaultTo('pending');
    t.string('contact_phone', 40);
    t.string('contact_email', 254);
    t.string('whatsapp_number', 40);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['stable_id']);
    t.index(['status']);
    t.index(['stall_type']);
    t.index(['price_per_month']);
    t.index(['created_at']);
    t.index(['view_count']);
  });
  await knex.raw(
    `ALTER TABLE listings ADD CONSTRAINT listings_stall_type_check CHECK (stall_type IN ('outside_box', 'inside_box', 'open_stable', 'pasture'))`,
  );
  await knex.raw(
    `ALTER TABLE listings ADD CONSTRAINT listings_status_check CHECK (status IN ('active', 'inactive', 'pending', 'premium'))`,
  );
  await knex.raw('ALTER TABLE listings ADD CONSTRAINT listings_price_check CHECK (price_per_month >= 0)');
  // Relevance order of the public search: premium first, newest among equals.
  await knex.raw(
    `CREATE INDEX listings_public_premium_idx ON listings (is_premium DESC, created_at DESC) WHERE status IN ('active', 'premium')`,
  );
  await knex.raw(
    `CREATE INDEX listings_search_trgm_idx ON listings USING gin (search_fold(title || ' ' || description) gin_trgm_ops)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('listings');
}
