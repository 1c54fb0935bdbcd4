// The process's fact masks (fact-masks.ts) follow every write to the search table, committed late or not: a
// listing that comes to match is found through them, one that stops matching or leaves is not.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/database.ts';
import { buildListing, buildStable } from '#test/factories.ts';
import type { FactFilter } from './fact-conditions.ts';
import { readFactMasks } from './fact-masks.ts';
import { searchListingIds } from './search.ts';

let database: TestDatabase;
let knex: Knex;
let stableId: number;

/** Full livery, a horse walker, 12 hours of turnout and stallions up to 190 cm: a rare combination. */
const RARE: FactFilter = { care: 'full', facilities: ['horseWalker'], turnout: 12, stallions: true, minHeight: 190 };
const rareFacts = { careLevel: 'full', turnoutHoursSummer: 12, turnoutHoursWinter: 12, admits: { stallions: true } };

beforeAll(async () => {
  database = await createTestDatabase();
  knex = database.db.knex;
  stableId = (await buildStable(knex, { facilities: ['horseWalker'] })).id;
  await buildListing(knex, { stableId, facts: JSON.stringify({ ...rareFacts, maxHeightCm: 200 }) });
  await buildListing(knex, { stableId, facts: JSON.stringify({ ...rareFacts, maxHeightCm: 170 }) });
  expect(await readFactMasks(knex)).toBe(true);
});

afterAll(async () => {
  await database?.drop();
});

/** The matches of `facts` (the rare combination unless given), and whether they were read by id from the masks. */
async function rare(facts: FactFilter = RARE): Promise<{ ids: number[]; byMasks: boolean }> {
  let byMasks = false;
  const record = (query: { sql: string; bindings?: unknown[] }) => {
    if (!query.sql.includes('listing_id = ANY')) return;
    byMasks = true;
    candidates = query.bindings?.[0] as number[];
  };
  knex.on('query', record);
  try {
    const page = await searchListingIds(knex, { filters: { facts }, sort: 'newest', limit: 20, offset: 0 });
    expect(page.total).toBe(page.ids.length);
    return { ids: page.ids.toSorted((a, b) => a - b), byMasks };
  } finally {
    knex.off('query', record);
  }
}

/** The ids the last search read by id: those the masks named. */
let candidates: number[] = [];

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).toSorted((a, b) => a - b);

describe('the fact masks kept in the process', () => {
  it('find the listings a write made match, and leave out those it made stop', async () => {
    const [tall, short] = idsOf(await knex('listings').where({ stableId }).select('id'));
    expect(await rare()).toEqual({ ids: [tall], byMasks: true });

    // Changed: the short one now takes 195 cm, the tall one no more stallions.
    await knex('listings')
      .where({ id: short })
      .update({ facts: JSON.stringify({ ...rareFacts, maxHeightCm: 195 }) });
    await knex('listings')
      .where({ id: tall })
      .update({ facts: JSON.stringify({ ...rareFacts, admits: { stallions: false }, maxHeightCm: 200 }) });
    expect(await rare()).toEqual({ ids: [short], byMasks: true });

    // A new listing matches; a deactivated one leaves the search.
    const added = await buildListing(knex, { stableId, facts: JSON.stringify({ ...rareFacts, maxHeightCm: 190 }) });
    expect(await rare()).toEqual({ ids: idsOf([{ id: short! }, added]), byMasks: true });
    await knex('listings').where({ id: short }).update({ status: 'inactive' });
    expect(await rare()).toEqual({ ids: [added.id], byMasks: true });
  });

  it('know the first day each listing has a free place', async () => {
    const stable = await buildStable(knex);
    const facts = JSON.stringify({ careLevel: 'self', areaM2: 24 });
    const from = (day: string) => buildListing(knex, { stableId: stable.id, facts, availableFrom: day, freePlaces: 1 });
    const december = await from('2026-12-01');
    const now = await buildListing(knex, { stableId: stable.id, facts, availableFrom: null, freePlaces: 2 });
    const freeOn = (day: string) => rare({ care: 'self', minArea: 20, freeOn: day });
    // The masks name exactly the listings free that day (the search would test the others away).
    expect(await freeOn('2026-11-30')).toEqual({ ids: [now.id], byMasks: true });
    expect(candidates).toEqual([now.id]);
    expect(await freeOn('2026-12-01')).toEqual({ ids: idsOf([now, december]), byMasks: true });
    expect(candidates).toEqual(idsOf([now, december]));
    // Let: no free place left, on no day.
    await knex('listings').where({ id: now.id }).update({ freePlaces: 0 });
    expect(await freeOn('2030-01-01')).toEqual({ ids: [december.id], byMasks: true });
    expect(candidates).toEqual([december.id]);
  });

  it('find a write whose transaction commits after a later one was read', async (context) => {
    // Two transactions at once need a server; the embedded database has one connection.
    if (!database.url) context.skip();
    const late = await buildListing(knex, { stableId, facts: JSON.stringify({ ...rareFacts, maxHeightCm: 150 }) });
    const before = (await rare()).ids;
    const trx = await knex.transaction();
    try {
      await trx('listings')
        .where({ id: late.id })
        .update({ facts: JSON.stringify({ ...rareFacts, maxHeightCm: 210 }) });
      // Another write commits meanwhile, and a search reads it while the first is still open.
      await buildListing(knex, { stableId, facts: JSON.stringify({ careLevel: 'self' }) });
      expect((await rare()).ids).toEqual(before);
      await trx.commit();
    } catch (error) {
      await trx.rollback();
      throw error;
    }
    expect(await rare()).toEqual({ ids: [...before, late.id].toSorted((a, b) => a - b), byMasks: true });
  });
});
