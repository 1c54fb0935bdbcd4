import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages.ts';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import { expectOwnersOnly } from '#test/owners.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let owner: TestClient;
let other: TestClient;
let listingA: { id: number; title: string };
let listingB: { id: number; title: string };

beforeAll(async () => {
  server = await startTestServer();
  owner = server.client();
  const user = await signInAs(owner, server.services.knex, { isStableOwner: true });
  const stable = await buildStable(server.services.knex, { ownerId: user.id });
  listingA = await buildListing(server.services.knex, { stableId: stable.id, title: 'Box A' });
  listingB = await buildListing(server.services.knex, { stableId: stable.id, title: 'Box B' });
  other = server.client();
  await signInAs(other, server.services.knex, { isStableOwner: true });
});
afterAll(() => server?.close());

const knex = () => server.services.knex;

async function enquiry(listingId: number, overrides: Record<string, unknown> = {}) {
  const [row] = await knex()('contact_requests')
    .insert({
      source: 'enquiry',
      listingId,
      name: 'Eva Reiter',
      email: 'eva@example.de',
      message: 'Ist die Box frei?',
      ...overrides,
    })
    .returning('*');
  return row as { id: number };
}

describe('the /api/my/enquiries routes', () => {
  it('answer 401 to anonymous visitors and 403 to users and admins who own no stable', async () => {
    const e = await enquiry(listingA.id);
    await expectOwnersOnly(server, 'GET', '/api/my/enquiries');
    await expectOwnersOnly(server, 'PUT', `/api/my/enquiries/${e.id}`, { read: true });
    expect((await knex()('contact_requests').where('id', e.id).first()).readAt).toBeNull();
  });

  it('answer 404 to another owner and change nothing', async () => {
    const e = await enquiry(listingA.id);
    const res = await other.put(`/api/my/enquiries/${e.id}`, { read: true, status: 'answered' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Anfrage nicht gefunden');
    expect(await knex()('contact_requests').where('id', e.id).first()).toMatchObject({ readAt: null, status: 'new' });
    expect((await other.get('/api/my/enquiries')).body).toEqual([]);
    expect((await other.get(`/api/my/enquiries?listingId=${listingA.id}`)).body).toEqual([]);
  });
});

describe('GET /api/my/enquiries', () => {
  it('lists the enquiries to the own listings newest first, without contact-form messages', async () => {
    const client = server.client();
    const me = await signInAs(client, knex(), { isStableOwner: true });
    const listing = await buildListing(knex(), {
      stableId: (await buildStable(knex(), { ownerId: me.id })).id,
      title: 'Paddockbox',
    });
    const old = await enquiry(listing.id, {
      createdAt: new Date('2026-01-01T10:00:00Z'),
      phone: '0171 1234567',
      moveInDate: '2027-03-01',
    });
    const recent = await enquiry(listing.id, { createdAt: new Date('2026-02-01T10:00:00Z') });
    await knex()('contact_requests').insert({
      source: 'contact_form',
      listingId: listing.id,
      name: 'X',
      email: 'x@example.de',
      message: 'Hallo',
    });
    await enquiry(listingA.id);
    const res = await client.get('/api/my/enquiries');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { id: number }) => e.id)).toEqual([recent.id, old.id]);
    expect(res.body[1]).toEqual({
      id: old.id,
      listing: { id: listing.id, title: 'Paddockbox' },
      name: 'Eva Reiter',
      email: 'eva@example.de',
      phone: '0171 1234567',
      moveInDate: '2027-03-01',
      message: 'Ist die Box frei?',
      horse: null,
      status: 'new',
      readAt: null,
      createdAt: '2026-01-01T10:00:00.000Z',
    });
  });

  it('filters by listing and by unread', async () => {
    const a = await enquiry(listingA.id);
    const b = await enquiry(listingB.id);
    const read = await enquiry(listingB.id, { readAt: new Date() });
    const ofB = (await owner.get(`/api/my/enquiries?listingId=${listingB.id}`)).body.map((e: { id: number }) => e.id);
    expect(ofB).toContain(b.id);
    expect(ofB).toContain(read.id);
    expect(ofB).not.toContain(a.id);
    const unread = (await owner.get('/api/my/enquiries?unread=true')).body.map((e: { id: number }) => e.id);
    expect(unread).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(unread).not.toContain(read.id);
    expect((await owner.get('/api/my/enquiries?unread=false')).body.map((e: { id: number }) => e.id)).toContain(
      read.id,
    );
    expect((await owner.get('/api/my/enquiries?unread=vielleicht')).status).toBe(400);
  });
});

describe('PUT /api/my/enquiries/:id', () => {
  it('marks an enquiry read, keeps the first reading time, and unread again', async () => {
    const e = await enquiry(listingA.id);
    const res = await owner.put(`/api/my/enquiries/${e.id}`, { read: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: e.id, status: 'new', listing: { id: listingA.id, title: 'Box A' } });
    const firstRead = res.body.readAt;
    expect(Date.parse(firstRead)).toBeGreaterThan(Date.now() - 60_000);
    expect((await owner.put(`/api/my/enquiries/${e.id}`, { read: true })).body.readAt).toBe(firstRead);
    expect((await owner.put(`/api/my/enquiries/${e.id}`, { read: false })).body.readAt).toBeNull();
    expect((await knex()('contact_requests').where('id', e.id).first()).readAt).toBeNull();
  });

  it('marks an enquiry answered and new again', async () => {
    const e = await enquiry(listingA.id);
    expect((await owner.put(`/api/my/enquiries/${e.id}`, { status: 'answered', read: true })).body).toMatchObject({
      status: 'answered',
    });
    expect((await knex()('contact_requests').where('id', e.id).first()).status).toBe('answered');
    expect((await owner.put(`/api/my/enquiries/${e.id}`, { status: 'new' })).body.status).toBe('new');
  });

  it('answers 400 for an empty or invalid body', async () => {
    const e = await enquiry(listingA.id);
    const empty = await owner.put(`/api/my/enquiries/${e.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MSG.invalidInput);
    const bad = await owner.put(`/api/my/enquiries/${e.id}`, { status: 'erledigt' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: MSG.invalidStatus });
  });

  it('answers 404 for a contact-form message', async () => {
    const [row] = await knex()('contact_requests')
      .insert({ source: 'contact_form', listingId: listingA.id, name: 'X', email: 'x@example.de', message: 'Hallo' })
      .returning('id');
    expect((await owner.put(`/api/my/enquiries/${row.id}`, { read: true })).status).toBe(404);
  });
});
