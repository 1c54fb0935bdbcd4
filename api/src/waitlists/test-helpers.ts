// Factories for the waiting-list tests: an owner signed in with a full listing, and people signed in who join it.
import type { Knex } from 'knex';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import type { TestClient, TestServer } from '#test/server.ts';

export async function fullListing(server: TestServer, listing: Record<string, unknown> = {}) {
  const knex = server.services.knex;
  const client = server.client();
  const owner = await signInAs(client, knex, { isStableOwner: true });
  const stable = await buildStable(knex, { ownerId: owner.id });
  const built = await buildListing(knex, { stableId: stable.id, freePlaces: 0, ...listing });
  return { owner, client, stable, listing: built };
}

export interface Person {
  id: number;
  email: string;
  client: TestClient;
}

/** A signed-in person who joined `listingId`'s list (expects 201). */
export async function joined(
  server: TestServer,
  listingId: number,
  body: Record<string, unknown> = {},
  user: Record<string, unknown> = {},
): Promise<Person> {
  const client = server.client();
  const signed = await signInAs(client, server.services.knex, user);
  const res = await client.post(`/api/listings/${listingId}/waitlist`, body);
  if (res.status !== 201) throw new Error(`join failed: ${res.status} ${res.text}`);
  return { id: signed.id, email: signed.email, client };
}

export async function entryIdOf(knex: Knex, listingId: number, userId: number): Promise<number> {
  const row = (await knex('waitlistEntries').where({ listingId, userId }).orderBy('id', 'desc').first('id')) as {
    id: number;
  };
  return row.id;
}
