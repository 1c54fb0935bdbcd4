// Reports and moderation (issue 37): one queue of reports (`moderation_reports`) about a listing, a review, a
// conversation or a person, each with its reason and text, from an account or (listings and reviews) from an
// e-mail address; and the back office's decisions (`moderation_decisions`) with their statement of reasons, which
// make an item's history. `item_id` points at the kind's table without a foreign key: a report outlives the item.
// Listings remember a moderation hold (`moderation_state`: 'hidden' cannot be reactivated by the owner,
// 'change_requested' goes back to review once the owner resubmits) and its reason; accounts can be blocked.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('moderation_reports', (t) => {
    t.increments('id').primary();
    t.string('kind', 20).notNullable();
    t.integer('item_id').notNullable();
    t.integer('reporter_id').references('users.id').onDelete('SET NULL');
    t.string('reporter_email', 254);
    t.string('reason', 20).notNullable();
    t.text('message').notNullable();
    t.string('status', 10).notNullable().defaultTo('open');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('decided_at', { useTz: true });
    t.integer('decision_id');
  });
  await knex.raw(
    `ALTER TABLE moderation_reports
       ADD CONSTRAINT moderation_reports_kind_check CHECK (kind IN ('listing', 'review', 'conversation', 'user')),
       ADD CONSTRAINT moderation_reports_status_check CHECK (status IN ('open', 'decided'))`,
  );
  await knex.raw('CREATE INDEX moderation_reports_item_idx ON moderation_reports (kind, item_id)');
  await knex.raw("CREATE INDEX moderation_reports_open_idx ON moderation_reports (created_at) WHERE status = 'open'");

  await knex.schema.createTable('moderation_decisions', (t) => {
    t.increments('id').primary();
    t.string('kind', 20).notNullable();
    t.integer('item_id').notNullable();
    t.string('action', 20).notNullable();
    t.text('reason').notNullable();
    t.integer('admin_id').references('users.id').onDelete('SET NULL');
    t.integer('affected_user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX moderation_decisions_item_idx ON moderation_decisions (kind, item_id)');
  await knex.raw(
    `ALTER TABLE moderation_reports ADD CONSTRAINT moderation_reports_decision_fk
       FOREIGN KEY (decision_id) REFERENCES moderation_decisions (id) ON DELETE SET NULL`,
  );

  await knex.schema.alterTable('listings', (t) => {
    t.string('moderation_state', 20);
    t.text('moderation_reason');
  });
  await knex.raw(
    `ALTER TABLE listings ADD CONSTRAINT listings_moderation_state_check
       CHECK (moderation_state IN ('hidden', 'change_requested'))`,
  );
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('blocked_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('blocked_at'));
  await knex.raw('ALTER TABLE listings DROP CONSTRAINT listings_moderation_state_check');
  await knex.schema.alterTable('listings', (t) => {
    t.dropColumn('moderation_state');
    t.dropColumn('moderation_reason');
  });
  await knex.schema.dropTable('moderation_reports');
  await knex.schema.dropTable('moderation_decisions');
}
