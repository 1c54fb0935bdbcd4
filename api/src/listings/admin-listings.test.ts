import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let admin: TestClient;
let adminUser: { id: number };

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  adminUser = await signInAs(admin, server.services.knex, { isAdmin: true });
});
afterAll(() => server?.close());

const knex = () => server.services.knex;
const ids = (body: { id: number }[]) => body.map((l) => l.id);
const publicIds = async () => ids((await server.client().get('/api/listings?limit=100')).body);

describe('GET /api/admin/listings', () => {
  it('lists listings of every status, newest first, with their stable', async () => {
    const stable = await buildStable(knex(), { name: 'Gestüt Sonnenhof', city: 'Köln', postalCode: '50667' });
    const statuses = ['active', 'inactive', 'pending', 'premium'] as const;
    const created: { id: number }[] = [];
    for (const [i, status] of statuses.entries()) {
      created.push(
        await buildListing(knex(), { stableId: stable.id, status, createdAt: new Date(Date.UTC(2025, 0, 10 + i)) }),
      );
    }
    const res = await admin.get('/api/admin/listings');
    expect(res.status).toBe(200);
    const mine = (res.body as { id: number; status: string }[]).filter((l) => created.some((c) => c.id === l.id));
    expect(mine.map((l) => l.status)).toEqual(['premium', 'pending', 'inactive', 'active']);
    expect(res.body.find((l: { id: number }) => l.id === created[1]!.id)).toMatchObject({
      id: created[1]!.id,
      status: 'inactive',
      pricePerMonth: 350,
      createdAt: '2025-01-11T00:00:00.000Z',
      stable: { id: stable.id, name: 'Gestüt Sonnenhof', city: 'Köln', postalCode: '50667', region: 'germany' },
    });
  });

  it('answers each listing with its facts, the all-in month of its price list and its free places', async () => {
    const stable = await buildStable(knex(), {
      hasIndoorArena: true,
      indoorArenaSize: '20 × 40 m',
      facilities: ['horseWalker', 'trainer'],
    });
    const facts = { careLevel: 'full', turnoutHoursSummer: 10, admits: { stallions: false }, minTermMonths: 6 };
    const listing = await buildListing(knex(), {
      stableId: stable.id,
      status: 'pending',
      pricePerMonth: 300,
      freePlaces: 2,
      facts: JSON.stringify(facts),
      priceItems: JSON.stringify([
        { name: 'Heu', amount: 40, period: 'monthly', kind: 'required' },
        { name: 'Vereinsbeitrag', amount: 120, period: 'yearly', kind: 'required' },
        { name: 'Eindecken', amount: 25, period: 'monthly', kind: 'optional' },
      ]),
    });
    const res = await admin.get(`/api/admin/listings?stableId=${stable.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject([
      {
        id: listing.id,
        facts,
        pricePerMonth: 300,
        totalMonthly: 350,
        freePlaces: 2,
        stable: { facilities: ['horseWalker', 'trainer'], indoorArenaSize: '20 × 40 m', hasIndoorArena: true },
      },
    ]);
  });

  it('searches title, stable name and city, folding case and umlauts', async () => {
    const stable = await buildStable(knex(), { name: 'Reithof Übersee', city: 'Garmisch-Partenkirchen' });
    const byTitle = await buildListing(knex(), { title: 'Sonnige Außenbox am Waldrand', status: 'pending' });
    const byStable = await buildListing(knex(), { stableId: stable.id, title: 'Box A' });
    const cases: [string, number][] = [
      ['aussenbox AM wald', byTitle.id],
      ['Außenbox am', byTitle.id],
      ['reithof uebersee', byStable.id],
      ['GARMISCH', byStable.id],
    ];
    for (const [term, expected] of cases) {
      const res = await admin.get(`/api/admin/listings?search=${encodeURIComponent(term)}`);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual([expected]);
    }
  });

  it('filters by status and region', async () => {
    const swiss = await buildStable(knex(), { region: 'switzerland', city: 'Bern', postalCode: '3011' });
    const swissPending = await buildListing(knex(), { stableId: swiss.id, status: 'pending' });
    const swissActive = await buildListing(knex(), { stableId: swiss.id, status: 'active' });

    const pending = (await admin.get('/api/admin/listings?status=pending')).body as { id: number; status: string }[];
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((l) => l.status === 'pending')).toBe(true);
    expect(ids(pending)).toContain(swissPending.id);

    const inSwitzerland = (await admin.get('/api/admin/listings?region=switzerland')).body;
    expect(ids(inSwitzerland).sort()).toEqual([swissPending.id, swissActive.id].sort());

    const both = (await admin.get('/api/admin/listings?region=switzerland&status=active&search=bern')).body;
    expect(ids(both)).toEqual([swissActive.id]);
    expect((await admin.get('/api/admin/listings?region=all&status=all')).body.length).toBe(
      (await admin.get('/api/admin/listings')).body.length,
    );
  });

  it('filters by stable, alone and together with the other filters', async () => {
    const stable = await buildStable(knex(), { name: 'Hof Lindenau', city: 'Lindau', postalCode: '88131' });
    const other = await buildStable(knex(), { name: 'Hof Lindenau Süd', city: 'Lindau', postalCode: '88131' });
    const older = await buildListing(knex(), {
      stableId: stable.id,
      status: 'inactive',
      createdAt: new Date(Date.UTC(2025, 1, 1)),
    });
    const newer = await buildListing(knex(), {
      stableId: stable.id,
      status: 'active',
      createdAt: new Date(Date.UTC(2025, 1, 2)),
    });
    await buildListing(knex(), { stableId: other.id, status: 'active' });

    const all = await admin.get(`/api/admin/listings?stableId=${stable.id}`);
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual([newer.id, older.id]);
    expect(all.body.every((l: { stable: { id: number } }) => l.stable.id === stable.id)).toBe(true);

    expect(ids((await admin.get(`/api/admin/listings?stableId=${stable.id}&status=inactive`)).body)).toEqual([
      older.id,
    ]);
    expect(ids((await admin.get(`/api/admin/listings?stableId=${stable.id}&search=lindenau`)).body)).toEqual([
      newer.id,
      older.id,
    ]);
    expect((await admin.get(`/api/admin/listings?stableId=${stable.id}&region=austria`)).body).toEqual([]);
    expect((await admin.get('/api/admin/listings?stableId=2147483647')).body).toEqual([]);
    expect((await admin.get('/api/admin/listings?stableId=')).body.length).toBe(
      (await admin.get('/api/admin/listings')).body.length,
    );
  });

  it('answers 400 for a stable id that is not a positive integer', async () => {
    for (const bad of ['0', '-3', '1.5', 'abc', '2147483648', '01']) {
      const res = await admin.get(`/api/admin/listings?stableId=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual({ message: 'Ungültige Stall-ID', errors: { stableId: 'Ungültige Stall-ID' } });
    }
    expect((await admin.get('/api/admin/listings?stableId=1&stableId=2')).status).toBe(400);
  });

  it('answers 400 for an unknown status or region', async () => {
    const status = await admin.get('/api/admin/listings?status=archived');
    expect(status.status).toBe(400);
    expect(status.body.message).toBe('Unbekannter Status');
    const region = await admin.get('/api/admin/listings?region=italy');
    expect(region.status).toBe(400);
    expect(region.body.message).toBe('Unbekannte Region');
  });
});

