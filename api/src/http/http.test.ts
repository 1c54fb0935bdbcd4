// Cross-cutting HTTP behaviour: CSRF refusal, body limits, rate limits, headers, compression, health.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildListing } from '#test/factories.ts';
import { startTestServer, type TestServer } from '#test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const contact = { name: 'A', email: 'a@example.de', message: 'Hallo' };

describe('CSRF protection of state-changing requests', () => {
  it('refuses a POST from another origin with 403', async () => {
    const res = await server.client().post('/api/contact-form', contact, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/Website/);
  });

  it('refuses a POST with neither Origin nor Referer', async () => {
    const res = await server.client().post('/api/contact-form', contact, { origin: null });
    expect(res.status).toBe(403);
  });

  it('accepts a same-origin Referer when Origin is missing', async () => {
    const res = await server.client().post('/api/contact-form', contact, {
      origin: null,
      headers: { Referer: `${server.url}/kontakt` },
    });
    expect(res.status).toBe(201);
  });

  it('refuses a form-encoded body with 415 (a cross-site form cannot send JSON)', async () => {
    const res = await server.client().request('POST', '/api/contact-form', {
      rawBody: 'name=A&email=a%40example.de&message=Hallo',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/JSON/);
  });
});

describe('request bodies', () => {
  it('answers 413 for a JSON body over 100 KB', async () => {
    const res = await server.client().post('/api/contact-form', { ...contact, message: 'x'.repeat(110_000) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Die Anfrage ist zu groß');
  });

  it('answers 400 for malformed JSON, never 500', async () => {
    const res = await server.client().request('POST', '/api/login', {
      rawBody: '{"username": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ungültiges JSON im Anfragetext');
  });

  it('answers 400, never 500, for text the database cannot store (a NUL character)', async () => {
    const client = server.client();
    expect((await client.get('/api/listings?search=a%00b')).status).toBe(400);
    const res = await client.post('/api/contact-form', { name: 'A\u0000B', email: 'a@example.com', message: 'Hallo' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ungültige Eingabe');
  });

  it('answers 400 for JSON of the wrong type', async () => {
    const res = await server.client().post('/api/login', ['admin', 'pw']);
    expect(res.status).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after 10 login attempts in a minute', async () => {
    const limited = await startTestServer({ realLimits: true });
    try {
      const client = limited.client();
      for (let i = 0; i < 10; i++) {
        expect((await client.post('/api/login', { username: 'niemand', password: 'falsch-falsch' })).status).toBe(401);
      }
      const res = await client.post('/api/login', { username: 'niemand', password: 'falsch-falsch' });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(res.body.message).toMatch(/Zu viele Anfragen/);
      // Other routes have limits of their own.
      expect((await client.post('/api/contact-form', contact)).status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('limits the contact form, newsletter and registration per IP', async () => {
    const limited = await startTestServer({
      realLimits: true,
      limits: {
        contactForm: { points: 2, durationSeconds: 60 },
        newsletter: { points: 1, durationSeconds: 60 },
        register: { points: 1, durationSeconds: 60 },
      },
    });
    try {
      const client = limited.client();
      await client.post('/api/contact-form', contact);
      await client.post('/api/contact-form', contact);
      expect((await client.post('/api/contact-form', contact)).status).toBe(429);
      await client.post('/api/newsletter/stallverwaltung', { email: 'a@example.de' });
      expect((await client.post('/api/newsletter/stallverwaltung', { email: 'a@example.de' })).status).toBe(429);
      await client.post('/api/register', {});
      expect((await client.post('/api/register', {})).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('response headers', () => {
  it('sends security headers on API responses', async () => {
    const res = await server.client().get('/api/maintenance');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('lets anonymous API responses revalidate', async () => {
    const res = await server.client().get('/api/maintenance');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses JSON responses with brotli or gzip', async () => {
    for (let i = 0; i < 5; i++) await buildListing(server.services.knex);
    const br = await fetch(`${server.url}/api/listings`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.json()).toHaveLength(5);
    const gzip = await fetch(`${server.url}/api/listings`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('GET /api/maintenance', () => {
  it('returns the default maintenance state of spec section 9', async () => {
    const res = await server.client().get('/api/maintenance');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      maintenanceMode: false,
      maintenanceText: 'Wir führen gerade Wartungsarbeiten durch. Bitte versuche es später noch einmal.',
    });
  });
});

describe('health checks', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await server.client().get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await server.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ok');
  });
});

describe('unknown API routes', () => {
  it('answer 404 with a German JSON message', async () => {
    const res = await server.client().get('/api/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Diese API-Route gibt es nicht' });
  });

  it('answer 405 for a wrong method on a known route', async () => {
    const res = await server.client().request('DELETE', '/api/maintenance');
    expect(res.status).toBe(405);
    expect(res.body.message).toBe('Methode nicht erlaubt');
  });
});

describe('paths whose percent-encoding does not decode', () => {
  it('answer 400 in German, as JSON under /api and as a page elsewhere, and log no error', async () => {
    const errors = vi.spyOn(server.services.log, 'error');
    for (const path of ['/api/listings/%E0', '/api/listings%']) {
      const res = await server.client().get(path);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ message: 'Die Adresse ist ungültig kodiert.' });
    }
    for (const path of ['/%E0%A4%A', '/stallplaetze%', '/de/stallplatz/%ZZ', '/_astro/%E0.js', '/media/%E0']) {
      const res = await server.client().get(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('Die Adresse ist ungültig kodiert.');
      expect(res.headers.get('content-security-policy')).toBeTruthy();
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
