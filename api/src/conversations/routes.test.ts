import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_MSG, MESSAGE_MAX_LENGTH } from '#contract/conversations.ts';
import { deleteAccount } from '../account/service.ts';
import { startConversation, type TestConversation } from '#test/conversations.ts';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import { mailsTo } from '#test/mail.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { addSystemMessage } from './service.ts';

let server: TestServer;
let admin: TestClient;
let otherOwner: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await signInAs(admin, server.services.knex, { isAdmin: true });
  otherOwner = server.client();
  const other = await signInAs(otherOwner, server.services.knex, { isStableOwner: true });
  await buildListing(server.services.knex, {
    stableId: (await buildStable(server.services.knex, { ownerId: other.id })).id,
  });
  stranger = server.client();
  await signInAs(stranger, server.services.knex);
});
afterAll(() => server?.close());

const knex = () => server.services.knex;
const outbox = () => server.services.mail.outbox!;
const unreadOf = async (client: TestClient) =>
  (await client.get('/api/me/conversations/unread-count')).body.count as number;

describe('POST /api/listings/:id/enquiries', () => {
  it('opens a conversation for a signed-in enquirer, whose first message is the enquiry', async () => {
    const c = await startConversation(server, { message: 'Hallo,\nist die Box ab März frei?' });
    expect(c.id).toEqual(expect.any(Number));
    const res = await c.enquirer.get(`/api/me/conversations/${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('enquirer');
    expect(res.body.messages).toEqual([
      expect.objectContaining({ body: 'Hallo,\nist die Box ab März frei?', fromMe: true, system: false }),
    ]);
    expect(res.body.enquiry.message).toBe('Hallo,\nist die Box ab März frei?');
    // A signed-in enquirer gets no private link.
    expect((await mailsTo(outbox(), c.enquirerEmail)).filter((m) => m.subject.startsWith('Deine Anfrage'))).toEqual([]);
  });

  it("mails the owner a link to the conversation on the site, without the enquirer's address as reply-to", async () => {
    const c = await startConversation(server);
    const [mail] = await mailsTo(outbox(), c.ownerUser.email);
    expect(mail!.links).toContain(`${server.url}/nachrichten/${c.id}`);
    expect(mail!.replyTo ?? '').not.toContain(c.enquirerEmail);
    expect(mail!.text).not.toContain('direkt auf diese E-Mail antworten');
  });

  it('mails an anonymous enquirer a private link that opens the conversation and invites to register', async () => {
    const c = await startConversation(server, { anonymous: true });
    expect(c.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = (await mailsTo(outbox(), c.enquirerEmail)).filter((m) => m.subject.startsWith('Deine Anfrage'));
    expect(mail!.text).toContain('Registriere dich');
    // Only the hash is stored.
    const row = await knex()('conversations').where({ id: c.id }).first();
    expect(row.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.accessTokenHash).not.toContain(c.token);

    const res = await server.client().get(`/api/conversation-links/${c.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: c.id, role: 'enquirer' });
  });

  it('shows the horse sent with the enquiry at the top of the conversation', async () => {
    const c = await startConversation(server, { horse: { name: 'Fritzi', heightCm: 165 } });
    const res = await c.owner.get(`/api/me/conversations/${c.id}`);
    expect(res.body.horse).toMatchObject({ name: 'Fritzi', heightCm: 165 });
  });
});

