// Rate-limit counters live in the database, so every server process behind a load balancer shares them.
// The columns are the ones rate-limiter-flexible's Postgres store expects.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS rate_limits (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )`);
  await knex.raw('CREATE INDEX IF NOT EXISTS rate_limits_expire_idx ON rate_limits (expire)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limits');
}
