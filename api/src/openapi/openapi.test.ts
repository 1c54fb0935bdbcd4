// The OpenAPI document against the running API: it is valid OpenAPI 3.1, it names every route the Koa router has
// (and none it lacks), and real answers from the demo data, errors included, match its schemas and headers.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '#test/server.ts';
import { createApp } from '../app.ts';
import { DEMO_PASSWORD, seedDemoData } from '../seed/seed.ts';
import { openApiPath } from './operation.ts';

type Document = {
  paths: Record<string, Record<string, { responses: Record<string, Response | { $ref: string }> }>>;
  components: { responses: Record<string, Response> };
};
type Response = {
  content?: Record<string, unknown>;
  headers?: Record<string, { required?: boolean; schema: object }>;
};

let server: TestServer;
let document: Document;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.services.knex, server.services.media);
  const res = await server.client().get('/api/openapi.json');
  expect(res.status).toBe(200);
  document = res.body;
});
afterAll(() => server?.close());

describe('GET /api/openapi.json', () => {
  it('validates as an OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names every route the Koa router has, and no other', () => {
    const app = createApp({ services: server.services });
    const routes = new Set<string>();
    for (const middleware of app.middleware as { router?: { stack: { path: string; methods: string[] }[] } }[]) {
      for (const layer of middleware.router?.stack ?? []) {
        // HEAD comes with every GET; OpenAPI describes the GET.
        for (const method of layer.methods) if (method !== 'HEAD') routes.add(`${method} ${openApiPath(layer.path)}`);
      }
    }
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(routes.size).toBeGreaterThan(70);
    expect([...routes].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !routes.has(route))).toEqual([]);
  });

  it('groups every operation under a tag the document declares, with a German summary', () => {
    const tags = new Set((document as unknown as { tags: { name: string }[] }).tags.map((tag) => tag.name));
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item) as unknown as { tags: string[]; summary: string }[]) {
        expect(tags.has(operation.tags[0]!)).toBe(true);
        expect(operation.summary).toMatch(/\S/);
      }
    }
  });
});

