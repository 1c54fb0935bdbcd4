// A changed e-mail address waits here until the link mailed to it is opened; until then the account keeps its
// confirmed address for sign-in, reset links and mail (a typo or a stranger's address cannot take the account).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users ADD COLUMN pending_email text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP COLUMN IF EXISTS pending_email');
}
