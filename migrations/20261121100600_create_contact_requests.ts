// Contact requests: messages from the contact form and enquiries about a listing, read by admins (and owners).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_requests', (t) => {
    t.increments('id');
    t.string('source', 20).notNullable();
    t.integer('listing_id').references('listings.id').onDelete('SET NULL');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('name', 120).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone', 40);
    t.string('subject', 200);
    t.text('message').notNullable();
    t.date('move_in_date');
    t.string('status', 20).notNullable().defaultTo('new');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
    t.index(['listing_id']);
    t.index(['user_id']);
  });
  await knex.raw(
    `ALTER TABLE contact_requests ADD CONSTRAINT contact_requests_source_check CHECK (source IN ('contact_form', 'enquiry'))`,
  );
  await knex.raw(
    `ALTER TABLE contact_requests ADD CONSTRAINT contact_requests_status_check CHECK (status IN ('new', 'answered'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_requests');
}
