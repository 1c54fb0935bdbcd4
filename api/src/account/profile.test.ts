import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '#contract/account.ts';
import { buildUser, signInAs, TEST_PASSWORD } from '#test/factories.ts';
import { mailsTo, tokenFrom, waitForMailTo } from '#test/mail.ts';
import { startTestServer, type TestServer } from '#test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('anonymous access to /api/me*', () => {
  it.each([
    ['GET', '/api/me'],
    ['PUT', '/api/me'],
    ['DELETE', '/api/me'],
    ['PUT', '/api/me/email'],
    ['PUT', '/api/me/password'],
    ['GET', '/api/me/export'],
    ['GET', '/api/me/enquiries'],
    ['GET', '/api/me/favourites'],
    ['PUT', '/api/me/favourites/1'],
    ['DELETE', '/api/me/favourites/1'],
    ['POST', '/api/me/favourites/merge'],
    ['POST', '/api/me/verification-mail'],
  ])('%s %s answers 401', async (method, path) => {
    const res = await server.client().request(method, path, method === 'GET' ? {} : { body: {} });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Bitte melde dich an');
  });
});

describe('PUT /api/me', () => {
  it('saves first name, last name and phone', async () => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    const res = await client.put('/api/me', { firstName: ' Greta ', lastName: 'Weber', phone: '+49 170 1234567' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MSG.profileSaved);
    expect(res.body.user).toMatchObject({ firstName: 'Greta', lastName: 'Weber', phone: '+49 170 1234567' });
    expect((await client.get('/api/user')).body.firstName).toBe('Greta');
    const cleared = await client.put('/api/me', { firstName: 'Greta', lastName: 'Weber', phone: '' });
    expect(cleared.body.user.phone).toBeNull();
  });

  it('answers 400 with field messages', async () => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    const res = await client.put('/api/me', { firstName: ' ', lastName: '', phone: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      firstName: 'Vorname ist erforderlich',
      lastName: 'Nachname ist erforderlich',
      phone: 'Bitte eine gültige Telefonnummer angeben',
    });
  });
});

describe('PUT /api/me/email', () => {
  it('keeps the confirmed address until the link mailed to the new one is opened', async () => {
    const client = server.client();
    const user = await signInAs(client, server.services.knex);
    const res = await client.put('/api/me/email', { email: 'Neu.Adresse@Example.de', currentPassword: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email: user.email,
      emailVerified: true,
      pendingEmail: 'neu.adresse@example.de',
    });
    const mail = await waitForMailTo(
      server.services.mail.outbox!,
      'neu.adresse@example.de',
      /Bitte bestätige deine E-Mail-Adresse/,
    );
    expect(await mailsTo(server.services.mail.outbox!, user.email)).toHaveLength(0);
    // Until then the old address signs in and receives reset links; the new one does neither.
    expect((await server.client().post('/api/login', { username: user.email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    expect(
      (await server.client().post('/api/login', { username: 'neu.adresse@example.de', password: TEST_PASSWORD }))
        .status,
    ).toBe(401);
    await server.client().post('/api/password/forgot', { email: user.email });
    const reset = await waitForMailTo(server.services.mail.outbox!, user.email, /Passwort/);

    const confirm = await server.client().post('/api/email/confirm', { token: tokenFrom(mail, '/email-bestaetigen') });
    expect(confirm.status).toBe(200);
    expect((await client.get('/api/user')).body).toMatchObject({
      email: 'neu.adresse@example.de',
      emailVerified: true,
      pendingEmail: null,
    });
    // The reset link mailed to the old address no longer opens the account.
    const stale = await server.client().post('/api/password/reset', {
      token: tokenFrom(reset, '/passwort-zuruecksetzen'),
      password: 'neues-passwort-9',
    });
    expect(stale.status).toBe(400);
  });

  it('confirms nothing when another account took the new address meanwhile', async () => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    await client.put('/api/me/email', { email: 'begehrt@example.de', currentPassword: TEST_PASSWORD });
    const mail = await waitForMailTo(server.services.mail.outbox!, 'begehrt@example.de', /Bitte bestätige /);
    await buildUser(server.services.knex, { email: 'begehrt@example.de' });
    const confirm = await server.client().post('/api/email/confirm', { token: tokenFrom(mail, '/email-bestaetigen') });
    expect(confirm.status).toBe(409);
    expect(confirm.body.message).toBe('Die neue E-Mail-Adresse wird inzwischen von einem anderen Konto verwendet.');
    expect((await client.get('/api/user')).body.pendingEmail).toBeNull();
  });

  it('withdraws a pending change when the current address is entered again', async () => {
    const client = server.client();
    const user = await signInAs(client, server.services.knex);
    await client.put('/api/me/email', { email: 'vielleicht@example.de', currentPassword: TEST_PASSWORD });
    const res = await client.put('/api/me/email', { email: user.email, currentPassword: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: user.email, pendingEmail: null });
  });

  it('answers 403 for a wrong current password and changes nothing', async () => {
    const client = server.client();
    const user = await signInAs(client, server.services.knex);
    const res = await client.put('/api/me/email', { email: 'egal@example.de', currentPassword: 'falsch-falsch' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Das aktuelle Passwort ist nicht korrekt');
    expect(res.body.errors.currentPassword).toBe('Das aktuelle Passwort ist nicht korrekt');
    expect((await client.get('/api/user')).body.email).toBe(user.email);
  });

  it('answers 409 when the address belongs to another account', async () => {
    const other = await buildUser(server.services.knex);
    const client = server.client();
    await signInAs(client, server.services.knex);
    const res = await client.put('/api/me/email', { email: other.email.toUpperCase(), currentPassword: TEST_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Diese E-Mail-Adresse ist bereits registriert');
  });

  it('answers 400 for an invalid address or a missing password', async () => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    const res = await client.put('/api/me/email', { email: 'kaputt' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: 'Gültige E-Mail-Adresse erforderlich',
      currentPassword: ACCOUNT_MSG.currentPasswordRequired,
    });
  });
});

describe('PUT /api/me/password', () => {
  it('changes the password and ends every other session, keeping this one', async () => {
    const knex = server.services.knex;
    const client = server.client();
    const user = await signInAs(client, knex);
    const second = server.client();
    expect((await second.post('/api/login', { username: user.username, password: TEST_PASSWORD })).status).toBe(200);

    const res = await client.put('/api/me/password', { currentPassword: TEST_PASSWORD, newPassword: 'ganz-neu-123' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MSG.passwordChanged);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await second.get('/api/user')).status).toBe(401);
    expect(await knex('sessions').where({ userId: user.id })).toHaveLength(1);
    expect(
      (await server.client().post('/api/login', { username: user.username, password: 'ganz-neu-123' })).status,
    ).toBe(200);
  });

  it('answers 403 for a wrong current password and 400 for a short new one', async () => {
    const client = server.client();
    await signInAs(client, server.services.knex);
    const wrong = await client.put('/api/me/password', {
      currentPassword: 'nicht-richtig',
      newPassword: 'ganz-neu-123',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors.currentPassword).toBe('Das aktuelle Passwort ist nicht korrekt');
    const short = await client.put('/api/me/password', { currentPassword: TEST_PASSWORD, newPassword: '123' });
    expect(short.status).toBe(400);
    expect(short.body.errors.newPassword).toBe('Passwort muss mindestens 6 Zeichen haben');
  });
});
