// Free text ordered by the all-in month ("innenbox", cheapest all-in first). The postings of a common word carried
// every sort key but the all-in month (migration add_facts_to_listing_search came later), so such a search walked
// listing_search's all-in order and tested the text on each row it passed: 1.1 s at a million listings for
// "innenbox", whose listings are dearer than the pastures and open stables the walk passes first. Each posting now
// carries its listing's all-in month too, with an index per direction that starts at the word, as the other orders
// have: the page is an index-only scan of the word's postings with a limit.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // The postings are rewritten, not updated in place: an update gives each of ten million postings a new entry in
  // each of its seven indexes (over half an hour at a million listings). They are copied out with the all-in
  // month, written back into the table without its indexes, and the indexes built afresh over them.
  const indexes = await knex.raw<{ rows: { indexname: string; indexdef: string }[] }>(
    `SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'listing_search_terms'
        AND indexname <> 'listing_search_terms_pkey'`,
  );
  await knex.raw(`
    CREATE TEMP TABLE postings_with_total ON COMMIT DROP AS
    SELECT t.term, t.listing_id, t.cell, t.price, t.is_premium, t.rating, t.created_at, t.spot, s.total
      FROM listing_search_terms t JOIN listing_search s ON s.listing_id = t.listing_id`);
  for (const { indexname } of indexes.rows) await knex.raw('DROP INDEX ??', [indexname]);
  await knex.raw('ALTER TABLE listing_search_terms DROP CONSTRAINT listing_search_terms_pkey');
  await knex.raw('TRUNCATE listing_search_terms');
  await knex.raw('ALTER TABLE listing_search_terms ADD COLUMN total numeric(10, 2) NOT NULL');
  await knex.raw(`
    INSERT INTO listing_search_terms (term, listing_id, cell, price, is_premium, rating, created_at, spot, total)
    SELECT term, listing_id, cell, price, is_premium, rating, created_at, spot, total FROM postings_with_total`);
  await knex.raw('ALTER TABLE listing_search_terms ADD PRIMARY KEY (term, listing_id)');
  for (const { indexdef } of indexes.rows) await knex.raw(indexdef);
  // The planner's figures of the rewritten table (VACUUM, which cannot run in the migration's transaction, follows
  // by itself after so many inserts and marks the pages all-visible for index-only scans again).
  await knex.raw('ANALYZE listing_search_terms');
  // Postings written by the search row's trigger bring their point and all-in month; those the bulk rebuild and
  // the choice of words write (listing_search_rebuild, listing_search_choose_terms) look both up in one read.
  await knex.raw('DROP TRIGGER listing_search_terms_spot ON listing_search_terms');
  await knex.raw(`
    CREATE OR REPLACE FUNCTION listing_search_terms_spot() RETURNS trigger
    LANGUAGE plpgsql AS $$
    DECLARE
      earth_point earth;
      total_month numeric(10, 2);
    BEGIN
      SELECT s.earth, s.total INTO earth_point, total_month FROM listing_search s WHERE s.listing_id = NEW.listing_id;
      NEW.spot := coalesce(NEW.spot, cube(earth_point, hashtext(NEW.term)::float8));
      NEW.total := coalesce(NEW.total, total_month);
      RETURN NEW;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER listing_search_terms_spot
    BEFORE INSERT ON listing_search_terms
    FOR EACH ROW WHEN (NEW.spot IS NULL OR NEW.total IS NULL) EXECUTE FUNCTION listing_search_terms_spot()`);
  await knex.raw(`
    CREATE OR REPLACE FUNCTION listing_search_post_terms() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        DELETE FROM listing_search_terms
         WHERE listing_id = OLD.listing_id
           AND term IN (SELECT d.term FROM listing_search_dense_terms d WHERE listing_search_has_term(OLD.doc, OLD.postal_code, d.term));
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO listing_search_terms (term, listing_id, cell, price, is_premium, rating, created_at, spot, total)
        SELECT d.term, NEW.listing_id, NEW.cell, NEW.price, NEW.is_premium, NEW.rating, NEW.created_at,
               cube(NEW.earth, hashtext(d.term)::float8), NEW.total
          FROM listing_search_dense_terms d
         WHERE listing_search_has_term(NEW.doc, NEW.postal_code, d.term);
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(
    'CREATE INDEX listing_search_terms_total_idx ON listing_search_terms (term, total, listing_id) INCLUDE (cell)',
  );
  await knex.raw(
    'CREATE INDEX listing_search_terms_total_desc_idx ON listing_search_terms (term, (-total), listing_id) INCLUDE (cell, total)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX listing_search_terms_total_desc_idx');
  await knex.raw('DROP INDEX listing_search_terms_total_idx');
  await knex.raw(`
    CREATE OR REPLACE FUNCTION listing_search_post_terms() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        DELETE FROM listing_search_terms
         WHERE listing_id = OLD.listing_id
           AND term IN (SELECT d.term FROM listing_search_dense_terms d WHERE listing_search_has_term(OLD.doc, OLD.postal_code, d.term));
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO listing_search_terms (term, listing_id, cell, price, is_premium, rating, created_at, spot)
        SELECT d.term, NEW.listing_id, NEW.cell, NEW.price, NEW.is_premium, NEW.rating, NEW.created_at,
               cube(NEW.earth, hashtext(d.term)::float8)
          FROM listing_search_dense_terms d
         WHERE listing_search_has_term(NEW.doc, NEW.postal_code, d.term);
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw('DROP TRIGGER listing_search_terms_spot ON listing_search_terms');
  await knex.raw(`
    CREATE OR REPLACE FUNCTION listing_search_terms_spot() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      NEW.spot := cube((SELECT s.earth FROM listing_search s WHERE s.listing_id = NEW.listing_id),
                       hashtext(NEW.term)::float8);
      RETURN NEW;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER listing_search_terms_spot
    BEFORE INSERT ON listing_search_terms
    FOR EACH ROW WHEN (NEW.spot IS NULL) EXECUTE FUNCTION listing_search_terms_spot()`);
  await knex.raw('ALTER TABLE listing_search_terms DROP COLUMN total');
}
