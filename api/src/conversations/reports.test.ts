import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_MSG } from '#contract/conversations.ts';
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
    const none = await c.enquirer.post(`/api/me/conversations/${c.id}/report`, { reason: 'spam', message: ' ' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(CONVERSATION_MSG.reportRequired);
    const bogus = await c.enquirer.post(`/api/me/conversations/${c.id}/report`, { reason: 'boring', message: 'x' });
    expect(bogus.status).toBe(400);
    expect(bogus.body.message).toBe(CONVERSATION_MSG.invalidReason);
  });

  it('lets either side report, and the back office lists the open reports, newest first', async () => {
    const mine = await c.enquirer.post(`/api/me/conversations/${c.id}/report`, {
      reason: 'fraud',
      message: 'Will Geld vorab.',
    });
    expect(mine.status).toBe(201);
    expect(mine.body.message).toBe(CONVERSATION_MSG.reported);
    const theirs = await c.owner.post(`/api/me/conversations/${c.id}/report`, { reason: 'other', message: 'Test' });
    expect(theirs.status).toBe(201);
    const list = await admin.get('/api/admin/conversation-reports');
    expect(list.status).toBe(200);
    expect(list.body.slice(0, 2)).toEqual([
      expect.objectContaining({ id: theirs.body.id, reporterRole: 'owner', reason: 'other' }),
      expect.objectContaining({
        id: mine.body.id,
        conversationId: c.id,
        reporterRole: 'enquirer',
        reason: 'fraud',
        message: 'Will Geld vorab.',
        handledAt: null,
        listing: { id: c.listingId, title: expect.any(String) },
      }),
    ]);
  });
});

describe('the back office and conversations', () => {
  it('reads a reported conversation through its report, with display names only', async () => {
    const [report] = (await admin.get('/api/admin/conversation-reports')).body;
    const res = await admin.get(`/api/admin/conversation-reports/${report.id}`);
    expect(res.status).toBe(200);
    expect(res.body.conversation).toEqual({
      id: c.id,
      enquirerName: 'Rita',
      stableName: expect.stringMatching(/^Gut Sonnenhof/),
      messages: [
        expect.objectContaining({ body: 'Hallo,\nist die Box noch frei?', sender: 'enquirer' }),
        expect.objectContaining({ body: 'Ruf mich an, dann gebe ich dir Rabatt.', sender: 'owner' }),
      ],
    });
    expect(JSON.stringify(res.body)).not.toContain(c.enquirerEmail);
    // Reading it marks nothing read for the sides.
    expect((await c.enquirer.get('/api/me/conversations/unread-count')).body.count).toBe(1);
  });

  it('never opens a conversation by its own id, reported or not (404), nor an unknown report', async () => {
    expect((await admin.get(`/api/me/conversations/${c.id}`)).status).toBe(404);
    const unreported = await startConversation(server);
    expect((await admin.get(`/api/me/conversations/${unreported.id}`)).status).toBe(404);
    expect((await admin.get('/api/admin/conversation-reports/999999')).status).toBe(404);
    expect((await admin.put('/api/admin/conversation-reports/999999', { handled: true })).status).toBe(404);
  });

  it('keeps the report routes to admins: 401 signed out, 403 for the sides', async () => {
    expect((await server.client().get('/api/admin/conversation-reports')).status).toBe(401);
    expect((await c.owner.get('/api/admin/conversation-reports')).status).toBe(403);
    expect((await c.enquirer.get('/api/admin/conversation-reports/1')).status).toBe(403);
  });

  it('marks a report handled ("Erledigt"): it leaves the open list and shows among the handled', async () => {
    const [report] = (await admin.get('/api/admin/conversation-reports')).body;
    expect((await admin.put(`/api/admin/conversation-reports/${report.id}`, { handled: false })).status).toBe(400);
    const res = await admin.put(`/api/admin/conversation-reports/${report.id}`, { handled: true });
    expect(res.status).toBe(200);
    expect(res.body.handledAt).toEqual(expect.any(String));
    const open = (await admin.get('/api/admin/conversation-reports')).body.map((r: { id: number }) => r.id);
    expect(open).not.toContain(report.id);
    const handled = (await admin.get('/api/admin/conversation-reports?handled=true')).body;
    expect(handled.map((r: { id: number }) => r.id)).toContain(report.id);
    // Handling again keeps the first time.
    const again = await admin.put(`/api/admin/conversation-reports/${report.id}`, { handled: true });
    expect(again.body.handledAt).toBe(res.body.handledAt);
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
