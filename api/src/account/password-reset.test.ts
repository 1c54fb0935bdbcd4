import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '#contract/account.ts';
import { buildUser, TEST_PASSWORD } from '#test/factories.ts';
import { mailsTo, tokenFrom, waitForMailTo } from '#test/mail.ts';
import { startTestServer, type TestServer } from '#test/server.ts';
import { hashToken } from './tokens.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const outbox = () => server.services.mail.outbox!;

async function requestReset(email: string) {
  const before = (await mailsTo(outbox(), email)).length;
  const res = await server.client().post('/api/password/forgot', { email });
  expect(res.status).toBe(202);
  await expect.poll(async () => (await mailsTo(outbox(), email)).length).toBe(before + 1);
  const mail = await waitForMailTo(outbox(), email, /Passwort zurücksetzen/);
  return { mail, token: tokenFrom(mail, '/passwort-zuruecksetzen') };
}

/** POST with headers a browser could not send: an attacker's Host and X-Forwarded-Host. */
function postWithHost(path: string, body: unknown, headers: Record<string, string>): Promise<number> {
  const url = new URL(server.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('links in mails', () => {
  it('point to the configured address, never to the Host or X-Forwarded-Host of the request', async () => {
    const user = await buildUser(server.services.knex);
    const status = await postWithHost(
      '/api/password/forgot',
      { email: user.email },
      { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', Origin: 'http://evil.example' },
    );
    expect(status).toBe(202);
    const mail = await waitForMailTo(outbox(), user.email, /Passwort zurücksetzen/);
    expect(mail.links.length).toBeGreaterThan(0);
    for (const link of mail.links) expect(new URL(link).origin).toBe(server.services.config.siteUrl);
    expect(mail.text).not.toContain('evil.example');
  });
});

describe('POST /api/password/forgot', () => {
  it('gives the same answer for a known and an unknown address, and mails only the known one', async () => {
    const user = await buildUser(server.services.knex);
    const known = await server.client().post('/api/password/forgot', { email: user.email.toUpperCase() });
    const unknown = await server.client().post('/api/password/forgot', { email: 'niemand@example.de' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(ACCOUNT_MSG.forgotAnswer);
    const mail = await waitForMailTo(outbox(), user.email, /Passwort zurücksetzen/);
    expect(mail.text).toContain('60 Minuten');
    expect(mail.text).toContain('Hallo Anna,');
    expect(await mailsTo(outbox(), 'niemand@example.de')).toHaveLength(0);
    // Only the hash of the token is stored.
    const token = tokenFrom(mail, '/passwort-zuruecksetzen');
    const rows = await server.services.knex('userTokens').where({ userId: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers 400 with a German message for an invalid address', async () => {
    const res = await server.client().post('/api/password/forgot', { email: 'kein-at' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Gültige E-Mail-Adresse erforderlich');
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password, ends every session and signs in afresh', async () => {
    const user = await buildUser(server.services.knex);
    const other = server.client();
    expect((await other.post('/api/login', { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    const { token } = await requestReset(user.email);

    const resetter = server.client();
    const res = await resetter.post('/api/password/reset', { token, password: 'neues-passwort-1' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MSG.passwordReset);
    expect(res.body.user.username).toBe(user.username);
    expect((await resetter.get('/api/user')).status).toBe(200);
    expect((await other.get('/api/user')).status).toBe(401);
    const oldLogin = await server.client().post('/api/login', { username: user.username, password: TEST_PASSWORD });
    expect(oldLogin.status).toBe(401);
    const newLogin = await server
      .client()
      .post('/api/login', { username: user.username, password: 'neues-passwort-1' });
    expect(newLogin.status).toBe(200);
  });

  it('accepts a link only once, and ends the other open reset links too', async () => {
    const user = await buildUser(server.services.knex);
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(second.token).not.toBe(first.token);
    expect(
      (await server.client().post('/api/password/reset', { token: second.token, password: 'neues-passwort-2' })).status,
    ).toBe(200);
    for (const token of [second.token, first.token]) {
      const again = await server.client().post('/api/password/reset', { token, password: 'neues-passwort-3' });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(ACCOUNT_MSG.invalidLink);
    }
  });

  it('refuses an expired link', async () => {
    const user = await buildUser(server.services.knex);
    const { token } = await requestReset(user.email);
    await server.services
      .knex('userTokens')
      .where({ tokenHash: hashToken(token) })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const res = await server.client().post('/api/password/reset', { token, password: 'neues-passwort-4' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ACCOUNT_MSG.invalidLink);
    expect(
      (await server.client().post('/api/login', { username: user.username, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses an unknown or malformed token and a short password with German messages', async () => {
    const unknown = await server
      .client()
      .post('/api/password/reset', { token: 'a'.repeat(43), password: 'neues-passwort' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(ACCOUNT_MSG.invalidLink);
    const malformed = await server
      .client()
      .post('/api/password/reset', { token: '<script>', password: 'neues-passwort' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(ACCOUNT_MSG.invalidLink);
    const short = await server.client().post('/api/password/reset', { token: 'a'.repeat(43), password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBe('Passwort muss mindestens 6 Zeichen haben');
  });
});

// Last: a second server rebinds the models' database while it runs.
describe('POST /api/password/forgot rate limit', () => {
  it('answers 429 after too many requests from one address', async () => {
    const limited = await startTestServer({
      realLimits: true,
      limits: { passwordForgot: { points: 2, durationSeconds: 60 } },
    });
    try {
      const client = limited.client();
      for (let i = 0; i < 2; i++)
        expect((await client.post('/api/password/forgot', { email: 'a@example.de' })).status).toBe(202);
      const res = await client.post('/api/password/forgot', { email: 'a@example.de' });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe('Zu viele Anfragen. Bitte versuche es später noch einmal.');
    } finally {
      await limited.close();
    }
  });
});