describe('who may open a conversation', () => {
  let c: TestConversation;
  beforeAll(async () => {
    c = await startConversation(server);
  });

  const routes = (id: number) => [
    { method: 'get', path: `/api/me/conversations/${id}` },
    { method: 'post', path: `/api/me/conversations/${id}/messages`, body: { body: 'Hallo' } },
    { method: 'put', path: `/api/me/conversations/${id}`, body: { status: 'answered' } },
    { method: 'post', path: `/api/me/conversations/${id}/block` },
    { method: 'delete', path: `/api/me/conversations/${id}/block` },
    { method: 'post', path: `/api/me/conversations/${id}/report`, body: { reason: 'fraud', message: 'Werbung' } },
  ];
  const call = (client: TestClient, route: { method: string; path: string; body?: unknown }) =>
    route.method === 'get'
      ? client.get(route.path)
      : route.method === 'delete'
        ? client.delete(route.path)
        : route.method === 'put'
          ? client.put(route.path, route.body ?? {})
          : client.post(route.path, route.body ?? {});

  it('answers 401 to the anonymous on every route, and on the list and the count', async () => {
    const anonymous = server.client();
    for (const route of routes(c.id)) expect((await call(anonymous, route)).status, route.path).toBe(401);
    expect((await anonymous.get('/api/me/conversations')).status).toBe(401);
    expect((await anonymous.get('/api/me/conversations/unread-count')).status).toBe(401);
  });

  it('answers 404 to another owner, another user and an admin on every route, as for an unknown id', async () => {
    for (const client of [otherOwner, stranger, admin]) {
      for (const route of routes(c.id)) {
        const res = await call(client, route);
        expect(res.status, route.path).toBe(404);
        expect(res.body.message).toBe('Unterhaltung nicht gefunden');
      }
    }
    for (const route of routes(999999)) expect((await call(c.owner, route)).status, route.path).toBe(404);
    // Nothing of theirs shows in the others' lists either.
    for (const client of [otherOwner, stranger, admin]) {
      expect((await client.get('/api/me/conversations')).body.map((x: { id: number }) => x.id)).not.toContain(c.id);
    }
  });

  it('lets the enquirer read, write and report, but not change the status or block (403)', async () => {
    expect((await c.enquirer.get(`/api/me/conversations/${c.id}`)).status).toBe(200);
    expect((await c.enquirer.post(`/api/me/conversations/${c.id}/messages`, { body: 'Noch da?' })).status).toBe(201);
    const status = await c.enquirer.put(`/api/me/conversations/${c.id}`, { status: 'archived' });
    expect(status.status).toBe(403);
    expect(status.body.message).toBe(CONVERSATION_MSG.ownerOnly);
    expect((await c.enquirer.post(`/api/me/conversations/${c.id}/block`)).status).toBe(403);
  });

  it('lets the owner read, write, change the status and block', async () => {
    expect((await c.owner.get(`/api/me/conversations/${c.id}`)).body.role).toBe('owner');
    expect((await c.owner.post(`/api/me/conversations/${c.id}/messages`, { body: 'Ja!' })).status).toBe(201);
    expect((await c.owner.put(`/api/me/conversations/${c.id}`, { status: 'answered' })).body).toEqual({
      id: c.id,
      status: 'answered',
    });
    expect((await c.owner.post(`/api/me/conversations/${c.id}/block`)).body.blocked).toBe(true);
    expect((await c.owner.delete(`/api/me/conversations/${c.id}/block`)).body.blocked).toBe(false);
  });

  it('answers 404 for an unknown private link, and 400 for one that cannot be a token', async () => {
    expect((await server.client().get(`/api/conversation-links/${'a'.repeat(43)}`)).status).toBe(404);
    expect((await server.client().get('/api/conversation-links/kurz')).status).toBe(400);
    const post = await server.client().post(`/api/conversation-links/${'b'.repeat(43)}/messages`, { body: 'Hallo' });
    expect(post.status).toBe(404);
  });
});

