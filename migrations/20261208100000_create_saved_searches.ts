// Saved searches (Suchaufträge) and alerts on favourites (issue 36, docs/alerts.md):
//  - saved_searches: a search saved by an account, or by a visitor's address once confirmed (double opt-in), with
//    its canonical query and the criteria resolved from it (places as coordinates), so matching needs no geocoder;
//  - alert_listing_state: each public listing as the alert job last saw it (public, free, price, all-in month), the
//    snapshot the minute's job compares the search table with; filled from the current state here, so the first
//    run on an existing database records no events;
//  - alert_events: what the job found changed (published, free, cheaper with the old figures, gone);
//  - alert_cursor: one row, locked by the job, with the last event matched against the searches;
//  - saved_search_matches: a listing found for a search, once (its key), and when it was mailed;
//  - favourite_alert_items: an event of a favourite told to an account, once, and when it was mailed;
//  - users.favourite_alerts: the account's choice of mails about its favourites, and its last digest.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('saved_searches', (t) => {
    t.increments('id').primary();
    t.integer('user_id').references('users.id').onDelete('CASCADE');
    /** A visitor's address (no account); null for an account's search, which mails to the account's address. */
    t.string('email', 254);
    t.string('name', 80).notNullable();
    t.string('query', 2000).notNullable();
    t.jsonb('criteria').notNullable();
    t.string('frequency', 10).notNullable();
    t.boolean('paused').notNullable().defaultTo(false);
    /** When the search became active: at once for an account, at the confirmation for a visitor. */
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_alert_at', { useTz: true });
    /** When a daily or weekly search was last due (mailed or not): it is due once per day or week. */
    t.timestamp('digest_at', { useTz: true });
    t.index(['user_id']);
  });
  await knex.raw(
    `ALTER TABLE saved_searches ADD CONSTRAINT saved_searches_frequency_check
       CHECK (frequency IN ('instant', 'daily', 'weekly'))`,
  );
  await knex.raw(
    `ALTER TABLE saved_searches ADD CONSTRAINT saved_searches_owner_check CHECK (user_id IS NOT NULL OR email IS NOT NULL)`,
  );
  await knex.raw('CREATE INDEX saved_searches_email_idx ON saved_searches (lower(email)) WHERE user_id IS NULL');

  await knex.schema.createTable('alert_listing_state', (t) => {
    t.integer('listing_id').primary();
    t.decimal('price', 10, 2).notNullable();
    t.decimal('total', 10, 2).notNullable();
    t.boolean('free').notNullable();
  });
  await knex.raw(
    `INSERT INTO alert_listing_state (listing_id, price, total, free)
     SELECT listing_id, price, total, free_from <= (now() AT TIME ZONE 'Europe/Berlin')::date FROM listing_search`,
  );

  await knex.schema.createTable('alert_events', (t) => {
    t.bigIncrements('id').primary();
    /** No foreign key: a deleted listing's "gone" stays an event. */
    t.integer('listing_id').notNullable();
    t.string('kind', 10).notNullable();
    t.decimal('old_price', 10, 2);
    t.decimal('old_total', 10, 2);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['created_at']);
  });

  await knex.schema.createTable('alert_cursor', (t) => {
    t.smallint('id').primary();
    t.bigInteger('matched_through').notNullable().defaultTo(0);
    t.timestamp('detected_at', { useTz: true });
  });
  await knex('alert_cursor').insert({ id: 1, matched_through: 0 });

  await knex.schema.createTable('saved_search_matches', (t) => {
    t.integer('saved_search_id').notNullable().references('saved_searches.id').onDelete('CASCADE');
    t.integer('listing_id').notNullable().references('listings.id').onDelete('CASCADE');
    t.bigInteger('event_id').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('mailed_at', { useTz: true });
    t.primary(['saved_search_id', 'listing_id']);
  });
  await knex.raw(
    'CREATE INDEX saved_search_matches_unmailed_idx ON saved_search_matches (saved_search_id) WHERE mailed_at IS NULL',
  );

  await knex.schema.createTable('favourite_alert_items', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.bigInteger('event_id').notNullable();
    t.integer('listing_id').notNullable();
    t.string('kind', 10).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('mailed_at', { useTz: true });
    t.primary(['user_id', 'event_id']);
  });
  await knex.raw(
    'CREATE INDEX favourite_alert_items_unmailed_idx ON favourite_alert_items (user_id) WHERE mailed_at IS NULL',
  );

  await knex.schema.alterTable('users', (t) => {
    t.string('favourite_alerts', 10).notNullable().defaultTo('off');
    t.timestamp('favourite_digest_at', { useTz: true });
  });
  await knex.raw(
    `ALTER TABLE users ADD CONSTRAINT users_favourite_alerts_check CHECK (favourite_alerts IN ('off', 'instant', 'daily'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP CONSTRAINT IF EXISTS users_favourite_alerts_check');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('favourite_digest_at');
    t.dropColumn('favourite_alerts');
  });
  for (const table of [
    'favourite_alert_items',
    'saved_search_matches',
    'alert_cursor',
    'alert_events',
    'alert_listing_state',
    'saved_searches',
  ]) {
    await knex.schema.dropTable(table);
  }
}
