// Reports and moderation through the API (issue 37): reporting a listing or a review (signed in, or anonymously
// with an address), the permission matrix of the queue and the decision, and what each decision does: a hidden
// listing answers 404 and leaves search and map, a hidden review leaves the stable's rating and count, a request
// to correct sends the listing to review on resubmission, a blocked account cannot sign in; and the mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MSG } from '#contract/moderation.ts';
import { buildListing, buildStable, buildUser, signInAs, TEST_PASSWORD } from '#test/factories.ts';
import { mailsTo } from '#test/mail.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { recomputeStableRating } from '../reviews/aggregate.ts';

let server: TestServer;
let admin: TestClient;
let user: TestClient;
const knex = () => server.services.knex;
const outbox = () => server.services.mail.outbox!;
let n = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await signInAs(admin, knex(), { isAdmin: true });
  user = server.client();
  await signInAs(user, knex());
});
afterAll(() => server?.close());

const report = { reason: 'fraud', message: 'Der Stall verlangt Vorkasse per Gutschein.' };

/** An owner (signed in) with a stable and a public listing with a title no other test uses. */
async function ownerWithListing() {
  const owner = server.client();
  const ownerUser = await signInAs(owner, knex(), { isStableOwner: true });
  const stable = await buildStable(knex(), { ownerId: ownerUser.id, rating: null, reviewCount: 0 });
  const listing = await buildListing(knex(), { stableId: stable.id, title: `Moderationsbox ${++n}` });
  return { owner, ownerUser, stable, listing };
}

/** Two visible reviews (5 and 1 stars) of the stable, the rating recomputed: 3.0 from 2. */
async function twoReviews(stableId: number) {
  const ids: number[] = [];
  for (const overall of [5, 1]) {
    const author = await buildUser(knex());
    const [row] = (await knex()('reviews')
      .insert({
        stableId,
        userId: author.id,
        basis: 'viewing',
        overall,
        welfare: overall,
        facilities: overall,
        care: overall,
        value: overall,
        community: overall,
        text: overall === 1 ? 'Alles furchtbar, die Besitzer sind Betrüger!' : 'Sehr schöner Stall mit viel Weide.',
      })
      .returning('id')) as { id: number }[];
    ids.push(row!.id);
  }
  await knex().transaction((trx) => recomputeStableRating(trx, stableId));
  return ids as [number, number];
}

async function openReportsOf(kind: string, itemId: number) {
  const res = await admin.get('/api/admin/moderation?status=open');
  return (res.body as { id: number; kind: string; itemId: number }[]).filter(
    (r) => r.kind === kind && r.itemId === itemId,
  );
}

describe('POST /api/listings/:id/reports', () => {
  it('takes a report from a signed-in user (201) and mails the confirmation', async () => {
    const { listing } = await ownerWithListing();
    const reporter = server.client();
    const me = await signInAs(reporter, knex());
    const res = await reporter.post(`/api/listings/${listing.id}/reports`, report);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), message: MODERATION_MSG.reported });
    const [mail] = await mailsTo(outbox(), me.email);
    expect(mail!.subject).toBe('Deine Meldung ist bei uns eingegangen');
    expect(mail!.text).toContain(listing.title);
  });

  it('takes an anonymous report only with an e-mail address', async () => {
    const { listing } = await ownerWithListing();
    const visitor = server.client();
    const without = await visitor.post(`/api/listings/${listing.id}/reports`, report);
    expect(without.status).toBe(400);
    expect(without.body.message).toBe(MODERATION_MSG.emailRequired);
    const bad = await visitor.post(`/api/listings/${listing.id}/reports`, { ...report, email: 'kein-mail' });
    expect(bad.status).toBe(400);
    const res = await visitor.post(`/api/listings/${listing.id}/reports`, { ...report, email: 'Gast@Example.de' });
    expect(res.status).toBe(201);
    expect(await mailsTo(outbox(), 'gast@example.de')).toHaveLength(1);
  });

  it('answers 400 for a missing reason or text, 404 for a listing that is not public, 400 for the own one', async () => {
    const { owner, listing } = await ownerWithListing();
    const noReason = await user.post(`/api/listings/${listing.id}/reports`, { message: 'x' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(MODERATION_MSG.invalidReason);
    const noText = await user.post(`/api/listings/${listing.id}/reports`, { reason: 'other', message: '  ' });
    expect(noText.body.message).toBe(MODERATION_MSG.messageRequired);
    const pending = await buildListing(knex(), { status: 'pending' });
    expect((await user.post(`/api/listings/${pending.id}/reports`, report)).status).toBe(404);
    expect((await user.post('/api/listings/999999/reports', report)).status).toBe(404);
    const own = await owner.post(`/api/listings/${listing.id}/reports`, report);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(MODERATION_MSG.ownContent);
  });
});

