-- The search schema (api/src/search/schema.ts writes this file: npm run search:schema).

CREATE TABLE listing_search (
  listing_id integer NOT NULL,
  stall_type text,
  price numeric(10,2),
  price_band smallint,
  region text,
  total numeric(10,2),
  is_premium boolean,
  rating numeric(2,1),
  created_at timestamp with time zone,
  has_riding_arena boolean,
  has_wash_area boolean,
  has_wifi boolean,
  has_parking boolean,
  has_feed boolean,
  has_vet boolean,
  has_indoor_arena boolean,
  facilities text[],
  care text,
  turnout smallint,
  turnout_grouping text,
  admits_stallions boolean,
  admits_mares boolean,
  admits_geldings boolean,
  admits_ponies boolean,
  admits_donkeys boolean,
  hoofs text,
  special_needs text[],
  max_height smallint,
  min_age smallint,
  max_age smallint,
  area numeric,
  free_from date,
  postal_code text,
  words text[],
  earth cube,
  lat double precision,
  lon double precision,
  map_x double precision,
  map_y double precision,
  min_term smallint,
  cell_x integer,
  cell_y integer
);

CREATE TABLE listing_search_vocabulary (
  word text NOT NULL
);

CREATE TABLE listing_map_cells (
  facet text NOT NULL,
  value text NOT NULL,
  x integer NOT NULL,
  y integer NOT NULL,
  count integer NOT NULL,
  premium integer NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL
);

