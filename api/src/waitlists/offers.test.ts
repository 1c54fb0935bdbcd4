// Offering a place from the waiting list: the line in the conversation (opened when there was none) and the
// mail, the person's accept or decline and what the owner learns, the deadline running out by the job on a
// controllable clock (once, however many runs overlap), and the mails when free places come back (all or the first N).
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerDeadlineLabel, WAITLIST_MSG, type OwnerWaitlistDto } from '#contract/waitlists.ts';
import { signInAs } from '#test/factories.ts';
import { mailsTo } from '#test/mail.ts';
import { validListing } from '#test/owners.ts';
import { startTestServer, type TestServer } from '#test/server.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { createLogger } from '../log.ts';
import { runHousekeeping } from '../housekeeping.ts';
import { buildConversation } from '../viewings/test-helpers.ts';
import { waitlistDeadlineWork, WAITLIST_DEADLINE_QUEUE } from './deadline.ts';
import { expireOffers } from './offers.ts';
import { entryIdOf, fullListing, joined } from './test-helpers.ts';

let server: TestServer;
const knex = () => server.services.knex;
const outbox = () => server.services.mail.outbox!;
const DAY = 24 * 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function messagesOf(conversationId: number) {
  return (await knex()('conversationMessages').where({ conversationId }).orderBy('id')) as {
    sender: string;
    body: string;
  }[];
}

/** A full listing with one person on its list and the place offered to them. */
async function offered(days?: number) {
  const setup = await fullListing(server);
  const person = await joined(server, setup.listing.id, { note: 'Wallach, 8 Jahre' });
  const entryId = await entryIdOf(knex(), setup.listing.id, person.id);
  const res = await setup.client.post(
    `/api/my/listings/${setup.listing.id}/waitlist/${entryId}/offer`,
    days ? { days } : undefined,
  );
  expect(res.status, res.text).toBe(201);
  const offerId = res.body.offer.id as number;
  const conversationId = res.body.conversationId as number;
  return { ...setup, person, entryId, offerId, conversationId, answer: res.body };
}