describe('GET /api/me/conversations', () => {
  it("lists the listing, the other party's display name only, the last message and the unread count", async () => {
    const c = await startConversation(server);
    await c.owner.post(`/api/me/conversations/${c.id}/messages`, { body: 'Gern, komm vorbei.' });
    const owners = (await c.owner.get('/api/me/conversations')).body;
    expect(owners).toEqual([
      {
        id: c.id,
        listing: { id: c.listingId, title: expect.stringMatching(/^Helle Box/), path: `/de/stallplatz/${c.listingId}` },
        otherParty: { name: 'Rita' },
        lastMessage: { body: 'Gern, komm vorbei.', createdAt: expect.any(String), fromMe: true },
        // Answering read the enquiry.
        unread: 0,
        role: 'owner',
        status: 'answered',
      },
    ]);
    const enquirers = (await c.enquirer.get('/api/me/conversations')).body;
    expect(enquirers[0]).toMatchObject({
      id: c.id,
      otherParty: { name: expect.stringMatching(/^Gut Sonnenhof/) },
      lastMessage: { body: 'Gern, komm vorbei.', fromMe: false },
      unread: 1,
      role: 'enquirer',
    });
    // Neither side sees the other's address or phone number.
    const detail = await c.owner.get(`/api/me/conversations/${c.id}`);
    for (const text of [JSON.stringify(owners), JSON.stringify(detail.body)]) {
      expect(text).not.toContain(c.enquirerEmail);
      expect(text).not.toContain('1234567');
      expect(text).not.toContain('Reiterin');
    }
    const stable = JSON.stringify((await c.enquirer.get(`/api/me/conversations/${c.id}`)).body);
    expect(stable).not.toContain('Hofweg');
    expect(stable).not.toContain(c.ownerUser.email);
  });

  it('puts the newest activity first and filters by unread, listing and status', async () => {
    const owner = server.client();
    const me = await signInAs(owner, knex(), { isStableOwner: true });
    const stable = await buildStable(knex(), { ownerId: me.id });
    const a = await buildListing(knex(), { stableId: stable.id });
    const b = await buildListing(knex(), { stableId: stable.id });
    const ask = async (listingId: number) =>
      (
        await server.client().post(`/api/listings/${listingId}/enquiries`, {
          name: 'Ben Berger',
          email: `ben${listingId}@example.de`,
          message: 'Frei?',
        })
      ).body.conversationId as number;
    const first = await ask(a.id);
    const second = await ask(b.id);
    const ids = async (query = '') =>
      (await owner.get(`/api/me/conversations${query}`)).body.map((x: { id: number }) => x.id);
    expect(await ids()).toEqual([second, first]);
    await owner.post(`/api/me/conversations/${first}/messages`, { body: 'Ja' });
    expect(await ids()).toEqual([first, second]);
    expect(await ids('?unread=true')).toEqual([second]);
    expect(await ids(`?listingId=${a.id}`)).toEqual([first]);
    await owner.put(`/api/me/conversations/${second}`, { status: 'archived' });
    expect(await ids()).toEqual([first]);
    expect(await ids('?status=archived')).toEqual([second]);
    expect((await owner.get('/api/me/conversations?status=weg')).status).toBe(400);
    expect((await owner.get('/api/me/conversations?unread=vielleicht')).status).toBe(400);
  });
});

describe('reading and unread counts', () => {
  it("counts the other side's unread messages and marks them read when the conversation is opened", async () => {
    const c = await startConversation(server);
    expect(await unreadOf(c.owner)).toBe(1);
    expect(await unreadOf(c.enquirer)).toBe(0);
    await c.enquirer.post(`/api/me/conversations/${c.id}/messages`, { body: 'Und Weidegang?' });
    expect(await unreadOf(c.owner)).toBe(2);

    let mine = (await c.enquirer.get(`/api/me/conversations/${c.id}`)).body.messages;
    expect(mine.map((m: { readByOther: boolean }) => m.readByOther)).toEqual([false, false]);
    expect(await unreadOf(c.owner)).toBe(2); // the enquirer's own reading changes nothing for the owner

    await c.owner.get(`/api/me/conversations/${c.id}`);
    expect(await unreadOf(c.owner)).toBe(0);
    mine = (await c.enquirer.get(`/api/me/conversations/${c.id}`)).body.messages;
    expect(mine.map((m: { readByOther: boolean }) => m.readByOther)).toEqual([true, true]);
    // The enquiry counts as read in the old inbox too.
    expect((await c.owner.get('/api/my/enquiries')).body[0].readAt).not.toBeNull();

    await c.owner.post(`/api/me/conversations/${c.id}/messages`, { body: 'Täglich.' });
    expect(await unreadOf(c.enquirer)).toBe(1);
    const summary = (await c.enquirer.get('/api/me/conversations')).body[0];
    expect(summary.unread).toBe(1);
    await c.enquirer.get(`/api/me/conversations/${c.id}`);
    expect(await unreadOf(c.enquirer)).toBe(0);
  });

  it('counts a system line as unread for both sides until each has read it', async () => {
    const c = await startConversation(server);
    await c.owner.get(`/api/me/conversations/${c.id}`);
    await addSystemMessage(knex(), c.id, 'Besichtigung gebucht: Sa, 5. Dezember, 10:00 Uhr');
    expect(await unreadOf(c.owner)).toBe(1);
    expect(await unreadOf(c.enquirer)).toBe(1);
    const seen = (await c.enquirer.get(`/api/me/conversations/${c.id}`)).body.messages.at(-1);
    expect(seen).toMatchObject({ system: true, fromMe: false, body: expect.stringContaining('Besichtigung') });
    expect(await unreadOf(c.enquirer)).toBe(0);
    expect(await unreadOf(c.owner)).toBe(1);
    await c.owner.get(`/api/me/conversations/${c.id}`);
    expect(await unreadOf(c.owner)).toBe(0);
    expect((await c.owner.get('/api/me/conversations')).body[0].lastMessage.fromMe).toBe(false);
  });

  it("bases the dashboard's unread figure for owners on the conversations", async () => {
    const c = await startConversation(server);
    expect(
      (await server.services.dashboard.overview({ id: c.ownerUser.id, isStableOwner: true })).unreadEnquiries,
    ).toBe(1);
    await c.owner.get(`/api/me/conversations/${c.id}`);
    expect(
      (await server.services.dashboard.overview({ id: c.ownerUser.id, isStableOwner: true })).unreadEnquiries,
    ).toBe(0);
    await c.enquirer.post(`/api/me/conversations/${c.id}/messages`, { body: 'Noch eine Frage' });
    expect(
      (await server.services.dashboard.overview({ id: c.ownerUser.id, isStableOwner: true })).unreadEnquiries,
    ).toBe(1);
  });
});

