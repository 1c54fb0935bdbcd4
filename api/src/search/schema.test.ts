// The search's schema against what relies on it: docs/search-schema.sql is the schema a fresh migration makes,
// every column a filter of the registry reads is in listing_search, and the indexes a page is walked along carry
// the columns api/src/search/order.ts says they carry.
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchFilter } from '#contract/search-filter-kinds.ts';
import { FILTER_IDS, SEARCH_FILTERS } from '#contract/search-filters.ts';
import { createTestDatabase, type TestDatabase } from '#test/database.ts';
import { CARRIED_COLUMNS } from './order.ts';
import { searchSchema } from './schema.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const knex = () => database.db.knex;

async function columnsOfSearchTable(): Promise<string[]> {
  const { rows } = await knex().raw<{ rows: { name: string }[] }>(
    `SELECT attname AS name FROM pg_attribute
      WHERE attrelid = 'listing_search'::regclass AND attnum > 0 AND NOT attisdropped`,
  );
  return rows.map((row) => row.name);
}

describe('the search schema', () => {
  it('is the one docs/search-schema.sql shows (npm run search:schema writes it)', async () => {
    const documented = await fs.readFile(new URL('../../../docs/search-schema.sql', import.meta.url), 'utf8');
    expect(await searchSchema(knex())).toBe(documented);
  });

  it('has every column a filter of the registry reads', async () => {
    const columns = await columnsOfSearchTable();
    for (const id of FILTER_IDS) {
      const filter = SEARCH_FILTERS[id] as SearchFilter<unknown>;
      expect(filter.columns.length, id).toBeGreaterThan(0);
      for (const column of filter.columns) expect(columns, `${id} reads ${column}`).toContain(column);
    }
  });

  it('names in each filter the columns its conditions read, and no others', async () => {
    const table = new Set(await columnsOfSearchTable());
    const today = { today: '2026-11-27' };
    for (const id of FILTER_IDS) {
      const filter = SEARCH_FILTERS[id] as SearchFilter<unknown>;
      const words = filter.examples.flatMap((value) =>
        filter.where(value, today).flatMap(({ sql }) => sql.match(/\b[a-z_]+\b/g) ?? []),
      );
      const read = [...new Set(words.filter((word) => table.has(word)))].sort();
      expect(read, id).toEqual([...filter.columns].sort());
    }
  });

  it('carries the common filters’ columns in every index a page is walked along, and in the map’s', async () => {
    const { rows: indexes } = await knex().raw<{ rows: { name: string; definition: string }[] }>(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'listing_search'`,
    );
    const rows = indexes.filter(({ definition }) => /INCLUDE \([^)]*\bhas_vet\b/.test(definition));
    // The eight orders' indexes, the map's (and its twin by stall type), the points' (on GiST and by strips) and
    // the postal codes'.
    expect(rows.map((row) => row.name).sort()).toEqual(
      [
        'earth',
        'map',
        'newest',
        'postal_code',
        'price',
        'price_band_total',
        'rating',
        'relevance',
        'stall_type_map',
        'stall_type_price',
        'strip',
        'stall_type_total',
        'total',
      ]
        .map((name) => `listing_search_${name}_idx`)
        .sort(),
    );
    for (const { name, definition } of rows) {
      const columns = definition.slice(definition.indexOf('(')).match(/\b[a-z_]+\b/g) ?? [];
      for (const column of CARRIED_COLUMNS) expect(columns, `${name} carries ${column}`).toContain(column);
    }
  });

  it('carries in the care level’s indexes the region and every column a filter reads that the orders’ indexes do not', async () => {
    const { rows } = await knex().raw<{ rows: { name: string; definition: string }[] }>(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE indexname IN ('listing_search_care_idx', 'listing_search_care_turnout_idx')`,
    );
    expect(rows).toHaveLength(2);
    for (const { name, definition } of rows) {
      const columns = definition.slice(definition.indexOf('(')).match(/\b[a-z_]+\b/g) ?? [];
      expect(columns, `${name} carries the region`).toContain('region');
      for (const id of FILTER_IDS) {
        const filter = SEARCH_FILTERS[id] as SearchFilter<unknown>;
        for (const column of filter.columns.filter((column) => !CARRIED_COLUMNS.includes(column)))
          expect(columns, `${name}: ${id} reads ${column}`).toContain(column);
      }
    }
  });
});
