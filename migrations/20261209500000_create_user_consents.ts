// Consents to the legal documents (issue 38): which member accepted which document (terms, privacy) in which
// version (contract/legal.ts LEGAL_VERSIONS) and when. A row per acceptance, never changed; a new version of a
// document asks again and adds a row. Members registered before this table accepted nothing recorded here, so
// they are asked at their next visit.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_consents', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('document', 20).notNullable();
    t.string('version', 20).notNullable();
    t.timestamp('accepted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'document', 'version']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_consents');
}
