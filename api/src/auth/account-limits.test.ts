// Limits per account beside the ones per IP: guessing one account's password from many addresses is stopped at
// the account (sign-in, admin sign-in, every check of the current password), and reset mails to one address are
// limited however many addresses ask. The proxy's X-Forwarded-For stands for the many addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';
import { ACCOUNT_LIMITED, DEFAULT_LIMITS } from '../http/rate-limit.ts';

let server: TestServer;
let address = 0;

beforeAll(async () => {
  // The real limits, on a server that trusts the proxy's address header.
  server = await startTestServer({ realLimits: true, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

/** A client that comes from a new address with each request, as a botnet would. */
function fromEverywhere(): TestClient {
  const client = server.client();
  const request = client.request.bind(client);
  client.request = (method, pathname, options = {}) =>
    request(method, pathname, {
      ...options,
      headers: { ...options.headers, 'X-Forwarded-For': `198.51.100.${++address % 250}` },
    });
  return client;
}

describe('limits per account', () => {
  it('stops sign-in to an account after 10 wrong passwords from 10 addresses, right password included', async () => {
    const user = await buildUser(server.services.knex);
    const other = await buildUser(server.services.knex);
    const client = fromEverywhere();
    for (let i = 0; i < DEFAULT_LIMITS.accountLogin.points; i++) {
      // By user name and by e-mail address alike: both are the same account.
      const login = i % 2 ? user.username : user.email;
      expect((await client.post('/api/login', { username: login, password: 'falsch-geraten' })).status).toBe(401);
    }
    const blocked = await client.post('/api/login', { username: user.username, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(ACCOUNT_LIMITED);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
    expect((await client.post('/api/admin/login', { username: user.username, password: TEST_PASSWORD })).status).toBe(
      429,
    );
    // Another account is not affected.
    expect((await client.post('/api/login', { username: other.username, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('stops checks of the current password after 10 wrong ones', async () => {
    const user = await buildUser(server.services.knex);
    const client = fromEverywhere();
    expect((await client.post('/api/login', { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    for (let i = 0; i < DEFAULT_LIMITS.accountPassword.points; i++) {
      const wrong =
        i % 3 === 0
          ? await client.put('/api/me/password', { currentPassword: 'falsch-geraten', newPassword: 'neues-passwort-1' })
          : i % 3 === 1
            ? await client.put('/api/me/email', { email: 'neu@example.de', currentPassword: 'falsch-geraten' })
            : await client.request('DELETE', '/api/me', { body: { password: 'falsch-geraten' } });
      expect(wrong.status).toBe(403);
    }
    const right = await client.put('/api/me/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'neues-passwort-1',
    });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(ACCOUNT_LIMITED);
    expect((await client.request('DELETE', '/api/me', { body: { password: TEST_PASSWORD } })).status).toBe(429);
    // Nothing was changed or deleted.
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('sends at most 3 reset mails an hour to one address, whoever asks', async () => {
    const user = await buildUser(server.services.knex);
    const client = fromEverywhere();
    for (let i = 0; i < DEFAULT_LIMITS.accountReset.points; i++) {
      expect((await client.post('/api/password/forgot', { email: user.email.toUpperCase() })).status).toBe(202);
    }
    const limited = await client.post('/api/password/forgot', { email: user.email });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(ACCOUNT_LIMITED);
    // An unknown address is limited alike, so the answer tells nothing about which addresses exist.
    for (let i = 0; i < DEFAULT_LIMITS.accountReset.points; i++) {
      expect((await client.post('/api/password/forgot', { email: 'unbekannt@example.de' })).status).toBe(202);
    }
    expect((await client.post('/api/password/forgot', { email: 'unbekannt@example.de' })).status).toBe(429);
  });
});
