import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs, TEST_PASSWORD } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

/** Every route the admin router mounts; a body is sent where the route takes one, valid or not does not matter. */
const ADMIN_ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/admin/users' },
  { method: 'POST', path: '/api/admin/users', body: { email: 'neu@example.de', username: 'neu', password: 'geheim1' } },
  { method: 'PUT', path: '/api/admin/users/1', body: { firstName: 'X' } },
  { method: 'DELETE', path: '/api/admin/users/1' },
  { method: 'GET', path: '/api/admin/listings' },
  { method: 'PUT', path: '/api/admin/listings/1/status', body: { status: 'active' } },
  { method: 'PUT', path: '/api/admin/listings/1/premium', body: { isPremium: true } },
  { method: 'DELETE', path: '/api/admin/listings/1' },
  { method: 'GET', path: '/api/admin/stables' },
  { method: 'GET', path: '/api/admin/contacts' },
  { method: 'GET', path: '/api/admin/stats' },
  { method: 'GET', path: '/api/admin/recent-activity' },
  { method: 'GET', path: '/api/admin/reports' },
  { method: 'GET', path: '/api/admin/settings' },
  { method: 'PUT', path: '/api/admin/settings', body: { siteName: 'Gekapert' } },
  { method: 'GET', path: '/api/admin/me' },
  { method: 'POST', path: '/api/admin/logout' },
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const knex = () => server.services.knex;
const call = (client: TestClient, route: (typeof ADMIN_ROUTES)[number]) =>
  client.request(route.method, route.path, route.body === undefined ? {} : { body: route.body });

describe('admin routes without an admin session', () => {
  it.each(ADMIN_ROUTES)('$method $path answers 401 without a session', async (route) => {
    const res = await call(server.client(), route);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Bitte melden Sie sich als Administrator an');
  });

  it.each(ADMIN_ROUTES)('$method $path answers 403 for a signed-in user', async (route) => {
    const client = server.client();
    await signInAs(client, knex());
    const res = await call(client, route);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Nur für Administratoren');
  });

  it.each(ADMIN_ROUTES)('$method $path answers 403 for a stable owner', async (route) => {
    const client = server.client();
    await signInAs(client, knex(), { isStableOwner: true });
    const res = await call(client, route);
    expect(res.status).toBe(403);
  });

  it('leaves routes outside the admin area alone', async () => {
    const visitor = server.client();
    expect((await visitor.get('/api/listings')).status).toBe(200);
    expect((await visitor.get('/api/maintenance')).status).toBe(200);
    const unknown = await visitor.get('/api/gibt-es-nicht');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Diese API-Route gibt es nicht');
  });

  it('changes nothing when refused', async () => {
    const client = server.client();
    await signInAs(client, knex());
    await client.put('/api/admin/settings', { siteName: 'Gekapert' });
    const admin = server.client();
    await signInAs(admin, knex(), { isAdmin: true });
    expect((await admin.get('/api/admin/settings')).body.siteName).toBe('Stallfinder');
  });
});

describe('POST /api/admin/login', () => {
  it('signs in an admin and GET /api/admin/me names them', async () => {
    const admin = await buildUser(knex(), { isAdmin: true });
    const client = server.client();
    const res = await client.post('/api/admin/login', { username: admin.username, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: admin.username, isAdmin: true });
    expect(res.body.passwordHash).toBeUndefined();
    const me = await client.get('/api/admin/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: admin.username, isAdmin: true });
  });

  it('refuses a non-admin with the correct password', async () => {
    const user = await buildUser(knex(), { isStableOwner: true });
    const client = server.client();
    const res = await client.post('/api/admin/login', { username: user.username, password: TEST_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Ungültige Anmeldedaten');
    expect((await client.get('/api/admin/me')).status).toBe(401);
  });

  it('refuses an admin with a wrong password', async () => {
    const admin = await buildUser(knex(), { isAdmin: true });
    const res = await server.client().post('/api/admin/login', { username: admin.username, password: 'falsch-falsch' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Ungültige Anmeldedaten');
  });

  it('asks for both fields', async () => {
    const res = await server.client().post('/api/admin/login', { username: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      username: 'Bitte geben Sie alle Felder ein',
      password: 'Bitte geben Sie alle Felder ein',
    });
  });
});

describe('POST /api/admin/logout', () => {
  it('ends the session', async () => {
    const client = server.client();
    await signInAs(client, knex(), { isAdmin: true });
    expect((await client.get('/api/admin/me')).status).toBe(200);
    const res = await client.post('/api/admin/logout');
    expect(res.status).toBe(200);
    expect((await client.get('/api/admin/me')).status).toBe(401);
    expect((await client.get('/api/admin/users')).status).toBe(401);
  });
});

describe('sessions follow the account at once', () => {
  it("answers 403 to a demoted admin's existing session", async () => {
    const demoted = server.client();
    const victim = await signInAs(demoted, knex(), { isAdmin: true });
    const admin = server.client();
    await signInAs(admin, knex(), { isAdmin: true });
    expect((await demoted.get('/api/admin/users')).status).toBe(200);

    const res = await admin.put(`/api/admin/users/${victim.id}`, { isAdmin: false });
    expect(res.status).toBe(200);
    expect(res.body.isAdmin).toBe(false);

    expect((await demoted.get('/api/admin/users')).status).toBe(403);
    expect((await demoted.get('/api/admin/me')).status).toBe(403);
  });

  it("answers 401 to a deleted user's existing session", async () => {
    const deleted = server.client();
    const victim = await signInAs(deleted, knex(), { isAdmin: true });
    const admin = server.client();
    await signInAs(admin, knex(), { isAdmin: true });

    const res = await admin.delete(`/api/admin/users/${victim.id}`);
    expect(res.status).toBe(200);

    expect((await deleted.get('/api/admin/users')).status).toBe(401);
    expect((await deleted.get('/api/user')).status).toBe(401);
  });
});
