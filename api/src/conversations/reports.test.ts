import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_MSG } from '#contract/conversations.ts';
import { MODERATION_MSG } from '#contract/moderation.ts';
import { startConversation, type TestConversation } from '#test/conversations.ts';
import { signInAs } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let admin: TestClient;
let c: TestConversation;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await signInAs(admin, server.services.knex, { isAdmin: true });
  c = await startConversation(server);
  await c.owner.post(`/api/me/conversations/${c.id}/messages`, { body: 'Ruf mich an, dann gebe ich dir Rabatt.' });
});
afterAll(() => server?.close());

describe('POST /api/me/conversations/:id/report', () => {
  it('answers 400 with a German message without a reason or a description', async () => {
    const none = await c.enquirer.post(`/api/me/conversations/${c.id}/report`, { reason: 'fraud', message: ' ' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MODERATION_MSG.messageRequired);
    const bogus = await c.enquirer.post(`/api/me/conversations/${c.id}/report`, { reason: 'boring', message: 'x' });
    expect(bogus.status).toBe(400);
    expect(bogus.body.message).toBe(MODERATION_MSG.invalidReason);
  });

  it('lets either side report; the reports join the one moderation queue', async () => {
    const mine = await c.enquirer.post(`/api/me/conversations/${c.id}/report`, {
      reason: 'fraud',
      message: 'Will Geld vorab.',
    });
    expect(mine.status).toBe(201);
    expect(mine.body.message).toBe(CONVERSATION_MSG.reported);
    const theirs = await c.owner.post(`/api/me/conversations/${c.id}/report`, { reason: 'other', message: 'Test' });
    expect(theirs.status).toBe(201);
    const list = await admin.get('/api/admin/moderation?status=open');
    expect(list.status).toBe(200);
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: theirs.body.id, kind: 'conversation', itemId: c.id, reason: 'other' }),
        expect.objectContaining({
          id: mine.body.id,
          kind: 'conversation',
          itemId: c.id,
          reason: 'fraud',
          message: 'Will Geld vorab.',
          status: 'open',
        }),
      ]),
    );
  });

  it('reports the other side as a person with subject "user"', async () => {
    const res = await c.owner.post(`/api/me/conversations/${c.id}/report`, {
      reason: 'offensive',
      message: 'Beleidigt mich.',
      subject: 'user',
    });
    expect(res.status).toBe(201);
    const detail = await admin.get(`/api/admin/moderation/${res.body.id}`);
    expect(detail.body.report).toMatchObject({ kind: 'user', reason: 'offensive' });
    expect(detail.body.actions).toEqual(['dismiss', 'block_user']);
    // An anonymous enquirer has no account to report.
    const anonymous = await startConversation(server, { anonymous: true });
    const none = await anonymous.owner.post(`/api/me/conversations/${anonymous.id}/report`, {
      reason: 'other',
      message: 'x',
      subject: 'user',
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MODERATION_MSG.noAccount);
  });
});

describe('the back office and conversations', () => {
  it('reads a reported conversation through its report, with display names only', async () => {
    const open = (await admin.get('/api/admin/moderation')).body as { id: number; kind: string }[];
    const report = open.find((r) => r.kind === 'conversation')!;
    const res = await admin.get(`/api/admin/moderation/${report.id}`);
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      kind: 'conversation',
      id: c.id,
      title: expect.stringMatching(/^Unterhaltung zwischen Rita und Gut Sonnenhof/),
      lines: ['Rita: Hallo,\nist die Box noch frei?', expect.stringMatching(/^Gut Sonnenhof.*: Ruf mich an/)],
    });
    expect(JSON.stringify(res.body)).not.toContain(c.enquirerEmail);
    // Reading it marks nothing read for the sides.
    expect((await c.enquirer.get('/api/me/conversations/unread-count')).body.count).toBe(1);
  });

  it('never opens a conversation by its own id, reported or not (404), nor an unknown report', async () => {
    expect((await admin.get(`/api/me/conversations/${c.id}`)).status).toBe(404);
    const unreported = await startConversation(server);
    expect((await admin.get(`/api/me/conversations/${unreported.id}`)).status).toBe(404);
    expect((await admin.get('/api/admin/moderation/999999')).status).toBe(404);
  });

  it('dismissing one report settles every open report of the conversation', async () => {
    const open = (await admin.get('/api/admin/moderation')).body as { id: number; kind: string; itemId: number }[];
    const ofConversation = open.filter((r) => r.kind === 'conversation' && r.itemId === c.id);
    expect(ofConversation).toHaveLength(2);
    const res = await admin.post(`/api/admin/moderation/${ofConversation[0]!.id}/decision`, {
      action: 'dismiss',
      reason: 'Kein Verstoß erkennbar.',
    });
    expect(res.status).toBe(200);
    const still = (await admin.get('/api/admin/moderation')).body.map((r: { id: number }) => r.id);
    for (const r of ofConversation) expect(still).not.toContain(r.id);
    const decided = (await admin.get('/api/admin/moderation?status=decided')).body.map((r: { id: number }) => r.id);
    expect(decided).toEqual(expect.arrayContaining(ofConversation.map((r) => r.id)));
  });
});

describe('the message rate limit', () => {
  let limited: TestServer;
  afterAll(() => limited?.close());

  it('answers 429 with a German message once an account has written too much, per account', async () => {
    limited = await startTestServer({ realLimits: true, limits: { message: { points: 3, durationSeconds: 600 } } });
    const one = await startConversation(limited);
    const send = (client: TestClient, id: number, body: string) =>
      client.post(`/api/me/conversations/${id}/messages`, { body });
    for (const n of [1, 2, 3]) expect((await send(one.enquirer, one.id, `Nachricht ${n}`)).status).toBe(201);
    const res = await send(one.enquirer, one.id, 'Nachricht 4');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(CONVERSATION_MSG.tooMany);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Nothing was stored beyond the limit, and the other side still writes.
    const bodies = (await one.owner.get(`/api/me/conversations/${one.id}`)).body.messages.map(
      (m: { body: string }) => m.body,
    );
    expect(bodies).not.toContain('Nachricht 4');
    expect((await send(one.owner, one.id, 'Antwort')).status).toBe(201);
  });

  it('limits the private link by its token too', async () => {
    const anonymous = await startConversation(limited, { anonymous: true });
    const link = limited.client();
    const post = () => link.post(`/api/conversation-links/${anonymous.token}/messages`, { body: 'Hallo' });
    for (let n = 0; n < 3; n++) expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(429);
  });
});
