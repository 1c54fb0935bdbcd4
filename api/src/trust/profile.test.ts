// The operator page's data through the API (GET /api/stables/:slug/profile, issue 37): the stable, its public
// listings, reviews, verification, member since, and the response figures only from five conversations on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListing, signInAs } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { buildConversation, buildStableWithListing } from '../viewings/test-helpers.ts';
import { stableResponseStats } from './profile.ts';
import { PDF, postForm, verificationFields } from './test-forms.ts';

let server: TestServer;
let admin: TestClient;
const knex = () => server.services.knex;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await signInAs(admin, knex(), { isAdmin: true });
});
afterAll(() => server?.close());

async function scene() {
  const built = await buildStableWithListing(knex(), { rating: null, reviewCount: 0 });
  const slug = ((await knex()('stables').where({ id: built.stable.id }).first()) as { slug: string }).slug;
  return { ...built, slug };
}

/** A conversation begun `startedAgoH` hours ago that the stable answered `replyAfterMin` minutes later (or never). */
async function talk(listingId: number, startedAgoH: number, replyAfterMin: number | null) {
  const id = await buildConversation(knex(), listingId, { id: null, email: `frage${Math.random()}@example.de` });
  const startedAt = new Date(Date.now() - startedAgoH * 3_600_000);
  await knex()('conversations').where({ id }).update({ createdAt: startedAt });
  await knex()('conversationMessages').insert({
    conversationId: id,
    sender: 'enquirer',
    body: 'Hallo',
    createdAt: startedAt,
  });
  if (replyAfterMin !== null) {
    for (const extra of [0, 30]) {
      await knex()('conversationMessages').insert({
        conversationId: id,
        sender: 'owner',
        body: 'Gern!',
        createdAt: new Date(startedAt.getTime() + (replyAfterMin + extra) * 60_000),
      });
    }
  }
}

describe('GET /api/stables/:slug/profile', () => {
  it('answers the stable with its public listings, reviews, member since and no badge yet, to anyone', async () => {
    const { stable, listing, slug } = await scene();
    const hidden = await buildListing(knex(), { stableId: stable.id, status: 'pending' });
    const res = await server.client().get(`/api/stables/${slug}/profile`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: stable.id, slug, name: stable.name, badge: null, seals: [], response: null });
    expect(res.body.listings.map((l: { id: number }) => l.id)).toEqual([listing.id]);
    expect(res.body.listings.map((l: { id: number }) => l.id)).not.toContain(hidden.id);
    expect(res.body.reviews.summary).toMatchObject({ rating: null, count: 0 });
    expect(Date.parse(res.body.memberSince)).toBeLessThanOrEqual(Date.now());
    expect(JSON.stringify(res.body)).not.toMatch(/legalName|documentKey|phone/);
  });

  it('answers the same for signed-in users, other owners, the owner and admins', async () => {
    const { slug, owner } = await scene();
    const other = server.client();
    await signInAs(other, knex(), { isStableOwner: true });
    const user = server.client();
    await signInAs(user, knex());
    const own = server.client();
    await own.post('/api/login', { username: owner.username, password: 'geheim-passwort' });
    for (const client of [other, user, own, admin])
      expect((await client.get(`/api/stables/${slug}/profile`)).status).toBe(200);
  });

  it('answers 404 for an unknown slug, a bad one and a stable without a public listing', async () => {
    const { stable, slug } = await scene();
    expect((await server.client().get('/api/stables/gibt-es-nicht/profile')).status).toBe(404);
    expect((await server.client().get('/api/stables/Gro%C3%9F/profile')).status).toBe(400);
    await knex()('listings').where({ stableId: stable.id }).update({ status: 'inactive' });
    expect((await server.client().get(`/api/stables/${slug}/profile`)).status).toBe(404);
  });

  it('shows the badge once an admin granted the verification', async () => {
    const { stable, slug, owner } = await scene();
    const client = server.client();
    await client.post('/api/login', { username: owner.username, password: 'geheim-passwort' });
    await postForm(
      client,
      `/api/my/stables/${stable.id}/verification`,
      verificationFields({ documentKind: 'utility_bill' }),
      PDF,
    );
    const id = ((await knex()('stableVerifications').where({ stableId: stable.id }).first()) as { id: number }).id;
    expect((await server.client().get(`/api/stables/${slug}/profile`)).body.badge).toBeNull();
    await admin.post(`/api/admin/verifications/${id}/decision`, { action: 'grant' });
    const { badge } = (await server.client().get(`/api/stables/${slug}/profile`)).body;
    expect(badge.what).toBe('Name, Anschrift und Telefon anhand einer Versorgerrechnung geprüft');
  });
});

describe('the response figures', () => {
  it('stay hidden below five conversations and then count the first reply of each', async () => {
    const { stable, listing, slug } = await scene();
    for (const [ago, reply] of [
      [50, 30],
      [40, 90],
      [30, null],
      [20, 10],
    ] as const)
      await talk(listing.id, ago, reply);
    expect((await server.client().get(`/api/stables/${slug}/profile`)).body.response).toBeNull();
    await talk(listing.id, 10, 600);
    // An old conversation (over a year) does not count.
    await talk(listing.id, 400 * 24, 5);
    const { response } = (await server.client().get(`/api/stables/${slug}/profile`)).body;
    // Answered 4 of 5; first replies after 10, 30, 90 and 600 minutes: median 60.
    expect(response).toEqual({ conversations: 5, ratePercent: 80, medianMinutes: 60 });
    expect(await stableResponseStats(knex(), stable.id, new Date(Date.now() - 45 * 3_600_000))).toBeNull();
  });
});
