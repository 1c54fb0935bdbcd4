import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const registration = (n: string) => ({
  email: `reiterin${n}@example.de`,
  username: `reiterin${n}`,
  password: 'sattel123',
  firstName: 'Lena',
  lastName: 'Huber',
  phone: '+49 89 1234567',
  isStableOwner: true,
  acceptTerms: true,
});

describe('POST /api/register', () => {
  it('creates the account, signs it in and never returns the password', async () => {
    const client = server.client();
    const res = await client.post('/api/register', registration('1'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'reiterin1', firstName: 'Lena', isStableOwner: true, isAdmin: false });
    expect(res.text).not.toMatch(/password|sattel123|argon2/i);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('reiterin1');
  });

  it.each([
    ['email', { email: 'keine-adresse' }, 'Gültige E-Mail-Adresse erforderlich'],
    ['username', { username: 'ab' }, 'Benutzername muss mindestens 3 Zeichen haben'],
    ['password', { password: '12345' }, 'Passwort muss mindestens 6 Zeichen haben'],
    ['firstName', { firstName: '' }, 'Vorname ist erforderlich'],
    ['lastName', { lastName: '  ' }, 'Nachname ist erforderlich'],
  ])('answers 400 with the German message for an invalid %s', async (field, override, message) => {
    const res = await server.client().post('/api/register', { ...registration(`x${field}`), ...override });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(res.body.message).toBe(message);
  });

  it('reports every invalid field at once', async () => {
    const res = await server.client().post('/api/register', {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ungültige Eingabe');
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'acceptTerms',
      'email',
      'firstName',
      'lastName',
      'password',
      'username',
    ]);
  });

  it('answers 409 when the username or e-mail is taken, ignoring case', async () => {
    await server.client().post('/api/register', registration('2'));
    const sameName = await server.client().post('/api/register', { ...registration('3'), username: 'REITERIN2' });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('Dieser Benutzername ist bereits vergeben');
    const sameMail = await server
      .client()
      .post('/api/register', { ...registration('4'), email: 'Reiterin2@Example.de' });
    expect(sameMail.status).toBe(409);
    expect(sameMail.body.message).toBe('Diese E-Mail-Adresse ist bereits registriert');
  });

  it('ignores isAdmin and other unknown fields', async () => {
    const res = await server.client().post('/api/register', { ...registration('5'), isAdmin: true, role: 'admin' });
    expect(res.status).toBe(201);
    expect(res.body.isAdmin).toBe(false);
    const row = await server.services.knex('users').where({ username: 'reiterin5' }).first();
    expect(row.isAdmin).toBe(false);
  });

  it('stores the password as an argon2id hash', async () => {
    await server.client().post('/api/register', registration('6'));
    const row = await server.services.knex('users').where({ username: 'reiterin6' }).first();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('POST /api/login', () => {
  it('signs in by username or e-mail and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const user = await buildUser(server.services.knex);
    const client = server.client();
    const res = await client.post('/api/login', { username: user.username, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(user.username);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sf.sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // 256 random bits, base64url
    expect(cookie.split(';')[0]!.split('=')[1]!.length).toBeGreaterThanOrEqual(43);
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const byMail = await server
      .client()
      .post('/api/login', { username: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(byMail.status).toBe(200);
  });

  it('issues a new session id on login (no session fixation)', async () => {
    const user = await buildUser(server.services.knex);
    const client = server.client();
    await client.post('/api/login', { username: user.username, password: TEST_PASSWORD });
    const first = client.cookieHeader;
    await client.post('/api/login', { username: user.username, password: TEST_PASSWORD });
    expect(client.cookieHeader).not.toBe(first);
    const sessions = await server.services.knex('sessions').where({ userId: user.id });
    expect(sessions).toHaveLength(1);
  });

  it('answers 401 with a German message for a wrong password or unknown user', async () => {
    const user = await buildUser(server.services.knex);
    const wrong = await server.client().post('/api/login', { username: user.username, password: 'falsch-falsch' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Benutzername oder Passwort ist falsch');
    const unknown = await server.client().post('/api/login', { username: 'niemand', password: 'egal-egal' });
    expect(unknown.status).toBe(401);
  });

  it('answers 400 with the spec messages for missing fields', async () => {
    const res = await server.client().post('/api/login', {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      username: 'Benutzername ist erforderlich',
      password: 'Passwort ist erforderlich',
    });
  });
});

describe('GET /api/user', () => {
  it('answers 401 without a session', async () => {
    const res = await server.client().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it('answers 401 once the account was deleted, even with a live session', async () => {
    const user = await buildUser(server.services.knex);
    const client = server.client();
    await client.post('/api/login', { username: user.username, password: TEST_PASSWORD });
    await server.services.knex('users').where({ id: user.id }).delete();
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('reads the role from the database on every request', async () => {
    const user = await buildUser(server.services.knex);
    const client = server.client();
    await client.post('/api/login', { username: user.username, password: TEST_PASSWORD });
    await server.services.knex('users').where({ id: user.id }).update({ isStableOwner: true });
    expect((await client.get('/api/user')).body.isStableOwner).toBe(true);
  });
});

describe('signed-in hint cookie', () => {
  it('is set readable by scripts on login and removed on logout', async () => {
    const user = await buildUser(server.services.knex);
    const client = server.client();
    const login = await client.post('/api/login', { username: user.username, password: TEST_PASSWORD });
    const hint = login.headers.getSetCookie().find((c) => c.startsWith('sf.in='))!;
    expect(hint).toMatch(/^sf\.in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    const logout = await client.post('/api/logout');
    expect(logout.headers.getSetCookie().find((c) => c.startsWith('sf.in='))).toMatch(
      /^sf\.in=;.*expires=Thu, 01 Jan 1970/i,
    );
  });

  it('is removed when the session it stood for is gone', async () => {
    const res = await fetch(`${server.url}/api/maintenance`, { headers: { Cookie: 'sf.in=1' } });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('sf.in='))).toMatch(/^sf\.in=;/);
  });
});

describe('POST /api/logout', () => {
  it('ends the session on the server, so the old cookie no longer works', async () => {
    const user = await buildUser(server.services.knex);
    const client = server.client();
    await client.post('/api/login', { username: user.username, password: TEST_PASSWORD });
    const stolen = client.cookieHeader;
    const res = await client.post('/api/logout');
    expect(res.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
    const replay = await fetch(`${server.url}/api/user`, { headers: { Cookie: stolen } });
    expect(replay.status).toBe(401);
    expect(await server.services.knex('sessions').where({ userId: user.id })).toHaveLength(0);
  });
});
