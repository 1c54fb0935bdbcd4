import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { buildListing, buildUser } from '../test/factories.ts';
import { runHousekeeping } from './housekeeping.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

describe('runHousekeeping', () => {
  it('removes expired sessions and unusable links, and keeps what can still be used', async () => {
    const knex = database.db.knex;
    const user = await buildUser(knex);
    const hour = 60 * 60 * 1000;
    const now = Date.now();
    await knex('sessions').insert([
      { id: 'old', userId: user.id, data: '{}', expiresAt: new Date(now - hour) },
      { id: 'live', userId: user.id, data: '{}', expiresAt: new Date(now + hour) },
    ]);
    const token = (hash: string, expiresAt: number, usedAt: number | null) => ({
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: hash,
      expiresAt: new Date(expiresAt),
      usedAt: usedAt === null ? null : new Date(usedAt),
    });
    await knex('userTokens').insert([
      token('expired', now - hour, null),
      token('used-long-ago', now + hour, now - 25 * hour),
      token('used-just-now', now + hour, now - hour),
      token('open', now + hour, null),
    ]);

    await runHousekeeping(knex);

    expect((await knex('sessions').select('id')).map((r) => r.id)).toEqual(['live']);
    expect((await knex('userTokens').select('tokenHash').orderBy('tokenHash')).map((r) => r.tokenHash)).toEqual([
      'open',
      'used-just-now',
    ]);
  });

  it("forgets the view counter's visitors of past days and keeps today's and yesterday's", async () => {
    const knex = database.db.knex;
    const listing = await buildListing(knex);
    const daysBack = (n: number) => knex.raw(`(now() AT TIME ZONE 'Europe/Berlin')::date - ?::int`, [n]);
    for (const [n, visitor] of [
      [0, 'today'],
      [1, 'yesterday'],
      [2, 'two-days-ago'],
    ] as const) {
      await knex('listingViewVisitors').insert({
        listingId: listing.id,
        day: daysBack(n),
        visitor: Buffer.from(visitor),
      });
    }

    await runHousekeeping(knex);

    const left = await knex('listingViewVisitors').select('visitor');
    expect(left.map((r) => Buffer.from(r.visitor).toString()).sort()).toEqual(['today', 'yesterday']);
  });
});
