// Viewing appointments through the API: the owner's slots, a listing's free slots, booking, proposing, accepting,
// moving and cancelling in a conversation, each with its line in the conversation, mails to both sides with an
// .ics that parses, the permission matrix of every route, and a slot's capacity under simultaneous bookings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { FreeSlotAnswer, OwnerSlotAnswer, ViewingAnswer } from '#contract/viewing-answers.ts';
import { VIEWING_MSG, viewingTimeLabel } from '#contract/viewings.ts';
import { signInAs } from '#test/factories.ts';
import { mailsTo } from '#test/mail.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import {
  buildConversation,
  buildSlot,
  buildStableWithListing,
  calendarOf,
  hoursAhead,
  parseCalendar,
} from './test-helpers.ts';

let server: TestServer;
const knex = () => server.services.knex;
const outbox = () => server.services.mail.outbox!;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** An owner with a stable and listing, a signed-in enquirer with a conversation about it, and clients for both. */
async function scene(stable: Record<string, unknown> = {}) {
  const { owner, stable: built, listing } = await buildStableWithListing(knex(), stable);
  const ownerClient = server.client();
  await ownerClient.post('/api/login', { username: owner.username, password: 'geheim-passwort' });
  const enquirerClient = server.client();
  const enquirer = await signInAs(enquirerClient, knex());
  const conversationId = await buildConversation(knex(), listing.id, { id: enquirer.id, email: enquirer.email });
  return { owner, stable: built, listing, enquirer, conversationId, ownerClient, enquirerClient };
}

async function systemLines(conversationId: number): Promise<string[]> {
  const rows = await knex()('conversationMessages')
    .where({ conversationId, sender: 'system' })
    .orderBy('id')
    .select('body');
  return rows.map((row: { body: string }) => row.body);
}

describe('POST /api/my/stables/:id/viewing-slots', () => {
  it('lets only the stable owner add a slot: 401, 403 for others and admins, 404 for another owner', async () => {
    const { stable, ownerClient } = await scene();
    const body = { startsAt: hoursAhead(48).toISOString(), minutes: 30, capacity: 2 };
    const path = `/api/my/stables/${stable.id}/viewing-slots`;
    expect((await server.client().post(path, body)).status).toBe(401);
    const visitor = server.client();
    await signInAs(visitor, knex());
    expect((await visitor.post(path, body)).status).toBe(403);
    const admin = server.client();
    await signInAs(admin, knex(), { isAdmin: true });
    expect((await admin.post(path, body)).status).toBe(403);
    const other = server.client();
    await signInAs(other, knex(), { isStableOwner: true });
    const foreign = await other.post(path, body);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Stall nicht gefunden');

    const created = await ownerClient.post(path, body);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number) });
    const again = await ownerClient.post(path, body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Zu dieser Zeit gibt es schon einen Termin.');
  });

  it('answers 400 in German for a past time, a bad length or too many visitors', async () => {
    const { stable, ownerClient } = await scene();
    const path = `/api/my/stables/${stable.id}/viewing-slots`;
    const past = await ownerClient.post(path, { startsAt: '2020-01-01T10:00:00+01:00', minutes: 30, capacity: 1 });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(VIEWING_MSG.startsAtPast);
    const long = await ownerClient.post(path, { startsAt: hoursAhead(5).toISOString(), minutes: 5, capacity: 1 });
    expect(long.status).toBe(400);
    expect(long.body.errors.minutes).toBe(VIEWING_MSG.minutes);
    const many = await ownerClient.post(path, { startsAt: hoursAhead(5).toISOString(), minutes: 30, capacity: 99 });
    expect(many.body.errors.capacity).toBe(VIEWING_MSG.capacity);
  });

  it('makes a weekly pattern at the local time of the stable, summer or winter, skipping existing slots', async () => {
    const { stable, ownerClient } = await scene({ region: 'austria' });
    const path = `/api/my/stables/${stable.id}/viewing-slots`;
    const weekly = { weekdays: [6, 3], time: '14:30', minutes: 45, capacity: 3, weeks: 3 };
    const res = await ownerClient.post(path, { weekly });
    expect(res.status).toBe(201);
    // Wednesdays and Saturdays of three weeks from today, less those of today already past.
    expect(res.body.ids.length).toBeGreaterThanOrEqual(5);
    expect(res.body.ids.length).toBeLessThanOrEqual(6);
    const slots = await ownerClient.get(path);
    expect(slots.status).toBe(200);
    expect(slots.body.map((slot: { id: number }) => slot.id)).toEqual(res.body.ids);
    const vienna = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Vienna',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (const slot of slots.body) {
      expect(['Wed 14:30', 'Sat 14:30']).toContain(vienna.format(new Date(slot.startsAt)));
      expect(slot).toMatchObject({ minutes: 45, capacity: 3, free: 3, timeZone: 'Europe/Vienna', viewings: [] });
      expect(new Date(slot.endsAt).getTime() - new Date(slot.startsAt).getTime()).toBe(45 * 60_000);
    }
    const repeat = await ownerClient.post(path, { weekly });
    expect(repeat.status).toBe(201);
    expect(repeat.body.ids).toEqual([]);
    const bad = await ownerClient.post(path, { weekly: { ...weekly, weekdays: [], time: '25:00' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ 'weekly.weekdays': VIEWING_MSG.weekdays, 'weekly.time': VIEWING_MSG.time });
  });
});