describe('the old inbox routes (/api/my/enquiries)', () => {
  it('carry read and answered over to the conversation', async () => {
    const c = await startConversation(server);
    const [enquiry] = (await c.owner.get('/api/my/enquiries')).body;
    expect((await c.owner.put(`/api/my/enquiries/${enquiry.id}`, { read: true })).status).toBe(200);
    expect(await unreadOf(c.owner)).toBe(0);
    expect((await c.enquirer.get(`/api/me/conversations/${c.id}`)).body.messages[0].readByOther).toBe(true);
    await c.owner.put(`/api/my/enquiries/${enquiry.id}`, { status: 'answered' });
    expect((await c.owner.get('/api/me/conversations')).body[0].status).toBe('answered');
    await c.owner.put(`/api/my/enquiries/${enquiry.id}`, { read: false });
    expect(await unreadOf(c.owner)).toBe(1);
  });
});

describe('POST /api/me/conversations/:id/messages', () => {
  it('answers 201 with the message, keeps line breaks and marks the conversation answered when the owner writes', async () => {
    const c = await startConversation(server);
    const res = await c.owner.post(`/api/me/conversations/${c.id}/messages`, { body: 'Hallo Rita,\n\nja, frei.' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      body: 'Hallo Rita,\n\nja, frei.',
      createdAt: expect.any(String),
      fromMe: true,
      system: false,
      readByOther: false,
    });
    expect((await c.owner.get('/api/me/conversations')).body[0].status).toBe('answered');
    // The enquirer's "Meine Anfragen" calls it answered, as before.
    expect((await c.enquirer.get('/api/me/enquiries')).body[0].status).toBe('answered');
  });

  it('stores a message sent twice with the same clientId once, and answers the stored one again (200)', async () => {
    const c = await startConversation(server);
    const clientId = '0b6f3f4e-6a55-4f43-9a43-3f1f0c7b1a11';
    const first = await c.enquirer.post(`/api/me/conversations/${c.id}/messages`, { body: 'Einmal', clientId });
    const again = await c.enquirer.post(`/api/me/conversations/${c.id}/messages`, { body: 'Einmal', clientId });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const both = await Promise.all([
      c.enquirer.post(`/api/me/conversations/${c.id}/messages`, { body: 'Zweimal', clientId: crypto.randomUUID() }),
    ]);
    expect(both[0]!.status).toBe(201);
    const bodies = (await c.enquirer.get(`/api/me/conversations/${c.id}`)).body.messages.map(
      (m: { body: string }) => m.body,
    );
    expect(bodies.filter((b: string) => b === 'Einmal')).toHaveLength(1);
  });

  it('keeps simultaneous repeats of one clientId to one message', async () => {
    const c = await startConversation(server);
    const clientId = crypto.randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        c.enquirer.post(`/api/me/conversations/${c.id}/messages`, { body: 'Gleichzeitig', clientId }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await knex()('conversationMessages').where({ conversationId: c.id, clientId })).toHaveLength(1);
  });

  it('answers 400 with a German message for an empty, blank or too long body, or a bad clientId', async () => {
    const c = await startConversation(server);
    const send = (body: unknown) => c.enquirer.post(`/api/me/conversations/${c.id}/messages`, body);
    for (const body of [{}, { body: '' }, { body: ' \n\t ' }]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CONVERSATION_MSG.emptyBody);
    }
    const long = await send({ body: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(CONVERSATION_MSG.tooLong);
    expect((await send({ body: 'x'.repeat(MESSAGE_MAX_LENGTH) })).status).toBe(201);
    expect((await send({ body: 'Hallo', clientId: 'nicht-uuid' })).status).toBe(400);
  });

  it('brings an archived conversation back to the owner when the enquirer writes', async () => {
    const c = await startConversation(server);
    await c.owner.put(`/api/me/conversations/${c.id}`, { status: 'archived' });
    expect((await c.owner.get('/api/me/conversations')).body).toEqual([]);
    // The enquirer never learns that it was archived.
    expect((await c.enquirer.get(`/api/me/conversations/${c.id}`)).body.status).toBe('open');
    await c.enquirer.post(`/api/me/conversations/${c.id}/messages`, { body: 'Hallo?' });
    expect((await c.owner.get('/api/me/conversations')).body[0]).toMatchObject({ id: c.id, status: 'open' });
  });
});

describe('the private link of an anonymous enquirer', () => {
  it('reads and writes as the enquirer, and the owner answers', async () => {
    const c = await startConversation(server, { anonymous: true });
    const link = server.client();
    const sent = await link.post(`/api/conversation-links/${c.token}/messages`, { body: 'Noch eine Frage' });
    expect(sent.status).toBe(201);
    expect(sent.body.fromMe).toBe(true);
    await c.owner.post(`/api/me/conversations/${c.id}/messages`, { body: 'Gern' });
    const read = await link.get(`/api/conversation-links/${c.token}`);
    expect(read.body.messages.map((m: { body: string; fromMe: boolean }) => [m.body, m.fromMe])).toEqual([
      ['Hallo,\nist die Box noch frei?', true],
      ['Noch eine Frage', true],
      ['Gern', false],
    ]);
    expect((await c.owner.get(`/api/me/conversations/${c.id}`)).body.messages.at(-1).readByOther).toBe(true);
  });

  it('is taken over when the enquirer registers with the address and confirms it', async () => {
    const c = await startConversation(server, { anonymous: true });
    const client = server.client();
    const reg = await client.post('/api/register', {
      email: c.enquirerEmail,
      username: `rita${c.id}`,
      password: 'geheim-passwort',
      firstName: 'Rita',
      lastName: 'Reiterin',
      acceptTerms: true,
    });
    expect(reg.status).toBe(201);
    // Not before the address is confirmed.
    expect((await client.get('/api/me/conversations')).body).toEqual([]);
    const mail = (await mailsTo(outbox(), c.enquirerEmail)).find((m) => /bestätige /.test(m.subject))!;
    const token = new URL(mail.links.find((l) => l.includes('/email-bestaetigen'))!).searchParams.get('token');
    expect((await client.post('/api/email/confirm', { token })).status).toBe(200);
    expect((await client.get('/api/me/conversations')).body.map((x: { id: number }) => x.id)).toEqual([c.id]);
    expect((await client.post(`/api/me/conversations/${c.id}/messages`, { body: 'Jetzt mit Konto' })).status).toBe(201);
    // The link keeps working while the conversation lives.
    expect((await server.client().get(`/api/conversation-links/${c.token}`)).status).toBe(200);
  });

  it('is taken over when an account with that confirmed address signs in, not with an unconfirmed one', async () => {
    const c = await startConversation(server, { anonymous: true });
    const unconfirmed = server.client();
    const other = await signInAs(unconfirmed, knex(), { email: c.enquirerEmail.toUpperCase(), emailVerifiedAt: null });
    expect((await unconfirmed.get('/api/me/conversations')).body).toEqual([]);
    await knex()('users').where({ id: other.id }).update({ emailVerifiedAt: new Date() });
    const client = server.client();
    expect((await client.post('/api/login', { username: other.username, password: 'geheim-passwort' })).status).toBe(
      200,
    );
    expect((await client.get('/api/me/conversations')).body.map((x: { id: number }) => x.id)).toEqual([c.id]);
  });
});

describe('POST /api/me/conversations/:id/block', () => {
  it('stops the sender writing (403) in any of the owner’s conversations and sending new enquiries to the owner', async () => {
    const c = await startConversation(server, { anonymous: true });
    await c.owner.post(`/api/me/conversations/${c.id}/block`);
    expect((await c.owner.get(`/api/me/conversations/${c.id}`)).body.blocked).toBe(true);
    const link = await server.client().post(`/api/conversation-links/${c.token}/messages`, { body: 'Hallo?' });
    expect(link.status).toBe(403);
    expect(link.body.message).toBe(CONVERSATION_MSG.blocked);
    // The owner may still write.
    expect((await c.owner.post(`/api/me/conversations/${c.id}/messages`, { body: 'Bitte nicht mehr.' })).status).toBe(
      201,
    );
    const again = await server.client().post(`/api/listings/${c.listingId}/enquiries`, {
      name: 'Rita',
      email: c.enquirerEmail.toUpperCase(),
      message: 'Doch noch mal',
    });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(CONVERSATION_MSG.enquiryBlocked);
    // Other owners are not concerned.
    const elsewhere = await buildListing(knex());
    const ok = await server.client().post(`/api/listings/${elsewhere.id}/enquiries`, {
      name: 'Rita',
      email: c.enquirerEmail,
      message: 'Frei?',
    });
    expect(ok.status).toBe(201);

    await c.owner.delete(`/api/me/conversations/${c.id}/block`);
    expect((await server.client().post(`/api/conversation-links/${c.token}/messages`, { body: 'Danke' })).status).toBe(
      201,
    );
  });

  it('blocks a signed-in sender by account too, whatever address the enquiry names', async () => {
    const c = await startConversation(server);
    await c.owner.post(`/api/me/conversations/${c.id}/block`);
    const res = await c.enquirer.post(`/api/me/conversations/${c.id}/messages`, { body: 'Hallo?' });
    expect(res.status).toBe(403);
    const enquiry = await c.enquirer.post(`/api/listings/${c.listingId}/enquiries`, {
      name: 'Rita',
      email: 'andere-adresse@example.de',
      message: 'Frei?',
    });
    expect(enquiry.status).toBe(403);
  });
});

describe('the account and its conversations', () => {
  it('exports the messages the account wrote, not those of the other side', async () => {
    const c = await startConversation(server);
    await c.enquirer.post(`/api/me/conversations/${c.id}/messages`, { body: 'Meine Frage' });
    await c.owner.post(`/api/me/conversations/${c.id}/messages`, { body: 'Antwort des Stalls' });
    const data = (await c.enquirer.get('/api/me/export')).body;
    const bodies = data.messagesWritten.map((m: { body: string }) => m.body);
    expect(bodies).toEqual(['Meine Frage', 'Hallo,\nist die Box noch frei?']);
    expect(JSON.stringify(data.messagesWritten)).not.toContain('Antwort des Stalls');
  });

  it('keeps the conversation for the owner without the deleted enquirer’s name or address', async () => {
    const c = await startConversation(server);
    const { enquirerId } = await knex()('conversations').where({ id: c.id }).first('enquirerId');
    await deleteAccount(knex(), enquirerId);
    const row = await knex()('conversations').where({ id: c.id }).first();
    expect(row).toMatchObject({ enquirerId: null, enquirerName: 'Gelöschtes Konto' });
    expect(row.enquirerEmail).not.toBe(c.enquirerEmail);
    expect((await c.owner.get(`/api/me/conversations/${c.id}`)).body.otherParty.name).toBe('Gelöschtes Konto');
  });
});