describe('PUT /api/admin/listings/:id/status', () => {
  it('takes a listing off the public site and back', async () => {
    const listing = await buildListing(knex(), { title: 'Helle Innenbox mit Paddock', status: 'active' });
    expect(await publicIds()).toContain(listing.id);

    const res = await admin.put(`/api/admin/listings/${listing.id}/status`, { status: 'inactive' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: listing.id, status: 'inactive', title: 'Helle Innenbox mit Paddock' });
    expect(res.body.stable.id).toBe(listing.stableId);
    expect(await publicIds()).not.toContain(listing.id);
    expect((await server.client().get(`/api/listings/${listing.id}`)).status).toBe(404);

    const back = await admin.put(`/api/admin/listings/${listing.id}/status`, { status: 'premium' });
    expect(back.body.status).toBe('premium');
    expect(await publicIds()).toContain(listing.id);
    expect((await server.client().get(`/api/listings/${listing.id}`)).status).toBe(200);
  });

  it('records each change with who made it, and shows it in the recent activity', async () => {
    const listing = await buildListing(knex(), { title: 'Offenstall am Bach', status: 'pending' });
    await admin.put(`/api/admin/listings/${listing.id}/status`, { status: 'active' });
    await admin.put(`/api/admin/listings/${listing.id}/status`, { status: 'active' }); // no change, nothing recorded

    const changes = await knex()('listingStatusChanges').where('listingId', listing.id);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ changedBy: adminUser.id, fromStatus: 'pending', toStatus: 'active' });

    const activity = (await admin.get('/api/admin/recent-activity')).body as { action: string; type: string }[];
    expect(activity[0]).toMatchObject({
      type: 'status',
      action: 'Status von „Offenstall am Bach“ geändert: Ausstehend → Aktiv',
    });
  });

  it('answers 404 for an unknown listing and 400 for an unknown status', async () => {
    const missing = await admin.put('/api/admin/listings/999999/status', { status: 'active' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Anzeige nicht gefunden');

    const listing = await buildListing(knex());
    const bad = await admin.put(`/api/admin/listings/${listing.id}/status`, { status: 'archived' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Unbekannter Status', errors: { status: 'Unbekannter Status' } });
  });
});

describe('PUT /api/admin/listings/:id/premium', () => {
  it('sets and clears the premium flag', async () => {
    const listing = await buildListing(knex());
    const on = await admin.put(`/api/admin/listings/${listing.id}/premium`, { isPremium: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: listing.id, isPremium: true, status: 'active' });
    const publicView = await server.client().get(`/api/listings/${listing.id}`);
    expect(publicView.body.isPremium).toBe(true);

    const off = await admin.put(`/api/admin/listings/${listing.id}/premium`, { isPremium: false });
    expect(off.body.isPremium).toBe(false);
    const listed = (await admin.get('/api/admin/listings')).body.find((l: { id: number }) => l.id === listing.id);
    expect(listed.isPremium).toBe(false);
  });

  it('answers 400 without a boolean and 404 for an unknown listing', async () => {
    const listing = await buildListing(knex());
    const bad = await admin.put(`/api/admin/listings/${listing.id}/premium`, { isPremium: 'ja' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('isPremium muss wahr oder falsch sein');
    const missing = await admin.put('/api/admin/listings/999999/premium', { isPremium: true });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Anzeige nicht gefunden');
  });
});

describe('DELETE /api/admin/listings/:id', () => {
  it('deletes the listing everywhere', async () => {
    const listing = await buildListing(knex());
    const res = await admin.delete(`/api/admin/listings/${listing.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Anzeige gelöscht' });
    expect(ids((await admin.get('/api/admin/listings')).body)).not.toContain(listing.id);
    expect((await server.client().get(`/api/listings/${listing.id}`)).status).toBe(404);

    const again = await admin.delete(`/api/admin/listings/${listing.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Anzeige nicht gefunden');
  });

  it('keeps the contact requests about it, without the listing', async () => {
    const listing = await buildListing(knex(), { title: 'Bald weg' });
    await knex()('contactRequests').insert({
      source: 'enquiry',
      listingId: listing.id,
      name: 'Paula Pferd',
      email: 'paula@example.de',
      message: 'Ist die Box noch frei?',
    });
    await admin.delete(`/api/admin/listings/${listing.id}`);
    const contacts = (await admin.get('/api/admin/contacts?search=paula')).body;
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ name: 'Paula Pferd', listingId: null, listingTitle: null, source: 'enquiry' });
  });
});
