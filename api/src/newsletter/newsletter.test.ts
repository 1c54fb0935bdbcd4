import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/newsletter/stallverwaltung', () => {
  it('signs up once, however often the address is sent', async () => {
    const first = await server.client().post('/api/newsletter/stallverwaltung', { email: 'stall@example.de' });
    const again = await server.client().post('/api/newsletter/stallverwaltung', { email: ' Stall@Example.DE ' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await server.services.knex('newsletterSignups').where({ email: 'stall@example.de' });
    expect(rows).toHaveLength(1);
    expect(rows[0].topic).toBe('stallverwaltung');
  });

  it('answers 400 with a German message for an invalid address', async () => {
    const res = await server.client().post('/api/newsletter/stallverwaltung', { email: 'kein-at-zeichen' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
  });
});
