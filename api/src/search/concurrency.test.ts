// The search table under concurrent writers, on PostgreSQL (the embedded database has one connection): owners
// editing stables and listings at once never deadlock on it, and afterwards it holds exactly what its view
// computes; a listing written while others are searched is found by every word of its text.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALL_TYPES } from '#contract/stall-types.ts';
import type { ListingDto } from '#contract/types.ts';
import { testServerUrl } from '#test/database.ts';
import { buildListing, buildStable } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';

let server: TestServer;
let knex: Knex;

beforeAll(async () => {
  if (!testServerUrl()) return;
  server = await startTestServer();
  knex = server.services.knex;
});
afterAll(() => server?.close());

/** A seeded generator, so a failing run can be repeated. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]! };
}

/** The rows the search table holds that its view does not compute, and those it lacks. */
async function drift(): Promise<unknown[]> {
  const result = await knex.raw<{ rows: unknown[] }>(`
    (SELECT * FROM listing_search EXCEPT SELECT * FROM listing_search_source)
    UNION ALL
    (SELECT * FROM listing_search_source EXCEPT SELECT * FROM listing_search)`);
  return result.rows;
}

describe.skipIf(!testServerUrl())('the search table under concurrent writers (PostgreSQL)', () => {
  it('never deadlocks while stables and their listings are edited at once, and ends in step', async () => {
    const stables: { id: number }[] = [];
    for (let i = 0; i < 4; i++) stables.push(await buildStable(knex, { name: `Hof ${i}` }));
    const listings: number[] = [];
    for (let i = 0; i < 20; i++) listings.push((await buildListing(knex, { stableId: stables[i % 4]!.id })).id);

    /**
     * One owner's edits, each a transaction: a stable, a listing (moved to another stable, created or deleted too),
     * or a stable and then a listing or all its listings (the stable first, as writers of both must, or they would
     * deadlock on the stables and listings themselves).
     */
    async function owner(seed: number): Promise<string[]> {
      const { next, pick } = random(seed);
      const failures: string[] = [];
      for (let i = 0; i < 40; i++) {
        const stable = pick(stables).id;
        const listing = pick(listings);
        try {
          await knex.transaction(async (trx) => {
            const kind = next();
            if (kind < 0.3) {
              await trx('stables')
                .where({ id: stable })
                .update({ rating: pick([null, 3.5, 4.8]), hasWifi: next() < 0.5, city: pick(['Dachau', 'Erding']) });
            } else if (kind < 0.55) {
              await trx('listings')
                .where({ id: listing })
                .update({ pricePerMonth: pick([150, 390, 620]), stallType: pick(STALL_TYPES), title: `Box ${i}` });
            } else if (kind < 0.65) {
              await trx('listings')
                .where({ id: listing })
                .update({ status: pick(['active', 'inactive', 'premium']) });
            } else if (kind < 0.7) {
              // A listing moves to another stable of its owner.
              await trx('listings').where({ id: listing }).update({ stableId: stable });
            } else if (kind < 0.75) {
              // A stable is renamed and a listing moves to it.
              await trx('stables')
                .where({ id: stable })
                .update({ name: `Hof ${seed}-${i}` });
              await trx('listings').where({ id: listing }).update({ stableId: stable });
            } else if (kind < 0.8) {
              await trx('listings').where({ id: listing }).delete();
            } else if (kind < 0.9) {
              const [row] = await trx('listings')
                .insert({ stableId: stable, title: `Neu ${seed}-${i}`, stallType: 'pasture', pricePerMonth: 200 })
                .returning('id');
              listings.push(row.id);
            } else {
              // A stable, and then all its listings.
              await trx('stables')
                .where({ id: stable })
                .update({ hasParking: next() < 0.5 });
              await trx('listings')
                .where({ stableId: stable })
                .update({ freePlaces: pick([0, 1, 2]) });
            }
          });
        } catch (err) {
          failures.push(String((err as { code?: string }).code ?? err));
        }
      }
      return failures;
    }

    const failures = (await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(owner))).flat();
    expect(failures).toEqual([]);
    expect(await drift()).toEqual([]);
    // The search counts what the listings say.
    const res = await server.client().get<ListingDto[]>('/api/listings?limit=100');
    const { n } = (await knex.raw(`SELECT count(*)::int AS n FROM listings WHERE status IN ('active', 'premium')`))
      .rows[0] as { n: number };
    expect(Number(res.headers.get('x-total-count'))).toBe(n);
  });

  it('brings a listing’s row in line with a change of it and of its stable committed at the same time', async () => {
    const stable = await buildStable(knex, { city: 'Dachau', hasWifi: false });
    const { id } = await buildListing(knex, { stableId: stable.id, pricePerMonth: 300 });
    const listingChange = await knex.transaction();
    const stableChange = await knex.transaction();
    try {
      await listingChange('listings').where({ id }).update({ pricePerMonth: 450 });
      await stableChange('stables').where({ id: stable.id }).update({ hasWifi: true });
      // Each brings the row in line now rather than at commit: the listing's change first, from what it sees.
      await listingChange.raw('SET CONSTRAINTS ALL IMMEDIATE');
      // The stable's change waits for its turn until the listing's change is committed, and then sees it.
      const stableTurn = stableChange.raw('SET CONSTRAINTS ALL IMMEDIATE');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await listingChange.commit();
      await stableTurn;
      await stableChange.commit();
    } finally {
      if (!listingChange.isCompleted()) await listingChange.rollback();
      if (!stableChange.isCompleted()) await stableChange.rollback();
    }
    const row = await knex('listing_search').where({ listing_id: id }).first('price', 'has_wifi');
    expect(row).toEqual({ price: 450, hasWifi: true });
    expect(await drift()).toEqual([]);
  });

  it('finds every listing by every word of its title while listings are written and searched at once', async () => {
    const stable = await buildStable(knex, { name: 'Hof Wortfeld' });
    const words = ['solarium', 'longierhalle', 'sandpaddock', 'heulage', 'koppel', 'fohlenweide'];
    const written: { id: number; title: string }[] = [];

    async function writer(seed: number) {
      const { pick } = random(seed);
      for (let i = 0; i < 15; i++) {
        const title = `${pick(words)} ${pick(words)} ${seed}x${i}`;
        const { id } = await buildListing(knex, { stableId: stable.id, title });
        written.push({ id, title });
        if (i % 3 === 0) {
          const renamed = `${pick(words)} ${seed}y${i}`;
          await knex('listings').where({ id }).update({ title: renamed });
          written.find((w) => w.id === id)!.title = renamed;
        }
      }
    }
    async function reader(seed: number) {
      const { pick } = random(seed);
      for (let i = 0; i < 20; i++) {
        const res = await server.client().get(`/api/listings?search=${pick(words)}`);
        expect(res.status).toBe(200);
      }
    }
    await Promise.all([writer(1), writer(2), writer(3), reader(4), reader(5)]);

    for (const word of words) {
      const res = await server.client().get<ListingDto[]>(`/api/listings?search=${word}&limit=100`);
      const expected = written.filter((w) => w.title.split(' ').includes(word)).map((w) => w.id);
      expect(
        res.body.map((l) => l.id).sort((a, b) => a - b),
        word,
      ).toEqual(expected.sort((a, b) => a - b));
    }
    expect(await drift()).toEqual([]);
  });
});
