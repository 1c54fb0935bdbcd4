// Which mail jobs have been sent: the mail worker (api/src/jobs/queue.ts) records each delivery right after the
// server accepted it, and a job retried after a crash between the two finds it here and sends nothing again.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE mail_deliveries (
      job_id uuid PRIMARY KEY,
      sent_at timestamptz NOT NULL DEFAULT now()
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS mail_deliveries');
}
