import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, tokenFrom, waitForMailTo } from '#test/mail.ts';
import { startTestServer, type TestServer } from '#test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const outbox = () => server.services.mail.outbox!;
const signUp = (email: string) => server.client().post('/api/newsletter/stallverwaltung', { email });
const mailCount = async (email: string) => (await mailsTo(outbox(), email)).length;

describe('POST /api/newsletter/stallverwaltung', () => {
  it('stores one unconfirmed row per address and mails a confirmation link with an unsubscribe link', async () => {
    const first = await signUp('stall@example.de');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Erfolgreich angemeldet!');
    const rows = await server.services.knex('newsletterSignups').where({ email: 'stall@example.de' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ topic: 'stallverwaltung', confirmedAt: null });
    const mail = await waitForMailTo(outbox(), 'stall@example.de', /bestätige deine Anmeldung/);
    expect(tokenFrom(mail, '/newsletter/bestaetigen')).toMatch(/^\d+_/);
    const unsubscribe = tokenFrom(mail, '/newsletter/abmelden');
    expect(mail.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<http://[^>]+/newsletter/abmelden\\?token=${unsubscribe}>$`),
    );
  });

  it('re-sends the link to an unconfirmed address, and gives a confirmed one the same answer without a mail', async () => {
    await signUp('zweimal@example.de');
    await expect.poll(() => mailCount('zweimal@example.de')).toBe(1);
    const again = await signUp(' Zweimal@Example.DE ');
    expect(again.body).toEqual({ message: 'Erfolgreich angemeldet!' });
    await expect.poll(() => mailCount('zweimal@example.de')).toBe(2);
    expect(await server.services.knex('newsletterSignups').where({ email: 'zweimal@example.de' })).toHaveLength(1);

    const token = tokenFrom((await mailsTo(outbox(), 'zweimal@example.de'))[1]!, '/newsletter/bestaetigen');
    expect((await server.client().post('/api/newsletter/confirm', { token })).status).toBe(200);
    const confirmed = await signUp('zweimal@example.de');
    expect(confirmed.body).toEqual(again.body);
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailCount('zweimal@example.de')).toBe(2);
    const row = await server.services.knex('newsletterSignups').where({ email: 'zweimal@example.de' }).first();
    expect(row.confirmedAt).not.toBeNull();
  });

  it('answers 400 with a German message for an invalid address', async () => {
    const res = await signUp('kein-at-zeichen');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('confirms the sign-up named by the link and refuses a forged one', async () => {
    await signUp('bestaetigen@example.de');
    const mail = await waitForMailTo(outbox(), 'bestaetigen@example.de', /bestätige/);
    const token = tokenFrom(mail, '/newsletter/bestaetigen');
    const forged = await server.client().post('/api/newsletter/confirm', { token: token.replace(/_.*/, '_abc') });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Dieser Link ist ungültig oder nicht mehr aktuell.');
    // The unsubscribe token does not confirm.
    expect(
      (await server.client().post('/api/newsletter/confirm', { token: tokenFrom(mail, '/newsletter/abmelden') }))
        .status,
    ).toBe(400);
    const res = await server.client().post('/api/newsletter/confirm', { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/bestätigt/);
    const row = await server.services.knex('newsletterSignups').where({ email: 'bestaetigen@example.de' }).first();
    expect(row.confirmedAt).not.toBeNull();
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('removes the sign-up', async () => {
    await signUp('abmelden@example.de');
    const mail = await waitForMailTo(outbox(), 'abmelden@example.de', /bestätige/);
    const res = await server
      .client()
      .post('/api/newsletter/unsubscribe', { token: tokenFrom(mail, '/newsletter/abmelden') });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/abgemeldet/);
    expect(await server.services.knex('newsletterSignups').where({ email: 'abmelden@example.de' })).toHaveLength(0);
  });

  it('keeps the sign-up for a forged token', async () => {
    await signUp('bleibt@example.de');
    const mail = await waitForMailTo(outbox(), 'bleibt@example.de', /bestätige/);
    const token = tokenFrom(mail, '/newsletter/abmelden').replace(/_.*/, '_gefaelscht');
    await server.client().post('/api/newsletter/unsubscribe', { token });
    expect(await server.services.knex('newsletterSignups').where({ email: 'bleibt@example.de' })).toHaveLength(1);
    const malformed = await server.client().post('/api/newsletter/unsubscribe', { token: 'kaputt' });
    expect(malformed.status).toBe(400);
  });
});