describe('GET /api/listings/:id/viewing-slots', () => {
  it('answers the future slots with free places, to anyone; full, past and other stables’ slots are left out', async () => {
    const { stable, listing, conversationId, enquirerClient } = await scene();
    const open = await buildSlot(knex(), stable.id, { startsAt: hoursAhead(30), capacity: 3 });
    const full = await buildSlot(knex(), stable.id, { startsAt: hoursAhead(31), capacity: 1 });
    await knex()('viewingSlots').insert({ stableId: stable.id, startsAt: hoursAhead(-30), minutes: 30, capacity: 1 });
    const elsewhere = await buildStableWithListing(knex());
    await buildSlot(knex(), elsewhere.stable.id);
    expect(
      (await enquirerClient.post(`/api/me/conversations/${conversationId}/viewings`, { slotId: full.id })).status,
    ).toBe(201);

    const res = await server.client().get(`/api/listings/${listing.id}/viewing-slots`);
    expect(res.status).toBe(200);
    z.array(FreeSlotAnswer).parse(res.body);
    expect(res.body).toEqual([
      {
        id: open.id,
        startsAt: new Date(open.startsAt).toISOString(),
        endsAt: new Date(new Date(open.startsAt).getTime() + 30 * 60_000).toISOString(),
        free: 3,
        timeZone: 'Europe/Berlin',
      },
    ]);
    await knex()('listings').where({ id: listing.id }).update({ status: 'inactive' });
    expect((await server.client().get(`/api/listings/${listing.id}/viewing-slots`)).status).toBe(404);
  });
});

