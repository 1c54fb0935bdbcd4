import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/database.ts';
import { buildListing, buildStable, buildUser } from '#test/factories.ts';
import { ownStables, summarise } from './account.ts';

let database: TestDatabase;
let ownerId: number;
let otherOwnerId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const knex = database.db.knex;
  ownerId = (await buildUser(knex, { isStableOwner: true })).id;
  otherOwnerId = (await buildUser(knex, { isStableOwner: true })).id;
  const hof = await buildStable(knex, { ownerId, name: 'Lindenhof', createdAt: new Date('2025-01-01T00:00:00Z') });
  await buildStable(knex, {
    ownerId,
    name: 'Weide am See',
    region: 'switzerland',
    createdAt: new Date('2025-02-01T00:00:00Z'),
  });
  await buildListing(knex, {
    stableId: hof.id,
    title: 'Alte Box',
    status: 'active',
    viewCount: 40,
    createdAt: new Date('2025-03-01T00:00:00Z'),
  });
  await buildListing(knex, {
    stableId: hof.id,
    title: 'Neue Box',
    status: 'pending',
    pricePerMonth: 412.5,
    createdAt: new Date('2025-04-01T00:00:00Z'),
  });
  await buildListing(knex, {
    stableId: hof.id,
    title: 'Premiumbox',
    status: 'premium',
    viewCount: 2,
    createdAt: new Date('2025-03-15T00:00:00Z'),
  });
  const foreign = await buildStable(knex, { ownerId: otherOwnerId, name: 'Fremder Hof' });
  await buildListing(knex, { stableId: foreign.id, status: 'inactive' });
});
afterAll(() => database?.drop());

describe('ownStables', () => {
  it('lists only the owner’s stables, oldest first, with their listings newest first', async () => {
    const stables = await ownStables(database.db.knex, ownerId);
    expect(stables.map((s) => s.name)).toEqual(['Lindenhof', 'Weide am See']);
    expect(stables[0]!.listings.map((l) => l.title)).toEqual(['Neue Box', 'Premiumbox', 'Alte Box']);
    expect(stables[1]!.listings).toEqual([]);
  });

  it('gives prices as numbers and marks which listings have a public page', async () => {
    const [hof] = await ownStables(database.db.knex, ownerId);
    const byTitle = Object.fromEntries(hof!.listings.map((l) => [l.title, l]));
    expect(byTitle['Neue Box']).toMatchObject({ status: 'pending', pricePerMonth: 412.5, isPublic: false });
    expect(byTitle['Premiumbox']).toMatchObject({ status: 'premium', isPublic: true });
    expect(byTitle['Alte Box']).toMatchObject({ status: 'active', viewCount: 40, isPublic: true });
  });

  it('returns nothing for a user without stables', async () => {
    const nobody = await buildUser(database.db.knex);
    await expect(ownStables(database.db.knex, nobody.id)).resolves.toEqual([]);
  });
});

describe('summarise', () => {
  it('counts stables, listings per status and views', async () => {
    expect(summarise(await ownStables(database.db.knex, ownerId))).toEqual({
      stableCount: 2,
      listingCount: 3,
      viewCount: 42,
      byStatus: { active: 1, inactive: 0, pending: 1, premium: 1 },
    });
  });
});
