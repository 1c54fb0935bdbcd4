// Postings for the common words of the search text. A walk along a sort order's index finds a common word fast
// only when its listings are spread over that order; "innenbox" by price walks past every cheaper pasture and
// open stable first (a second at a million listings), and counting or reading a word in 2 % of a million
// listings through the trigram index reads 20,000 rows. For each word in listing_search_dense_terms (chosen from
// a sample of the texts by listing_search_choose_terms), listing_search_terms holds one row per listing whose
// text contains it, carrying the cell and every sort key, with one index per sort order that starts at the word:
// such a search is an index-only scan with a limit, whatever the order. Maintained by a trigger on every row of
// listing_search, in the same transaction as the change.
import type { Knex } from 'knex';

/**
 * Parts of the compounds stable listings are written in, folded as search_fold() writes them: searched on their
 * own, they match inside longer words, which the sample's word count would not see.
 */
const COMPOUND_PARTS = [
  'box',
  'stall',
  'hof',
  'weide',
  'halle',
  'platz',
  'paddock',
  'pferd',
  'koppel',
  'pension',
  'offenstall',
  'reit',
  'laufstall',
  'gruppe',
  'fuhr',
  'longier',
  'solarium',
  'sattel',
  'heu',
  'stroh',
];

const ORDER_INDEXES = [
  ['relevance', 'is_premium DESC, rating DESC, created_at DESC, listing_id DESC'],
  ['price', 'price, listing_id'],
  ['price_desc', '(-price), listing_id'],
  ['rating', 'rating DESC, created_at DESC, listing_id DESC'],
  ['newest', 'created_at DESC, listing_id DESC'],
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE listing_search_dense_terms (
      -- A word as search_fold() writes it; a search term equal to it reads its postings.
      term text PRIMARY KEY,
      -- The share of public listings whose text held the word when it was chosen.
      share real NOT NULL
    )`);
  await knex.raw(`
    CREATE TABLE listing_search_terms (
      term text NOT NULL,
      listing_id integer NOT NULL,
      cell smallint NOT NULL,
      price numeric(10, 2) NOT NULL,
      is_premium boolean NOT NULL,
      rating numeric(2, 1) NOT NULL,
      created_at timestamptz NOT NULL,
      -- Word first: a new word's postings are appended in order, and a listing's are found word by word.
      PRIMARY KEY (term, listing_id)
    )`);
  for (const [name, keys] of ORDER_INDEXES) {
    const include = name === 'price_desc' ? 'cell, price' : 'cell';
    await knex.raw(
      `CREATE INDEX listing_search_terms_${name}_idx ON listing_search_terms (term, ${keys}) INCLUDE (${include})`,
    );
  }

  // A word matches anywhere in the text, as the search's LIKE does; digits are a postal-code prefix.
  await knex.raw(`
    CREATE FUNCTION listing_search_has_term(doc text, postal_code text, term text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN term ~ '^[0-9]+$' THEN starts_with(postal_code, term) ELSE strpos(doc, term) > 0 END
    $$`);

  // A listing's postings follow its search row: rewritten when the row changes, gone with it.
  await knex.raw(`
    CREATE FUNCTION listing_search_post_terms() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        DELETE FROM listing_search_terms
         WHERE listing_id = OLD.listing_id
           AND term IN (SELECT d.term FROM listing_search_dense_terms d WHERE listing_search_has_term(OLD.doc, OLD.postal_code, d.term));
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO listing_search_terms (term, listing_id, cell, price, is_premium, rating, created_at)
        SELECT d.term, NEW.listing_id, NEW.cell, NEW.price, NEW.is_premium, NEW.rating, NEW.created_at
          FROM listing_search_dense_terms d
         WHERE listing_search_has_term(NEW.doc, NEW.postal_code, d.term);
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER listing_search_post_terms
    AFTER INSERT OR DELETE OR UPDATE ON listing_search
    FOR EACH ROW EXECUTE FUNCTION listing_search_post_terms()`);
  await knex.raw(`
    CREATE FUNCTION listing_search_clear_terms() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM listing_search_terms;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER listing_search_clear_terms
    AFTER TRUNCATE ON listing_search
    FOR EACH STATEMENT EXECUTE FUNCTION listing_search_clear_terms()`);

  // Chooses the words worth postings from a sample of about 20,000 texts: those in at least min_share of the
  // listings (below, the trigram index reads their few matches fast) and at most max_share (above, nearly every
  // listing matches, so any walk finds a page at once). The candidates are the sample's own words and the parts
  // of German compounds people search stables with ("box" is in every "Innenbox" and "Außenbox" but rarely a
  // word of its own), counted as the search matches them: anywhere in the text; and the postal codes' first one
  // and two digits (a search for "80" walks every order past all other regions otherwise). Below min_listings public
  // listings every search is fast without postings and none are kept. Postings of dropped words go, those of
  // new words are written.
  await knex.raw(`
    CREATE FUNCTION listing_search_choose_terms(min_listings integer DEFAULT 100000,
                                                min_share real DEFAULT 0.003,
                                                max_share real DEFAULT 0.98,
                                                compound_parts text[] DEFAULT ARRAY[${COMPOUND_PARTS.map((part) => `'${part}'`).join(', ')}])
    RETURNS integer
    LANGUAGE plpgsql AS $$
    DECLARE
      public_listings bigint;
    BEGIN
      SELECT coalesce(sum(listings), 0) INTO public_listings FROM listing_search_cells;
      CREATE TEMP TABLE IF NOT EXISTS chosen_terms (term text PRIMARY KEY, share real NOT NULL) ON COMMIT DROP;
      TRUNCATE chosen_terms;
      IF public_listings >= greatest(min_listings, 1) THEN
        INSERT INTO chosen_terms (term, share)
        WITH sample AS MATERIALIZED (
               SELECT doc, postal_code FROM listing_search
                TABLESAMPLE SYSTEM (least(100, 100.0 * 20000 / public_listings)) REPEATABLE (7)),
             sampled AS (SELECT count(*) AS texts FROM sample),
             words AS (
               SELECT w.word, count(*) AS texts
                 FROM sample
                CROSS JOIN LATERAL (SELECT DISTINCT word FROM regexp_split_to_table(sample.doc, '[^[:alnum:]]+') AS word
                                     WHERE length(word) >= 3 AND word !~ '^[0-9]+$') AS w
                GROUP BY w.word
               UNION
               SELECT part, (SELECT count(*) FROM sample WHERE strpos(sample.doc, part) > 0)
                 FROM unnest(compound_parts) AS part
               UNION
               SELECT left(sample.postal_code, digits), count(*)
                 FROM sample CROSS JOIN generate_series(1, 2) AS digits
                GROUP BY 1)
        SELECT words.word, words.texts::real / sampled.texts
          FROM words CROSS JOIN sampled
         WHERE words.texts >= min_share * sampled.texts AND words.texts <= max_share * sampled.texts;
      END IF;
      DELETE FROM listing_search_terms t
       WHERE t.term IN (SELECT d.term FROM listing_search_dense_terms d
                         WHERE NOT EXISTS (SELECT 1 FROM chosen_terms c WHERE c.term = d.term));
      DELETE FROM listing_search_dense_terms d WHERE NOT EXISTS (SELECT 1 FROM chosen_terms c WHERE c.term = d.term);
      UPDATE listing_search_dense_terms d SET share = c.share FROM chosen_terms c WHERE c.term = d.term;
      INSERT INTO listing_search_terms (term, listing_id, cell, price, is_premium, rating, created_at)
      SELECT c.term, s.listing_id, s.cell, s.price, s.is_premium, s.rating, s.created_at
        FROM chosen_terms c
        JOIN listing_search s ON listing_search_has_term(s.doc, s.postal_code, c.term)
       WHERE NOT EXISTS (SELECT 1 FROM listing_search_dense_terms d WHERE d.term = c.term);
      INSERT INTO listing_search_dense_terms (term, share)
      SELECT term, share FROM chosen_terms ON CONFLICT (term) DO NOTHING;
      RETURN (SELECT count(*) FROM chosen_terms);
    END $$`);

  // The bulk rebuild (after a load that bypassed the triggers) writes the postings in one statement as well.
  await knex.raw(`
    CREATE OR REPLACE FUNCTION listing_search_rebuild() RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      ALTER TABLE listing_search DISABLE TRIGGER listing_search_count_cells;
      ALTER TABLE listing_search DISABLE TRIGGER listing_search_post_terms;
      DELETE FROM listing_search;
      INSERT INTO listing_search (listing_id, cell, price, is_premium, rating, created_at, postal_code, doc)
      SELECT listing_id, cell, price, is_premium, rating, created_at, postal_code, doc FROM listing_search_source;
      ALTER TABLE listing_search ENABLE TRIGGER listing_search_count_cells;
      ALTER TABLE listing_search ENABLE TRIGGER listing_search_post_terms;
      DELETE FROM listing_search_cells;
      INSERT INTO listing_search_cells (cell, listings) SELECT cell, count(*) FROM listing_search GROUP BY cell;
      DELETE FROM listing_search_terms;
      INSERT INTO listing_search_terms (term, listing_id, cell, price, is_premium, rating, created_at)
      SELECT d.term, s.listing_id, s.cell, s.price, s.is_premium, s.rating, s.created_at
        FROM listing_search_dense_terms d
        JOIN listing_search s ON listing_search_has_term(s.doc, s.postal_code, d.term);
    END $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION listing_search_rebuild() RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      ALTER TABLE listing_search DISABLE TRIGGER listing_search_count_cells;
      DELETE FROM listing_search;
      INSERT INTO listing_search (listing_id, cell, price, is_premium, rating, created_at, postal_code, doc)
      SELECT listing_id, cell, price, is_premium, rating, created_at, postal_code, doc FROM listing_search_source;
      ALTER TABLE listing_search ENABLE TRIGGER listing_search_count_cells;
      DELETE FROM listing_search_cells;
      INSERT INTO listing_search_cells (cell, listings) SELECT cell, count(*) FROM listing_search GROUP BY cell;
    END $$`);
  await knex.raw('DROP TRIGGER IF EXISTS listing_search_clear_terms ON listing_search');
  await knex.raw('DROP TRIGGER IF EXISTS listing_search_post_terms ON listing_search');
  await knex.raw('DROP FUNCTION IF EXISTS listing_search_clear_terms()');
  await knex.raw('DROP FUNCTION IF EXISTS listing_search_post_terms()');
  await knex.raw('DROP FUNCTION IF EXISTS listing_search_choose_terms(integer, real, real, text[])');
  await knex.raw('DROP TABLE IF EXISTS listing_search_terms, listing_search_dense_terms');
  await knex.raw('DROP FUNCTION IF EXISTS listing_search_has_term(text, text, text)');
}