describe('POST /api/reviews/:id/reports', () => {
  it('takes reports of a visible review from anyone, 404 for a hidden one', async () => {
    const { stable } = await ownerWithListing();
    const [, bad] = await twoReviews(stable.id);
    expect((await user.post(`/api/reviews/${bad}/reports`, { ...report, reason: 'offensive' })).status).toBe(201);
    const anonymous = await server
      .client()
      .post(`/api/reviews/${bad}/reports`, { ...report, email: 'leserin@example.de' });
    expect(anonymous.status).toBe(201);
    expect((await server.client().post(`/api/reviews/${bad}/reports`, report)).status).toBe(400);
    await knex()('reviews').where({ id: bad }).update({ hiddenAt: new Date() });
    expect((await user.post(`/api/reviews/${bad}/reports`, report)).status).toBe(404);
  });
});

describe('the queue: GET /api/admin/moderation, /count, /:id', () => {
  it('is for admins only: 401 signed out, 403 for a user and an owner', async () => {
    const { owner } = await ownerWithListing();
    for (const path of [
      '/api/admin/moderation?status=open',
      '/api/admin/moderation/count',
      '/api/admin/moderation/1',
    ]) {
      expect((await server.client().get(path)).status).toBe(401);
      expect((await user.get(path)).status).toBe(403);
      expect((await owner.get(path)).status).toBe(403);
    }
    const decide = { action: 'dismiss', reason: 'x' };
    expect((await server.client().post('/api/admin/moderation/1/decision', decide)).status).toBe(401);
    expect((await user.post('/api/admin/moderation/1/decision', decide)).status).toBe(403);
    expect((await owner.post('/api/admin/moderation/1/decision', decide)).status).toBe(403);
  });

  it('lists the open reports in the shape of the issue, with the item, its history and the count', async () => {
    const { listing } = await ownerWithListing();
    const filed = await user.post(`/api/listings/${listing.id}/reports`, {
      reason: 'wrong_facts',
      message: 'Kein Paddock.',
    });
    const list = await admin.get('/api/admin/moderation?status=open');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual({
      id: filed.body.id,
      kind: 'listing',
      itemId: listing.id,
      reason: 'wrong_facts',
      message: 'Kein Paddock.',
      createdAt: expect.any(String),
      status: 'open',
      itemTitle: expect.stringContaining(listing.title),
      openForItem: 1,
    });
    expect((await admin.get('/api/admin/moderation/count')).body.open).toBe((list.body as unknown[]).length);
    const detail = await admin.get(`/api/admin/moderation/${filed.body.id}`);
    expect(detail.body.item).toMatchObject({ kind: 'listing', id: listing.id, hidden: false });
    expect(detail.body.item.publicPath).toBe(`/de/stallplatz/${listing.id}`);
    expect(detail.body.history).toEqual([expect.objectContaining({ type: 'report', what: 'wrong_facts' })]);
    expect(detail.body.actions).toEqual(['dismiss', 'hide', 'request_change', 'block_user']);
    expect((await admin.get('/api/admin/moderation?status=maybe')).status).toBe(400);
  });
});