CREATE VIEW listing_search_source AS
SELECT l.id AS listing_id,
l.stall_type::text AS stall_type,
l.price_per_month AS price,
width_bucket(l.price_per_month, ARRAY[200::numeric, 400::numeric, 600::numeric])::smallint AS price_band,
s.region::text AS region,
(l.price_per_month + COALESCE(( SELECT sum(
CASE i.value ->> 'period'::text
WHEN 'monthly'::text THEN round(((i.value ->> 'amount'::text)::numeric) * 100::numeric)
ELSE round(round(((i.value ->> 'amount'::text)::numeric) * 100::numeric) / 12::numeric)
END) AS sum
FROM jsonb_array_elements(l.price_items) i(value)
WHERE (i.value ->> 'kind'::text) = 'required'::text AND ((i.value ->> 'period'::text) = ANY (ARRAY['monthly'::text, 'yearly'::text]))), 0::numeric) / 100::numeric)::numeric(10,2) AS total,
l.is_premium,
COALESCE(s.rating, 0::numeric)::numeric(2,1) AS rating,
l.created_at,
s.has_riding_arena,
s.has_wash_area,
s.has_wifi,
s.has_parking,
s.has_feed,
s.has_vet,
s.has_indoor_arena,
s.facilities,
l.facts ->> 'careLevel'::text AS care,
floor(LEAST((l.facts ->> 'turnoutHoursSummer'::text)::numeric, (l.facts ->> 'turnoutHoursWinter'::text)::numeric))::smallint AS turnout,
l.facts ->> 'turnoutGrouping'::text AS turnout_grouping,
((l.facts -> 'admits'::text) ->> 'stallions'::text)::boolean AS admits_stallions,
((l.facts -> 'admits'::text) ->> 'mares'::text)::boolean AS admits_mares,
((l.facts -> 'admits'::text) ->> 'geldings'::text)::boolean AS admits_geldings,
((l.facts -> 'admits'::text) ->> 'ponies'::text)::boolean AS admits_ponies,
((l.facts -> 'admits'::text) ->> 'donkeys'::text)::boolean AS admits_donkeys,
l.facts ->> 'hoofs'::text AS hoofs,
CASE
WHEN jsonb_typeof(l.facts -> 'specialNeeds'::text) = 'array'::text THEN ARRAY( SELECT jsonb_array_elements_text(l.facts -> 'specialNeeds'::text) AS jsonb_array_elements_text)
ELSE NULL::text[]
END AS special_needs,
floor((l.facts ->> 'maxHeightCm'::text)::numeric)::smallint AS max_height,
floor((l.facts ->> 'minAge'::text)::numeric)::smallint AS min_age,
floor((l.facts ->> 'maxAge'::text)::numeric)::smallint AS max_age,
(l.facts ->> 'areaM2'::text)::numeric AS area,
CASE
WHEN l.free_places = 0 THEN 'infinity'::date
ELSE COALESCE(l.available_from, '-infinity'::date)
END AS free_from,
s.postal_code::text AS postal_code,
ARRAY( SELECT DISTINCT word.word
FROM regexp_split_to_table(search_fold((((((((((l.title::text || ' '::text) || l.description) || ' '::text) || s.name::text) || ' '::text) || s.address::text) || ' '::text) || s.city::text) || ' '::text) || s.postal_code::text), '[[:space:]]+'::text) word(word)
WHERE word.word <> ''::text
ORDER BY word.word) AS words,
CASE
WHEN s.latitude IS NOT NULL AND s.longitude IS NOT NULL THEN ll_to_earth(s.latitude + (l.id % 1000 - 500)::double precision * 0.000000001::double precision, s.longitude + (l.id / 1000 % 1000 - 500)::double precision * 0.000000001::double precision)::cube
ELSE NULL::cube
END AS earth,
s.latitude AS lat,
s.longitude AS lon,
(s.longitude + 180::double precision) / 360::double precision AS map_x,
(1::double precision - ln(tan(radians(LEAST(85.05112877980659::double precision, GREATEST('-85.05112877980659'::numeric::double precision, s.latitude)))) + 1::double precision / cos(radians(LEAST(85.05112877980659::double precision, GREATEST('-85.05112877980659'::numeric::double precision, s.latitude))))) / pi()) / 2::double precision AS map_y,
floor((l.facts ->> 'minTermMonths'::text)::numeric)::smallint AS min_term,
LEAST(1048575::double precision, GREATEST(0::double precision, floor((s.longitude + 180::double precision) / 360::double precision * 1048576::double precision)))::integer AS cell_x,
LEAST(1048575::double precision, GREATEST(0::double precision, floor((1::double precision - ln(tan(radians(LEAST(85.05112877980659::double precision, GREATEST('-85.05112877980659'::numeric::double precision, s.latitude)))) + 1::double precision / cos(radians(LEAST(85.05112877980659::double precision, GREATEST('-85.05112877980659'::numeric::double precision, s.latitude))))) / pi()) / 2::double precision * 1048576::double precision)))::integer AS cell_y
FROM listings l
JOIN stables s ON s.id = l.stable_id
WHERE l.status::text = ANY (ARRAY['active'::character varying::text, 'premium'::character varying::text]);

