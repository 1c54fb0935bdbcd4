// What an owner's pause interrupted: resuming returns a listing to this public status only when it was
// approved (active or premium) when paused and nobody changed it since; otherwise it goes back to review.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('listings', (t) => {
    t.string('paused_from_status', 20);
  });
  await knex.raw(
    `ALTER TABLE listings ADD CONSTRAINT listings_paused_from_status_check CHECK (paused_from_status IS NULL OR paused_from_status IN ('active', 'premium'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('listings', (t) => {
    t.dropColumn('paused_from_status');
  });
}