describe('POST /api/admin/moderation/:id/decision', () => {
  it('answers 400 without a reason or with an unknown action, 404 for an unknown report', async () => {
    const { listing } = await ownerWithListing();
    const filed = await user.post(`/api/listings/${listing.id}/reports`, report);
    const path = `/api/admin/moderation/${filed.body.id}/decision`;
    const none = await admin.post(path, { action: 'hide' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MODERATION_MSG.decisionReasonRequired);
    expect((await admin.post(path, { action: 'hide', reason: '   ' })).status).toBe(400);
    expect((await admin.post(path, { action: 'delete', reason: 'x' })).status).toBe(400);
    expect((await admin.post('/api/admin/moderation/999999/decision', { action: 'hide', reason: 'x' })).status).toBe(
      404,
    );
    expect((await server.client().get(`/api/listings/${listing.id}`)).status).toBe(200);
  });

  it('hides a listing: 404 on its page, gone from search and map, the owner cannot reactivate it; mails both sides', async () => {
    const { owner, ownerUser, listing } = await ownerWithListing();
    const reporterEmail = `melder${n}@example.de`;
    const filed = await server
      .client()
      .post(`/api/listings/${listing.id}/reports`, { ...report, email: reporterEmail });
    const second = await user.post(`/api/listings/${listing.id}/reports`, { reason: 'other', message: 'Fake.' });
    const search = async () =>
      (
        (await server.client().get(`/api/listings?q=${encodeURIComponent(listing.title)}`)).body as { id: number }[]
      ).map((l) => l.id);
    const mapTotal = async () =>
      (await server.client().get('/api/map?bbox=5.8,45.7,17.2,55.1&zoom=6')).body.total as number;
    expect(await search()).toContain(listing.id);
    const onMap = await mapTotal();

    const statement = 'Das Inserat bietet einen Stallplatz an, den es nach unseren Prüfungen nicht gibt.';
    const res = await admin.post(`/api/admin/moderation/${filed.body.id}/decision`, {
      action: 'hide',
      reason: statement,
    });
    expect(res.status).toBe(200);
    expect(res.body.report.status).toBe('decided');
    expect(res.body.item.hidden).toBe(true);
    expect(res.body.history.map((h: { type: string }) => h.type)).toEqual(['report', 'report', 'decision']);

    expect((await server.client().get(`/api/listings/${listing.id}`)).status).toBe(404);
    expect(await search()).not.toContain(listing.id);
    expect(await mapTotal()).toBe(onMap - 1);
    // Both reports are settled by the one decision; deciding again is a conflict.
    expect(await openReportsOf('listing', listing.id)).toEqual([]);
    const again = await admin.post(`/api/admin/moderation/${second.body.id}/decision`, {
      action: 'dismiss',
      reason: 'x',
    });
    expect(again.status).toBe(409);

    const own = await owner.get(`/api/my/listings/${listing.id}`);
    expect(own.body).toMatchObject({ status: 'inactive', moderation: { state: 'hidden', reason: statement } });
    const resumed = await owner.post(`/api/my/listings/${listing.id}/resume`);
    expect(resumed.status).toBe(409);
    expect(resumed.body.message).toBe(MODERATION_MSG.listingHidden);

    // An admin's own status change lifts the hold.
    const restored = await admin.put(`/api/admin/listings/${listing.id}/status`, { status: 'active' });
    expect(restored.status).toBe(200);
    expect((await owner.get(`/api/my/listings/${listing.id}`)).body.moderation).toBeNull();
    await admin.put(`/api/admin/listings/${listing.id}/status`, { status: 'inactive' });

    const [toOwner] = await mailsTo(outbox(), ownerUser.email);
    expect(toOwner!.subject).toBe('Entscheidung unserer Moderation');
    expect(toOwner!.text).toContain(statement);
    expect(toOwner!.text).toContain('widersprechen');
    const toReporter = await mailsTo(outbox(), reporterEmail);
    expect(toReporter.map((m) => m.subject).sort()).toEqual([
      'Deine Meldung ist bei uns eingegangen',
      'Wir haben über deine Meldung entschieden',
    ]);
    const decided = toReporter.find((m) => m.subject.startsWith('Wir haben'))!;
    expect(decided.text).toContain('ausgeblendet');
    expect(decided.text).not.toContain(statement);
  });

  it('asks the owner to correct a listing: off until resubmitted, then back to review', async () => {
    const { owner, listing } = await ownerWithListing();
    const filed = await user.post(`/api/listings/${listing.id}/reports`, {
      reason: 'wrong_facts',
      message: 'Preis falsch.',
    });
    const res = await admin.post(`/api/admin/moderation/${filed.body.id}/decision`, {
      action: 'request_change',
      reason: 'Der Preis im Inserat stimmt nicht mit der Preisliste überein.',
    });
    expect(res.status).toBe(200);
    expect((await server.client().get(`/api/listings/${listing.id}`)).status).toBe(404);
    expect((await owner.get(`/api/my/listings/${listing.id}`)).body.moderation.state).toBe('change_requested');
    const resumed = await owner.post(`/api/my/listings/${listing.id}/resume`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.status).toBe('pending');
    expect(resumed.body.moderation).toBeNull();
  });

  it("hides a review: it leaves the stable's reviews, and the rating and count drop at once", async () => {
    const { stable, listing } = await ownerWithListing();
    const [, bad] = await twoReviews(stable.id);
    expect((await server.client().get(`/api/listings/${listing.id}`)).body.stable).toMatchObject({
      rating: 3,
      reviewCount: 2,
    });
    const filed = await user.post(`/api/reviews/${bad}/reports`, { reason: 'offensive', message: 'Beleidigend.' });
    const res = await admin.post(`/api/admin/moderation/${filed.body.id}/decision`, {
      action: 'hide',
      reason: 'Die Bewertung nennt die Betreiber ohne Belege Betrüger.',
    });
    expect(res.status).toBe(200);
    expect((await server.client().get(`/api/listings/${listing.id}`)).body.stable).toMatchObject({
      rating: 5,
      reviewCount: 1,
    });
    const reviews = await server.client().get(`/api/stables/${stable.id}/reviews`);
    expect(reviews.body.summary).toMatchObject({ rating: 5, count: 1 });
    expect(reviews.body.reviews.map((r: { id: number }) => r.id)).not.toContain(bad);
  });

  it('blocks an account: its session ends, it cannot sign in, its listings go off; admins cannot be blocked', async () => {
    const { owner, ownerUser, listing } = await ownerWithListing();
    const filed = await user.post(`/api/listings/${listing.id}/reports`, report);
    const res = await admin.post(`/api/admin/moderation/${filed.body.id}/decision`, {
      action: 'block_user',
      reason: 'Das Konto bietet erfundene Stallplätze gegen Vorkasse an.',
    });
    expect(res.status).toBe(200);
    expect((await owner.get('/api/user')).status).toBe(401);
    const login = await server.client().post('/api/login', { username: ownerUser.username, password: TEST_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(MODERATION_MSG.blocked);
    expect((await server.client().get(`/api/listings/${listing.id}`)).status).toBe(404);

    const adminUser = await buildUser(knex(), { isAdmin: true, isStableOwner: true });
    const adminStable = await buildStable(knex(), { ownerId: adminUser.id });
    const adminListing = await buildListing(knex(), { stableId: adminStable.id });
    const onAdmin = await user.post(`/api/listings/${adminListing.id}/reports`, report);
    const refused = await admin.post(`/api/admin/moderation/${onAdmin.body.id}/decision`, {
      action: 'block_user',
      reason: 'x',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MODERATION_MSG.noBlockAdmin);
  });
});

describe('the report rate limit', () => {
  let limited: TestServer;
  afterAll(() => limited?.close());

  it('answers 429 with a German message after too many anonymous reports from one address', async () => {
    limited = await startTestServer({ realLimits: true, limits: { report: { points: 2, durationSeconds: 600 } } });
    const listing = await buildListing(limited.services.knex);
    const visitor = limited.client();
    const post = () => visitor.post(`/api/listings/${listing.id}/reports`, { ...report, email: 'viel@example.de' });
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(201);
    const res = await post();
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MODERATION_MSG.tooMany);
  });
});
