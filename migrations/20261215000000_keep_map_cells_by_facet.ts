// The map of a country with one common filter, read from kept counts as the unfiltered one is (migration
// keep_map_cells): a listing is counted in its cell once for all listings and once for each of its facets, its
// region, stall type and price band and each amenity it has. A search whose one condition is such a facet sums the
// cells of that facet (api/src/search/map.ts, keptFacet) instead of grouping every match: with one amenity that is
// more than half the listings of DACH (docs/search.md, mechanism 10). Written by the same statement triggers on
// listing_search, under the turn its writers take.
import type { Knex } from 'knex';

/** The grid level the cells are kept at, as before: 2^10 columns around the world. */
const CELLS = 2 ** 10;

/** A facet and its value as map.ts names them: the column, and the value its condition asks for. */
const FACETS = [
  `('', '')`,
  `('region', r.region)`,
  `('stall_type', r.stall_type)`,
  `('price_band', r.price_band::text)`,
  ...['has_riding_arena', 'has_wash_area', 'has_wifi', 'has_parking', 'has_feed', 'has_vet'].map(
    (flag) => `('${flag}', CASE WHEN r.${flag} THEN 'true' END)`,
  ),
];

/** The rows' counts per facet and cell at the kept level. */
const facetsOf = (rows: string) => `
  SELECT f.facet, f.value,
         least(${CELLS - 1}, greatest(0, floor(r.map_x * ${CELLS})::int)) AS x,
         least(${CELLS - 1}, greatest(0, floor(r.map_y * ${CELLS})::int)) AS y,
         count(*)::int AS count, (count(*) FILTER (WHERE r.is_premium))::int AS premium,
         sum(r.lat) AS lat, sum(r.lon) AS lon
    FROM ${rows} AS r CROSS JOIN LATERAL (VALUES ${FACETS.join(', ')}) AS f (facet, value)
   WHERE r.lat IS NOT NULL AND r.lon IS NOT NULL AND f.value IS NOT NULL
   GROUP BY 1, 2, 3, 4`;

const countFunction = (cellsOf: (rows: string) => string, key: string) => {
  const same = key
    .split(', ')
    .map((column) => `kept.${column} = gone.${column}`)
    .join(' AND ');
  // The cells a statement emptied are found by its removed rows, not by reading every kept cell.
  return `
  CREATE OR REPLACE FUNCTION listing_map_cells_count() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      UPDATE listing_map_cells AS kept
         SET count = kept.count - gone.count, premium = kept.premium - gone.premium,
             lat = kept.lat - gone.lat, lon = kept.lon - gone.lon
        FROM (${cellsOf('removed')}) AS gone
       WHERE ${same};
      DELETE FROM listing_map_cells AS kept USING (${cellsOf('removed')}) AS gone WHERE ${same} AND kept.count = 0;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO listing_map_cells AS kept ${cellsOf('added')}
      ON CONFLICT (${key}) DO UPDATE
        SET count = kept.count + excluded.count, premium = kept.premium + excluded.premium,
            lat = kept.lat + excluded.lat, lon = kept.lon + excluded.lon;
    END IF;
    RETURN NULL;
  END $$`;
};

export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE listing_map_cells');
  await knex.raw(`
    CREATE TABLE listing_map_cells (
      -- '' for all listings, else a column of listing_search and the value its condition asks for.
      facet text NOT NULL,
      value text NOT NULL,
      x integer NOT NULL,
      y integer NOT NULL,
      count integer NOT NULL,
      premium integer NOT NULL,
      -- The sums of the listings' latitudes and longitudes: a cluster's position is their mean.
      lat double precision NOT NULL,
      lon double precision NOT NULL,
      PRIMARY KEY (facet, value, x, y)
    )`);
  await knex.raw(countFunction(facetsOf, 'facet, value, x, y'));
  await knex.raw(`INSERT INTO listing_map_cells ${facetsOf('listing_search')}`);
}

/** All listings per cell, as migration keep_map_cells keeps them. */
const cellsOf = (rows: string) => `
  SELECT least(${CELLS - 1}, greatest(0, floor(map_x * ${CELLS})::int)) AS x,
         least(${CELLS - 1}, greatest(0, floor(map_y * ${CELLS})::int)) AS y,
         count(*)::int AS count, (count(*) FILTER (WHERE is_premium))::int AS premium,
         sum(lat) AS lat, sum(lon) AS lon
    FROM ${rows} WHERE lat IS NOT NULL AND lon IS NOT NULL GROUP BY 1, 2`;

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE listing_map_cells');
  await knex.raw(`
    CREATE TABLE listing_map_cells (
      x integer NOT NULL,
      y integer NOT NULL,
      count integer NOT NULL,
      premium integer NOT NULL,
      lat double precision NOT NULL,
      lon double precision NOT NULL,
      PRIMARY KEY (x, y)
    )`);
  await knex.raw(countFunction(cellsOf, 'x, y'));
  await knex.raw(`INSERT INTO listing_map_cells ${cellsOf('listing_search')}`);
}
