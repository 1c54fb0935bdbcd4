// Verified reviews (issue 37). `tenancies`: the owner confirmed a person as boarder of the stable ("ist Einsteller
// seit …", `since` the first day of that month), one per person and stable. `reviews`: one per user and stable,
// written after a verified contact (`basis`: a viewing that took place, or a confirmed tenancy), with the overall
// rating, the five categories and the text, and the owner's one public reply. A deleted account leaves its reviews
// with user_id null ("Ehemaliges Mitglied"), so the aggregate stays what the reviews were. `hidden_at` is for
// moderation: hidden reviews do not count.
//
// The stables' rating and review_count are from now on computed from the visible reviews only (in the transaction
// that writes a review, with the stable's row locked): the ratings stored until now were nobody's, so they go.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tenancies', (t) => {
    t.increments('id').primary();
    t.integer('stable_id').notNullable().references('stables.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('conversation_id').references('conversations.id').onDelete('SET NULL');
    t.date('since').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['stable_id', 'user_id']);
  });
  await knex.raw('CREATE INDEX tenancies_user_idx ON tenancies (user_id)');

  await knex.schema.createTable('reviews', (t) => {
    t.increments('id').primary();
    t.integer('stable_id').notNullable().references('stables.id').onDelete('CASCADE');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('basis', 10).notNullable();
    t.date('tenancy_since');
    t.smallint('overall').notNullable();
    t.smallint('welfare').notNullable();
    t.smallint('facilities').notNullable();
    t.smallint('care').notNullable();
    t.smallint('value').notNullable();
    t.smallint('community').notNullable();
    t.text('text').notNullable();
    t.text('reply');
    t.timestamp('replied_at', { useTz: true });
    t.timestamp('hidden_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['stable_id', 'user_id']);
  });
  await knex.raw(
    `ALTER TABLE reviews
       ADD CONSTRAINT reviews_basis_check CHECK (basis IN ('viewing', 'tenancy')),
       ADD CONSTRAINT reviews_stars_check CHECK (
         overall BETWEEN 1 AND 5 AND welfare BETWEEN 1 AND 5 AND facilities BETWEEN 1 AND 5
         AND care BETWEEN 1 AND 5 AND value BETWEEN 1 AND 5 AND community BETWEEN 1 AND 5)`,
  );
  // A stable's reviews, newest first (the detail page), and its aggregate.
  await knex.raw('CREATE INDEX reviews_stable_idx ON reviews (stable_id, created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX reviews_user_idx ON reviews (user_id)');

  // No review exists yet: no stable has a rating.
  await knex('stables')
    .whereNotNull('rating')
    .orWhere('review_count', '<>', 0)
    .update({ rating: null, review_count: 0 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reviews');
  await knex.schema.dropTable('tenancies');
}
