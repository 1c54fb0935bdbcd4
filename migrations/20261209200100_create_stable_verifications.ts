// Verified operators (issue 37): an owner asks for a stable to be verified with its legal name, address, phone and
// a document (trade registration or utility bill); an admin grants "Verifizierter Betrieb" or refuses with a
// reason. The document lives in the media store under a private key (document_key) until the decision, then it
// is deleted and the key set null. One open request per stable; the newest granted one is the stable's badge.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stable_verifications', (t) => {
    t.increments('id').primary();
    t.integer('stable_id').notNullable().references('stables.id').onDelete('CASCADE');
    t.integer('requested_by').references('users.id').onDelete('SET NULL');
    t.string('legal_name', 160).notNullable();
    t.string('address', 240).notNullable();
    t.string('phone', 40).notNullable();
    t.string('document_kind', 20).notNullable();
    t.string('document_key', 200);
    t.string('document_type', 40);
    t.string('status', 10).notNullable().defaultTo('pending');
    t.text('reason');
    t.integer('decided_by').references('users.id').onDelete('SET NULL');
    t.timestamp('decided_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `ALTER TABLE stable_verifications
       ADD CONSTRAINT stable_verifications_status_check CHECK (status IN ('pending', 'granted', 'refused')),
       ADD CONSTRAINT stable_verifications_kind_check CHECK (document_kind IN ('trade_register', 'utility_bill'))`,
  );
  await knex.raw(
    `CREATE UNIQUE INDEX stable_verifications_one_open_idx ON stable_verifications (stable_id) WHERE status = 'pending'`,
  );
  await knex.raw('CREATE INDEX stable_verifications_stable_idx ON stable_verifications (stable_id, decided_at DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stable_verifications');
}
