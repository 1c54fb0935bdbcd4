// Every filter of the registry (contract/search-filters.ts) means the same in SQL and in memory: over listings with
// every kind of fact, given and not given, the API finds exactly the listings the filter's predicate keeps, for
// each of its example values alone and for combinations of them. The offline search and the alert matcher rely
// on the predicates; the search relies on the SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_LEVELS, HOOF_RULES, SPECIAL_NEEDS, TURNOUT_GROUPINGS, type ListingFacts } from '#contract/facts.ts';
import { isoDay } from '#contract/dates.ts';
import { HOME_TIME_ZONE } from '#contract/limits.ts';
import type { FilterListing } from '#contract/search-filter-kinds.ts';
import {
  FILTER_IDS,
  matchesFilters,
  SEARCH_FILTERS,
  writeFilters,
  type FilterValues,
} from '#contract/search-filters.ts';
import { STALL_TYPES } from '#contract/stall-types.ts';
import type { ListingDto } from '#contract/types.ts';
import { buildListing, buildStable } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';

let server: TestServer;
let listings: ListingDto[] = [];

/** A seeded generator: the same listings on every run. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  /** A value, or (one time in three) none: the owner did not say. */
  const maybe = <T>(values: readonly T[]): T | undefined => (next() < 0.33 ? undefined : pick(values));
  return { next, pick, maybe };
}

const day = (offset: number) => isoDay(new Date(Date.now() + offset * 86_400_000), HOME_TIME_ZONE);

beforeAll(async () => {
  server = await startTestServer();
  const knex = server.services.knex;
  const { next, pick, maybe } = random(33);
  const stables = [];
  for (let i = 0; i < 8; i++) {
    stables.push(
      await buildStable(knex, {
        hasRidingArena: next() < 0.5,
        hasWashArea: next() < 0.5,
        hasWifi: next() < 0.5,
        hasParking: next() < 0.7,
        hasFeed: next() < 0.5,
        hasVet: next() < 0.3,
        hasIndoorArena: next() < 0.4,
        facilities: ['horseWalker', 'trainer', 'lungingRing'].filter(() => next() < 0.4),
      }),
    );
  }
  for (let i = 0; i < 64; i++) {
    const kinds = ['stallions', 'mares', 'geldings', 'ponies', 'donkeys'] as const;
    const facts: ListingFacts = {
      careLevel: maybe(CARE_LEVELS),
      turnoutHoursSummer: maybe([2, 6, 8, 12, 24]),
      turnoutHoursWinter: maybe([0, 4, 8, 12.5, 24]),
      turnoutGrouping: maybe(TURNOUT_GROUPINGS),
      admits: Object.fromEntries(kinds.flatMap((kind) => (next() < 0.4 ? [[kind, next() < 0.5]] : []))),
      maxHeightCm: maybe([150, 165, 170, 178, 185, 190, 200]),
      minAge: maybe([3, 5]),
      maxAge: maybe([20, 25]),
      areaM2: maybe([9, 9.5, 10, 12, 14, 16.2]),
      hoofs: maybe(HOOF_RULES),
      specialNeeds: next() < 0.4 ? undefined : SPECIAL_NEEDS.filter(() => next() < 0.5),
      minTermMonths: maybe([0, 1, 3, 6, 12]),
    };
    const clean = Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined));
    await buildListing(knex, {
      stableId: pick(stables).id,
      stallType: pick(STALL_TYPES),
      pricePerMonth: pick([120, 199.99, 200, 350, 399, 400, 599.5, 600, 800]),
      priceItems: JSON.stringify(
        next() < 0.5 ? [] : [{ name: 'Heu', amount: pick([20, 60, 250]), period: 'monthly', kind: 'required' }],
      ),
      freePlaces: pick([0, 1, 2]),
      availableFrom: pick([null, day(-10), day(0), day(20)]),
      facts: JSON.stringify(clean),
    });
  }
  const res = await server.client().get<ListingDto[]>('/api/listings?limit=100&sort=newest');
  listings = res.body;
});
afterAll(() => server?.close());

async function found(values: FilterValues): Promise<number[]> {
  const query = new URLSearchParams([...writeFilters(values), ['limit', '100'], ['sort', 'newest']]);
  const res = await server.client().get<ListingDto[]>(`/api/listings?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.map((listing) => listing.id).sort((a, b) => a - b);
}

function kept(values: FilterValues): number[] {
  const context = { today: day(0) };
  return listings
    .filter((listing) => matchesFilters(listing as FilterListing, values, context))
    .map((listing) => listing.id)
    .sort((a, b) => a - b);
}

describe('the filters of the registry, in SQL and in memory', () => {
  it('start from 64 listings, all of them public', () => {
    expect(listings).toHaveLength(64);
  });

  const single = FILTER_IDS.flatMap((id) =>
    (SEARCH_FILTERS[id].examples as readonly unknown[]).map((value) => ({ [id]: value }) as FilterValues),
  );
  it.each(single.map((values) => [JSON.stringify(values), values] as const))('%s', async (_, values) => {
    const expected = kept(values);
    expect(await found(values)).toEqual(expected);
  });

  it('agree on combinations of two and three filters', async () => {
    const { pick } = random(7);
    let nonEmpty = 0;
    for (let i = 0; i < 30; i++) {
      const values = Object.assign({}, pick(single), pick(single), i % 2 ? pick(single) : {}) as FilterValues;
      const expected = kept(values);
      if (expected.length > 0) nonEmpty++;
      expect(await found(values), JSON.stringify(values)).toEqual(expected);
    }
    // The combinations are not all empty, or the agreement would say little.
    expect(nonEmpty).toBeGreaterThan(10);
  });
});
