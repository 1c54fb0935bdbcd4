// Quality seals (issue 37): an owner claims a seal for a stable (the FN's "Geprüfter Pensionspferdebetrieb" with
// its 1-5 stars, or a regional seal by name) with a valid-until date and a document. It is public only once an
// admin confirmed it (status 'confirmed'); the seal job (api/src/trust/seal-job.ts) sets 'expired' after that
// date and reminds the owner once, 30 days before (reminded_at). The document is deleted after the decision.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stable_seals', (t) => {
    t.increments('id').primary();
    t.integer('stable_id').notNullable().references('stables.id').onDelete('CASCADE');
    t.integer('requested_by').references('users.id').onDelete('SET NULL');
    t.string('kind', 10).notNullable();
    t.string('name', 120).notNullable();
    t.smallint('stars');
    t.date('valid_until').notNullable();
    t.string('document_key', 200);
    t.string('document_type', 40);
    t.string('status', 10).notNullable().defaultTo('pending');
    t.text('reason');
    t.integer('decided_by').references('users.id').onDelete('SET NULL');
    t.timestamp('decided_at', { useTz: true });
    t.timestamp('reminded_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `ALTER TABLE stable_seals
       ADD CONSTRAINT stable_seals_status_check CHECK (status IN ('pending', 'confirmed', 'refused', 'expired')),
       ADD CONSTRAINT stable_seals_kind_check CHECK (kind IN ('fn', 'regional')),
       ADD CONSTRAINT stable_seals_stars_check CHECK (
         (kind = 'fn' AND stars BETWEEN 1 AND 5) OR (kind = 'regional' AND stars IS NULL))`,
  );
  await knex.raw('CREATE INDEX stable_seals_stable_idx ON stable_seals (stable_id, status)');
  // The seal job looks only at confirmed seals by their date.
  await knex.raw(`CREATE INDEX stable_seals_confirmed_idx ON stable_seals (valid_until) WHERE status = 'confirmed'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stable_seals');
}
