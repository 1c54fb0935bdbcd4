import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPT_TERMS_MESSAGE, LEGAL_VERSIONS } from '#contract/legal.ts';
import { buildUser, signInAs } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const original = { ...LEGAL_VERSIONS };
afterEach(() => Object.assign(LEGAL_VERSIONS, original));

let n = 0;
const registration = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return {
    email: `zustimmung${n}@example.de`,
    username: `zustimmung${n}`,
    password: 'sattel123',
    firstName: 'Lena',
    lastName: 'Huber',
    ...extra,
  };
};

const rowsOf = (userId: number) =>
  server.services.knex('userConsents').where({ userId }).orderBy('document').select('document', 'version');

describe('POST /api/register (consent)', () => {
  it.each([
    ['missing', {}],
    ['false', { acceptTerms: false }],
    ['a string', { acceptTerms: 'ja' }],
  ])('answers 400 with the German message under acceptTerms when it is %s', async (_, extra) => {
    const body = registration(extra);
    const res = await server.client().post('/api/register', body);
    expect(res.status).toBe(400);
    expect(res.body.errors.acceptTerms).toBe(ACCEPT_TERMS_MESSAGE);
    expect(await server.services.knex('users').where({ username: body.username }).first()).toBeUndefined();
  });

  it('stores the acceptance of both documents with their versions and time', async () => {
    const before = Date.now();
    const client = server.client();
    const res = await client.post('/api/register', registration({ acceptTerms: true }));
    expect(res.status).toBe(201);
    expect(res.body.consentsDue).toEqual([]);
    const rows = await server.services.knex('userConsents').where({ userId: res.body.id });
    expect(rows.map((r) => [r.document, r.version]).sort()).toEqual([
      ['privacy', LEGAL_VERSIONS.privacy],
      ['terms', LEGAL_VERSIONS.terms],
    ]);
    for (const row of rows) expect(new Date(row.acceptedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await client.get('/api/user')).body.consentsDue).toEqual([]);
  });
});

describe('consents due after a new version', () => {
  it('asks again for the changed document only, in the session answers, until it is accepted', async () => {
    const client = server.client();
    const registered = await client.post('/api/register', registration({ acceptTerms: true }));
    LEGAL_VERSIONS.terms = '2099-01-01';

    expect((await client.get('/api/user')).body.consentsDue).toEqual(['terms']);
    const login = await server
      .client()
      .post('/api/login', { username: registered.body.username, password: 'sattel123' });
    expect(login.body.consentsDue).toEqual(['terms']);
    expect((await client.get('/api/me/consents')).body.due).toEqual(['terms']);

    const accepted = await client.post('/api/me/consents', { documents: ['terms'] });
    expect(accepted.status).toBe(200);
    expect(accepted.body.due).toEqual([]);
    expect(accepted.body.accepted.map((c: { document: string; version: string }) => c.version)).toContain('2099-01-01');
    expect((await client.get('/api/user')).body.consentsDue).toEqual([]);
    // The earlier acceptance stays on record beside the new one.
    expect(await rowsOf(registered.body.id)).toHaveLength(3);
  });

  it('asks members registered before consents were recorded for both documents', async () => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    expect((await client.get('/api/user')).body.consentsDue).toEqual(['terms', 'privacy']);
  });

  it('never asks an administrator (staff, not bound by the members’ AGB)', async () => {
    const client = server.client();
    await signInAs(client, server.services.knex, { isAdmin: true });
    expect((await client.get('/api/user')).body.consentsDue).toEqual([]);
    expect((await client.get('/api/me/consents')).body.due).toEqual([]);
  });
});

describe('GET and POST /api/me/consents', () => {
  it('answers 401 to a visitor', async () => {
    expect((await server.client().get('/api/me/consents')).status).toBe(401);
    expect((await server.client().post('/api/me/consents', { documents: ['terms'] })).status).toBe(401);
  });

  it.each([
    [{}, ACCEPT_TERMS_MESSAGE],
    [{ documents: [] }, ACCEPT_TERMS_MESSAGE],
    [{ documents: ['impressum'] }, 'Unbekanntes Dokument'],
  ])('answers 400 with a German message for %j', async (body, message) => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    const res = await client.post('/api/me/consents', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    ['a member', {}],
    ['an owner', { isStableOwner: true }],
    ['an admin', { isAdmin: true }],
  ])('records only the own acceptance, for %s', async (_, role) => {
    const other = await buildUser(server.services.knex);
    const client = server.client();
    const me = await signInAs(client, server.services.knex, role);
    const res = await client.post('/api/me/consents', { documents: ['terms', 'privacy'] });
    expect(res.status).toBe(200);
    expect(res.body.due).toEqual([]);
    expect(await rowsOf(me.id)).toHaveLength(2);
    expect(await rowsOf(other.id)).toEqual([]);
    // Accepting again adds nothing.
    await client.post('/api/me/consents', { documents: ['terms'] });
    expect(await rowsOf(me.id)).toHaveLength(2);
  });
});

describe('GET /api/me/export', () => {
  it('lists the consents with document, version and time', async () => {
    const client = server.client();
    await client.post('/api/register', registration({ acceptTerms: true }));
    const exported = await client.get('/api/me/export');
    expect(exported.status).toBe(200);
    const consents = (exported.body.consents as { document: string; version: string; acceptedAt: string }[]).map(
      ({ document, version, acceptedAt }) => [document, version, typeof acceptedAt],
    );
    expect(consents.sort()).toEqual([
      ['privacy', LEGAL_VERSIONS.privacy, 'string'],
      ['terms', LEGAL_VERSIONS.terms, 'string'],
    ]);
  });
});
