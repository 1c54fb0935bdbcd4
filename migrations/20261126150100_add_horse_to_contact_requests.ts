// The horse an enquiry was sent with ("Pferd mitsenden"): a copy of its profile as it was then (the contract's
// HorseBody), not a reference, so the owner still reads it after the rider changed or deleted the horse.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE contact_requests ADD COLUMN horse jsonb');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE contact_requests DROP COLUMN horse');
}
