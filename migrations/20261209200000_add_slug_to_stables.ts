// Operator pages (/stall/<slug>, issue 37) need a stable's address in words. Every stable gets a unique slug from
// its name (umlauts spelled out, accents removed, "-<id>" appended when the name's slug is taken). The slug is set
// once, when the stable is created (a trigger, so every writer gets one), and stays when the stable is renamed:
// links and search engines keep working, and no redirect table is needed.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION stable_slug_base(input text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT coalesce(nullif(trim(BOTH '-' FROM left(trim(BOTH '-' FROM regexp_replace(
        public.unaccent('public.unaccent'::regdictionary,
          replace(replace(replace(replace(lower(input), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss')),
        '[^a-z0-9]+', '-', 'g')), 60)), ''), 'stall')
    $$`);
  await knex.schema.alterTable('stables', (t) => {
    t.string('slug', 80);
  });
  await knex.raw(`
    UPDATE stables s SET slug = CASE WHEN ranked.n = 1 THEN ranked.base ELSE ranked.base || '-' || s.id END
    FROM (
      SELECT id, stable_slug_base(name) AS base,
             row_number() OVER (PARTITION BY stable_slug_base(name) ORDER BY id) AS n
      FROM stables
    ) ranked
    WHERE ranked.id = s.id`);
  await knex.raw('ALTER TABLE stables ALTER COLUMN slug SET NOT NULL');
  await knex.raw('CREATE UNIQUE INDEX stables_slug_key ON stables (slug)');
  await knex.raw(`
    CREATE OR REPLACE FUNCTION stables_set_slug() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      base text;
    BEGIN
      IF NEW.slug IS NULL THEN
        base := stable_slug_base(NEW.name);
        IF EXISTS (SELECT 1 FROM stables WHERE slug = base) THEN
          base := base || '-' || NEW.id;
        END IF;
        NEW.slug := base;
      END IF;
      RETURN NEW;
    END
    $$`);
  await knex.raw(
    'CREATE TRIGGER stables_set_slug BEFORE INSERT ON stables FOR EACH ROW EXECUTE FUNCTION stables_set_slug()',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS stables_set_slug ON stables');
  await knex.raw('DROP FUNCTION IF EXISTS stables_set_slug()');
  await knex.schema.alterTable('stables', (t) => {
    t.dropColumn('slug');
  });
  await knex.raw('DROP FUNCTION IF EXISTS stable_slug_base(text)');
}