describe('answers of the demo data', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  let anonymous: TestClient;
  let visitor: TestClient;
  let owner: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    ajv.addSchema(document, 'openapi.json');
    anonymous = server.client();
    visitor = server.client();
    owner = server.client();
    admin = server.client();
    expect((await visitor.post('/api/login', { username: 'lena.hoffmann', password: DEMO_PASSWORD })).status).toBe(200);
    expect((await owner.post('/api/login', { username: 'katharina.brandt', password: DEMO_PASSWORD })).status).toBe(
      200,
    );
    await signInAs(admin, server.services.knex, { isAdmin: true });
  });

  const pointer = (...segments: string[]) =>
    segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

  /** The answer as the document describes this route and status, checked: body schema and required headers. */
  function expectDocumented(method: string, path: string, res: TestResponse) {
    const operation = document.paths[openApiPath(path)]?.[method];
    expect(operation, `${method} ${path} is documented`).toBeDefined();
    let answer = operation!.responses[res.status];
    expect(answer, `${method} ${path} documents status ${res.status}: ${res.text.slice(0, 200)}`).toBeDefined();
    let base = pointer('paths', openApiPath(path), method, 'responses', String(res.status));
    if (answer && '$ref' in answer) {
      const name = answer.$ref.split('/').pop()!;
      base = pointer('components', 'responses', name);
      answer = document.components.responses[name]!;
    }
    const validate = ajv.compile({ $ref: `openapi.json#/${base}/content/application~1json/schema` });
    expect(validate(res.body) ? [] : validate.errors, `${method} ${path} ${res.status}`).toEqual([]);
    for (const [name, header] of Object.entries((answer as Response).headers ?? {})) {
      const value = res.headers.get(name);
      if (header.required) expect(value, `${name} of ${method} ${path}`).not.toBeNull();
      if (value === null) continue;
      const check = ajv.compile(header.schema);
      expect(check(/^\d+$/.test(value) ? Number(value) : value), `${name}: ${value}`).toBe(true);
    }
  }

  async function sample(client: TestClient, url: string, route = url.split('?')[0]!) {
    const res = await client.get(url);
    expectDocumented('get', route, res);
    return res;
  }

  it('matches the search, its pages, distances and travel times, with the paging headers', async () => {
    const first = await sample(anonymous, '/api/listings?limit=5');
    expect(first.status).toBe(200);
    expect(first.body.length).toBe(5);
    expect(Number(first.headers.get('X-Total-Count'))).toBeGreaterThan(5);
    expect(first.headers.get('X-Next-Cursor')).toMatch(/\S/);
    await sample(anonymous, `/api/listings?limit=5&cursor=${first.headers.get('X-Next-Cursor')}`, '/api/listings');
    const near = await sample(anonymous, '/api/listings?near=80331&radius=200&sort=distance', '/api/listings');
    expect(near.body[0].distanceKm).toEqual(expect.any(Number));
    const travel = await sample(anonymous, '/api/listings?from=80331&maxMinutes=120', '/api/listings');
    expect(travel.body[0].travel).toHaveLength(1);
    await sample(anonymous, '/api/listings/featured');
    await sample(anonymous, '/api/map?bbox=5.8,45.7,17.2,55.1&zoom=6', '/api/map');
    await sample(anonymous, '/api/places?q=803', '/api/places');
  });

  it('matches a listing, its travel time and the batch of several', async () => {
    const [a, b] = (await anonymous.get('/api/listings?limit=2')).body;
    await sample(anonymous, `/api/listings/${a.id}`, '/api/listings/:id');
    await sample(anonymous, `/api/listings/${a.id}/travel?from=80331`, '/api/listings/:id/travel');
    await sample(anonymous, `/api/listings/batch?ids=${a.id},${b.id}`, '/api/listings/batch');
  });

  it('matches the account, the visitor’s lists and the export', async () => {
    await sample(anonymous, '/api/maintenance');
    await sample(visitor, '/api/user');
    await sample(visitor, '/api/me');
    await sample(visitor, '/api/me/favourites');
    await sample(visitor, '/api/me/enquiries');
    await sample(visitor, '/api/me/export');
    await sample(visitor, '/api/my/horses');
  });

  it('matches the stable owner’s stables, listings, figures, photos and inbox', async () => {
    await sample(owner, '/api/my/stables');
    const listings = await sample(owner, '/api/my/listings');
    const id = listings.body[0].id;
    await sample(owner, `/api/my/listings/${id}`, '/api/my/listings/:id');
    await sample(owner, `/api/my/listings/${id}/stats`, '/api/my/listings/:id/stats');
    await sample(owner, `/api/my/listings/${id}/photos`, '/api/my/listings/:id/photos');
    await sample(owner, '/api/my/enquiries');
  });

  it('matches the conversations of both sides, a message and the reported view', async () => {
    const list = await sample(visitor, '/api/me/conversations');
    expect(list.body.length).toBeGreaterThan(0);
    await sample(visitor, '/api/me/conversations?unread=true', '/api/me/conversations');
    await sample(visitor, '/api/me/conversations/unread-count');
    const id = list.body[0].id;
    await sample(visitor, `/api/me/conversations/${id}`, '/api/me/conversations/:id');
    await sample(owner, '/api/me/conversations');
    const sent = await visitor.post(`/api/me/conversations/${id}/messages`, { body: 'Danke!' });
    expectDocumented('post', '/api/me/conversations/:id/messages', sent);
    const report = await visitor.post(`/api/me/conversations/${id}/report`, { reason: 'other', message: 'Test' });
    expectDocumented('post', '/api/me/conversations/:id/report', report);
    await sample(admin, '/api/admin/moderation');
    await sample(admin, '/api/admin/moderation?status=decided', '/api/admin/moderation');
    await sample(admin, '/api/admin/moderation/count');
    await sample(admin, `/api/admin/moderation/${report.body.id}`, '/api/admin/moderation/:id');
    const listingId = (await visitor.get('/api/listings')).body[0].id;
    const listingReport = await visitor.post(`/api/listings/${listingId}/reports`, {
      reason: 'other',
      message: 'Test',
    });
    expectDocumented('post', '/api/listings/:id/reports', listingReport);
    const decided = await admin.post(`/api/admin/moderation/${listingReport.body.id}/decision`, {
      action: 'dismiss',
      reason: 'Kein Verstoß.',
    });
    expectDocumented('post', '/api/admin/moderation/:id/decision', decided);
    expect((await sample(admin, `/api/me/conversations/${id}`, '/api/me/conversations/:id')).status).toBe(404);
  });

  it('matches the back office: settings, figures, report, lists and queues', async () => {
    for (const path of [
      '/api/admin/me',
      '/api/admin/settings',
      '/api/admin/stats',
      '/api/admin/recent-activity',
      '/api/admin/reports',
      '/api/admin/users',
      '/api/admin/listings',
      '/api/admin/stables',
      '/api/admin/contacts',
      '/api/admin/jobs',
    ]) {
      await sample(admin, path);
    }
  });

  it('matches the error answers, with their German messages', async () => {
    const invalid = await sample(anonymous, '/api/listings?sort=bogus&radius=7', '/api/listings');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ sort: 'Unbekannte Sortierung', radius: expect.stringContaining('Umkreis') });
    expect((await sample(anonymous, '/api/listings/2147483647', '/api/listings/:id')).status).toBe(404);
    expect((await sample(anonymous, '/api/me')).status).toBe(401);
    expect((await sample(visitor, '/api/admin/stats')).status).toBe(403);
    const unknownPlace = await sample(anonymous, '/api/listings?near=Xyzzyhausen', '/api/listings');
    expect(unknownPlace.status).toBe(400);
  });
});

describe('GET /api/docs', () => {
  it('answers the reference page under its own policy, loading only files of this origin', async () => {
    const res = await server.client().get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('<title>Stallfinder API – Referenz</title>');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    for (const [, src] of res.text.matchAll(/(?:src|href)="([^"]+)"/g)) {
      expect(src).toMatch(/^\/api\//);
      expect((await server.client().get(src!)).status, src).toBe(200);
    }
  });

  it('answers 404 for a file the page does not have', async () => {
    const res = await server.client().get('/api/docs/package.json');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Datei nicht gefunden');
  });
});
