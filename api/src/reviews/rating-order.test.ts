// "Beste Bewertung" with ratings from real reviews only: stables without reviews (rating null) sort after every rated
// one in the rating and relevance orders, keyset paging through X-Next-Cursor walks them all once, in the order of one
// big page, across the boundary between rated and unrated; a first review moves its stable up at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '#contract/types.ts';
import { buildListing, buildStable, buildUser } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';
import { recomputeStableRating } from './aggregate.ts';

let server: TestServer;
const knex = () => server.services.knex;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function get(params: Record<string, string>) {
  return server.client().get<ListingDto[]>(`/api/listings?${new URLSearchParams(params)}`);
}

async function walk(params: Record<string, string>): Promise<ListingDto[]> {
  const all: ListingDto[] = [];
  let cursor: string | null = null;
  let requests = 0;
  do {
    const res = await get(cursor ? { ...params, cursor } : params);
    expect(res.status, res.text).toBe(200);
    all.push(...res.body);
    cursor = res.headers.get('x-next-cursor');
    requests += 1;
  } while (cursor && requests < 50);
  return all;
}

/** Writes visible reviews with these overall ratings and computes the stable's rating as a review write does. */
async function review(stableId: number, ratings: number[]) {
  for (const overall of ratings) {
    const user = await buildUser(knex());
    await knex()('reviews').insert({
      stableId,
      userId: user.id,
      basis: 'viewing',
      overall,
      welfare: overall,
      facilities: overall,
      care: overall,
      value: overall,
      community: overall,
      text: 'Ein ehrlicher Bericht über den Stall mit genug Zeichen.',
    });
  }
  await knex().transaction((trx) => recomputeStableRating(trx, stableId));
}

describe('null ratings in "Beste Bewertung" and the relevance order', () => {
  const unrated: number[] = [];
  let lateStable: number;

  beforeAll(async () => {
    await knex().raw('TRUNCATE listings, stables CASCADE');
    // Three rated stables (4.5, 3.0, 5.0) and three without reviews; two listings each, created a day apart.
    const plan = [[4, 5], null, [3], null, [5, 5, 5], null];
    let day = 1;
    for (const [i, ratings] of plan.entries()) {
      const stable = await buildStable(knex(), { rating: null, reviewCount: 0 });
      if (ratings) await review(stable.id, ratings);
      else unrated.push(stable.id);
      for (let j = 0; j < 2; j += 1) {
        await buildListing(knex(), {
          stableId: stable.id,
          title: `Box ${i}-${j}`,
          createdAt: `2026-06-${String(day++).padStart(2, '0')}T08:00:00Z`,
        });
      }
    }
    lateStable = unrated[0]!;
  });

  it('puts every rated listing first, best first, and the unrated last, newest first, on every page', async () => {
    const all = await get({ sort: 'rating', limit: '100' });
    const ratings = all.body.map((l) => l.stable.rating);
    expect(ratings).toEqual([5, 5, 4.5, 4.5, 3, 3, null, null, null, null, null, null]);
    expect(all.body.slice(6).map((l) => l.stable.reviewCount)).toEqual([0, 0, 0, 0, 0, 0]);
    const unratedDates = all.body.slice(6).map((l) => l.createdAt);
    expect(unratedDates).toEqual([...unratedDates].sort().reverse());
    for (const limit of ['1', '2', '5']) {
      expect((await walk({ sort: 'rating', limit })).map((l) => l.id)).toEqual(all.body.map((l) => l.id));
      expect((await walk({ sort: 'relevance', limit })).map((l) => l.id)).toEqual(
        (await get({ sort: 'relevance', limit: '100' })).body.map((l) => l.id),
      );
    }
  });

  it('moves a stable up with its first review', async () => {
    await review(lateStable, [4]);
    const ratings = (await get({ sort: 'rating', limit: '100' })).body.map((l) => l.stable.rating);
    expect(ratings).toEqual([5, 5, 4.5, 4.5, 4, 4, 3, 3, null, null, null, null]);
  });
});
