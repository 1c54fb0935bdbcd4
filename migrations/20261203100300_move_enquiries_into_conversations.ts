// Every enquiry so far becomes a conversation whose first message is the enquiry's text, read when the owner had
// opened it, answered when the owner had marked it so: the inbox of existing installs and the demo stays. These
// conversations have no private link (their enquirers got none); signing in with the address takes them over.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    INSERT INTO conversations
      (enquiry_id, listing_id, enquirer_id, enquirer_name, enquirer_email, owner_status, last_message_at, created_at)
    SELECT id, listing_id, user_id, name, email, CASE WHEN status = 'answered' THEN 'answered' ELSE 'open' END,
           created_at, created_at
      FROM contact_requests
     WHERE source = 'enquiry' AND listing_id IS NOT NULL
     ORDER BY id`);
  await knex.raw(`
    INSERT INTO conversation_messages (conversation_id, sender, author_id, body, created_at, read_at)
    SELECT v.id, 'enquirer', c.user_id, c.message, c.created_at, c.read_at
      FROM conversations v JOIN contact_requests c ON c.id = v.enquiry_id
     ORDER BY v.id`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('conversations').delete();
}
