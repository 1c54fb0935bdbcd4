// The home and sign-in pages' figures (issue 39 point 11): real counts rounded down, each left out while too small,
// the average rating only from 20 reviews on, and kept a few minutes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figureText } from '#contract/figures.ts';
import { buildListing, buildStable, buildUser } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';
import { forgetPublicFigures, FIGURES_TTL_MS, publicFigures, readPublicFigures, roundDown } from './figures.ts';

let server: TestServer;
const knex = () => server.services.knex;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('roundDown and figureText', () => {
  it('never claims more than there is', () => {
    expect([2437, 15321, 8943, 137, 100, 99, 1000, 1099].map(roundDown)).toEqual([
      2400, 15000, 8900, 130, 100, 99, 1000, 1000,
    ]);
    expect(figureText(2400)).toBe('2.400+');
    expect(figureText(15000)).toBe('15.000+');
    expect(figureText(130)).toBe('130+');
  });
});

describe('readPublicFigures', () => {
  it('leaves out what is too small, and the average until 20 reviews exist', async () => {
    const stable = await buildStable(knex(), { rating: null, reviewCount: 0 });
    await buildListing(knex(), { stableId: stable.id });
    const review = async (overall: number) => {
      const user = await buildUser(knex());
      await knex()('reviews').insert({
        stableId: stable.id,
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
    };
    for (let i = 0; i < 19; i += 1) await review(i % 2 ? 5 : 4);
    expect(await readPublicFigures(knex())).toEqual({
      listings: null,
      users: null,
      lettings: null,
      averageRating: null,
    });
    await review(4);
    // 9 fives and 11 fours: 4.45, rounded down to 4.4.
    expect((await readPublicFigures(knex())).averageRating).toBe(4.4);
    // Hidden reviews do not count.
    const one = await knex()('reviews').orderBy('id').first('id');
    await knex()('reviews').where({ id: one.id }).update({ hiddenAt: new Date() });
    expect((await readPublicFigures(knex())).averageRating).toBeNull();
  });

  it('keeps the figures a few minutes', async () => {
    forgetPublicFigures(knex());
    const first = await publicFigures(knex(), 1_000_000);
    await buildListing(knex());
    expect(await publicFigures(knex(), 1_000_000 + FIGURES_TTL_MS - 1)).toBe(first);
    expect(await publicFigures(knex(), 1_000_000 + FIGURES_TTL_MS)).not.toBe(first);
  });
});
