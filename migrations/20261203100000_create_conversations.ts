// Conversations (issue 35): every enquiry opens one between the enquirer and the owner of the listing's stable,
// and both write in it. The owner is not stored: it is always the listing's stable's owner. An anonymous enquirer
// reaches it through a private link whose token is stored only as its SHA-256 hash; signing in with the
// enquiry's address later sets enquirer_id. A conversation lives as long as its enquiry and its listing.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('conversations', (t) => {
    t.increments('id').primary();
    t.integer('enquiry_id').notNullable().unique().references('contact_requests.id').onDelete('CASCADE');
    t.integer('listing_id').notNullable().references('listings.id').onDelete('CASCADE');
    t.integer('enquirer_id').references('users.id').onDelete('SET NULL');
    t.string('enquirer_name', 120).notNullable();
    t.string('enquirer_email', 254).notNullable();
    t.string('access_token_hash', 64).unique();
    t.string('owner_status', 20).notNullable().defaultTo('open');
    /** When the owner blocked this conversation's sender (sender_blocks holds the block itself). */
    t.timestamp('blocked_at', { useTz: true });
    t.timestamp('last_message_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `ALTER TABLE conversations ADD CONSTRAINT conversations_owner_status_check
       CHECK (owner_status IN ('open', 'answered', 'archived'))`,
  );
  // The two lists: an enquirer's conversations and those of an owner's listings, newest activity first.
  await knex.raw('CREATE INDEX conversations_enquirer_idx ON conversations (enquirer_id, last_message_at DESC)');
  await knex.raw('CREATE INDEX conversations_listing_idx ON conversations (listing_id, last_message_at DESC)');
  // Taking over an address's anonymous conversations at sign-in.
  await knex.raw(
    'CREATE INDEX conversations_unclaimed_email_idx ON conversations (lower(enquirer_email)) WHERE enquirer_id IS NULL',
  );

  await knex.schema.createTable('conversation_messages', (t) => {
    t.increments('id').primary();
    t.integer('conversation_id').notNullable().references('conversations.id').onDelete('CASCADE');
    t.string('sender', 10).notNullable();
    /** The account that wrote it, when signed in (null for the private link and system lines). */
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    t.text('body').notNullable();
    /** The client's id for the message: a repeat of the same send stores nothing new. */
    t.uuid('client_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    /** When the other side read it; for a system line, when the enquirer read it. */
    t.timestamp('read_at', { useTz: true });
    /** System lines only: when the owner read it (a system line is news for both sides). */
    t.timestamp('owner_read_at', { useTz: true });
    t.unique(['conversation_id', 'client_id']);
    t.index(['conversation_id', 'created_at']);
  });
  await knex.raw(
    `ALTER TABLE conversation_messages ADD CONSTRAINT conversation_messages_sender_check
       CHECK (sender IN ('enquirer', 'owner', 'system'))`,
  );
  // Unread counts (the header badge, the dashboard) look only at unread messages.
  await knex.raw(
    `CREATE INDEX conversation_messages_unread_idx ON conversation_messages (conversation_id, sender)
       WHERE read_at IS NULL OR (sender = 'system' AND owner_read_at IS NULL)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('conversation_messages');
  await knex.schema.dropTable('conversations');
}