CREATE OR REPLACE FUNCTION public.listing_map_cells_clear()
RETURNS trigger
LANGUAGE plpgsql
AS $function$
BEGIN
DELETE FROM listing_map_cells;
RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.listing_map_cells_count()
RETURNS trigger
LANGUAGE plpgsql
AS $function$
BEGIN
IF TG_OP IN ('DELETE', 'UPDATE') THEN
UPDATE listing_map_cells AS kept
SET count = kept.count - gone.count, premium = kept.premium - gone.premium,
lat = kept.lat - gone.lat, lon = kept.lon - gone.lon
FROM (
SELECT f.facet, f.value,
least(1023, greatest(0, floor(r.map_x * 1024)::int)) AS x,
least(1023, greatest(0, floor(r.map_y * 1024)::int)) AS y,
count(*)::int AS count, (count(*) FILTER (WHERE r.is_premium))::int AS premium,
sum(r.lat) AS lat, sum(r.lon) AS lon
FROM removed AS r CROSS JOIN LATERAL (VALUES ('', ''), ('region', r.region), ('stall_type', r.stall_type), ('price_band', r.price_band::text), ('has_riding_arena', CASE WHEN r.has_riding_arena THEN 'true' END), ('has_wash_area', CASE WHEN r.has_wash_area THEN 'true' END), ('has_wifi', CASE WHEN r.has_wifi THEN 'true' END), ('has_parking', CASE WHEN r.has_parking THEN 'true' END), ('has_feed', CASE WHEN r.has_feed THEN 'true' END), ('has_vet', CASE WHEN r.has_vet THEN 'true' END)) AS f (facet, value)
WHERE r.lat IS NOT NULL AND r.lon IS NOT NULL AND f.value IS NOT NULL
GROUP BY 1, 2, 3, 4) AS gone
WHERE kept.facet = gone.facet AND kept.value = gone.value AND kept.x = gone.x AND kept.y = gone.y;
DELETE FROM listing_map_cells AS kept USING (
SELECT f.facet, f.value,
least(1023, greatest(0, floor(r.map_x * 1024)::int)) AS x,
least(1023, greatest(0, floor(r.map_y * 1024)::int)) AS y,
count(*)::int AS count, (count(*) FILTER (WHERE r.is_premium))::int AS premium,
sum(r.lat) AS lat, sum(r.lon) AS lon
FROM removed AS r CROSS JOIN LATERAL (VALUES ('', ''), ('region', r.region), ('stall_type', r.stall_type), ('price_band', r.price_band::text), ('has_riding_arena', CASE WHEN r.has_riding_arena THEN 'true' END), ('has_wash_area', CASE WHEN r.has_wash_area THEN 'true' END), ('has_wifi', CASE WHEN r.has_wifi THEN 'true' END), ('has_parking', CASE WHEN r.has_parking THEN 'true' END), ('has_feed', CASE WHEN r.has_feed THEN 'true' END), ('has_vet', CASE WHEN r.has_vet THEN 'true' END)) AS f (facet, value)
WHERE r.lat IS NOT NULL AND r.lon IS NOT NULL AND f.value IS NOT NULL
GROUP BY 1, 2, 3, 4) AS gone WHERE kept.facet = gone.facet AND kept.value = gone.value AND kept.x = gone.x AND kept.y = gone.y AND kept.count = 0;
END IF;
IF TG_OP IN ('INSERT', 'UPDATE') THEN
INSERT INTO listing_map_cells AS kept
SELECT f.facet, f.value,
least(1023, greatest(0, floor(r.map_x * 1024)::int)) AS x,
least(1023, greatest(0, floor(r.map_y * 1024)::int)) AS y,
count(*)::int AS count, (count(*) FILTER (WHERE r.is_premium))::int AS premium,
sum(r.lat) AS lat, sum(r.lon) AS lon
FROM added AS r CROSS JOIN LATERAL (VALUES ('', ''), ('region', r.region), ('stall_type', r.stall_type), ('price_band', r.price_band::text), ('has_riding_arena', CASE WHEN r.has_riding_arena THEN 'true' END), ('has_wash_area', CASE WHEN r.has_wash_area THEN 'true' END), ('has_wifi', CASE WHEN r.has_wifi THEN 'true' END), ('has_parking', CASE WHEN r.has_parking THEN 'true' END), ('has_feed', CASE WHEN r.has_feed THEN 'true' END), ('has_vet', CASE WHEN r.has_vet THEN 'true' END)) AS f (facet, value)
WHERE r.lat IS NOT NULL AND r.lon IS NOT NULL AND f.value IS NOT NULL
GROUP BY 1, 2, 3, 4
ON CONFLICT (facet, value, x, y) DO UPDATE
SET count = kept.count + excluded.count, premium = kept.premium + excluded.premium,
lat = kept.lat + excluded.lat, lon = kept.lon + excluded.lon;
END IF;
RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.listing_search_refresh(ids integer[])
RETURNS void
LANGUAGE sql
AS $function$
DELETE FROM listing_search AS kept
WHERE kept.listing_id = ANY (ids)
AND NOT EXISTS (SELECT 1 FROM listing_search_source AS wanted
WHERE wanted.listing_id = kept.listing_id AND wanted IS NOT DISTINCT FROM kept);
INSERT INTO listing_search SELECT * FROM listing_search_source WHERE listing_id = ANY (ids)
ON CONFLICT (listing_id) DO NOTHING;
INSERT INTO listing_search_vocabulary
SELECT DISTINCT unnest(words) FROM listing_search WHERE listing_id = ANY (ids)
ON CONFLICT (word) DO NOTHING;
$function$;

