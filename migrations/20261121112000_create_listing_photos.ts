// The photos of a listing: one row per upload, its files stored as responsive WebP sizes under a random key base.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('listing_photos', (t) => {
    t.increments('id');
    t.integer('listing_id').notNullable().references('listings.id').onDelete('CASCADE');
    /** `listings/<listingId>/<random>`: the files are `<storage_key>-<width>.webp`. */
    t.string('storage_key', 200).notNullable().unique();
    /** Size of the largest stored file (the original after rotation, never enlarged). */
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    /** The widths actually stored, ascending, e.g. [480, 960, 1600]. */
    t.jsonb('widths').notNullable();
    /** 0 is the cover. */
    t.integer('position').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['listing_id', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('listing_photos');
}