describe('POST /api/me/conversations/:id/viewings', () => {
  it('books a slot for the enquirer, writes it into the conversation and mails both sides an .ics', async () => {
    const { owner, stable, enquirer, conversationId, enquirerClient, ownerClient } = await scene();
    const slot = await buildSlot(knex(), stable.id, { startsAt: hoursAhead(50), minutes: 30 });
    const res = await enquirerClient.post(`/api/me/conversations/${conversationId}/viewings`, { slotId: slot.id });
    expect(res.status).toBe(201);
    // The answer is what the OpenAPI document says it is.
    ViewingAnswer.parse(res.body);
    const label = viewingTimeLabel(
      slot.startsAt,
      new Date(new Date(slot.startsAt).getTime() + 30 * 60_000),
      'Europe/Berlin',
    );
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      slotId: slot.id,
      conversationId,
      startsAt: new Date(slot.startsAt).toISOString(),
      status: 'booked',
      role: 'enquirer',
      proposedBy: 'enquirer',
      canAccept: false,
      canCancel: true,
      calendarPath: `/api/me/viewings/${res.body.id}/calendar.ics`,
    });
    expect(await systemLines(conversationId)).toEqual([`Besichtigung gebucht: ${label}`]);

    for (const address of [enquirer.email, owner.email]) {
      const [mail] = await mailsTo(outbox(), address);
      expect(mail!.subject).toBe(`Besichtigung gebucht: ${label}`);
      const ics = parseCalendar(await calendarOf(mail!));
      expect(ics).toMatchObject({
        method: 'REQUEST',
        uid: expect.stringMatching(new RegExp(`^viewing-${res.body.id}@`)),
        sequence: 0,
        tzid: 'Europe/Berlin',
        timezones: ['Europe/Berlin'],
        status: 'CONFIRMED',
      });
      expect(ics.start.toISOString()).toBe(new Date(slot.startsAt).toISOString());
      expect(ics.end.getTime() - ics.start.getTime()).toBe(30 * 60_000);
    }
    expect((await mailsTo(outbox(), enquirer.email))[0]!.text).toContain('Du hast eine Besichtigung gebucht');
    expect((await mailsTo(outbox(), owner.email))[0]!.text).toContain(`Eva Reiter hat eine Besichtigung gebucht`);

    const owners = await ownerClient.get(`/api/me/conversations/${conversationId}/viewings`);
    expect(owners.body).toEqual([expect.objectContaining({ id: res.body.id, role: 'owner', status: 'booked' })]);
    const second = await buildSlot(knex(), stable.id, { startsAt: hoursAhead(60) });
    const twice = await enquirerClient.post(`/api/me/conversations/${conversationId}/viewings`, { slotId: second.id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(VIEWING_MSG.alreadyActive);
  });

  it('lets the owner propose a slot that the enquirer accepts; the owner cannot accept it', async () => {
    const { stable, conversationId, enquirerClient, ownerClient } = await scene();
    const slot = await buildSlot(knex(), stable.id);
    const proposed = await ownerClient.post(`/api/me/conversations/${conversationId}/viewings`, { slotId: slot.id });
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({ status: 'proposed', role: 'owner', proposedBy: 'owner', canAccept: false });
    const seen = await enquirerClient.get(`/api/me/conversations/${conversationId}/viewings`);
    expect(seen.body[0]).toMatchObject({ status: 'proposed', canAccept: true });

    const byOwner = await ownerClient.post(`/api/me/viewings/${proposed.body.id}/accept`);
    expect(byOwner.status).toBe(403);
    expect(byOwner.body.message).toBe(VIEWING_MSG.ownerCannotAccept);
    const accepted = await enquirerClient.post(`/api/me/viewings/${proposed.body.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'booked', canAccept: false });
    const again = await enquirerClient.post(`/api/me/viewings/${proposed.body.id}/accept`);
    expect(again.status).toBe(409);
    expect((await systemLines(conversationId)).map((line) => line.split(':')[0])).toEqual([
      'Besichtigung vorgeschlagen',
      'Besichtigung zugesagt',
    ]);
  });

  it('answers 404 to everyone outside the conversation (admins too), 401 without a session, 400 for another stable’s slot', async () => {
    const { stable, conversationId, enquirerClient } = await scene();
    const slot = await buildSlot(knex(), stable.id);
    const path = `/api/me/conversations/${conversationId}/viewings`;
    expect((await server.client().post(path, { slotId: slot.id })).status).toBe(401);
    expect((await server.client().get(path)).status).toBe(401);
    for (const flags of [{}, { isStableOwner: true }, { isAdmin: true }]) {
      const stranger = server.client();
      await signInAs(stranger, knex(), flags);
      const res = await stranger.post(path, { slotId: slot.id });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Unterhaltung nicht gefunden');
      expect((await stranger.get(path)).status).toBe(404);
    }
    const elsewhere = await buildStableWithListing(knex());
    const foreignSlot = await buildSlot(knex(), elsewhere.stable.id);
    const foreign = await enquirerClient.post(path, { slotId: foreignSlot.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(VIEWING_MSG.slotOtherStable);
    const missing = await enquirerClient.post(path, { slotId: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Termin nicht gefunden');
  });

  it('books a slot of capacity 1 once when five conversations ask at the same moment: one 201, four 409', async () => {
    const { listing, stable } = await buildStableWithListing(knex());
    const slot = await buildSlot(knex(), stable.id, { capacity: 1 });
    const clients: { client: TestClient; conversationId: number }[] = [];
    for (let i = 0; i < 5; i++) {
      const client = server.client();
      const user = await signInAs(client, knex());
      clients.push({ client, conversationId: await buildConversation(knex(), listing.id, user) });
    }
    const answers = await Promise.all(
      clients.map(({ client, conversationId }) =>
        client.post(`/api/me/conversations/${conversationId}/viewings`, { slotId: slot.id }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.status === 409)) {
      expect(res.body.message).toBe(VIEWING_MSG.slotFull);
    }
    const [counted] = await knex()('viewings')
      .where({ slotId: slot.id })
      .whereNot('status', 'cancelled')
      .count({ n: '*' });
    expect(Number((counted as { n: string }).n)).toBe(1);
  });

  it('fills a slot of capacity 3 with exactly three of eight simultaneous bookings', async () => {
    const { listing, stable } = await buildStableWithListing(knex());
    const slot = await buildSlot(knex(), stable.id, { capacity: 3 });
    const requests = [];
    for (let i = 0; i < 8; i++) {
      const client = server.client();
      const user = await signInAs(client, knex());
      const conversationId = await buildConversation(knex(), listing.id, user);
      requests.push(() => client.post(`/api/me/conversations/${conversationId}/viewings`, { slotId: slot.id }));
    }
    const statuses = (await Promise.all(requests.map((send) => send()))).map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
  });
});

describe('POST /api/me/viewings/:id/move and /cancel', () => {
  it('moves a booking: same calendar UID, next SEQUENCE, the old place freed, both sides told', async () => {
    const { owner, stable, listing, enquirer, conversationId, enquirerClient, ownerClient } = await scene();
    const first = await buildSlot(knex(), stable.id, { startsAt: hoursAhead(40) });
    const second = await buildSlot(knex(), stable.id, { startsAt: hoursAhead(64), minutes: 60 });
    const booked = await enquirerClient.post(`/api/me/conversations/${conversationId}/viewings`, { slotId: first.id });
    const firstIcs = parseCalendar(await calendarOf((await mailsTo(outbox(), enquirer.email))[0]!));

    const moved = await enquirerClient.post(`/api/me/viewings/${booked.body.id}/move`, { slotId: second.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      slotId: second.id,
      status: 'booked',
      startsAt: new Date(second.startsAt).toISOString(),
    });
    const ownerMail = (await mailsTo(outbox(), owner.email)).find((m) =>
      m.subject.startsWith('Besichtigung verschoben: '),
    )!;
    const ics = parseCalendar(await calendarOf(ownerMail));
    expect(ics).toMatchObject({ method: 'REQUEST', uid: firstIcs.uid, sequence: 1 });
    expect(ics.start.toISOString()).toBe(new Date(second.startsAt).toISOString());
    expect(ics.end.getTime() - ics.start.getTime()).toBe(60 * 60_000);
    const free = await server.client().get(`/api/listings/${listing.id}/viewing-slots`);
    expect(free.body.map((slot: { id: number }) => slot.id)).toEqual([first.id]);

    // Moved by the owner, it waits for the enquirer's yes.
    const third = await buildSlot(knex(), stable.id, { startsAt: hoursAhead(90) });
    const byOwner = await ownerClient.post(`/api/me/viewings/${booked.body.id}/move`, { slotId: third.id });
    expect(byOwner.body).toMatchObject({ status: 'proposed', proposedBy: 'owner' });
    const same = await ownerClient.post(`/api/me/viewings/${booked.body.id}/move`, { slotId: third.id });
    expect(same.status).toBe(409);
    expect((await systemLines(conversationId)).at(-1)).toMatch(
      /^Besichtigung verschoben: .*\(bisher .*\), Zusage ausstehend$/,
    );
  });

  it('cancels from either side with METHOD:CANCEL and frees the place; a second cancel answers 409', async () => {
    const { owner, stable, enquirer, conversationId, enquirerClient, ownerClient } = await scene();
    const slot = await buildSlot(knex(), stable.id);
    const booked = await enquirerClient.post(`/api/me/conversations/${conversationId}/viewings`, { slotId: slot.id });
    const cancelled = await ownerClient.post(`/api/me/viewings/${booked.body.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'owner',
      canCancel: false,
      canMove: false,
    });
    for (const address of [enquirer.email, owner.email]) {
      const mail = (await mailsTo(outbox(), address)).find((m) => m.subject.startsWith('Besichtigung abgesagt: '))!;
      expect(parseCalendar(await calendarOf(mail))).toMatchObject({
        method: 'CANCEL',
        sequence: 1,
        status: 'CANCELLED',
      });
    }
    expect(
      (await mailsTo(outbox(), enquirer.email)).find((m) => m.subject.startsWith('Besichtigung abgesagt'))!.text,
    ).toContain(`${(await knex()('stables').where({ id: stable.id }).first()).name} hat die Besichtigung abgesagt`);
    const again = await enquirerClient.post(`/api/me/viewings/${booked.body.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(VIEWING_MSG.cancelled);
    // The place is free again, and the conversation may book anew.
    const rebooked = await enquirerClient.post(`/api/me/conversations/${conversationId}/viewings`, { slotId: slot.id });
    expect(rebooked.status).toBe(201);
  });

  it('answers 404 to strangers, other owners and admins, 401 without a session', async () => {
    const { stable, conversationId, enquirerClient } = await scene();
    const slot = await buildSlot(knex(), stable.id);
    const other = await buildSlot(knex(), stable.id, { startsAt: hoursAhead(100) });
    const booked = await enquirerClient.post(`/api/me/conversations/${conversationId}/viewings`, { slotId: slot.id });
    const id = booked.body.id as number;
    const calls = [
      (c: TestClient) => c.post(`/api/me/viewings/${id}/cancel`),
      (c: TestClient) => c.post(`/api/me/viewings/${id}/accept`),
      (c: TestClient) => c.post(`/api/me/viewings/${id}/move`, { slotId: other.id }),
      (c: TestClient) => c.get(`/api/me/viewings/${id}/calendar.ics`),
    ];
    for (const call of calls) expect((await call(server.client())).status).toBe(401);
    for (const flags of [{}, { isStableOwner: true }, { isAdmin: true }]) {
      const stranger = server.client();
      await signInAs(stranger, knex(), flags);
      for (const call of calls) {
        const res = await call(stranger);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Besichtigung nicht gefunden');
      }
    }
    expect((await knex()('viewings').where({ id }).first()).status).toBe('booked');
  });
});

describe('a blocked enquirer', () => {
  it('books, accepts and moves nothing more (403), but may still cancel', async () => {
    const { owner, stable, enquirer, conversationId, enquirerClient, ownerClient } = await scene();
    const first = await buildSlot(knex(), stable.id, { startsAt: hoursAhead(40) });
    const second = await buildSlot(knex(), stable.id, { startsAt: hoursAhead(44) });
    const proposed = await ownerClient.post(`/api/me/conversations/${conversationId}/viewings`, { slotId: first.id });
    await knex()('senderBlocks').insert({ ownerId: owner.id, email: enquirer.email, userId: enquirer.id });
    for (const res of [
      await enquirerClient.post(`/api/me/viewings/${proposed.body.id}/accept`),
      await enquirerClient.post(`/api/me/viewings/${proposed.body.id}/move`, { slotId: second.id }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(VIEWING_MSG.blocked);
    }
    expect((await enquirerClient.post(`/api/me/viewings/${proposed.body.id}/cancel`)).status).toBe(200);
    const booking = await enquirerClient.post(`/api/me/conversations/${conversationId}/viewings`, {
      slotId: second.id,
    });
    expect(booking.status).toBe(403);
  });
});

describe('GET /api/me/viewings and the calendar file', () => {
  it('lists upcoming viewings for both sides and serves the .ics to each', async () => {
    const { stable, listing, enquirer, conversationId, enquirerClient, ownerClient } = await scene({
      region: 'switzerland',
    });
    const slot = await buildSlot(knex(), stable.id, { startsAt: hoursAhead(26) });
    const booked = await enquirerClient.post(`/api/me/conversations/${conversationId}/viewings`, { slotId: slot.id });
    const mine = await enquirerClient.get('/api/me/viewings');
    expect(mine.status).toBe(200);
    z.array(ViewingAnswer).parse(mine.body);
    expect(mine.body).toEqual([
      expect.objectContaining({
        id: booked.body.id,
        listing: { id: listing.id, title: listing.title, path: `/ch/stallplatz/${listing.id}` },
        role: 'enquirer',
        timeZone: 'Europe/Zurich',
      }),
    ]);
    expect((await ownerClient.get('/api/me/viewings')).body).toEqual([
      expect.objectContaining({ id: booked.body.id, role: 'owner', otherParty: { name: 'Eva Reiter' } }),
    ]);
    expect((await server.client().get('/api/me/viewings')).status).toBe(401);
    // The dashboard page reads the same list through its service.
    const dashboard = await server.services.dashboard.overview({ id: enquirer.id, isStableOwner: false });
    expect(dashboard.viewings.map((viewing) => viewing.id)).toEqual([booked.body.id]);

    for (const client of [enquirerClient, ownerClient]) {
      const res = await client.get(booked.body.calendarPath);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/calendar; charset=utf-8/);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="besichtigung-${booked.body.id}.ics"`);
      const ics = parseCalendar(res.text);
      expect(ics).toMatchObject({ method: 'REQUEST', tzid: 'Europe/Zurich', sequence: 0 });
      expect(ics.start.toISOString()).toBe(new Date(slot.startsAt).toISOString());
    }
  });
});

