// When the listing's owner first opened an enquiry: the owner's inbox marks the unread ones.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contact_requests', (t) => {
    t.timestamp('read_at', { useTz: true });
  });
  // Unread enquiries of a listing are counted often (inbox badge, dashboard).
  await knex.raw(`CREATE INDEX contact_requests_unread_idx ON contact_requests (listing_id) WHERE read_at IS NULL`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS contact_requests_unread_idx');
  await knex.schema.alterTable('contact_requests', (t) => {
    t.dropColumn('read_at');
  });
}