CREATE OR REPLACE FUNCTION public.listing_search_turn()
RETURNS void
LANGUAGE sql
AS $function$
SELECT pg_advisory_xact_lock(720261130)
$function$;

CREATE OR REPLACE FUNCTION public.listing_search_typed_words(stall_type text, words text[])
RETURNS text[]
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $function$
SELECT array_agg(stall_type || ':' || word) FROM unnest(words) AS word
$function$;

CREATE OR REPLACE FUNCTION public.listings_clear_search()
RETURNS trigger
LANGUAGE plpgsql
AS $function$
BEGIN
DELETE FROM listing_search;
RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.listings_refresh_search()
RETURNS trigger
LANGUAGE plpgsql
AS $function$
BEGIN
PERFORM listing_search_turn();
PERFORM listing_search_refresh(ARRAY[coalesce(NEW.id, OLD.id)]);
RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.raise_listing_generation()
RETURNS trigger
LANGUAGE plpgsql
AS $function$
BEGIN
IF current_setting('stallfinder.generation_raised', true) IS DISTINCT FROM 'yes' THEN
PERFORM listing_search_turn();
PERFORM set_config('stallfinder.generation_raised', 'yes', true);
UPDATE listing_generation SET value = value + 1;
END IF;
RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.stables_refresh_search()
RETURNS trigger
LANGUAGE plpgsql
AS $function$
BEGIN
PERFORM listing_search_turn();
PERFORM listing_search_refresh(ARRAY(SELECT id FROM listings WHERE stable_id = NEW.id));
RETURN NULL;
END $function$;

CREATE TRIGGER listing_map_cells_delete AFTER DELETE ON public.listing_search REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_count();

CREATE TRIGGER listing_map_cells_insert AFTER INSERT ON public.listing_search REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_count();

CREATE TRIGGER listing_map_cells_truncate AFTER TRUNCATE ON public.listing_search FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_clear();

CREATE TRIGGER listing_map_cells_update AFTER UPDATE ON public.listing_search REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_count();

CREATE TRIGGER listing_photos_generation_truncate AFTER TRUNCATE ON public.listing_photos FOR EACH STATEMENT EXECUTE FUNCTION raise_listing_generation();

CREATE CONSTRAINT TRIGGER listing_photos_generation_update AFTER UPDATE ON public.listing_photos DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (true) EXECUTE FUNCTION raise_listing_generation();

CREATE CONSTRAINT TRIGGER listing_photos_generation_write AFTER INSERT OR DELETE ON public.listing_photos DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_listing_generation();

CREATE TRIGGER listings_clear_search AFTER TRUNCATE ON public.listings FOR EACH STATEMENT EXECUTE FUNCTION listings_clear_search();

CREATE TRIGGER listings_generation_truncate AFTER TRUNCATE ON public.listings FOR EACH STATEMENT EXECUTE FUNCTION raise_listing_generation();

CREATE CONSTRAINT TRIGGER listings_generation_update AFTER UPDATE ON public.listings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((NOT (old.view_count IS DISTINCT FROM new.view_count))) EXECUTE FUNCTION raise_listing_generation();

CREATE CONSTRAINT TRIGGER listings_generation_write AFTER INSERT OR DELETE ON public.listings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_listing_generation();

CREATE CONSTRAINT TRIGGER listings_refresh_search AFTER INSERT OR DELETE ON public.listings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION listings_refresh_search();

CREATE CONSTRAINT TRIGGER listings_refresh_search_update AFTER UPDATE ON public.listings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((NOT (old.view_count IS DISTINCT FROM new.view_count))) EXECUTE FUNCTION listings_refresh_search();

