// Small factories for API tests: users, stables and listings written straight to the database.
import type { Knex } from 'knex';
import { hashPassword } from '../src/auth/password.ts';
import type { TestClient } from './server.ts';

let counter = 0;
const next = () => ++counter;
let sharedHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'geheim-passwort';

export async function buildUser(knex: Knex, overrides: Record<string, unknown> = {}) {
  const n = next();
  sharedHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await knex('users')
    .insert({
      email: `user${n}@example.de`,
      username: `user${n}`,
      passwordHash: await sharedHash,
      firstName: 'Anna',
      lastName: `Muster${n}`,
      isAdmin: false,
      isStableOwner: false,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning('*');
  return user as { id: number; email: string; username: string; isAdmin: boolean; isStableOwner: boolean };
}

export async function buildStable(knex: Knex, overrides: Record<string, unknown> = {}) {
  const n = next();
  const ownerId = (overrides.ownerId as number | undefined) ?? (await buildUser(knex, { isStableOwner: true })).id;
  const [stable] = await knex('stables')
    .insert({
      ownerId,
      name: `Reitstall Test ${n}`,
      description: 'Ein ruhiger Stall mit viel Platz.',
      address: `Hofweg ${n}`,
      city: 'München',
      postalCode: '80331',
      region: 'germany',
      latitude: 48.137,
      longitude: 11.575,
      rating: 4.5,
      reviewCount: 12,
      ...overrides,
    })
    .returning('*');
  return stable as { id: number; ownerId: number; name: string; region: string };
}

export async function buildListing(knex: Knex, overrides: Record<string, unknown> = {}) {
  const n = next();
  const stableId = (overrides.stableId as number | undefined) ?? (await buildStable(knex)).id;
  const [listing] = await knex('listings')
    .insert({
      stableId,
      title: `Stallplatz ${n}`,
      description: 'Helle Box mit Paddock.',
      stallType: 'inside_box',
      pricePerMonth: 350,
      availableFrom: '2026-12-01',
      imageUrls: JSON.stringify([]),
      features: JSON.stringify(['Heu ad libitum']),
      status: 'active',
      ...overrides,
    })
    .returning('*');
  return listing as { id: number; stableId: number; title: string; status: string; pricePerMonth: number };
}

/** Signs `client` in as a fresh user with the given flags and returns that user. */
export async function signInAs(client: TestClient, knex: Knex, overrides: Record<string, unknown> = {}) {
  const user = await buildUser(knex, overrides);
  const res = await client.post(overrides.isAdmin ? '/api/admin/login' : '/api/login', {
    username: user.username,
    password: TEST_PASSWORD,
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return user;
}
