// Verified reviews through the API (issue 37): no rating without reviews (a listing created and approved today
// answers rating null), reviewing only after a viewing that took place or a confirmed tenancy, one review per user
// and stable, editing, the owner's reply, the owner's tenancy confirmation, the permission matrix of every route,
// and the stable's rating under simultaneous reviews.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MSG } from '#contract/reviews.ts';
import { deleteAccount } from '../account/service.ts';
import { buildUser, signInAs, TEST_PASSWORD } from '#test/factories.ts';
import { validListing, validStable } from '#test/owners.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { buildConversation, buildStableWithListing } from '../viewings/test-helpers.ts';

let server: TestServer;
const knex = () => server.services.knex;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const review = (overall = 4, text = 'Sehr freundliche Leute, die Pferde stehen gut und haben viel Auslauf.') => ({
  overall,
  categories: { welfare: 5, facilities: 4, care: overall, value: 3, community: 4 },
  text,
});

async function signIn(client: TestClient, username: string) {
  const res = await client.post('/api/login', { username, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
}

/** A booked viewing of the conversation's stable, `hoursAgo` hours ago (negative: still ahead). */
async function buildViewing(conversationId: number, hoursAgo: number, status = 'booked') {
  const startsAt = new Date(Date.now() - hoursAgo * 3_600_000);
  await knex()('viewings').insert({
    conversationId,
    status,
    proposedBy: 'enquirer',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60_000),
  });
}

/** An owner's stable with a public listing, and a signed-in enquirer with a conversation about it. */
async function scene() {
  const { owner, stable, listing } = await buildStableWithListing(knex(), { rating: null, reviewCount: 0 });
  const ownerClient = server.client();
  await signIn(ownerClient, owner.username);
  const enquirerClient = server.client();
  const enquirer = await signInAs(enquirerClient, knex(), { firstName: 'Eva', lastName: 'Reiter' });
  const conversationId = await buildConversation(knex(), listing.id, { id: enquirer.id, email: enquirer.email });
  return { owner, stable, listing, enquirer, conversationId, ownerClient, enquirerClient };
}

describe('no made-up ratings', () => {
  it('answers rating null and reviewCount 0 for a listing created and approved today', async () => {
    const ownerClient = server.client();
    await signInAs(ownerClient, knex(), { isStableOwner: true });
    const created = await ownerClient.post('/api/my/stables', validStable());
    expect(created.status).toBe(201);
    const listing = await ownerClient.post('/api/my/listings', validListing(created.body.id));
    expect(listing.status).toBe(201);
    const admin = server.client();
    await signInAs(admin, knex(), { isAdmin: true });
    const approved = await admin.put(`/api/admin/listings/${listing.body.id}/status`, { status: 'active' });
    expect(approved.status).toBe(200);

    const detail = await server.client().get(`/api/listings/${listing.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.stable).toMatchObject({ rating: null, reviewCount: 0 });
    const search = await server.client().get(`/api/listings?q=${encodeURIComponent(validListing(0).title)}`);
    const found = (search.body as { id: number; stable: { rating: unknown; reviewCount: unknown } }[]).find(
      (l) => l.id === listing.body.id,
    );
    expect(found?.stable).toMatchObject({ rating: null, reviewCount: 0 });
    const reviews = await server.client().get(`/api/stables/${created.body.id}/reviews`);
    expect(reviews.body.summary).toEqual({
      rating: null,
      count: 0,
      categories: { welfare: null, facilities: null, care: null, value: null, community: null },
    });
  });
});

describe('POST /api/stables/:id/reviews', () => {
  it('answers 401 without an account and 403 with a German message without a verified contact', async () => {
    const { stable, conversationId, enquirerClient } = await scene();
    const path = `/api/stables/${stable.id}/reviews`;
    expect((await server.client().post(path, review())).status).toBe(401);
    // A conversation alone, a viewing still ahead, a cancelled one: no verified contact.
    const none = await enquirerClient.post(path, review());
    expect(none.status).toBe(403);
    expect(none.body.message).toBe(REVIEW_MSG.noContact);
    await buildViewing(conversationId, -48);
    expect((await enquirerClient.post(path, review())).status).toBe(403);
    const { stable: other, listing: otherListing } = await buildStableWithListing(knex());
    const me = await knex()('conversations').where({ id: conversationId }).first('enquirerId', 'enquirerEmail');
    const otherConversation = await buildConversation(knex(), otherListing.id, {
      id: me.enquirerId,
      email: me.enquirerEmail,
    });
    await buildViewing(otherConversation, 48, 'cancelled');
    expect((await enquirerClient.post(`/api/stables/${other.id}/reviews`, review())).status).toBe(403);
    expect((await enquirerClient.post('/api/stables/999999/reviews', review())).status).toBe(404);
  });

  it('lets a user with a past viewing review once; the stable gets its rating; a second answers 409', async () => {
    const { stable, listing, conversationId, enquirerClient, ownerClient } = await scene();
    await buildViewing(conversationId, 24);
    const path = `/api/stables/${stable.id}/reviews`;

    const before = await enquirerClient.get(path);
    expect(before.body.viewer).toMatchObject({ canReview: true, basisLabel: 'nach Besichtigung', ownReviewId: null });

    const bad = await enquirerClient.post(path, { ...review(), text: 'Zu kurz' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(REVIEW_MSG.textShort);
    expect((await enquirerClient.post(path, { ...review(), overall: 6 })).status).toBe(400);

    const created = await enquirerClient.post(path, review(4));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      authorName: 'Eva R.',
      basisLabel: 'nach Besichtigung',
      overall: 4,
      mine: true,
    });

    const second = await enquirerClient.post(path, review(5));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(REVIEW_MSG.duplicate);

    // The owner may not review their own stable.
    expect((await ownerClient.post(path, review())).status).toBe(403);

    const detail = await server.client().get(`/api/listings/${listing.id}`);
    expect(detail.body.stable).toMatchObject({ rating: 4, reviewCount: 1 });
    const page = await server.client().get(path);
    expect(page.body.summary).toMatchObject({ rating: 4, count: 1, categories: { welfare: 5, value: 3 } });
    expect(page.body.reviews).toHaveLength(1);
    expect(page.body.viewer).toBeNull();
  });

  it('lets a confirmed boarder review, saying since when', async () => {
    const { stable, conversationId, enquirerClient, ownerClient, enquirer } = await scene();
    const tenancy = `/api/my/conversations/${conversationId}/tenancy`;
    expect((await ownerClient.get(tenancy)).body).toEqual({ since: null, possible: true });
    // Only the owner of the conversation's stable confirms: the enquirer is no stable owner (403), another owner finds
    // nothing (404).
    expect((await enquirerClient.post(tenancy, { since: '2025-03' })).status).toBe(403);
    const otherOwner = server.client();
    await signInAs(otherOwner, knex(), { isStableOwner: true });
    expect((await otherOwner.post(tenancy, { since: '2025-03' })).status).toBe(404);
    expect((await ownerClient.post(tenancy, { since: '2025-13' })).status).toBe(400);
    expect((await ownerClient.post(tenancy, { since: '2999-01' })).status).toBe(400);
    const confirmed = await ownerClient.post(tenancy, { since: '2025-03' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ since: '2025-03', possible: true });

    const created = await enquirerClient.post(`/api/stables/${stable.id}/reviews`, review(5));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      basis: 'tenancy',
      tenancySince: '2025-03',
      basisLabel: 'Einsteller seit 2025',
    });
    const mine = await enquirerClient.get('/api/me/reviews');
    expect(mine.body.map((r: { id: number }) => r.id)).toEqual([created.body.id]);
    expect(mine.body[0].stableName).toBe(stable.name);
    // The account export holds the review and the confirmation.
    const exported = await enquirerClient.get('/api/me/export');
    expect(exported.body.reviews).toEqual([
      expect.objectContaining({ stableId: stable.id, overall: 5, basis: 'tenancy' }),
    ]);
    expect(exported.body.tenancies).toEqual([{ stableId: stable.id, stableName: stable.name, since: '2025-03' }]);
    expect(enquirer.id).toBeGreaterThan(0);
  });

  it('refuses a tenancy for an enquirer without an account (409)', async () => {
    const { listing, ownerClient } = await scene();
    const anonymous = await buildConversation(knex(), listing.id, { id: null, email: 'gast@example.de' });
    const res = await ownerClient.post(`/api/my/conversations/${anonymous}/tenancy`, { since: '2025-01' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(REVIEW_MSG.tenancyNoAccount);
  });
});

describe('PUT /api/me/reviews/:id and POST /api/my/reviews/:id/reply', () => {
  it('lets only the author edit (404 for others) and only the stable owner reply (404 for other owners)', async () => {
    const { stable, listing, conversationId, enquirerClient, ownerClient } = await scene();
    await buildViewing(conversationId, 2);
    const created = await enquirerClient.post(`/api/stables/${stable.id}/reviews`, review(3));
    const id = created.body.id as number;

    const stranger = server.client();
    await signInAs(stranger, knex());
    expect((await server.client().put(`/api/me/reviews/${id}`, review(5))).status).toBe(401);
    expect((await stranger.put(`/api/me/reviews/${id}`, review(5))).status).toBe(404);
    const edited = await enquirerClient.put(`/api/me/reviews/${id}`, review(5));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ overall: 5 });
    expect((await server.client().get(`/api/listings/${listing.id}`)).body.stable).toMatchObject({
      rating: 5,
      reviewCount: 1,
    });

    const reply = `/api/my/reviews/${id}/reply`;
    expect((await server.client().post(reply, { text: 'Danke!' })).status).toBe(401);
    expect((await enquirerClient.post(reply, { text: 'Danke!' })).status).toBe(403);
    const otherOwner = server.client();
    await signInAs(otherOwner, knex(), { isStableOwner: true });
    expect((await otherOwner.post(reply, { text: 'Danke!' })).status).toBe(404);
    expect((await ownerClient.post(reply, { text: '' })).status).toBe(400);
    const answered = await ownerClient.post(reply, { text: 'Danke für deinen Besuch!' });
    expect(answered.status).toBe(200);
    expect(answered.body.reply.text).toBe('Danke für deinen Besuch!');
    // Once per review: sent again, it replaces the answer.
    await ownerClient.post(reply, { text: 'Danke, bis bald!' });
    const page = await server.client().get(`/api/stables/${stable.id}/reviews`);
    expect(page.body.reviews[0].reply.text).toBe('Danke, bis bald!');
    expect((await ownerClient.post('/api/my/reviews/999999/reply', { text: 'x' })).status).toBe(404);
  });

  it('pages the reviews newest first and keeps a deleted author’s review as "Ehemaliges Mitglied"', async () => {
    const { owner, stable, listing } = await scene();
    const authors = [];
    for (let i = 0; i < 7; i += 1) {
      const user = await buildUser(knex(), { firstName: `Nutzer${i}`, lastName: 'X' });
      const conversationId = await buildConversation(knex(), listing.id, { id: user.id, email: user.email });
      await buildViewing(conversationId, 10 + i);
      const client = server.client();
      await signIn(client, user.username);
      const res = await client.post(`/api/stables/${stable.id}/reviews`, review((i % 5) + 1));
      expect(res.status).toBe(201);
      authors.push({ user, client });
    }
    const first = await server.client().get(`/api/stables/${stable.id}/reviews`);
    expect(first.body.reviews.map((r: { authorName: string }) => r.authorName)).toEqual([
      'Nutzer6 X.',
      'Nutzer5 X.',
      'Nutzer4 X.',
      'Nutzer3 X.',
      'Nutzer2 X.',
    ]);
    expect(first.body.hasMore).toBe(true);
    const second = await server.client().get(`/api/stables/${stable.id}/reviews?page=2`);
    expect(second.body.reviews).toHaveLength(2);
    expect(second.body.hasMore).toBe(false);
    // 1+2+3+4+5+1+2 = 18 over 7: 2.6.
    expect(first.body.summary).toMatchObject({ rating: 2.6, count: 7 });

    const gone = authors[6]!;
    await deleteAccount(knex(), gone.user.id);
    const after = await server.client().get(`/api/stables/${stable.id}/reviews`);
    expect(after.body.reviews[0].authorName).toBe('Ehemaliges Mitglied');
    expect(after.body.summary.count).toBe(7);
    expect(owner.id).toBeGreaterThan(0);
  });
});

describe('the stable rating under simultaneous reviews', () => {
  it('counts every review when many arrive at once', async () => {
    const { stable, listing } = await scene();
    const writers = [];
    for (let i = 0; i < 12; i += 1) {
      const user = await buildUser(knex());
      const conversationId = await buildConversation(knex(), listing.id, { id: user.id, email: user.email });
      await buildViewing(conversationId, 5);
      const client = server.client();
      await signIn(client, user.username);
      writers.push({ client, overall: (i % 5) + 1 });
    }
    const results = await Promise.all(
      writers.map(({ client, overall }) => client.post(`/api/stables/${stable.id}/reviews`, review(overall))),
    );
    expect(results.map((r) => r.status)).toEqual(writers.map(() => 201));
    const expected = Math.round((writers.reduce((sum, w) => sum + w.overall, 0) / writers.length) * 10) / 10;
    const row = await knex()('stables').where({ id: stable.id }).first('rating', 'reviewCount');
    expect({ rating: Number(row.rating), reviewCount: row.reviewCount }).toEqual({ rating: expected, reviewCount: 12 });
    const search = await knex()('listingSearch').where({ listingId: listing.id }).first('rating');
    expect(Number(search.rating)).toBe(expected);
  });
});
