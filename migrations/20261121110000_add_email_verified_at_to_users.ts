// When a user confirmed their e-mail address; null until the confirmation link is opened (and again after
// an e-mail change). Existing accounts count as confirmed: they signed up before confirmation existed.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true });
  });
  await knex('users').update({ emailVerifiedAt: knex.ref('createdAt') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_verified_at');
  });
}
