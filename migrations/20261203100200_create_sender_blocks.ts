// An owner's blocked senders: by the enquirer's address and, when known, account. A blocked sender can neither
// write in that owner's conversations nor send new enquiries to the owner's listings.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sender_blocks', (t) => {
    t.increments('id').primary();
    t.integer('owner_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('email', 254);
    t.integer('user_id').references('users.id').onDelete('CASCADE');
    /** The conversation the block was made from. */
    t.integer('conversation_id').references('conversations.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['owner_id']);
  });
  await knex.raw(
    'ALTER TABLE sender_blocks ADD CONSTRAINT sender_blocks_someone_check CHECK (email IS NOT NULL OR user_id IS NOT NULL)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sender_blocks');
}
