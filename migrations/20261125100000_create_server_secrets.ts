// Secrets every process on one database must share: the session secret signs cookies and mailed newsletter
// links, so a process behind the same load balancer must verify what another signed. Without SESSION_SECRET
// the first process generates one here (under the start-up lock) and the others read it.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE server_secrets (
      name text PRIMARY KEY,
      value text NOT NULL CHECK (length(value) >= 32),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS server_secrets');
}