CREATE TRIGGER platform_settings_generation_truncate AFTER TRUNCATE ON public.platform_settings FOR EACH STATEMENT EXECUTE FUNCTION raise_listing_generation();

CREATE CONSTRAINT TRIGGER platform_settings_generation_update AFTER UPDATE ON public.platform_settings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (true) EXECUTE FUNCTION raise_listing_generation();

CREATE CONSTRAINT TRIGGER platform_settings_generation_write AFTER INSERT OR DELETE ON public.platform_settings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_listing_generation();

CREATE TRIGGER stables_generation_truncate AFTER TRUNCATE ON public.stables FOR EACH STATEMENT EXECUTE FUNCTION raise_listing_generation();

CREATE CONSTRAINT TRIGGER stables_generation_update AFTER UPDATE ON public.stables DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (true) EXECUTE FUNCTION raise_listing_generation();

CREATE CONSTRAINT TRIGGER stables_generation_write AFTER INSERT OR DELETE ON public.stables DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_listing_generation();

CREATE CONSTRAINT TRIGGER stables_refresh_search AFTER UPDATE ON public.stables DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stables_refresh_search();

CREATE UNIQUE INDEX listing_map_cells_pkey ON public.listing_map_cells USING btree (facet, value, x, y);

CREATE INDEX listing_search_amenities_with_vet_idx ON public.listing_search USING btree (has_wifi, has_wash_area, has_riding_arena, has_feed, has_parking) INCLUDE (listing_id, stall_type, region, price_band, total) WHERE has_vet;

CREATE INDEX listing_search_area_idx ON public.listing_search USING btree (area) INCLUDE (stall_type, listing_id) WHERE (area IS NOT NULL);

CREATE INDEX listing_search_care_idx ON public.listing_search USING btree (care, stall_type) INCLUDE (listing_id, region, turnout, turnout_grouping, admits_stallions, admits_mares, admits_geldings, admits_ponies, admits_donkeys, hoofs, special_needs, max_height, min_age, max_age, area, free_from, min_term, has_indoor_arena, facilities);

CREATE INDEX listing_search_care_turnout_idx ON public.listing_search USING btree (care, turnout) INCLUDE (stall_type, listing_id, region, turnout_grouping, admits_stallions, admits_mares, admits_geldings, admits_ponies, admits_donkeys, hoofs, special_needs, max_height, min_age, max_age, area, free_from, min_term, has_indoor_arena, facilities) WHERE (turnout IS NOT NULL);

CREATE INDEX listing_search_earth_idx ON public.listing_search USING gist (earth) INCLUDE (listing_id, region, stall_type, price_band, price, total, has_riding_arena, has_wash_area, has_wifi, has_parking, has_feed, has_vet);

CREATE INDEX listing_search_map_idx ON public.listing_search USING btree (cell_x, cell_y) INCLUDE (lat, lon, is_premium, listing_id, earth, region, stall_type, price_band, price, total, has_riding_arena, has_wash_area, has_wifi, has_parking, has_feed, has_vet);

CREATE INDEX listing_search_max_height_idx ON public.listing_search USING btree (max_height) INCLUDE (stall_type, listing_id) WHERE (max_height IS NOT NULL);

CREATE INDEX listing_search_min_term_idx ON public.listing_search USING btree (min_term) INCLUDE (stall_type, listing_id) WHERE (min_term IS NOT NULL);

CREATE INDEX listing_search_newest_idx ON public.listing_search USING btree (created_at DESC, listing_id DESC) INCLUDE (earth, region, stall_type, price_band, price, total, has_riding_arena, has_wash_area, has_wifi, has_parking, has_feed, has_vet);

CREATE UNIQUE INDEX listing_search_pkey ON public.listing_search USING btree (listing_id);

CREATE INDEX listing_search_postal_code_idx ON public.listing_search USING btree (postal_code text_pattern_ops) INCLUDE (stall_type, listing_id, earth, region, price_band, price, total, has_riding_arena, has_wash_area, has_wifi, has_parking, has_feed, has_vet);

