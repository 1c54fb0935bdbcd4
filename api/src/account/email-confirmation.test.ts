import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '#contract/account.ts';
import { signInAs } from '#test/factories.ts';
import { mailsTo, tokenFrom, waitForMailTo } from '#test/mail.ts';
import { startTestServer, type TestServer } from '#test/server.ts';
import { hashToken } from './tokens.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const outbox = () => server.services.mail.outbox!;
let n = 0;
const registration = () => {
  n += 1;
  return {
    email: `bestaetigen${n}@example.de`,
    username: `bestaetigen${n}`,
    password: 'sattel123',
    firstName: 'Lena',
    lastName: 'Huber',
    acceptTerms: true,
  };
};

describe('POST /api/register (confirmation mail)', () => {
  it('creates an unconfirmed account and mails the confirmation link', async () => {
    const body = registration();
    const res = await server.client().post('/api/register', body);
    expect(res.status).toBe(201);
    expect(res.body.emailVerified).toBe(false);
    const mail = await waitForMailTo(outbox(), body.email, /Bitte bestätige deine E-Mail-Adresse/);
    expect(mail.text).toContain('Hallo Lena,');
    expect(tokenFrom(mail, '/email-bestaetigen')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('POST /api/email/confirm', () => {
  it('confirms the address signed out, once', async () => {
    const body = registration();
    const client = server.client();
    await client.post('/api/register', body);
    const token = tokenFrom(await waitForMailTo(outbox(), body.email, /bestätige /), '/email-bestaetigen');

    const res = await server.client().post('/api/email/confirm', { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MSG.emailConfirmed);
    expect((await client.get('/api/user')).body.emailVerified).toBe(true);

    const again = await server.client().post('/api/email/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ACCOUNT_MSG.invalidLink);
  });

  it('refuses an expired link and one for an address the account no longer has', async () => {
    const body = registration();
    const client = server.client();
    await client.post('/api/register', body);
    const token = tokenFrom(await waitForMailTo(outbox(), body.email, /bestätige /), '/email-bestaetigen');
    await server.services
      .knex('userTokens')
      .where({ tokenHash: hashToken(token) })
      .update({ expiresAt: new Date(Date.now() - 1) });
    const expired = await server.client().post('/api/email/confirm', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(ACCOUNT_MSG.invalidLink);

    await server.services
      .knex('userTokens')
      .where({ tokenHash: hashToken(token) })
      .update({ expiresAt: new Date(Date.now() + 60_000) });
    await server.services.knex('users').where({ username: body.username }).update({ email: 'anders@example.de' });
    const changed = await server.client().post('/api/email/confirm', { token });
    expect(changed.status).toBe(400);
    expect((await client.get('/api/user')).body.emailVerified).toBe(false);
  });

  it('answers 400 for a missing token', async () => {
    const res = await server.client().post('/api/email/confirm', {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ACCOUNT_MSG.invalidLink);
  });
});

describe('POST /api/me/verification-mail', () => {
  it('answers 401 when signed out', async () => {
    const res = await server.client().post('/api/me/verification-mail');
    expect(res.status).toBe(401);
  });

  it('sends a new link and makes the earlier one invalid', async () => {
    const body = registration();
    const client = server.client();
    await client.post('/api/register', body);
    const first = tokenFrom(await waitForMailTo(outbox(), body.email, /bestätige /), '/email-bestaetigen');
    const res = await client.post('/api/me/verification-mail');
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(ACCOUNT_MSG.verificationSent);
    const mails = await mailsTo(outbox(), body.email);
    expect(mails).toHaveLength(2);
    const second = tokenFrom(mails[1]!, '/email-bestaetigen');
    expect((await server.client().post('/api/email/confirm', { token: first })).status).toBe(400);
    expect((await server.client().post('/api/email/confirm', { token: second })).status).toBe(200);
  });

  it('sends nothing for a confirmed address', async () => {
    const client = server.client();
    const user = await signInAs(client, server.services.knex);
    const res = await client.post('/api/me/verification-mail');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MSG.alreadyConfirmed);
    expect(await mailsTo(outbox(), user.email)).toHaveLength(0);
  });
});
