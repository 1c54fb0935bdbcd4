// The facts filters' counts from a sample (facts-sample.ts): "über" only beyond reasonable doubt, an exact count
// otherwise, and the same page either way; without an area and within one.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListing, buildStable } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';
import type { FactFilter } from './fact-conditions.ts';
import { readFactMasks } from './fact-masks.ts';
import { surelyMoreThan } from './facts-sample.ts';
import { searchListingIds, type SearchRequest } from './search.ts';

let server: TestServer;
let knex: Knex;

/**
 * `count` more listings like listing `id` (its stable, stall type, price and facts), written to the search table
 * afterwards in one go, as `npm run bench:load` does (row by row it takes half a minute on the embedded database).
 */
async function copies(id: number, count: number): Promise<void> {
  const columns = (
    await knex.raw<{ rows: { column_name: string }[] }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'listings' AND column_name <> 'id'`,
    )
  ).rows.map((row) => `"${row.column_name}"`);
  await knex.raw('ALTER TABLE listings DISABLE TRIGGER listings_refresh_search');
  await knex.raw(
    `INSERT INTO listings (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM listings, generate_series(1, ?)
      WHERE id = ?`,
    [count, id],
  );
  await knex.raw('ALTER TABLE listings ENABLE TRIGGER listings_refresh_search');
  await knex.raw('SELECT listing_search_rebuild()');
  await knex.raw('UPDATE listing_generation SET value = value + 1');
}

beforeAll(async () => {
  server = await startTestServer();
  await readFactMasks(server.services.knex);
  knex = server.services.knex;
  // 1,600 places with full livery and 8 hours of turnout at München, 400 with part livery; 12 with full livery and
  // 12 hours at Hamburg, whose stable has a trainer and an indoor hall.
  const munich = await buildStable(knex, { latitude: 48.137, longitude: 11.575 });
  const hamburg = await buildStable(knex, {
    latitude: 53.551,
    longitude: 9.994,
    hasIndoorArena: true,
    facilities: ['trainer'],
  });
  const full = { careLevel: 'full', turnoutHoursSummer: 8, turnoutHoursWinter: 8 };
  await copies((await buildListing(knex, { stableId: munich.id, facts: JSON.stringify(full) })).id, 1_599);
  const part = { careLevel: 'part', turnoutHoursSummer: 4, turnoutHoursWinter: 4 };
  await copies((await buildListing(knex, { stableId: munich.id, facts: JSON.stringify(part) })).id, 399);
  const long = { careLevel: 'full', turnoutHoursSummer: 12, turnoutHoursWinter: 12 };
  await copies((await buildListing(knex, { stableId: hamburg.id, facts: JSON.stringify(long) })).id, 11);
  // 6 at Hamburg that take stallions up to 185 cm in boxes of 14 m².
  const tall = {
    careLevel: 'part',
    turnoutHoursSummer: 6,
    turnoutHoursWinter: 6,
    admits: { stallions: true },
    maxHeightCm: 185,
    areaM2: 14,
  };
  await copies((await buildListing(knex, { stableId: hamburg.id, facts: JSON.stringify(tall) })).id, 5);
});

afterAll(async () => {
  await server?.close();
});

/** A search's page and the statements it ran; without the masks unless `maskCandidates` is given. */
async function search(request: Partial<SearchRequest> & Pick<SearchRequest, 'filters'>) {
  const statements: string[] = [];
  const record = (query: { sql: string }) => statements.push(query.sql);
  knex.on('query', record);
  try {
    const page = await searchListingIds(knex, {
      sort: 'relevance',
      limit: 10,
      offset: 0,
      maskCandidates: 0,
      ...request,
    });
    return {
      page,
      sampled: statements.some((sql) => sql.includes('hashint4(listing_id)')),
      counted: statements.some((sql) => sql.includes('count(*)::int AS n') || sql.includes('AS matched')),
      byMasks: statements.some((sql) => sql.includes('listing_id = ANY')),
    };
  } finally {
    knex.off('query', record);
  }
}

describe('deciding from a sample', () => {
  it.each([
    [100, 0.05, 1_000, true],
    [60, 0.05, 1_000, false],
    [24, 0.001, 1, false],
    [25, 1 / 16, 100, true],
    [25, 1 / 16, 160, false],
  ])('%i hits in a share of %s say "over %i": %s', (hits, share, cap, over) => {
    expect(surelyMoreThan(hits, share, cap)).toBe(over);
  });
});

describe('the facts filters counted from a sample', () => {
  const munich = { label: 'München', lat: 48.137, lon: 11.575, radiusKm: 25 };

  it('answers "over the cap" without counting when the sample shows far more', async () => {
    for (const facts of [{ care: 'full' as const }, { turnout: 8 }]) {
      const { page, sampled, counted } = await search({ filters: { facts }, countCap: 100, factsSample: 300 });
      expect(page).toMatchObject({ total: 100, exact: false });
      expect(page.ids).toHaveLength(10);
      expect(sampled).toBe(true);
      expect(counted).toBe(false);
    }
  });

  it('counts when the sample leaves doubt, and finds the same listings', async () => {
    const sampled = await search({ filters: { facts: { care: 'full' } }, countCap: 100, factsSample: 300 });
    const { page, counted } = await search({ filters: { facts: { care: 'full' } }, countCap: 1_700, factsSample: 300 });
    expect(counted).toBe(true);
    expect(page).toMatchObject({ total: 1_612, exact: true });
    expect(page.ids).toEqual(sampled.page.ids);
  });

  it('counts a few matches exactly', async () => {
    const { page, counted } = await search({ filters: { facts: { turnout: 12 } }, countCap: 100, factsSample: 300 });
    expect(counted).toBe(true);
    expect(page).toMatchObject({ total: 12, exact: true });
  });

  it('reads a few matches by id from the masks, the same as without them', async () => {
    const cases: [FactFilter, number][] = [
      [{ turnout: 12 }, 12],
      [{ stallions: true }, 6],
      [{ minHeight: 180 }, 6],
      [{ minHeight: 187 }, 0],
      [{ minArea: 13 }, 6],
      [{ care: 'part', stallions: true, minArea: 14, turnout: 6 }, 6],
      [{ care: 'full', turnout: 12, freeOn: '2999-01-01' }, 12],
      [{ facilities: ['trainer', 'indoorArena'] }, 18],
      [{ facilities: ['horseWalker'] }, 0],
    ];
    for (const [facts, total] of cases) {
      const masked = await search({ filters: { facts }, countCap: 100, maskCandidates: 100 });
      expect(masked.byMasks, JSON.stringify(facts)).toBe(true);
      expect(masked.sampled).toBe(false);
      expect(masked.page).toMatchObject({ total, exact: true });
      // A sample as large as the table is not taken: the matches are counted along the indexes.
      const plain = await search({ filters: { facts }, countCap: 100, factsSample: 1_000_000 });
      expect(plain.byMasks).toBe(false);
      expect(masked.page).toEqual(plain.page);
    }
    // More listings hold the bits than are read by id: the sample decides.
    const many = await search({
      filters: { facts: { care: 'full' } },
      countCap: 100,
      factsSample: 300,
      maskCandidates: 1_000,
    });
    expect(many).toMatchObject({ byMasks: false, sampled: true, page: { total: 100, exact: false } });
    // More than the cap, and the sample says so: none is read by id. If it leaves doubt, they are.
    const above = await search({
      filters: { facts: { care: 'full' } },
      countCap: 100,
      factsSample: 300,
      maskCandidates: 2_000,
    });
    expect(above).toMatchObject({ byMasks: false, sampled: true, page: { total: 100, exact: false } });
    const doubt = await search({
      filters: { facts: { care: 'full' } },
      countCap: 1_500,
      factsSample: 300,
      maskCandidates: 2_000,
    });
    expect(doubt).toMatchObject({ byMasks: true, sampled: true, page: { total: 1_500, exact: false } });
    expect(doubt.page.ids).toEqual(above.page.ids);
  });

  it('reads a few matches within an area by id from the masks', async () => {
    const hamburg = { label: 'Hamburg', lat: 53.551, lon: 9.994, radiusKm: 25 };
    for (const [near, total] of [
      [hamburg, 6],
      [munich, 0],
    ] as const) {
      const request = { filters: { near, facts: { stallions: true } }, countCap: 100 };
      const masked = await search({ ...request, maskCandidates: 100 });
      expect(masked.byMasks).toBe(true);
      expect(masked.page).toMatchObject({ total, exact: true });
      expect(masked.page).toEqual((await search(request)).page);
    }
  });

  it('reads a few matches and their number in one statement, on every page and past the last', async () => {
    const request = { filters: { facts: { turnout: 12 } }, countCap: 100, factsSample: 300, limit: 5 } as const;
    const whole = await search({ ...request, limit: 50 });
    const ids: number[] = [];
    let cursor = undefined as Awaited<ReturnType<typeof search>>['page']['next'] | undefined;
    do {
      const { page } = await search({ ...request, cursor: cursor ?? undefined });
      expect(page).toMatchObject({ total: 12, exact: true });
      ids.push(...page.ids);
      cursor = page.next;
    } while (cursor);
    expect(ids).toEqual(whole.page.ids);
    expect((await search({ ...request, offset: 20 })).page).toMatchObject({ ids: [], total: 12, exact: true });
  });

  it('answers "over the cap" within an area from the sixteenth of its listings, and counts the rest', async () => {
    const around = await search({ filters: { near: munich, facts: { care: 'full' } }, countCap: 100 });
    expect(around.page).toMatchObject({ total: 100, exact: false });
    expect(around.sampled).toBe(true);
    expect(around.counted).toBe(false);
    const close = await search({ filters: { near: munich, facts: { care: 'full' } }, countCap: 1_500 });
    expect(close.counted).toBe(true);
    expect(close.page).toMatchObject({ total: 1_500, exact: false });
    expect(close.page.ids).toEqual(around.page.ids);
    const hamburg = { label: 'Hamburg', lat: 53.551, lon: 9.994, radiusKm: 25 };
    const few = await search({ filters: { near: hamburg, facts: { care: 'full' } }, countCap: 100 });
    expect(few.page).toMatchObject({ total: 12, exact: true });
  });
});