describe('POST /api/my/listings/:id/waitlist/:entryId/offer', () => {
  it('opens a conversation, writes the offer with its deadline in it and mails the person', async () => {
    const before = Date.now();
    const { person, answer, conversationId, listing, offerId } = await offered();
    expect(answer).toMatchObject({ state: 'offered', offer: { id: offerId, state: 'open' } });
    const expiresAt = new Date(answer.offer.expiresAt).getTime();
    expect(expiresAt - before).toBeGreaterThanOrEqual(3 * DAY - 1000);
    expect(expiresAt - before).toBeLessThan(3 * DAY + 60_000);
    const lines = await messagesOf(conversationId);
    expect(lines[0]).toMatchObject({ sender: 'enquirer', body: expect.stringContaining('Wallach, 8 Jahre') });
    expect(lines.at(-1)).toMatchObject({
      sender: 'system',
      body: `Platz von der Warteliste angeboten: ${listing.title}. Annehmen oder ablehnen bis ${offerDeadlineLabel(answer.offer.expiresAt)}.`,
    });
    const mails = await mailsTo(outbox(), person.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Ein Stallplatz wird dir angeboten: ${listing.title}`);
    expect(mails[0]!.text).toContain(`bis ${offerDeadlineLabel(answer.offer.expiresAt)}`);
    expect(mails[0]!.links.some((l) => l.endsWith(`/nachrichten/${conversationId}`))).toBe(true);
    // The person sees it on their lists and in the conversation, with the buttons.
    const mine = (await person.client.get('/api/me/waitlists')).body;
    expect(mine[0]).toMatchObject({ state: 'offered', offer: { id: offerId, state: 'open', conversationId } });
    const inConversation = await person.client.get(`/api/me/conversations/${conversationId}/waitlist-offers`);
    expect(inConversation.body).toEqual([
      expect.objectContaining({
        id: offerId,
        state: 'open',
        canAnswer: true,
        listing: { id: listing.id, title: listing.title },
      }),
    ]);
  });

  it('writes in the conversation the person already has, with the deadline the owner chose', async () => {
    const setup = await fullListing(server);
    const person = await joined(server, setup.listing.id);
    const existing = await buildConversation(knex(), setup.listing.id, { id: person.id, email: person.email });
    const entryId = await entryIdOf(knex(), setup.listing.id, person.id);
    const res = await setup.client.post(`/api/my/listings/${setup.listing.id}/waitlist/${entryId}/offer`, { days: 7 });
    expect(res.status).toBe(201);
    expect(res.body.conversationId).toBe(existing);
    expect(new Date(res.body.offer.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect(await knex()('conversations').where({ listingId: setup.listing.id })).toHaveLength(1);
  });

  it('answers 409 while an offer is open and 400 for a deadline out of range', async () => {
    const { client, listing, entryId } = await offered();
    const again = await client.post(`/api/my/listings/${listing.id}/waitlist/${entryId}/offer`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(WAITLIST_MSG.offerOpen);
    for (const days of [0, 15, 'drei']) {
      const bad = await client.post(`/api/my/listings/${listing.id}/waitlist/${entryId}/offer`, { days });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.days).toBe(WAITLIST_MSG.days);
    }
  });
});

describe('accepting and declining an offer', () => {
  it('accepted: the entry is “angenommen” for the owner, told by a line and a mail', async () => {
    const { person, client, listing, offerId, conversationId, owner } = await offered();
    const stranger = server.client();
    await signInAs(stranger, knex());
    expect((await stranger.post(`/api/me/waitlist-offers/${offerId}/accept`)).status).toBe(404);
    expect((await client.post(`/api/me/waitlist-offers/${offerId}/accept`)).status).toBe(404);
    expect((await server.client().post(`/api/me/waitlist-offers/${offerId}/accept`)).status).toBe(401);

    const res = await person.client.post(`/api/me/waitlist-offers/${offerId}/accept`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: offerId, state: 'accepted' });
    const list = (await client.get<OwnerWaitlistDto>(`/api/my/listings/${listing.id}/waitlist`)).body;
    expect(list.entries[0]).toMatchObject({ state: 'accepted', position: 1, offer: { state: 'accepted' } });
    expect((await messagesOf(conversationId)).at(-1)!.body).toBe(`Angebotenen Platz angenommen: ${listing.title}`);
    const mails = await mailsTo(outbox(), owner.email);
    expect(mails.map((m) => m.subject)).toEqual([`Platz angenommen: ${listing.title}`]);
    const twice = await person.client.post(`/api/me/waitlist-offers/${offerId}/decline`);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(WAITLIST_MSG.offerNotOpen);
    const offers = (await person.client.get(`/api/me/conversations/${conversationId}/waitlist-offers`)).body;
    expect(offers[0]).toMatchObject({ state: 'accepted', canAnswer: false });
  });

  it('declined: the person leaves the list, the next one moves up and the owner can offer to them', async () => {
    const { person, client, listing, offerId, owner } = await offered();
    const next = await joined(server, listing.id);
    expect((await next.client.get('/api/me/waitlists')).body[0]).toMatchObject({ position: 2, total: 2 });
    const res = await person.client.post(`/api/me/waitlist-offers/${offerId}/decline`);
    expect(res.status).toBe(200);
    expect((await person.client.get('/api/me/waitlists')).body).toEqual([]);
    expect((await next.client.get('/api/me/waitlists')).body[0]).toMatchObject({ position: 1, total: 1 });
    const list = (await client.get<OwnerWaitlistDto>(`/api/my/listings/${listing.id}/waitlist`)).body;
    expect(list.entries.map((e) => [e.state, e.position])).toEqual([
      ['waiting', 1],
      ['declined', null],
    ]);
    expect((await mailsTo(outbox(), owner.email)).map((m) => m.subject)).toEqual([`Platz abgelehnt: ${listing.title}`]);
    const nextEntry = list.entries[0]!.id;
    expect((await client.post(`/api/my/listings/${listing.id}/waitlist/${nextEntry}/offer`, {})).status).toBe(201);
    // The one who declined is off the list: no new offer for them.
    const gone = await client.post(`/api/my/listings/${listing.id}/waitlist/${list.entries[1]!.id}/offer`, {});
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(WAITLIST_MSG.entryLeft);
  });
});

describe('leaving the list with a place offered', () => {
  it('declines the offer: the owner is told and sees the entry as declined', async () => {
    const { person, client, listing, owner, conversationId } = await offered();
    const res = await person.client.delete(`/api/me/waitlists/${listing.id}`);
    expect(res.status).toBe(200);
    expect((await person.client.get('/api/me/waitlists')).body).toEqual([]);
    const list = (await client.get<OwnerWaitlistDto>(`/api/my/listings/${listing.id}/waitlist`)).body;
    expect(list.entries).toMatchObject([{ state: 'declined', position: null, offer: { state: 'declined' } }]);
    expect((await mailsTo(outbox(), owner.email)).map((m) => m.subject)).toEqual([`Platz abgelehnt: ${listing.title}`]);
    expect((await messagesOf(conversationId)).at(-1)!.body).toBe(`Angebotenen Platz abgelehnt: ${listing.title}`);
    // Joining again starts a new entry at the end.
    expect((await person.client.post(`/api/listings/${listing.id}/waitlist`, {})).status).toBe(201);
  });
});

describe('the offer’s deadline', () => {
  it('runs out once, however often and however simultaneously the job runs, and both sides are told', async () => {
    const { person, offerId, owner, listing, client, conversationId } = await offered(2);
    const expiresAt = new Date(
      ((await knex()('waitlistOffers').where({ id: offerId }).first()) as { expiresAt: Date }).expiresAt,
    );
    const run = (now: Date) => expireOffers(server.services, knex(), now);
    expect(await run(new Date(expiresAt.getTime() - 60_000))).toBe(0);
    const after = new Date(expiresAt.getTime() + 60_000);
    const counts = await Promise.all([run(after), run(after), run(after)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await mailsTo(outbox(), owner.email)).map((m) => m.subject)).toEqual([
      `Frist abgelaufen: ${listing.title}`,
    ]);
    expect((await mailsTo(outbox(), person.email)).map((m) => m.subject).sort()).toEqual([
      `Angebot abgelaufen: ${listing.title}`,
      `Ein Stallplatz wird dir angeboten: ${listing.title}`,
    ]);
    expect((await messagesOf(conversationId)).at(-1)!.body).toBe(
      `Frist für den angebotenen Platz abgelaufen: ${listing.title}`,
    );
    const list = (await client.get<OwnerWaitlistDto>(`/api/my/listings/${listing.id}/waitlist`)).body;
    expect(list.entries[0]).toMatchObject({ state: 'expired', position: null });
    const late = await person.client.post(`/api/me/waitlist-offers/${offerId}/accept`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(WAITLIST_MSG.offerExpired);
  });

  it('runs from its five-minute schedule on the job queue when the clock passes the deadline', async () => {
    const { offerId, owner, listing } = await offered(1);
    const clock = new TestClock(new Date(Date.now()));
    const work = waitlistDeadlineWork({ settings: server.services.settings, config: server.services.config });
    const worker = createJobQueue(server.services.db, server.services.mail, createLogger('silent'), {
      housekeeping: runHousekeeping,
      scheduled: [work],
    });
    await worker.start({ work: true, clock });
    try {
      expect((await worker.boss.getSchedules(WAITLIST_DEADLINE_QUEUE)).map((s) => s.cron)).toEqual(['*/5 * * * *']);
      const state = async () =>
        ((await knex()('waitlistOffers').where({ id: offerId }).first()) as { state: string }).state;
      await clock.setTime(new Date(Date.now() + DAY - 10 * 60_000));
      await clock.tick(2 * 60_000);
      expect(await state()).toBe('open');
      const mark = Math.ceil((Date.now() + DAY) / 300_000) * 300_000;
      await clock.setTime(new Date(mark - 1_000));
      await clock.tick(2 * 60_000);
      for (let i = 0; i < 60 && (await state()) === 'open'; i++) await clock.tick(1_000);
      expect(await state()).toBe('expired');
      const told = async () =>
        (await mailsTo(outbox(), owner.email)).filter((m) => m.subject === `Frist abgelaufen: ${listing.title}`);
      for (let i = 0; i < 60 && (await told()).length === 0; i++) await clock.tick(1_000);
      expect(await told()).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});

describe('free places coming back', () => {
  async function raise(setup: Awaited<ReturnType<typeof fullListing>>, freePlaces: number) {
    const res = await setup.client.put(
      `/api/my/listings/${setup.listing.id}`,
      validListing(setup.stable.id, { title: setup.listing.title, freePlaces }),
    );
    expect(res.status, res.text).toBe(200);
  }
  const told = async (email: string, title: string) =>
    (await mailsTo(outbox(), email)).filter((m) => m.subject === `Wieder frei: ${title}`).length;

  it('tells everyone waiting when the owner raises the free places from none, and nobody on other edits', async () => {
    const setup = await fullListing(server);
    const people = [];
    for (let i = 0; i < 3; i++) people.push(await joined(server, setup.listing.id));
    await raise(setup, 0);
    for (const p of people) expect(await told(p.email, setup.listing.title)).toBe(0);
    await raise(setup, 2);
    for (const p of people) expect(await told(p.email, setup.listing.title)).toBe(1);
    await raise(setup, 3);
    for (const p of people) expect(await told(p.email, setup.listing.title)).toBe(1);
  });

  it('tells only the first N when the owner chose so, in the list’s order', async () => {
    const setup = await fullListing(server);
    const people = [];
    for (let i = 0; i < 4; i++) people.push(await joined(server, setup.listing.id));
    const ids = await Promise.all(people.map((p) => entryIdOf(knex(), setup.listing.id, p.id)));
    const order = await setup.client.put(`/api/my/listings/${setup.listing.id}/waitlist/order`, {
      entryIds: [ids[3], ids[0], ids[1], ids[2]],
    });
    expect(order.body.entries.map((e: { id: number }) => e.id)).toEqual([ids[3], ids[0], ids[1], ids[2]]);
    expect((await setup.client.put(`/api/my/listings/${setup.listing.id}/waitlist/notify`, { notify: 2 })).status).toBe(
      200,
    );
    await raise(setup, 1);
    // One after another: each read sends what is queued first.
    const counts = [];
    for (const p of people) counts.push(await told(p.email, setup.listing.title));
    expect(counts).toEqual([1, 0, 0, 1]);
  });
});