describe('GET and DELETE the owner’s slots', () => {
  it('shows each slot’s bookings by name and keeps a booked slot until its viewing is cancelled', async () => {
    const { stable, conversationId, enquirerClient, ownerClient } = await scene();
    const slot = await buildSlot(knex(), stable.id, { capacity: 2 });
    const empty = await buildSlot(knex(), stable.id, { startsAt: hoursAhead(80) });
    const booked = await enquirerClient.post(`/api/me/conversations/${conversationId}/viewings`, { slotId: slot.id });
    const list = await ownerClient.get(`/api/my/stables/${stable.id}/viewing-slots`);
    z.array(OwnerSlotAnswer).parse(list.body);
    expect(list.body[0]).toMatchObject({
      id: slot.id,
      free: 1,
      viewings: [{ id: booked.body.id, status: 'booked', conversationId, enquirerName: 'Eva Reiter' }],
    });

    const other = server.client();
    await signInAs(other, knex(), { isStableOwner: true });
    expect((await other.delete(`/api/my/viewing-slots/${empty.id}`)).status).toBe(404);
    expect((await other.get(`/api/my/stables/${stable.id}/viewing-slots`)).status).toBe(404);
    expect((await server.client().delete(`/api/my/viewing-slots/${empty.id}`)).status).toBe(401);

    const refused = await ownerClient.delete(`/api/my/viewing-slots/${slot.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(VIEWING_MSG.slotHasBookings);
    expect((await ownerClient.delete(`/api/my/viewing-slots/${empty.id}`)).status).toBe(200);
    await enquirerClient.post(`/api/me/viewings/${booked.body.id}/cancel`);
    expect((await ownerClient.delete(`/api/my/viewing-slots/${slot.id}`)).status).toBe(200);
    // The cancelled viewing keeps its time in the conversation.
    const history = await enquirerClient.get(`/api/me/conversations/${conversationId}/viewings`);
    expect(history.body[0]).toMatchObject({
      status: 'cancelled',
      slotId: null,
      startsAt: new Date(slot.startsAt).toISOString(),
    });
  });
});

describe('an enquirer without an account', () => {
  it('gets the owner’s proposal by mail at the enquiry’s address', async () => {
    const { owner, stable, listing } = await buildStableWithListing(knex());
    const conversationId = await buildConversation(knex(), listing.id, {
      id: null,
      email: 'gast@example.de',
      name: 'Gast',
    });
    const ownerClient = server.client();
    await ownerClient.post('/api/login', { username: owner.username, password: 'geheim-passwort' });
    const slot = await buildSlot(knex(), stable.id);
    expect(
      (await ownerClient.post(`/api/me/conversations/${conversationId}/viewings`, { slotId: slot.id })).status,
    ).toBe(201);
    const [mail] = await mailsTo(outbox(), 'gast@example.de');
    expect(mail!.subject).toMatch(/^Besichtigungstermin vorgeschlagen: /);
    expect(mail!.text).toContain('schlägt dir einen Besichtigungstermin vor');
    // Accepting needs an account with this address: the mail leads to the sign-in.
    expect(mail!.text).toContain('melde dich mit dieser E-Mail-Adresse an oder leg ein Konto an');
    expect(mail!.links).toContain(`${server.url}/auth`);
    expect(parseCalendar(await calendarOf(mail!)).status).toBe('TENTATIVE');
  });
});
