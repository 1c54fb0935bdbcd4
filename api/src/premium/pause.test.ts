import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListing } from '#test/factories.ts';
import { createTestDatabase, type TestDatabase } from '#test/database.ts';
import { resumePremiumAfterPause } from './pause.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.drop());

const at = (iso: string) => new Date(iso);

describe('resumePremiumAfterPause', () => {
  it('moves running and waiting periods on by the paused time and leaves finished ones alone', async () => {
    const { knex } = test.db;
    const listing = await buildListing(knex);
    const [running, waiting, over] = await knex('premium_periods')
      .insert([
        { listingId: listing.id, days: 30, startsAt: at('2026-11-01T10:00Z'), endsAt: at('2026-12-01T10:00Z') },
        { listingId: listing.id, days: 7, startsAt: null, endsAt: null },
        { listingId: listing.id, days: 7, startsAt: at('2026-10-01T10:00Z'), endsAt: at('2026-10-08T10:00Z') },
      ])
      .returning('id');
    // Expired on 20 November, brought back on 25 November: five days paused.
    const moved = await resumePremiumAfterPause(knex, listing.id, at('2026-11-20T10:00Z'), at('2026-11-25T10:00Z'));
    expect(moved).toBe(2);
    const rows = await knex('premium_periods').orderBy('id').select('id', 'startsAt', 'endsAt');
    expect(rows.find((r) => r.id === running.id)).toMatchObject({
      startsAt: at('2026-11-01T10:00Z'),
      endsAt: at('2026-12-06T10:00Z'),
    });
    expect(rows.find((r) => r.id === waiting.id)).toMatchObject({ startsAt: null, endsAt: null });
    expect(rows.find((r) => r.id === over.id)).toMatchObject({ endsAt: at('2026-10-08T10:00Z') });
  });
});
