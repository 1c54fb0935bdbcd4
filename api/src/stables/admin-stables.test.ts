import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListing, buildStable, buildUser, signInAs } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let admin: TestClient;
let owner: { id: number; username: string; email: string };
let hof: { id: number };
let alm: { id: number };
let empty: { id: number };

beforeAll(async () => {
  server = await startTestServer();
  const knex = server.services.knex;
  admin = server.client();
  await signInAs(admin, knex, { isAdmin: true });
  owner = await buildUser(knex, {
    username: 'hofbesitzerin',
    email: 'greta@gestuet.de',
    firstName: 'Greta',
    lastName: 'Gestüt',
    isStableOwner: true,
  });
  hof = await buildStable(knex, {
    ownerId: owner.id,
    name: 'Reitanlage Lindenhof',
    city: 'Lüneburg',
    postalCode: '21335',
    region: 'germany',
    rating: 4.7,
    reviewCount: 31,
    hasWifi: true,
    hasRidingArena: true,
    hasIndoorArena: true,
    indoorArenaSize: '20 × 60 m',
    facilities: ['trainer', 'horseWalker', 'roundPen'],
    createdAt: new Date('2025-03-01T08:00:00Z'),
  });
  for (const status of ['active', 'active', 'premium', 'pending', 'inactive'])
    await buildListing(knex, { stableId: hof.id, status });
  const tirolean = await buildUser(knex, { username: 'almwirt', firstName: null, lastName: null, isStableOwner: true });
  alm = await buildStable(knex, {
    ownerId: tirolean.id,
    name: 'Pferdealm Tirol',
    city: 'Innsbruck',
    postalCode: '6020',
    region: 'austria',
    rating: null,
    reviewCount: 0,
    createdAt: new Date('2025-04-01T08:00:00Z'),
  });
  await buildListing(knex, { stableId: alm.id, status: 'pending' });
  empty = await buildStable(knex, {
    ownerId: owner.id,
    name: 'Weide am See',
    city: 'Zürich',
    postalCode: '8001',
    region: 'switzerland',
    createdAt: new Date('2025-05-01T08:00:00Z'),
  });
});
afterAll(() => server?.close());

const ids = (body: { id: number }[]) => body.map((s) => s.id);

describe('GET /api/admin/stables', () => {
  it('lists stables newest first with owner, location, rating and listing counts per status', async () => {
    const res = await admin.get('/api/admin/stables');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([empty.id, alm.id, hof.id]);
    expect(res.body[2]).toMatchObject({
      id: hof.id,
      name: 'Reitanlage Lindenhof',
      city: 'Lüneburg',
      postalCode: '21335',
      region: 'germany',
      rating: 4.7,
      reviewCount: 31,
      hasWifi: true,
      hasRidingArena: true,
      hasTrails: false,
      owner: { id: owner.id, username: 'hofbesitzerin', name: 'Greta Gestüt', email: 'greta@gestuet.de' },
      listingCount: 5,
      listingStatuses: { active: 2, inactive: 1, pending: 1, premium: 1 },
      createdAt: '2025-03-01T08:00:00.000Z',
    });
    expect(res.body[2].owner.passwordHash).toBeUndefined();
    expect(res.text).not.toMatch(/password/i);
  });

  it('answers each stable with its facilities in the contract’s order and the size of its hall', async () => {
    const res = await admin.get('/api/admin/stables');
    const byId = new Map((res.body as { id: number }[]).map((s) => [s.id, s]));
    expect(byId.get(hof.id)).toMatchObject({
      hasIndoorArena: true,
      indoorArenaSize: '20 × 60 m',
      facilities: ['horseWalker', 'roundPen', 'trainer'],
    });
    expect(byId.get(alm.id)).toMatchObject({ hasIndoorArena: false, indoorArenaSize: null, facilities: [] });
  });

  it('counts zero for stables without listings and names an owner without a name by username', async () => {
    const res = await admin.get('/api/admin/stables');
    const byId = new Map((res.body as { id: number }[]).map((s) => [s.id, s]));
    expect(byId.get(empty.id)).toMatchObject({
      listingCount: 0,
      listingStatuses: { active: 0, inactive: 0, pending: 0, premium: 0 },
    });
    expect(byId.get(alm.id)).toMatchObject({
      rating: null,
      owner: { username: 'almwirt', name: 'almwirt' },
      listingCount: 1,
      listingStatuses: { active: 0, inactive: 0, pending: 1, premium: 0 },
    });
  });

  it('searches stable name, city, postal code and the owner’s username and e-mail', async () => {
    const cases: [string, number[]][] = [
      ['lindenhof', [hof.id]],
      ['LUENEBURG', [hof.id]],
      ['Zurich', [empty.id]],
      ['213', [hof.id]],
      ['almwirt', [alm.id]],
      ['GRETA@GESTUET', [empty.id, hof.id]],
      ['nirgendwo', []],
    ];
    for (const [term, expected] of cases) {
      const res = await admin.get(`/api/admin/stables?search=${encodeURIComponent(term)}`);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual(expected);
    }
  });

  it('filters by region', async () => {
    expect(ids((await admin.get('/api/admin/stables?region=austria')).body)).toEqual([alm.id]);
    expect(ids((await admin.get('/api/admin/stables?region=germany&search=linden')).body)).toEqual([hof.id]);
    expect(ids((await admin.get('/api/admin/stables?region=all')).body)).toHaveLength(3);
    const bad = await admin.get('/api/admin/stables?region=mars');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unbekannte Region');
  });
});
