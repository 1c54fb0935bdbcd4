// The alert job's look for changes (api/src/alerts/events.ts) is skipped when the listing generation and the day in
// Berlin are those of its last look: nothing it compares can have changed. The comparison reads every public
// listing (450 ms of database work a minute at 200,000 listings), which a quiet minute no longer pays.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alert_cursor', (t) => {
    t.bigInteger('detected_generation');
    t.date('detected_day');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alert_cursor', (t) => {
    t.dropColumn('detected_generation');
    t.dropColumn('detected_day');
  });
}