CREATE INDEX listing_search_price_band_total_idx ON public.listing_search USING btree (price_band, total, listing_id) INCLUDE (earth, region, stall_type, price, has_riding_arena, has_wash_area, has_wifi, has_parking, has_feed, has_vet);

CREATE INDEX listing_search_price_idx ON public.listing_search USING btree (price_band, price, listing_id) INCLUDE (earth, region, stall_type, total, has_riding_arena, has_wash_area, has_wifi, has_parking, has_feed, has_vet);

CREATE INDEX listing_search_rating_idx ON public.listing_search USING btree (rating DESC, created_at DESC, listing_id DESC) INCLUDE (earth, region, stall_type, price_band, price, total, has_riding_arena, has_wash_area, has_wifi, has_parking, has_feed, has_vet);

CREATE INDEX listing_search_relevance_idx ON public.listing_search USING btree (is_premium DESC, rating DESC, created_at DESC, listing_id DESC) INCLUDE (earth, region, stall_type, price_band, price, total, has_riding_arena, has_wash_area, has_wifi, has_parking, has_feed, has_vet);

CREATE INDEX listing_search_stall_type_area_idx ON public.listing_search USING btree (stall_type, area) WHERE (area IS NOT NULL);

CREATE INDEX listing_search_stall_type_map_idx ON public.listing_search USING btree (stall_type, cell_x, cell_y) INCLUDE (lat, lon, is_premium, listing_id, earth, region, price_band, price, total, has_riding_arena, has_wash_area, has_wifi, has_parking, has_feed, has_vet);

CREATE INDEX listing_search_stall_type_max_height_idx ON public.listing_search USING btree (stall_type, max_height) WHERE (max_height IS NOT NULL);

CREATE INDEX listing_search_stall_type_min_term_idx ON public.listing_search USING btree (stall_type, min_term) WHERE (min_term IS NOT NULL);

CREATE INDEX listing_search_stall_type_price_idx ON public.listing_search USING btree (stall_type, price_band, price, listing_id) INCLUDE (earth, region, total, has_riding_arena, has_wash_area, has_wifi, has_parking, has_feed, has_vet);

CREATE INDEX listing_search_stall_type_total_idx ON public.listing_search USING btree (stall_type, total, listing_id) INCLUDE (earth, region, price_band, price, has_riding_arena, has_wash_area, has_wifi, has_parking, has_feed, has_vet);

CREATE INDEX listing_search_stall_type_turnout_idx ON public.listing_search USING btree (stall_type, turnout) WHERE (turnout IS NOT NULL);

CREATE INDEX listing_search_strip_idx ON public.listing_search USING btree (((cell_x >> 8)), cell_y) INCLUDE (cell_x, listing_id, earth, region, stall_type, price_band, price, total, has_riding_arena, has_wash_area, has_wifi, has_parking, has_feed, has_vet);

CREATE INDEX listing_search_total_idx ON public.listing_search USING btree (total, listing_id) INCLUDE (earth, region, stall_type, price_band, price, has_riding_arena, has_wash_area, has_wifi, has_parking, has_feed, has_vet);

CREATE INDEX listing_search_turnout_idx ON public.listing_search USING btree (turnout) INCLUDE (stall_type, listing_id) WHERE (turnout IS NOT NULL);

CREATE INDEX listing_search_typed_words_idx ON public.listing_search USING gin (listing_search_typed_words(stall_type, words));

CREATE UNIQUE INDEX listing_search_vocabulary_pkey ON public.listing_search_vocabulary USING btree (word);

CREATE INDEX listing_search_vocabulary_word_idx ON public.listing_search_vocabulary USING gin (word gin_trgm_ops);

CREATE INDEX listing_search_words_idx ON public.listing_search USING gin (words);

CREATE STATISTICS public.listing_search_stall_type_care (mcv) ON stall_type, care FROM listing_search;
