// How many places of a listing are free (issue 15, vacancy): 0 says "Derzeit belegt" instead of taking the
// listing offline, so visitors still find the stable and can ask to be told when a place frees up. Existing
// listings offer one place, as a listing did until now.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'ALTER TABLE listings ADD COLUMN free_places smallint NOT NULL DEFAULT 1 CHECK (free_places BETWEEN 0 AND 99)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE listings DROP COLUMN free_places');
}
